import { useSearchParams } from 'react-router';

import { AcademyCourseDetailsScreen } from '@/screens/academy/academy-course-details-screen';

/**
 * /apps/academy/course-details?courseId=…: one course; without the parameter, the sample course.
 */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('courseId');
  // Anything but a whole number is a course that does not exist: the screen says so.
  const courseId = raw === null ? undefined : /^\d+$/.test(raw) ? Number(raw) : 0;
  return <AcademyCourseDetailsScreen courseId={courseId} />;
}
