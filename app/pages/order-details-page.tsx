import { useParams } from 'react-router';

import { OrderDetailsScreen } from '@/screens/ecommerce/order-details-screen';

/** /apps/ecommerce/order/details/:id: one order. */
export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another order's page starts afresh (dialogs closed).
  return <OrderDetailsScreen key={id} id={id} />;
}
