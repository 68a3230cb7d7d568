/** The invoice types of the API: inferred from the contract's schemas (src/api/contract/invoice.ts), the one definition. */
export { INVOICE_STATUSES, INVOICE_SORT_KEYS, INVOICE_PAYMENT_METHODS, UNPAID_INVOICE_STATUSES, invoiceTotals, paidAmount } from '../contract/invoice';
export type {
  InvoiceStatus,
  InvoiceClient,
  Invoice,
  InvoiceItem,
  InvoicePayment,
  InvoicePaymentMethod,
  InvoiceSend,
  InvoiceTotals,
  PaymentDetails,
  InvoiceDetailResponse,
  InvoiceSortKey,
  DateRange,
  InvoiceListParams,
  InvoiceListResponse,
  InvoiceInput,
  InvoiceItemInput,
  InvoicePaymentInput,
  InvoiceSendInput,
} from '../contract/invoice';
