/** Academy: SPEC.md §3 "Course" and "Course details", §7 academy calls. */
import { z } from 'zod';
import { boolParam, id, listParams, queryText } from './common';

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];

/** The label meaning "no tag filter". */
export const ALL_COURSES = 'All Courses';

export const course = z
  .object({
    id,
    user: z.string().meta({ description: 'Tutor name.' }),
    image: z.string(),
    tutorImg: z.string(),
    completedTasks: z.int().min(0),
    totalTasks: z.int().min(0),
    userCount: z.int().min(0),
    note: z.int().min(0),
    view: z.int().min(0),
    time: z.string().meta({ description: 'Duration text, e.g. "17h 34m".' }),
    logo: z.string().meta({ description: 'Icon name.' }),
    color: z.string(),
    courseTitle: z.string(),
    desc: z.string(),
    tags: z.enum(COURSE_TAGS),
    rating: z.number(),
    ratingCount: z.int().min(0),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof course>;

export const courseTopic = z.object({ title: z.string(), time: z.string(), isCompleted: z.boolean() });
export type CourseTopic = z.infer<typeof courseTopic>;
export const courseSection = z.object({
  title: z.string(),
  status: z.string().meta({ description: 'Progress text, e.g. "2/5".' }),
  time: z.string(),
  id: z.string(),
  topics: z.array(courseTopic),
});
export type CourseSection = z.infer<typeof courseSection>;

export const courseDetails = z
  .object({
    title: z.string(),
    about: z.string(),
    instructor: z.string(),
    instructorAvatar: z.string(),
    instructorPosition: z.string(),
    skillLevel: z.string(),
    totalStudents: z.int().min(0),
    language: z.string(),
    isCaptions: z.boolean(),
    length: z.string(),
    totalLectures: z.int().min(0),
    description: z.string().meta({ description: 'Untrusted HTML: sanitise before rendering.' }),
    content: z.array(courseSection),
  })
  .meta({ id: 'CourseDetails' });
export type CourseDetails = z.infer<typeof courseDetails>;

export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number];

export const courseListQuery = listParams(COURSE_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the title or the tutor.' }),
  label: z.string().catch(ALL_COURSES).meta({ description: `A tag (${COURSE_TAGS.join(', ')}) or "${ALL_COURSES}" (default).` }),
  hideCompleted: boolParam.catch(false).meta({ description: 'Leave out completed courses.' }),
});
export interface CourseListParams {
  q?: string;
  /** A tag, or "All Courses" (default). */
  label?: CourseTag | typeof ALL_COURSES;
  hideCompleted?: boolean;
  sortBy?: CourseSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export const courseListResponse = z.object({ courses: z.array(course), total: z.int().min(0) }).meta({ id: 'CourseList' });
export type CourseListResponse = z.infer<typeof courseListResponse>;
