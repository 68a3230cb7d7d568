import { InvoiceListScreen } from '@/screens/invoice/invoice-list-screen';

/** /apps/invoice/list: invoices with their figures, filters and actions. */
export function Component() {
  return <InvoiceListScreen />;
}
