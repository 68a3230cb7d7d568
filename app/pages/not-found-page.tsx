import { NotFoundScreen } from '@/screens/misc/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
