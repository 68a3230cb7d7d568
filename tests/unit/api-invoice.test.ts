import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './support/mock-server';
import { parseDateRange } from '../../src/api/mock/queries/invoice';
import type { Invoice, InvoiceClient, InvoiceDetailResponse, InvoiceListResponse } from '../../src/api/types/invoice';

const store = startMockServer();

const list = (qs: string) => call<InvoiceListResponse>(`/api/apps/invoice?${qs}`).then((r) => r.body);

describe('GET /api/apps/invoice', () => {
  it('answers 10 invoices newest first with the total', async () => {
    const body = await list('page=abc');
    expect(body.totalInvoices).toBe(36);
    expect(body.invoices.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => 5022 - i));
  });

  it('searches client name, company e-mail or id', async () => {
    const target = store.db().invoices[4];
    const byName = await list(`q=${encodeURIComponent(target.client.name.toLowerCase())}&itemsPerPage=-1`);
    expect(byName.invoices.map((i) => i.id)).toContain(target.id);
    const byMail = await list(`q=${encodeURIComponent(target.client.companyEmail.toUpperCase())}`);
    expect(byMail.invoices.map((i) => i.id)).toEqual([target.id]);
    const byId = await list('q=4991');
    expect(byId.invoices.map((i) => i.id)).toEqual([4991]);
    expect((await list('q=Software%20Development')).totalInvoices).toBe(0); // service is not searched
  });

  it('filters by status', async () => {
    const expected = store.db().invoices.filter((i) => i.invoiceStatus === 'Paid').length;
    const body = await list('status=Paid&itemsPerPage=-1');
    expect(body.totalInvoices).toBe(expected);
    expect(body.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
  });

  it('filters by an issued-date range given as JSON, inclusive', async () => {
    const range = { start: '2026-06-05', end: '2026-06-12' };
    const expected = store.db().invoices.filter((i) => i.issuedDate >= range.start && i.issuedDate <= range.end).length;
    const body = await list(`selectedDateRange=${encodeURIComponent(JSON.stringify(range))}&itemsPerPage=-1`);
    expect(body.totalInvoices).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(body.invoices.every((i) => i.issuedDate >= range.start && i.issuedDate <= range.end)).toBe(true);
    expect((await list('selectedDateRange=not-json')).totalInvoices).toBe(36);
  });

  it('reads a date range leniently', () => {
    expect(parseDateRange('{"start":"2026-06-01T00:00:00Z","end":"2026-06-30"}')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(parseDateRange('{"start":"x","end":"2026-06-30"}')).toBeUndefined();
    expect(parseDateRange('[1,2]')).toBeUndefined();
    expect(parseDateRange(undefined)).toBeUndefined();
  });

  const keys: Record<string, (i: Invoice) => string | number> = {
    client: (i) => i.client.name,
    total: (i) => i.total,
    id: (i) => i.id,
    date: (i) => i.issuedDate,
    balance: (i) => i.balance,
  };
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const cmp = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
  for (const [key, get] of Object.entries(keys)) {
    for (const orderBy of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${orderBy}`, async () => {
        const values = (await list(`sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`)).invoices.map(get);
        expect(values).toEqual([...values].sort((a, b) => cmp(a, b) * (orderBy === 'desc' ? -1 : 1)));
      });
    }
  }
});

describe('invoice clients, detail and delete', () => {
  it('answers the first 5 clients', async () => {
    const { status, body } = await call<InvoiceClient[]>('/api/apps/invoice/clients');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body).toEqual(store.db().invoices.slice(0, 5).map((i) => i.client));
  });

  it('reads an invoice with payment details', async () => {
    const { status, body } = await call<InvoiceDetailResponse>('/api/apps/invoice/4987');
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(4987);
    expect(body.paymentDetails).toMatchObject({ bankName: expect.any(String), iban: expect.any(String), swiftCode: expect.any(String), country: expect.any(String) });
    expect(body.paymentDetails.totalDue).toBe(`$${body.invoice.total.toLocaleString('en-US')}`);
  });

  it('answers 404 "No invoice found with this id" for an unknown invoice', async () => {
    expect(await call('/api/apps/invoice/1')).toEqual({ status: 404, body: { message: 'No invoice found with this id', key: 'invoiceNotFound' } });
    expect(await call('/api/apps/invoice/abc')).toEqual({ status: 404, body: { message: 'No invoice found with this id', key: 'invoiceNotFound' } });
  });

  it('deletes with 200; unknown answers 404 "something went wrong"', async () => {
    expect((await fetch('http://localhost/api/apps/invoice/4990', { method: 'DELETE' })).status).toBe(200);
    expect((await call('/api/apps/invoice/4990')).status).toBe(404);
    expect((await list('')).totalInvoices).toBe(35);
    expect(await call('/api/apps/invoice/4990', { method: 'DELETE' })).toEqual({ status: 404, body: { message: 'something went wrong', key: 'invoiceDeleteFailed' } });
  });
});
