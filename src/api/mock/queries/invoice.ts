/**
 * Invoices of docs/spec.md §7: search, status, issued-date range, sorting, newest first, §8 errors;
 * and the invoice screens' writes (create, change, record a payment, send), checked by the
 * contract's schemas and rules.
 */
import type { z } from 'zod';

import { check, isRecord } from '@/api/contract/common';
import {
  invoiceInputBody,
  invoicePaymentBody,
  invoicePaymentRules,
  invoiceSendBody,
  invoiceTotals,
  paidAmount,
  toCents,
  type DateRange,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetailResponse,
  type InvoiceInput,
  type InvoiceListResponse,
  type InvoiceSortKey,
  type InvoiceStatus,
  type PaymentDetails,
} from '@/api/contract/invoice';
import { created, invalid, notFound, ok, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import {
  listParam,
  listQuery,
  newestFirst,
  param,
  text,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';
import { nextId, writeStamp } from './records';

type InvoiceDb = Pick<MockDb, 'invoices'>;
type WritableDb = Pick<MockDb, 'invoices' | 'meta'>;

/** docs/spec.md §9: the client list has 5 entries. */
export const INVOICE_CLIENT_COUNT = 5;

const SORT_KEYS: SortKeys<Invoice, InvoiceSortKey> = {
  client: (i) => i.client.name,
  total: 'total',
  id: 'id',
  date: 'issuedDate',
  balance: 'balance',
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
  // One status (SPEC §7) or several; an unknown one matches nothing.
  const statuses = new Set(listParam(params, 'status') ?? []);
  const range = parseDateRange(param(params, 'selectedDateRange'));
  const page = listQuery(
    newestFirst(db.invoices, (i) => i.id),
    params,
    {
      // The list shows an id as "#5020": a search copied from it finds the invoice too.
      search: (i) => [i.client.name, i.client.companyEmail, i.id, `#${i.id}`],
      // yyyy-mm-dd compares correctly as text, which saves a Date per row.
      filter: (i) =>
        (statuses.size === 0 || statuses.has(i.invoiceStatus)) &&
        (!range || (i.issuedDate >= range.start && i.issuedDate <= range.end)),
      sortKeys: SORT_KEYS,
    },
  );
  return { invoices: page.rows, totalInvoices: page.total };
}

/** The first 5 clients (docs/spec.md §9), for the "add invoice" client picker. */
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

const detail = (invoice: Invoice): InvoiceDetailResponse => ({
  invoice,
  paymentDetails: paymentDetailsOf(invoice),
});

function findInvoice(db: InvoiceDb, id: unknown): Invoice | undefined {
  const n = toInt(id);
  return n === undefined ? undefined : db.invoices.find((i) => i.id === n);
}

export function getInvoice(db: InvoiceDb, id: unknown): Outcome<InvoiceDetailResponse> {
  const invoice = findInvoice(db, id);
  return invoice ? ok(detail(invoice)) : notFound('invoiceNotFound');
}

export function deleteInvoice(db: InvoiceDb, id: unknown): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : db.invoices.findIndex((i) => i.id === n);
  if (index < 0) return notFound('invoiceDeleteFailed');
  db.invoices.splice(index, 1);
  return ok(null);
}

/** The fields a person writes, as stored, with the total they add up to. */
function written(input: InvoiceInput) {
  const items = input.items.map((line) => ({
    item: line.item,
    description: line.description ?? '',
    cost: line.cost,
    qty: line.qty,
  }));
  const taxRate = input.taxRate ?? 0;
  const discount = input.discount ?? 0;
  return {
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    client: {
      address: input.client.address,
      company: input.client.company,
      companyEmail: input.client.companyEmail,
      country: input.client.country,
      contact: input.client.contact,
      name: input.client.name,
    },
    service: items[0].item,
    total: invoiceTotals({ items, taxRate, discount }).total,
    items,
    taxRate,
    discount,
    salesperson: input.salesperson ?? '',
    note: input.note ?? '',
  };
}

/** What is owed after payments: the total less what was paid, in whole cents. */
const balanceOf = (total: number, invoice: Pick<Invoice, 'payments'>) =>
  (toCents(total) - toCents(paidAmount(invoice.payments))) / 100;

/**
 * The status money decides: once paid into, Paid with nothing owed and Partial Payment otherwise.
 */
function paymentStatus(balance: number, current: InvoiceStatus, paid: boolean): InvoiceStatus {
  if (!paid) return current;
  return balance <= 0 ? 'Paid' : 'Partial Payment';
}

/** POST /api/apps/invoice: a new Draft owing its total. */
export function createInvoice(db: InvoiceDb, body: unknown): Outcome<InvoiceDetailResponse> {
  const parsed = check(invoiceInputBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const fields = written(parsed.data);
  const invoice: Invoice = {
    id: nextId(db.invoices),
    ...fields,
    avatar: '',
    invoiceStatus: 'Draft',
    balance: fields.total,
    payments: [],
    sends: [],
  };
  db.invoices.push(invoice);
  return created(detail(invoice));
}

/**
 * A write to one invoice: the body is checked first, as every write checks it (refused fields
 * need no invoice: 400 before 404), then the invoice is found and `write` changes it.
 */
function writeInvoice<S extends z.ZodType>(
  db: InvoiceDb,
  id: unknown,
  schema: S,
  body: unknown,
  write: (invoice: Invoice, input: z.output<S>) => Outcome<InvoiceDetailResponse>,
): Outcome<InvoiceDetailResponse> {
  const parsed = check(schema, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const invoice = findInvoice(db, id);
  return invoice ? write(invoice, parsed.data) : notFound('invoiceNotFound');
}

/**
 * PUT /api/apps/invoice/{id}: the written fields replaced; the total, balance and (once paid into)
 * status follow.
 */
export function updateInvoice(
  db: InvoiceDb,
  id: unknown,
  body: unknown,
): Outcome<InvoiceDetailResponse> {
  return writeInvoice(db, id, invoiceInputBody, body, (invoice, input) => {
    const fields = written(input);
    const balance = balanceOf(fields.total, invoice);
    Object.assign(invoice, fields, {
      balance,
      invoiceStatus: paymentStatus(balance, invoice.invoiceStatus, invoice.payments.length > 0),
    });
    return ok(detail(invoice));
  });
}

/** POST /api/apps/invoice/{id}/payments: more than 0, at most the balance, not after today. */
export function addInvoicePayment(
  db: WritableDb,
  id: unknown,
  body: unknown,
): Outcome<InvoiceDetailResponse> {
  return writeInvoice(db, id, invoicePaymentBody, body, (invoice) => {
    // Then what needs the invoice and the day: at most the balance, not after today.
    const parsed = check(
      invoicePaymentRules({ balance: invoice.balance, today: writeStamp(db).slice(0, 10) }),
      body,
    );
    if (!parsed.ok) return invalid(parsed.issues);
    const { amount, date, method, note = '' } = parsed.data;
    invoice.payments.push({ id: nextId(invoice.payments), date, amount, method, note });
    invoice.balance = (toCents(invoice.balance) - toCents(amount)) / 100;
    invoice.invoiceStatus = paymentStatus(invoice.balance, invoice.invoiceStatus, true);
    return created(detail(invoice));
  });
}

/** POST /api/apps/invoice/{id}/send: recorded; a Draft becomes Sent. */
export function sendInvoice(
  db: WritableDb,
  id: unknown,
  body: unknown,
): Outcome<InvoiceDetailResponse> {
  return writeInvoice(db, id, invoiceSendBody, body, (invoice, send) => {
    invoice.sends.push({ at: writeStamp(db), ...send });
    if (invoice.invoiceStatus === 'Draft') invoice.invoiceStatus = 'Sent';
    return ok(detail(invoice));
  });
}
