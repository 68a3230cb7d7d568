/**
 * The academy types of the API: inferred from the contract's schemas (src/api/contract/academy.ts),
 * the one definition.
 */
export { COURSE_TAGS, ALL_COURSES, COURSE_SORT_KEYS } from '../contract/academy';
export type {
  CourseTag,
  Course,
  CourseTopic,
  CourseSection,
  CourseVideo,
  CourseDetails,
  CourseDetailsParams,
  CourseSortKey,
  CourseListParams,
  CourseListResponse,
  CourseProgressInput,
} from '../contract/academy';
