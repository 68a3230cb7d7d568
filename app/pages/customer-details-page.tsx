import { useParams } from 'react-router';

import { CustomerDetailsScreen } from '@/screens/ecommerce/customer-details-screen';

/** /apps/ecommerce/customer/details/:id: one customer; the tab is kept in `?tab=`. */
export function Component() {
  const { id = '' } = useParams();
  return <CustomerDetailsScreen key={id} id={id} />;
}
