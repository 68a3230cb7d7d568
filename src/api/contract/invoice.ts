/**
 * Invoices: docs/spec.md §3 "Invoice", statuses of §4, and what the invoice screens write (create,
 * change, record a payment, send). The money rules live here once: how a total is made from the
 * line items, tax and discount (`invoiceTotals`), what a payment may be (`paymentIssues`), and the
 * date order of an invoice (`invoiceIssues`). The forms and the simulation both check with them.
 */
import { z } from 'zod';

import {
  id,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  messageKey,
  numeric,
  queryText,
  requiredText,
  strings,
  text,
  type ListParamsOf,
  type ValidationKey,
} from './common';
import {
  INVOICE_PAYMENT_METHODS,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  invoiceTotals,
  ITEMS_MAX,
  MONEY_MAX,
  QTY_MAX,
  toCents,
  type InvoiceStatus,
} from './invoice-values';
import { rulesMeta } from './rules';

export * from './invoice-values';

export const invoiceClient = z
  .object(strings('address', 'company', 'companyEmail', 'country', 'contact', 'name'))
  .meta({ id: 'InvoiceClient' });
export type InvoiceClient = z.infer<typeof invoiceClient>;

/**
 * True for an amount in whole cents (a refine, not multipleOf: 1694.58 is no float multiple of
 * 0.01).
 */
const wholeCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** An amount of money: from 0, whole cents. */
const money = z.number().min(0).max(MONEY_MAX).refine(wholeCents, messageKey('moneyCents'));

export const invoiceItem = z
  .object({
    item: z.string().meta({ description: 'What was sold (a product or a service).' }),
    description: z.string(),
    cost: money.meta({ description: 'Price of one unit, USD.' }),
    qty: z.int().min(1).max(QTY_MAX),
  })
  .meta({ id: 'InvoiceItem', description: 'One line: its price is cost × qty.' });
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoicePayment = z
  .object({
    id,
    date: isoDate,
    amount: money,
    method: z.enum(INVOICE_PAYMENT_METHODS),
    note: z.string(),
  })
  .meta({ id: 'InvoicePayment', description: 'Money received against the invoice.' });
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceSend = z
  .object({ at: isoDateTime, ...strings('from', 'to', 'subject', 'message') })
  .meta({ id: 'InvoiceSend', description: 'The invoice sent to someone by e-mail.' });
export type InvoiceSend = z.infer<typeof invoiceSend>;

export const invoice = z
  .object({
    id: id.meta({ description: 'From 4987 upwards.' }),
    issuedDate: isoDate,
    dueDate: isoDate,
    client: invoiceClient,
    service: z.string().meta({ description: 'What the invoice is for: the first line’s item.' }),
    total: z.number().meta({
      description:
        'Subtotal of the lines, less the discount, plus the tax on that (see `invoiceTotals`).',
    }),
    avatar: z.string(),
    invoiceStatus: z.enum(INVOICE_STATUSES),
    balance: z.number().meta({
      description:
        'What is still owed: total less the payments; negative when overpaid (a credit).',
    }),
    items: z.array(invoiceItem),
    taxRate: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: 'Tax, % of the subtotal less the discount.' }),
    discount: money.meta({ description: 'An amount taken off the subtotal, before tax.' }),
    salesperson: z.string(),
    note: z.string(),
    payments: z.array(invoicePayment).meta({ description: 'Oldest first.' }),
    sends: z
      .array(invoiceSend)
      .meta({ description: 'Each time the invoice was sent, oldest first.' }),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoice>;

export const paymentDetails = z
  .object(strings('totalDue', 'bankName', 'country', 'iban', 'swiftCode'))
  .meta({ id: 'PaymentDetails' });
export type PaymentDetails = z.infer<typeof paymentDetails>;

export const invoiceDetailResponse = z
  .object({ invoice, paymentDetails })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponse>;

/** An inclusive range of issued dates (yyyy-mm-dd). */
export interface DateRange {
  start: string;
  end: string;
}

export const invoiceListQuery = listParams(INVOICE_SORT_KEYS).extend({
  q: queryText.meta({
    description: 'Part of the client name, company e-mail or id; an id also as shown, "#5020".',
  }),
  status: z
    .array(z.string())
    .optional()
    .meta({
      description: `Invoice statuses (${INVOICE_STATUSES.join(', ')}): one, or several repeated or separated by commas; empty for all; an unknown one matches nothing.`,
    }),
  selectedDateRange: z.string().optional().meta({
    description:
      'JSON {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"} of issued dates; unreadable means no range.',
  }),
});
export type InvoiceListParams = Omit<
  ListParamsOf<typeof invoiceListQuery>,
  'status' | 'selectedDateRange'
> & {
  /** One status or several (sent repeated); empty for all. */
  status?: InvoiceStatus | '' | readonly InvoiceStatus[] | undefined;
  /** Sent as JSON text. */
  selectedDateRange?: DateRange | undefined;
};

export const invoiceListResponse = listAnswer('InvoiceList', 'invoices', invoice, 'totalInvoices');
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

// ---------------------------------------------------------------------------------------------
// Writes: bodies with their limits
// ---------------------------------------------------------------------------------------------

/** The client an invoice is made out to (as the client list answers it). */
export const invoiceClientInput = z
  .strictObject(
    {
      name: requiredText(LIMITS.name),
      company: text(LIMITS.name),
      companyEmail: requiredText(LIMITS.email).pipe(z.email()),
      address: text(LIMITS.line),
      country: text(LIMITS.name),
      contact: text(LIMITS.code),
    },
    messageKey('clientRequired'),
  )
  .meta({ id: 'InvoiceClientInput', description: 'The client: a name and an e-mail at least.' });

const amount = numeric(money);

export const invoiceItemInput = z
  .strictObject({
    item: requiredText(LIMITS.name, 'itemRequired'),
    description: text(LIMITS.line).optional(),
    cost: amount.meta({ description: 'Price of one unit, USD; whole cents.' }),
    qty: numeric(z.int().min(1).max(QTY_MAX)),
  })
  .meta({ id: 'InvoiceItemInput' });
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

/** What `invoiceIssues` checks. */
export interface InvoiceRuleInput {
  issuedDate?: unknown;
  dueDate?: unknown;
  items?: unknown;
  taxRate?: unknown;
  discount?: unknown;
}

/**
 * The rules of an invoice beyond each field's own: due not before issued, a discount within the
 * subtotal.
 */
/** A yyyy-mm-dd day (what the date rules compare as text). */
const isIsoDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function invoiceIssues(
  input: InvoiceRuleInput,
): Array<{ path: 'dueDate' | 'discount'; key: ValidationKey }> {
  const issues: ReturnType<typeof invoiceIssues> = [];
  // yyyy-mm-dd compares as text.
  if (isIsoDay(input.issuedDate) && isIsoDay(input.dueDate) && input.dueDate < input.issuedDate)
    issues.push({ path: 'dueDate', key: 'dueBeforeIssued' });
  if (Array.isArray(input.items) && typeof input.discount === 'number' && input.discount > 0) {
    const lines = input.items.filter(
      (l): l is { cost: number; qty: number } =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as { cost: unknown }).cost === 'number' &&
        typeof (l as { qty: unknown }).qty === 'number',
    );
    // Without a line there is no subtotal to compare with: the missing lines are the issue.
    if (
      lines.length > 0 &&
      toCents(input.discount) >
        toCents(invoiceTotals({ items: lines, taxRate: 0, discount: 0 }).subtotal)
    )
      issues.push({ path: 'discount', key: 'discountOverSubtotal' });
  }
  return issues;
}

/**
 * Body of POST /api/apps/invoice and PUT /api/apps/invoice/{id}: the whole invoice as a person
 * writes it. The total, balance and status are the API's to work out.
 */
export const invoiceInputBody = z
  .strictObject({
    client: invoiceClientInput,
    issuedDate: isoDate,
    dueDate: isoDate.meta({ description: 'Not before issuedDate.' }),
    items: z
      .array(invoiceItemInput)
      .min(1, messageKey('itemsRequired'))
      .max(ITEMS_MAX)
      .meta({ description: `1 to ${ITEMS_MAX} lines.` }),
    taxRate: numeric(z.number().min(0).max(100))
      .optional()
      .meta({ description: 'Tax, %; default 0.' }),
    discount: amount.optional().meta({
      description: 'An amount off the subtotal, before tax; at most the subtotal; default 0.',
    }),
    salesperson: text(LIMITS.name).optional(),
    note: text(LIMITS.text).optional(),
  })
  .superRefine(
    (body, ctx) => {
      for (const { path, key } of invoiceIssues(body))
        ctx.addIssue({ code: 'custom', path: [path], params: { key }, input: body[path] });
    },
    // Also when another field is refused: a due date before the issue date is said with the rest,
    // not after the next try.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .meta({
    id: 'InvoiceInput',
    ...rulesMeta('invoiceAmounts'),
    description: 'An invoice: client, dates, lines, tax, discount, salesperson and note.',
  });
export type InvoiceInput = z.infer<typeof invoiceInputBody>;

/** What `paymentIssues` checks a payment against. */
export interface PaymentContext {
  /** What is still owed before this payment. */
  balance: number;
  /** Today, yyyy-mm-dd: a payment is money received, so not dated later. */
  today: string;
}

/**
 * The rules of a payment that need the invoice and the date: at most the balance, not in the
 * future.
 */
export function paymentIssues(
  payment: { amount?: unknown; date?: unknown },
  context: PaymentContext,
): Array<{ path: 'amount' | 'date'; key: ValidationKey }> {
  const issues: ReturnType<typeof paymentIssues> = [];
  if (typeof payment.amount === 'number' && toCents(payment.amount) > toCents(context.balance))
    issues.push({ path: 'amount', key: 'paymentOverBalance' });
  if (isIsoDay(payment.date) && payment.date > context.today)
    issues.push({ path: 'date', key: 'paymentInFuture' });
  return issues;
}

/** Body of POST /api/apps/invoice/{id}/payments. */
export const invoicePaymentBody = z
  .strictObject({
    amount: numeric(
      z
        .number()
        .gt(0, messageKey('amountPositive'))
        .max(MONEY_MAX)
        .refine(wholeCents, messageKey('moneyCents')),
    ).meta({ description: 'More than 0 and at most the balance; whole cents.' }),
    date: isoDate.meta({ description: 'When it was received; not after today.' }),
    method: z.enum(INVOICE_PAYMENT_METHODS),
    note: text(LIMITS.line).optional(),
  })
  .meta({
    id: 'InvoicePaymentInput',
    ...rulesMeta('paymentWithinBalance'),
    description: 'A payment received: the balance falls by its amount.',
  });
export type InvoicePaymentInput = z.infer<typeof invoicePaymentBody>;

/**
 * The payment body checked against an invoice's balance and today (the form's and the simulation's
 * rule).
 */
export function invoicePaymentRules(context: PaymentContext) {
  return invoicePaymentBody.superRefine(
    (body, ctx) => {
      for (const { path, key } of paymentIssues(body, context))
        ctx.addIssue({ code: 'custom', path: [path], params: { key }, input: body[path] });
    },
    // Also when another field is refused (no method chosen yet): an amount over the balance is said
    // at once, not after the next try.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

const emailAddress = requiredText(LIMITS.email).pipe(z.email());

/** Body of POST /api/apps/invoice/{id}/send. */
export const invoiceSendBody = z
  .strictObject({
    from: emailAddress,
    to: emailAddress,
    subject: requiredText(LIMITS.line),
    message: requiredText(LIMITS.text),
  })
  .meta({
    id: 'InvoiceSendInput',
    description: 'The e-mail that carries the invoice. A Draft becomes Sent.',
  });
export type InvoiceSendInput = z.infer<typeof invoiceSendBody>;
