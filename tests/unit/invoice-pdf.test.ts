/**
 * The invoice PDF's drawing, step by step (issue 37 split buildInvoicePdf into named steps): what
 * each step writes, in order, where a page breaks, and the page numbers. Run in Node, where
 * every text is written as real PDF text (no canvas), so the file can be read back.
 */
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { paymentDetailsOf } from '@/api/mock/queries/invoice';
import type { Invoice, InvoiceDetailResponse } from '@/api/types/invoice';
import type { InvoiceIssuer } from '@/screens/invoice/invoice-issuer';
import { buildInvoicePdf, type InvoicePdfText } from '@/screens/invoice/invoice-pdf';
import { formatFor } from '@/screens/shared/format';

const TEXT: InvoicePdfText = {
  title: 'Invoice #4987',
  status: 'Status: Paid',
  issued: 'Issued: 1 Jun 2026',
  due: 'Due: 30 Jun 2026',
  invoiceTo: 'Invoice To:',
  billTo: 'Bill To:',
  totalDue: 'Total Due:',
  bankName: 'Bank name:',
  country: 'Country:',
  iban: 'IBAN:',
  swiftCode: 'SWIFT code:',
  item: 'ITEM',
  description: 'DESCRIPTION',
  cost: 'COST',
  qty: 'QTY',
  price: 'PRICE',
  subtotal: 'Subtotal:',
  discount: 'Discount:',
  tax: 'Tax (10 %):',
  total: 'Total:',
  paid: 'Paid:',
  balance: 'Balance:',
  salesperson: 'Salesperson: Tommy Smith',
  thanks: 'Thanks for your business',
  note: 'Note:',
  payments: 'Payments received',
  paymentDate: 'DATE',
  paymentMethod: 'METHOD',
  paymentAmount: 'AMOUNT',
  method: (code) => `method ${code}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
};

/** Latin text only: the standard fonts write it as plain PDF text, readable below. */
const ISSUER: InvoiceIssuer = {
  name: 'Volt Works',
  address: ['1 Grid Street', 'Lyon'],
  phone: '+33 4 00 00 00 00',
  email: 'billing@volt.example',
};

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });

function detailOf(changes: Partial<Invoice>): InvoiceDetailResponse {
  const invoice = { ...db.invoices[0], ...changes };
  return { invoice, paymentDetails: paymentDetailsOf(invoice) };
}

/** The document's texts in drawing order, page by page (uncompressed: `(…) Tj` per text). */
async function pagesOf(detail: InvoiceDetailResponse, dir: 'ltr' | 'rtl' = 'ltr') {
  const doc = await buildInvoicePdf(detail, {
    text: TEXT,
    format: formatFor('en'),
    issuer: ISSUER,
    dir,
  });
  const pages: string[][] = [];
  for (let i = 1; i <= doc.getNumberOfPages(); i++) {
    doc.setPage(i);
    // jsPDF keeps each page's content stream as lines (not in its typings).
    const stream = (doc.internal as unknown as { pages: string[][] }).pages[i].join('\n');
    pages.push([...stream.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]));
  }
  return pages;
}

/** As many lines as fill the first page, leaving too little room below for the totals. */
const LINES = 20;

const line = (n: number) => ({ item: `Item ${n}`, description: `Work ${n}`, cost: 10, qty: 1 });

describe('buildInvoicePdf', () => {
  it('draws head, parties, lines, totals, note and payments in that order on one page', async () => {
    const payment = {
      id: 1,
      date: '2026-06-05',
      method: 'bankTransfer',
      amount: 5,
      note: '',
    } as const;
    const [page, ...more] = await pagesOf(
      detailOf({
        items: [line(1), line(2)],
        note: 'Pay within 30 days.',
        payments: [payment],
      }),
    );
    expect(more).toEqual([]);
    const at = (text: string) => {
      const i = page.indexOf(text);
      expect(i, text).toBeGreaterThanOrEqual(0);
      return i;
    };
    const order = [
      ISSUER.name,
      TEXT.title,
      TEXT.status,
      TEXT.invoiceTo,
      TEXT.billTo,
      TEXT.swiftCode,
      TEXT.item,
      'Item 1',
      'Item 2',
      TEXT.salesperson,
      TEXT.subtotal,
      TEXT.balance,
      TEXT.note,
      'Pay within 30 days.',
      TEXT.payments,
      'method bankTransfer',
      'Page 1 of 1',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('breaks the lines onto a new page, the table head repeated, and numbers every page', async () => {
    const pages = await pagesOf(
      detailOf({
        items: Array.from({ length: 40 }, (_, i) => line(i + 1)),
        note: '',
        payments: [],
      }),
    );
    expect(pages.length).toBe(2);
    expect(pages[1][0]).toBe(TEXT.item);
    expect(pages[0]).toContain('Item 1');
    expect(pages[1]).toContain('Item 40');
    expect(pages.flat().filter((t) => /^Item \d+$/.test(t))).toHaveLength(40);
    expect(pages[0].at(-1)).toBe('Page 1 of 2');
    expect(pages[1].at(-1)).toBe('Page 2 of 2');
    // No note, no payments: their headings are not drawn.
    expect(pages.flat()).not.toContain(TEXT.note);
    expect(pages.flat()).not.toContain(TEXT.payments);
  });

  it('starts the totals on a new page when they would run past the bottom', async () => {
    const pages = await pagesOf(
      detailOf({
        items: Array.from({ length: LINES }, (_, i) => line(i + 1)),
        note: '',
        payments: [],
      }),
    );
    expect(pages.length).toBe(2);
    expect(pages[1]).not.toContain(TEXT.item);
    expect(pages[1][0]).toBe(TEXT.salesperson);
  });
});
