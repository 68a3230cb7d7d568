import { InvoiceEditScreen } from '@/screens/invoice/invoice-edit-screen';

/** /apps/invoice/add: a new invoice. */
export function Component() {
  return <InvoiceEditScreen />;
}
