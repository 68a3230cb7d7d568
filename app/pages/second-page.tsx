import { SecondPageScreen } from '@/screens/pages/second-page/second-page-screen';

/** /second-page: the client account's home. */
export function Component() {
  return <SecondPageScreen />;
}
