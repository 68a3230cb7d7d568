/** Who issues the invoices: the header of every invoice, its PDF, and the sender of its e-mail. */
export interface InvoiceIssuer {
  /** The business's name, the invoice's letterhead. */
  name: string;
  /** Postal address, one line each. */
  address: readonly string[];
  phone: string;
  /** The address invoices are sent from. */
  email: string;
}

/** The sample business of our own app; a host passes its own. */
export const DEFAULT_INVOICE_ISSUER: InvoiceIssuer = {
  name: '电气设备管理',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
  phone: '+1 (123) 456 7891',
  email: 'billing@equipment.example',
};
