/** The invoice types of the API: inferred from the contract's schemas (src/api/contract/invoice.ts), the one definition. */
export { INVOICE_STATUSES, INVOICE_SORT_KEYS } from '../contract/invoice';
export type { InvoiceStatus, InvoiceClient, Invoice, PaymentDetails, InvoiceDetailResponse, InvoiceSortKey, DateRange, InvoiceListParams, InvoiceListResponse } from '../contract/invoice';
