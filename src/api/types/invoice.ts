/**
 * The invoice types of the API: inferred from the contract's schemas (src/api/contract/invoice.ts),
 * the one definition.
 */
// The values from the zod-free module: a screen that only lists statuses or adds up totals does not
// load zod.
export {
  INVOICE_STATUSES,
  INVOICE_SORT_KEYS,
  INVOICE_PAYMENT_METHODS,
  UNPAID_INVOICE_STATUSES,
  ITEMS_MAX,
  MONEY_MAX,
  QTY_MAX,
  invoiceTotals,
  paidAmount,
} from '../contract/invoice-values';
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
