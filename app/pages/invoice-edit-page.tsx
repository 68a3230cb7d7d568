import { useParams } from 'react-router';

import { InvoiceEditScreen } from '@/screens/invoice/invoice-edit-screen';

/** /apps/invoice/edit/:id: an invoice to change. */
export function Component() {
  const { id = '' } = useParams();
  return <InvoiceEditScreen key={id} id={id} />;
}
