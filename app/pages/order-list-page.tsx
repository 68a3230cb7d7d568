import { OrderListScreen } from '@/screens/ecommerce/order-list-screen';

/** /apps/ecommerce/order/list: the orders; the screen reads its search and sort from the URL. */
export function Component() {
  return <OrderListScreen />;
}
