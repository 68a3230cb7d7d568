import { useParams } from 'react-router';

import { InvoicePreviewScreen } from '@/screens/invoice/invoice-preview-screen';

/** /apps/invoice/preview/:id: one invoice to read, send, print, download and pay. */
export function Component() {
  const { id = '' } = useParams();
  // Keyed by the id: another invoice starts with its drawers closed.
  return <InvoicePreviewScreen key={id} id={id} />;
}
