import { NotFoundScreen } from '../../src/screens/misc/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
