/** Invoices of SPEC.md §7: search, status, issued-date range, sorting, newest first, §8 errors. */
import type { DateRange, Invoice, InvoiceClient, InvoiceDetailResponse, InvoiceListResponse, InvoiceSortKey, PaymentDetails } from '../../contract/invoice';
import type { MockDb } from '../db';
import { isRecord } from '../../contract/common';
import { listQuery, matchesText, newestFirst, param, text, textParam, toInt, type ParamSource, type SortValue } from '../query';
import { notFound, ok, type Outcome } from './outcome';

type InvoiceDb = Pick<MockDb, 'invoices'>;

/** SPEC.md §9: the client list has 5 entries. */
export const INVOICE_CLIENT_COUNT = 5;

const SORT_KEYS: Record<InvoiceSortKey, (i: Invoice) => SortValue> = {
  client: (i) => i.client.name,
  total: (i) => i.total,
  id: (i) => i.id,
  date: (i) => i.issuedDate,
  balance: (i) => i.balance,
};

/** `selectedDateRange` is JSON `{start, end}`; anything unreadable means "no range". */
export function parseDateRange(value: unknown): DateRange | undefined {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(parsed)) return undefined;
  const start = text(parsed.start).slice(0, 10);
  const end = text(parsed.end).slice(0, 10);
  if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return undefined;
  return { start, end };
}

export function listInvoices(db: InvoiceDb, params: ParamSource): InvoiceListResponse {
  const q = textParam(params, 'q');
  const status = textParam(params, 'status');
  const range = parseDateRange(param(params, 'selectedDateRange'));
  const page = listQuery(newestFirst(db.invoices, (i) => i.id), params, {
    // yyyy-mm-dd compares correctly as text, which saves a Date per row.
    filter: (i) =>
      (!status || i.invoiceStatus === status) &&
      (!range || (i.issuedDate >= range.start && i.issuedDate <= range.end)) &&
      matchesText(q, i.client.name, i.client.companyEmail, i.id),
    sortKeys: SORT_KEYS,
  });
  return { invoices: page.rows, totalInvoices: page.total };
}

/** The first 5 clients (SPEC.md §9), for the "add invoice" client picker. */
export function listInvoiceClients(db: InvoiceDb): InvoiceClient[] {
  return db.invoices.slice(0, INVOICE_CLIENT_COUNT).map((i) => i.client);
}

/** The same bank for every invoice; only the amount due differs. */
export function paymentDetailsOf(invoice: Invoice): PaymentDetails {
  return {
    totalDue: `$${invoice.total.toLocaleString('en-US')}`,
    bankName: 'American Bank',
    country: 'United States',
    iban: 'ETD95476213874685',
    swiftCode: 'BR91905',
  };
}

export function getInvoice(db: InvoiceDb, id: unknown): Outcome<InvoiceDetailResponse> {
  const n = toInt(id);
  const invoice = n === undefined ? undefined : db.invoices.find((i) => i.id === n);
  return invoice ? ok({ invoice, paymentDetails: paymentDetailsOf(invoice) }) : notFound('invoiceNotFound');
}

export function deleteInvoice(db: InvoiceDb, id: unknown): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : db.invoices.findIndex((i) => i.id === n);
  if (index < 0) return notFound('invoiceDeleteFailed');
  db.invoices.splice(index, 1);
  return ok(null);
}
