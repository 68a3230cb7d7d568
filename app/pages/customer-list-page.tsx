import { CustomerListScreen } from '@/screens/ecommerce/customer-list-screen';

/**
 * /apps/ecommerce/customer/list: the customers; the screen reads its search and sort from the URL.
 */
export function Component() {
  return <CustomerListScreen />;
}
