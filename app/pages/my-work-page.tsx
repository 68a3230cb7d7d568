import { MyWorkScreen } from '@/screens/work-orders/my-work/my-work-screen';

/** /my-work: the signed-in user's work orders. */
export function Component() {
  return <MyWorkScreen />;
}
