/**
 * The Academy calls (docs/spec.md §7, §8), and the progress write the my-courses screen starts a
 * course over with.
 */
import * as academy from '../academy';
import { changed, idParam, missing, tagged, type Operation } from '../operation';

const ac = tagged('Academy');

export const academyOperations: Operation[] = [
  ac.list(
    '/api/apps/academy/courses',
    'listCourses',
    'Courses',
    academy.courseListQuery,
    academy.courseListResponse,
    'Text in title or tutor, tag equals label, optionally hides completed.',
  ),
  ac.read(
    '/api/apps/academy/course-details',
    'getCourseDetails',
    'Course details',
    academy.courseDetails,
    {
      query: academy.courseDetailsQuery,
      description:
        'Without `courseId`: the sample course (SPEC §7). With it: that course\'s title, tutor, students and length, its syllabus, and its topics completed in order as far as its progress goes (each section\'s status "done/topics").',
      errors: missing('No course has this `courseId`: `Course not found`.'),
    },
  ),
  ac.write(
    'put',
    '/api/apps/academy/courses/{id}/progress',
    'setCourseProgress',
    "Set a course's progress",
    academy.courseProgressBody,
    changed(academy.course, 'The course with its new progress.'),
    {
      description:
        "Sets how many of the course's tasks are done: 0 starts it over, `totalTasks` completes it. More than `totalTasks` is refused on the field (`tooBig`).",
      params: idParam('course'),
      errors: missing('No course has this id: `Course not found`.'),
    },
  ),
];
