/**
 * 36 invoices from id 4987, dated in the current month (docs/spec.md §3, §9), ×scale.
 *
 * Every invoice's lines add up to its total by the contract's rule (`invoiceTotals`): the total
 * is drawn first, then worked backwards. A tax rate is picked (0, 5, 10 or 20 %) and the taxable
 * amount found whose tax brings it exactly to the total in whole cents (a rate with no such
 * amount falls back to 0 %); a discount (none, or whole dollars up to a tenth of the total) is
 * added back to give the subtotal; the subtotal is split into one to three lines, each line but
 * the last a quantity × a unit cost, the last one unit of whatever remains. The balance agrees
 * with the status: Paid owes nothing (some are overpaid: a negative balance, a credit), Partial
 * Payment owes part, every other status the whole total; what was paid is there as payments
 * dated between the issue date and today. The lines, salesperson, note and payments come from a
 * generator seeded per invoice: a change to one invoice's lines does not move another's.
 */
import {
  CITIES,
  COMPANIES,
  COUNTRIES,
  dayInMonth,
  daysInMonth,
  person,
  phone,
} from '@/api/sample/pools';
import { createRng, hashString, type Rng } from '@/api/sample/random';
import {
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceItem,
  type InvoicePayment,
} from '@/api/types/invoice';

import type { GeneratorContext } from '../index';

export const INVOICE_COUNT = 36;
export const FIRST_INVOICE_ID = 4987;
const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'Equipment Inspection',
] as const;

/** What a line may sell, with the description it carries. */
const LINES: Record<string, string> = {
  'Software Development': 'Custom module for the device register',
  'UI/UX Design & Development': 'Screens for the inspection workflow',
  'Unlimited Extended License': 'Admin kit licence, one year',
  'Template Customization': 'Branding and layout changes',
  'Equipment Inspection': 'On-site inspection of switchgear',
  'Thermal Imaging Survey': 'Infrared scan of distribution panels',
  'Breaker Replacement': 'Parts and labour',
  'Maintenance Contract': 'Quarterly preventive maintenance',
  'Operator Training': 'Half-day session on site',
};
const LINE_NAMES = Object.keys(LINES);

const NOTES = [
  'It was a pleasure working with you and your team. We hope you will keep us in mind for future projects. Thank you!',
  'Payment within 30 days, by bank transfer to the account below. Thank you for your business.',
  'Please quote the invoice number with your payment.',
] as const;

const TAX_RATES = [0, 5, 10, 20] as const;

/** The taxable amount (cents) whose tax at `rate` % makes exactly `totalCents`, if there is one. */
function taxableFor(totalCents: number, rate: number): number | undefined {
  const guess = Math.round((totalCents * 100) / (100 + rate));
  for (let c = guess - 3; c <= guess + 3; c++)
    if (c > 0 && c + Math.round((c * rate) / 100) === totalCents) return c;
  return undefined;
}

/** `subtotalCents` as one to three lines, each cost × qty, the first selling `first`. */
function linesFor(rng: Rng, subtotalCents: number, first: string): InvoiceItem[] {
  const count = subtotalCents >= 300 ? rng.int(1, 3) : 1;
  const names = [
    first,
    ...rng.sample(
      LINE_NAMES.filter((n) => n !== first),
      count - 1,
    ),
  ];
  const items: InvoiceItem[] = [];
  let left = subtotalCents;
  for (const [i, item] of names.entries()) {
    const last = i === names.length - 1;
    // Each line but the last takes at most 40 % of the subtotal, so the last keeps at least 20 %.
    const qty = last ? 1 : rng.int(1, 4);
    const costCents = last
      ? left
      : Math.max(1, Math.floor((subtotalCents * rng.float(0.1, 0.4)) / qty));
    items.push({ item, description: LINES[item], cost: costCents / 100, qty });
    left -= costCents * qty;
  }
  return items;
}

/**
 * Payments adding up to `paidCents`, dated between the issue day and today (or today when issued
 * later).
 */
function paymentsFor(rng: Rng, paidCents: number, now: Date, issuedDay: number): InvoicePayment[] {
  if (paidCents <= 0) return [];
  const today = now.getUTCDate();
  const parts =
    paidCents >= 200 && rng.chance(0.4)
      ? [Math.floor(paidCents / 2), paidCents - Math.floor(paidCents / 2)]
      : [paidCents];
  return parts.map((cents, i) => ({
    id: i + 1,
    date: dayInMonth(now, rng.int(Math.min(issuedDay, today), today)),
    amount: cents / 100,
    method: rng.pick(INVOICE_PAYMENT_METHODS),
    note: '',
  }));
}

export function createInvoices(ctx: GeneratorContext): Invoice[] {
  const rng = createRng(ctx.seed + 201);
  const days = daysInMonth(ctx.now);
  return Array.from({ length: INVOICE_COUNT * ctx.scale }, (_, i): Invoice => {
    const p = person(rng, i);
    const country = rng.pick(COUNTRIES);
    const company = rng.pick(COMPANIES);
    const issuedDay = rng.int(1, days);
    const total = rng.int(100, 5000);
    const status = rng.pick(INVOICE_STATUSES);
    const id = FIRST_INVOICE_ID + i;
    const dueDate = dayInMonth(ctx.now, rng.int(issuedDay, days));
    const client = {
      address: `${rng.int(1, 9999)} ${rng.pick(['Market', 'Station', 'River', 'Hill'])} Street, ${rng.pick(CITIES[country])}`,
      company,
      companyEmail: `${p.handle}@${company.split(' ')[0].toLowerCase()}.com`,
      country,
      contact: phone(rng),
      name: p.fullName,
    };
    const service = rng.pick(SERVICES);

    // The rest from the invoice's own generator (see the module's comment).
    const own = createRng(hashString(`${ctx.seed}:invoice:${id}`));
    const totalCents = total * 100;
    let taxRate: number = own.pick(TAX_RATES);
    let taxable = taxableFor(totalCents, taxRate);
    if (taxable === undefined) [taxRate, taxable] = [0, totalCents];
    const discountCents = own.chance(0.4)
      ? own.int(1, Math.max(1, Math.floor(total / 10))) * 100
      : 0;
    const items = linesFor(own, taxable + discountCents, service);
    const balance =
      status === 'Paid'
        ? own.chance(0.3)
          ? -own.int(1, 300)
          : 0
        : status === 'Partial Payment'
          ? own.int(1, total - 1)
          : total;
    return {
      id,
      issuedDate: dayInMonth(ctx.now, issuedDay),
      dueDate,
      client,
      service,
      total,
      avatar: '',
      invoiceStatus: status,
      balance,
      items,
      taxRate,
      discount: discountCents / 100,
      salesperson: person(own).fullName,
      note: own.pick(NOTES),
      payments: paymentsFor(own, totalCents - balance * 100, ctx.now, issuedDay),
      sends: [],
    };
  });
}
