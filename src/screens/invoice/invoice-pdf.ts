/**
 * The invoice as a PDF file, drawn with the shared painter (src/screens/shared/pdf/painter.ts,
 * which loads jsPDF on the click that asks for it: it is ~100 kB gzip a list or preview does not
 * need to paint). The document is in the reader's language and direction.
 */
import type { jsPDF as JsPdf } from 'jspdf';

import {
  invoiceTotals,
  paidAmount,
  type Invoice,
  type InvoiceDetailResponse,
} from '@/api/types/invoice';

import type { Format } from '../shared/format';
import {
  BOTTOM,
  CONTENT_W,
  END,
  HEADING,
  M,
  MUTED,
  newPdf,
  numberPages,
  PAGE_W,
  PRIMARY,
  roomFor as roomOnPage,
  savePdf,
  type Painter,
} from '../shared/pdf/painter';
import type { InvoiceIssuer } from './invoice-issuer';

/** The labels of the document, already in the reader's language. */
export interface InvoicePdfText {
  /** "Invoice #4987". */
  title: string;
  status: string;
  issued: string;
  due: string;
  invoiceTo: string;
  billTo: string;
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
  item: string;
  description: string;
  cost: string;
  qty: string;
  price: string;
  subtotal: string;
  discount: string;
  /** "Tax (10 %)". */
  tax: string;
  total: string;
  paid: string;
  balance: string;
  /** "Salesperson: Tommy Smith" (empty for none). */
  salesperson: string;
  thanks: string;
  note: string;
  payments: string;
  paymentDate: string;
  paymentMethod: string;
  paymentAmount: string;
  /** A payment method's name by its code. */
  method: (code: string) => string;
  /** "Page 1 of 2". */
  page: (page: number, pages: number) => string;
}

export interface InvoicePdfOptions {
  text: InvoicePdfText;
  /** Money and dates in the reader's language. */
  format: Format;
  issuer: InvoiceIssuer;
  /** The reader's direction: the page is mirrored for right-to-left languages. */
  dir: 'ltr' | 'rtl';
}

/** What every step of the drawing writes with: the painter, the labels, money and dates. */
interface Pen {
  p: Painter;
  t: InvoicePdfText;
  f: Format;
}

/** Starts a new page when `height` more points would run past the bottom; the y to go on at. */
function roomFor({ p }: Pen, y: number, height: number, top = M): number {
  return roomOnPage(p, y, height, top);
}

/** The head: the issuer at the start, the invoice's number and dates at the end; the y below it. */
function drawHeader({ p, t }: Pen, issuer: InvoiceIssuer): number {
  p.rect(0, 0, PAGE_W, 6, PRIMARY);
  const y = M + 14;
  p.text(issuer.name, M, y, { size: 18, bold: true, color: PRIMARY });
  let left = y + 18;
  for (const line of [...issuer.address, issuer.phone, issuer.email].filter(Boolean)) {
    p.text(line, M, left, { size: 9.5, color: MUTED });
    left += 13;
  }
  p.text(t.title, END, y, { size: 16, bold: true, align: 'end' });
  let right = y + 18;
  for (const line of [t.issued, t.due, t.status]) {
    p.text(line, END, right, { size: 9.5, color: MUTED, align: 'end' });
    right += 13;
  }
  const below = Math.max(left, right) + 6;
  p.rule(below);
  return below;
}

/** To whom (the client's address), and where to pay (total due, bank details); the y below. */
function drawParties(
  { p, t, f }: Pen,
  { invoice, paymentDetails }: InvoiceDetailResponse,
  top: number,
): number {
  const y = top + 22;
  const half = M + CONTENT_W / 2 + 10;
  p.text(t.invoiceTo, M, y, { size: 11, bold: true });
  p.text(t.billTo, half, y, { size: 11, bold: true });
  const client = [
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    invoice.client.contact,
    invoice.client.companyEmail,
  ].filter(Boolean);
  const bank: Array<[string, string]> = [
    [t.totalDue, f.money(invoice.total)],
    [t.bankName, paymentDetails.bankName],
    [t.country, paymentDetails.country],
    [t.iban, paymentDetails.iban],
    [t.swiftCode, paymentDetails.swiftCode],
  ];
  let ly = y + 16;
  for (const line of client) {
    for (const part of p.wrap(line, CONTENT_W / 2 - 20, { size: 9.5 })) {
      p.text(part, M, ly, { size: 9.5, color: MUTED });
      ly += 13;
    }
  }
  let ry = y + 16;
  for (const [label, value] of bank) {
    p.text(label, half, ry, { size: 9.5, color: MUTED });
    p.text(value, END, ry, { size: 9.5, align: 'end' });
    ry += 13;
  }
  return Math.max(ly, ry) + 14;
}

/** The columns of the lines' table, as logical x. */
const COLS = {
  item: M + 8,
  description: M + 150,
  cost: END - 150,
  qty: END - 95,
  price: END - 8,
};

/** The lines' table head at `top`; the y below it. */
function drawLinesHead({ p, t }: Pen, top: number): number {
  p.rect(M, top, CONTENT_W, 24, [243, 242, 255]);
  const base = top + 16;
  p.text(t.item, COLS.item, base, { size: 9, bold: true });
  p.text(t.description, COLS.description, base, { size: 9, bold: true });
  p.text(t.cost, COLS.cost, base, { size: 9, bold: true, align: 'end' });
  p.text(t.qty, COLS.qty, base, { size: 9, bold: true, align: 'end' });
  p.text(t.price, COLS.price, base, { size: 9, bold: true, align: 'end' });
  return top + 24;
}

/** The lines, under their head, which repeats at the top of every new page; the y below. */
function drawLines(pen: Pen, items: Invoice['items'], top: number): number {
  const { p, f } = pen;
  let y = drawLinesHead(pen, top);
  for (const line of items) {
    const names = p.wrap(line.item, COLS.description - COLS.item - 12, { size: 9.5 });
    const described = p.wrap(line.description, COLS.cost - 60 - COLS.description, { size: 9.5 });
    const rows = Math.max(names.length, described.length, 1);
    const height = rows * 13 + 12;
    if (y + height > BOTTOM) {
      p.doc.addPage();
      y = drawLinesHead(pen, M);
    }
    const base = y + 17;
    names.forEach((n, i) => p.text(n, COLS.item, base + i * 13, { size: 9.5 }));
    described.forEach((d, i) =>
      p.text(d, COLS.description, base + i * 13, { size: 9.5, color: MUTED }),
    );
    p.text(f.money(line.cost), COLS.cost, base, { size: 9.5, align: 'end' });
    p.text(f.number(line.qty), COLS.qty, base, { size: 9.5, align: 'end' });
    p.text(f.money(line.cost * line.qty), COLS.price, base, { size: 9.5, align: 'end' });
    y += height;
    p.rule(y);
  }
  return y;
}

/** Totals at the end, the salesperson and thanks at the start; the y below. */
function drawTotals(pen: Pen, invoice: Invoice, top: number): number {
  const { p, t, f } = pen;
  const totals = invoiceTotals(invoice);
  const paid = paidAmount(invoice.payments);
  const sums: Array<[string, string, boolean]> = [
    [t.subtotal, f.money(totals.subtotal), false],
    [t.discount, f.money(-totals.discount), false],
    [t.tax, f.money(totals.tax), false],
    [t.total, f.money(invoice.total), true],
    [t.paid, f.money(paid), false],
    [t.balance, f.money(invoice.balance), true],
  ];
  let y = roomFor(pen, top, sums.length * 16 + 40) + 22;
  p.text(t.salesperson, M, y, { size: 9.5, bold: true });
  p.text(t.thanks, M, y + 14, { size: 9.5, color: MUTED });
  const labelX = END - 170;
  for (const [label, value, strong] of sums) {
    p.text(label, labelX, y, { size: 9.5, color: strong ? HEADING : MUTED, bold: strong });
    p.text(value, END, y, { size: 9.5, bold: strong, align: 'end' });
    y += 16;
  }
  return y;
}

/** The invoice's note, under a rule; the y below. */
function drawNote(pen: Pen, note: string, top: number): number {
  const { p, t } = pen;
  p.rule(top + 10);
  const lines = p.wrap(note, CONTENT_W - 40, { size: 9.5 });
  let y = roomFor(pen, top + 30, lines.length * 13);
  p.text(t.note, M, y, { size: 9.5, bold: true });
  y += 14;
  for (const line of lines) {
    p.text(line, M, y, { size: 9.5, color: MUTED });
    y += 13;
  }
  return y;
}

/** The payments received: date, method, amount. */
function drawPayments(pen: Pen, payments: Invoice['payments'], top: number): void {
  const { p, t, f } = pen;
  let y = roomFor(pen, top + 16, (payments.length + 2) * 15);
  p.text(t.payments, M, y, { size: 11, bold: true });
  y += 18;
  p.text(t.paymentDate, M, y, { size: 9, bold: true });
  p.text(t.paymentMethod, M + 140, y, { size: 9, bold: true });
  p.text(t.paymentAmount, END, y, { size: 9, bold: true, align: 'end' });
  for (const payment of payments) {
    y += 15;
    p.text(f.date(payment.date), M, y, { size: 9.5, color: MUTED });
    p.text(t.method(payment.method), M + 140, y, { size: 9.5, color: MUTED });
    p.text(f.money(payment.amount), END, y, { size: 9.5, align: 'end' });
  }
}

/** The invoice as a PDF document: head, parties, lines, totals, note, payments, page numbers. */
export async function buildInvoicePdf(
  detail: InvoiceDetailResponse,
  { text: t, format: f, issuer, dir }: InvoicePdfOptions,
): Promise<JsPdf> {
  const { invoice } = detail;
  const p = await newPdf(
    { title: t.title, subject: `${issuer.name} · ${invoice.client.name}`, creator: issuer.name },
    dir,
  );
  const pen: Pen = { p, t, f };
  let y = drawHeader(pen, issuer);
  y = drawParties(pen, detail, y);
  y = drawLines(pen, invoice.items, y);
  y = drawTotals(pen, invoice, y);
  if (invoice.note) y = drawNote(pen, invoice.note, y);
  if (invoice.payments.length > 0) drawPayments(pen, invoice.payments, y);
  numberPages(p, t.page);
  return p.doc;
}

/** The file name a downloaded invoice gets. */
export const invoiceFileName = (id: number) => `invoice-${id}.pdf`;

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadInvoicePdf(
  detail: InvoiceDetailResponse,
  options: InvoicePdfOptions,
): Promise<void> {
  const doc = await buildInvoicePdf(detail, options);
  savePdf(doc, invoiceFileName(detail.invoice.id));
}
