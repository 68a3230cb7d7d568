/**
 * The invoice domain's codes and money rules as plain values, with no schema library behind
 * them: a list or a preview that shows statuses and adds up totals does not load zod. The
 * schemas in invoice.ts are built on these.
 */
export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Statuses of an invoice with money still owed: every status but Paid. */
export const UNPAID_INVOICE_STATUSES = INVOICE_STATUSES.filter((s) => s !== 'Paid');

/** How a payment was made (codes; screens translate them). */
export const INVOICE_PAYMENT_METHODS = [
  'bankTransfer',
  'creditCard',
  'debitCard',
  'cash',
  'paypal',
] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** The largest amount of money an invoice handles (a line, a discount, a payment). */
export const MONEY_MAX = 100_000_000;
/** The largest quantity of one line. */
export const QTY_MAX = 100_000;
/** The most lines an invoice has. */
export const ITEMS_MAX = 50;

// ---------------------------------------------------------------------------------------------
// Money: one way to add up an invoice
// ---------------------------------------------------------------------------------------------

/** Whole cents of an amount (money is added in cents, so 0.1 + 0.2 is 0.30). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** What an invoice adds up to. */
export interface InvoiceTotals {
  /** Σ cost × qty of the lines. */
  subtotal: number;
  /** The discount, at most the subtotal. */
  discount: number;
  /** taxRate % of (subtotal − discount), rounded to the cent. */
  tax: number;
  /** subtotal − discount + tax. */
  total: number;
}

/**
 * An invoice's totals from its lines, tax rate (%) and discount (an amount, before tax). Values
 * that are not numbers, or below 0, count as 0, so a form half typed still shows its sums.
 */
export function invoiceTotals(input: {
  items: readonly { cost: number; qty: number }[];
  taxRate: number;
  discount: number;
}): InvoiceTotals {
  // A negative price or quantity is refused on its field; counted, it would turn the subtotal
  // negative and the discount (capped at the subtotal) into an addition.
  const counted = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  const subtotal = input.items.reduce(
    (sum, line) => sum + toCents(counted(line.cost)) * Math.round(counted(line.qty)),
    0,
  );
  const discount = Math.min(toCents(counted(input.discount)), subtotal);
  const tax = Math.round(((subtotal - discount) * counted(input.taxRate)) / 100);
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: (subtotal - discount + tax) / 100,
  };
}

/** Money paid so far. */
export function paidAmount(payments: readonly { amount: number }[]): number {
  return payments.reduce((sum, p) => sum + toCents(p.amount), 0) / 100;
}
