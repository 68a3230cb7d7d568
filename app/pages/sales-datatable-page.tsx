import { PlaceholderPage } from './placeholder-page';

/** /pages/datatable (issue 15): a placeholder until its screen is built. */
export function Component() {
  return <PlaceholderPage title={['nav.salesDatatable']} />;
}
