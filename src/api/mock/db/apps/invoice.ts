/** 36 invoices from id 4987, dated in the current month (SPEC.md §3, §9), ×scale. */
import { INVOICE_STATUSES, type Invoice } from '../../../types/invoice';
import type { GeneratorContext } from '../index';
import { createRng } from '../random';
import { CITIES, COMPANIES, COUNTRIES, dayInMonth, daysInMonth, person, phone } from './pools';

export const INVOICE_COUNT = 36;
export const FIRST_INVOICE_ID = 4987;
const SERVICES = ['Software Development', 'UI/UX Design & Development', 'Unlimited Extended License', 'Template Customization', 'Equipment Inspection'] as const;

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
    // Paid invoices owe nothing; some partial ones are overpaid, hence a negative balance.
    const balance = status === 'Paid' ? 0 : status === 'Partial Payment' && rng.chance(0.3) ? -rng.int(1, 300) : rng.int(0, total);
    return {
      id: FIRST_INVOICE_ID + i,
      issuedDate: dayInMonth(ctx.now, issuedDay),
      dueDate: dayInMonth(ctx.now, rng.int(issuedDay, days)),
      client: {
        address: `${rng.int(1, 9999)} ${rng.pick(['Market', 'Station', 'River', 'Hill'])} Street, ${rng.pick(CITIES[country])}`,
        company,
        companyEmail: `${p.handle}@${company.split(' ')[0].toLowerCase()}.com`,
        country,
        contact: phone(rng),
        name: p.fullName,
      },
      service: rng.pick(SERVICES),
      total,
      avatar: '',
      invoiceStatus: status,
      balance,
    };
  });
}

