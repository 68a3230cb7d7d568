import { PlaceholderPage } from './placeholder-page';

/** /apps/invoice/edit/:id (issue 15): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.invoice', 'nav.edit']} />;
}
