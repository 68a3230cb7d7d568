/** Academy courses (SPEC.md §7): text in title or tutor, tag label, hide completed. */
import { ALL_COURSES, type Course, type CourseDetails, type CourseListResponse, type CourseSortKey } from '../../types/academy';
import type { MockDb } from '../db';
import { listQuery, matchesText, param, textParam, toBool, type ParamSource, type SortValue } from '../query';

/** §4: a course is completed when every task is done. */
export function isCompleted(c: Course): boolean {
  return c.completedTasks === c.totalTasks;
}

const SORT_KEYS: Record<CourseSortKey, (c: Course) => SortValue> = {
  courseName: (c) => c.courseTitle,
  progress: (c) => (c.totalTasks ? c.completedTasks / c.totalTasks : 0),
};

export function listCourses(db: Pick<MockDb, 'courses'>, params: ParamSource): CourseListResponse {
  const q = textParam(params, 'q');
  const label = textParam(params, 'label', ALL_COURSES) || ALL_COURSES;
  const hideCompleted = toBool(param(params, 'hideCompleted')) ?? false;
  const page = listQuery(db.courses, params, {
    filter: (c) => (label === ALL_COURSES || c.tags === label) && !(hideCompleted && isCompleted(c)) && matchesText(q, c.courseTitle, c.user),
    sortKeys: SORT_KEYS,
  });
  return { courses: page.rows, total: page.total };
}

export function getCourseDetails(db: Pick<MockDb, 'courseDetails'>): CourseDetails {
  return db.courseDetails;
}
