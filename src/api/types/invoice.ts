/** Invoices: SPEC.md §3 "Invoice", statuses of §4. */

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface Invoice {
  /** From 4987 upwards. */
  id: number;
  /** yyyy-mm-dd, in the current month. */
  issuedDate: string;
  /** yyyy-mm-dd, in the current month. */
  dueDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** What is still owed; negative when overpaid. */
  balance: number;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

export interface InvoiceDetailResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** An inclusive range of issued dates (yyyy-mm-dd). */
export interface DateRange {
  start: string;
  end: string;
}

export interface InvoiceListParams {
  q?: string;
  status?: InvoiceStatus | '';
  selectedDateRange?: DateRange;
  sortBy?: InvoiceSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface InvoiceListResponse {
  invoices: Invoice[];
  totalInvoices: number;
}
