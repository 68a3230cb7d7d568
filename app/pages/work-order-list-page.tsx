import { WorkOrderListScreen } from '@/screens/work-orders/work-order-list-screen';

/** /work-orders: the list; search, filters, sorting and paging live in the URL. */
export function Component() {
  return <WorkOrderListScreen />;
}
