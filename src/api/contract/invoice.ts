/** Invoices: SPEC.md §3 "Invoice", statuses of §4. */
import { z } from 'zod';
import { id, isoDate, listAnswer, listParams, queryText, strings, type ListParamsOf } from './common';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceClient = z
  .object(strings('address', 'company', 'companyEmail', 'country', 'contact', 'name'))
  .meta({ id: 'InvoiceClient' });
export type InvoiceClient = z.infer<typeof invoiceClient>;

export const invoice = z
  .object({
    id: id.meta({ description: 'From 4987 upwards.' }),
    issuedDate: isoDate,
    dueDate: isoDate,
    client: invoiceClient,
    service: z.string(),
    total: z.number(),
    avatar: z.string(),
    invoiceStatus: z.enum(INVOICE_STATUSES),
    balance: z.number().meta({ description: 'What is still owed; negative when overpaid.' }),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoice>;

export const paymentDetails = z
  .object(strings('totalDue', 'bankName', 'country', 'iban', 'swiftCode'))
  .meta({ id: 'PaymentDetails' });
export type PaymentDetails = z.infer<typeof paymentDetails>;

export const invoiceDetailResponse = z.object({ invoice, paymentDetails }).meta({ id: 'InvoiceDetail' });
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponse>;

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** An inclusive range of issued dates (yyyy-mm-dd). */
export interface DateRange {
  start: string;
  end: string;
}

export const invoiceListQuery = listParams(INVOICE_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the client name, company e-mail or id.' }),
  status: z.string().catch('').meta({ description: `An invoice status (${INVOICE_STATUSES.join(', ')}); empty for all.` }),
  selectedDateRange: z.string().optional().meta({ description: 'JSON {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"} of issued dates; unreadable means no range.' }),
});
export type InvoiceListParams = Omit<ListParamsOf<typeof invoiceListQuery>, 'status' | 'selectedDateRange'> & {
  status?: InvoiceStatus | '';
  /** Sent as JSON text. */
  selectedDateRange?: DateRange;
};

export const invoiceListResponse = listAnswer('InvoiceList', 'invoices', invoice, 'totalInvoices');
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;
