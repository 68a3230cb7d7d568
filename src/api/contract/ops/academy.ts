/** The Academy calls (SPEC.md §7, §8). */
import * as academy from '../academy';
import { tagged, type Operation } from '../operation';

const ac = tagged('Academy');

export const academyOperations: Operation[] = [
  ac.list('/api/apps/academy/courses', 'listCourses', 'Courses', academy.courseListQuery, academy.courseListResponse, 'Text in title or tutor, tag equals label, optionally hides completed.'),
  ac.read('/api/apps/academy/course-details', 'getCourseDetails', 'Course details', academy.courseDetails),
];
