/**
 * Academy courses (docs/spec.md §7): text in title or tutor, tag label, hide completed; a course's
 * details; and a course's progress set (started over or completed).
 */
import { courseDetailsQuery, courseProgressBody } from '@/api/contract/academy';
import { check } from '@/api/contract/common';
import { fieldInvalid, invalid, notFound, ok, type Outcome } from '@/api/shared/outcome';
import {
  ALL_COURSES,
  type Course,
  type CourseDetails,
  type CourseListResponse,
  type CourseSortKey,
} from '@/api/types/academy';

import type { MockDb } from '../db';
import {
  INSTRUCTOR_POSITIONS,
  SAMPLE_SYLLABUS,
  sectionsOf,
  SYLLABUS,
  syllabusOf,
  tasksDone,
} from '../db/apps/academy';
import {
  listQuery,
  param,
  textParam,
  toBool,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';

type AcademyDb = Pick<MockDb, 'courses' | 'courseDetails'>;

/** §4: a course is completed when every task is done. */
export function isCompleted(c: Course): boolean {
  return c.completedTasks === c.totalTasks;
}

const SORT_KEYS: SortKeys<Course, CourseSortKey> = {
  courseName: 'courseTitle',
  progress: (c) => (c.totalTasks ? c.completedTasks / c.totalTasks : 0),
};

export function listCourses(db: Pick<MockDb, 'courses'>, params: ParamSource): CourseListResponse {
  const label = textParam(params, 'label', ALL_COURSES) || ALL_COURSES;
  const hideCompleted = toBool(param(params, 'hideCompleted')) ?? false;
  const page = listQuery(db.courses, params, {
    search: (c) => [c.courseTitle, c.user],
    filter: (c) =>
      (label === ALL_COURSES || c.tags === label) && !(hideCompleted && isCompleted(c)),
    sortKeys: SORT_KEYS,
  });
  return { courses: page.rows, total: page.total };
}

const findCourse = (db: Pick<MockDb, 'courses'>, id: unknown): Course | undefined => {
  const n = toInt(id);
  return n === undefined ? undefined : db.courses.find((c) => c.id === n);
};

/** Text for an HTML description: a course's own words must not become markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The details of one course: the sample's shape with the course's own title, tutor, figures and
 * syllabus, one topic a task, completed as far as its tasks are (what its card says).
 */
function detailsOf(template: CourseDetails, course: Course): CourseDetails {
  // The sample describes one of the courses (same title): that course keeps its syllabus and text.
  const own = template.title === course.courseTitle;
  const syllabus = syllabusOf(own ? SAMPLE_SYLLABUS : SYLLABUS[course.tags], course.totalTasks);
  const lectures = syllabus.reduce((sum, s) => sum + s.topics.length, 0);
  return {
    ...template,
    title: course.courseTitle,
    about: own ? template.about : course.desc,
    instructor: course.user,
    instructorAvatar: course.tutorImg,
    instructorPosition: own ? template.instructorPosition : INSTRUCTOR_POSITIONS[course.tags],
    totalStudents: course.userCount,
    length: course.time,
    totalLectures: lectures,
    description: own
      ? template.description
      : `<p>${escapeHtml(course.desc)}</p><p>${syllabus.length} sections, ${lectures} lectures: ${syllabus.map((s) => escapeHtml(s.title)).join(', ')}.</p>`,
    content: sectionsOf(syllabus, tasksDone(course)),
  };
}

/**
 * GET /api/apps/academy/course-details: without `courseId` the sample course (SPEC §7), as far as
 * the course it describes has got; with it that course's details, its topics completed as far as
 * its progress goes; unknown id 404.
 */
export function getCourseDetails(
  db: AcademyDb,
  params: ParamSource = new URLSearchParams(),
): Outcome<CourseDetails> {
  const raw = param(params, 'courseId');
  if (raw === undefined || raw === null || raw === '') {
    // The sample has a course's title: once that course is started over or finished, so is the
    // sample.
    const described = db.courses.find((c) => c.courseTitle === db.courseDetails.title);
    return ok(described ? detailsOf(db.courseDetails, described) : db.courseDetails);
  }
  const { courseId } = courseDetailsQuery.parse({ courseId: raw });
  const course = courseId === undefined ? undefined : findCourse(db, courseId);
  return course ? ok(detailsOf(db.courseDetails, course)) : notFound('courseNotFound');
}

/**
 * PUT /api/apps/academy/courses/{id}/progress: sets how many tasks are done (0 starts the course
 * over). Unknown course 404; a count that is no whole number from 0, or more than the course's
 * tasks, is refused on `completedTasks`.
 */
export function setCourseProgress(
  db: Pick<MockDb, 'courses'>,
  id: unknown,
  body: unknown,
): Outcome<Course> {
  const course = findCourse(db, id);
  if (!course) return notFound('courseNotFound');
  const parsed = check(courseProgressBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  if (parsed.data.completedTasks > course.totalTasks)
    return fieldInvalid('completedTasks', 'tooBig', { max: course.totalTasks });
  course.completedTasks = parsed.data.completedTasks;
  return ok(course);
}
