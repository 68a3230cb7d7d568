import { useParams } from 'react-router';

import { WorkOrderDetailScreen } from '@/screens/work-orders/detail/work-order-detail-screen';

/** /work-orders/:number: one work order. */
export function Component() {
  const { number } = useParams();
  return <WorkOrderDetailScreen number={number} />;
}
