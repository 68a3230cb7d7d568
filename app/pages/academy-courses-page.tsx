import { useSession } from '@/auth/session-context';
import { AcademyCoursesScreen } from '@/screens/academy/academy-courses-screen';

/** /apps/academy/my-course: the signed-in learner's courses, greeted by name. */
export function Component() {
  const { session } = useSession();
  return <AcademyCoursesScreen userName={session?.userData.fullName} />;
}
