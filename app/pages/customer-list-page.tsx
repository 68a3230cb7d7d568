import { PlaceholderPage } from './placeholder-page';

/** /apps/ecommerce/customer/list (issue 16): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.ecommerce', 'nav.customers']} />;
}
