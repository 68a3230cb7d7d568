import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { parseDateRange } from '@/api/mock/queries/invoice';
import {
  invoiceTotals,
  paidAmount,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetailResponse,
  type InvoiceInput,
  type InvoiceListResponse,
} from '@/api/types/invoice';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

const list = (qs: string) =>
  call<InvoiceListResponse>(`/api/apps/invoice?${qs}`).then((r) => r.body);

describe('GET /api/apps/invoice', () => {
  it('answers 10 invoices newest first with the total', async () => {
    const body = await list('page=abc');
    expect(body.totalInvoices).toBe(36);
    expect(body.invoices.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => 5022 - i));
  });

  it('searches client name, company e-mail or id', async () => {
    const target = store.db().invoices[4];
    const byName = await list(
      `q=${encodeURIComponent(target.client.name.toLowerCase())}&itemsPerPage=-1`,
    );
    expect(byName.invoices.map((i) => i.id)).toContain(target.id);
    const byMail = await list(`q=${encodeURIComponent(target.client.companyEmail.toUpperCase())}`);
    expect(byMail.invoices.map((i) => i.id)).toEqual([target.id]);
    const byId = await list('q=4991');
    expect(byId.invoices.map((i) => i.id)).toEqual([4991]);
    expect((await list('q=Software%20Development')).totalInvoices).toBe(0); // service is not searched
  });

  it('finds an id written as the list shows it ("#4991")', async () => {
    expect((await list(`q=${encodeURIComponent('#4991')}`)).invoices.map((i) => i.id)).toEqual([
      4991,
    ]);
    expect((await list(`q=${encodeURIComponent(' #4991 ')}`)).invoices.map((i) => i.id)).toEqual([
      4991,
    ]);
    // "#" starts the id: a number inside another field is not an id.
    expect(
      (await list(`q=${encodeURIComponent('#499')}&itemsPerPage=-1`)).invoices.map((i) => i.id),
    ).toEqual([4999, 4998, 4997, 4996, 4995, 4994, 4993, 4992, 4991, 4990]);
    expect((await list(`q=${encodeURIComponent('#99')}`)).totalInvoices).toBe(0);
  });

  it('filters by status', async () => {
    const expected = store.db().invoices.filter((i) => i.invoiceStatus === 'Paid').length;
    const body = await list('status=Paid&itemsPerPage=-1');
    expect(body.totalInvoices).toBe(expected);
    expect(body.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
    expect((await list('status=Unknown')).totalInvoices).toBe(0);
    expect((await list('status=')).totalInvoices).toBe(36);
  });

  it('filters by several statuses, repeated or separated by commas', async () => {
    const unpaid = store
      .db()
      .invoices.filter((i) => i.invoiceStatus === 'Sent' || i.invoiceStatus === 'Past Due').length;
    expect(unpaid).toBeGreaterThan(0);
    expect((await list('status=Sent&status=Past%20Due')).totalInvoices).toBe(unpaid);
    expect((await list('status=Sent,Past%20Due')).totalInvoices).toBe(unpaid);
  });

  it('filters by an issued-date range given as JSON, inclusive', async () => {
    const range = { start: '2026-06-05', end: '2026-06-12' };
    const expected = store
      .db()
      .invoices.filter((i) => i.issuedDate >= range.start && i.issuedDate <= range.end).length;
    const body = await list(
      `selectedDateRange=${encodeURIComponent(JSON.stringify(range))}&itemsPerPage=-1`,
    );
    expect(body.totalInvoices).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(
      body.invoices.every((i) => i.issuedDate >= range.start && i.issuedDate <= range.end),
    ).toBe(true);
    expect((await list('selectedDateRange=not-json')).totalInvoices).toBe(36);
  });

  it('reads a date range leniently', () => {
    expect(parseDateRange('{"start":"2026-06-01T00:00:00Z","end":"2026-06-30"}')).toEqual({
      start: '2026-06-01',
      end: '2026-06-30',
    });
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
  const cmp = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  for (const [key, get] of Object.entries(keys)) {
    for (const orderBy of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${orderBy}`, async () => {
        const values = (
          await list(`sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`)
        ).invoices.map(get);
        expect(values).toEqual(
          [...values].sort((a, b) => cmp(a, b) * (orderBy === 'desc' ? -1 : 1)),
        );
      });
    }
  }
});

describe('invoice clients, detail and delete', () => {
  it('answers the first 5 clients', async () => {
    const { status, body } = await call<InvoiceClient[]>('/api/apps/invoice/clients');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body).toEqual(
      store
        .db()
        .invoices.slice(0, 5)
        .map((i) => i.client),
    );
  });

  it('reads an invoice with payment details', async () => {
    const { status, body } = await call<InvoiceDetailResponse>('/api/apps/invoice/4987');
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(4987);
    expect(body.paymentDetails).toMatchObject({
      bankName: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
      country: expect.any(String),
    });
    expect(body.paymentDetails.totalDue).toBe(`$${body.invoice.total.toLocaleString('en-US')}`);
  });

  it('answers 404 "No invoice found with this id" for an unknown invoice', async () => {
    expect(await call('/api/apps/invoice/1')).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id', key: 'invoiceNotFound' },
    });
    expect(await call('/api/apps/invoice/abc')).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id', key: 'invoiceNotFound' },
    });
  });

  it('deletes with 200; unknown answers 404 "something went wrong"', async () => {
    expect((await call('/api/apps/invoice/4990', { method: 'DELETE' })).status).toBe(200);
    expect((await call('/api/apps/invoice/4990')).status).toBe(404);
    expect((await list('')).totalInvoices).toBe(35);
    expect(await call('/api/apps/invoice/4990', { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'something went wrong', key: 'invoiceDeleteFailed' },
    });
  });
});

describe('invoiceTotals while a form is typed', () => {
  it('counts a negative price or quantity as 0 until it is fixed, and keeps the discount typed', () => {
    const lines = [
      { cost: 100, qty: 3 },
      { cost: 81.25, qty: -2 },
      { cost: -5, qty: 4 },
    ];
    expect(invoiceTotals({ items: lines, taxRate: 10, discount: 10 })).toEqual({
      subtotal: 300,
      discount: 10,
      tax: 29,
      total: 319,
    });
    // Only refused values: nothing to add up, and no sum turns negative.
    const none = invoiceTotals({ items: [{ cost: 81.25, qty: -2 }], taxRate: 10, discount: 10 });
    expect(none).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
    for (const value of Object.values(none))
      expect(Object.is(value, -0), 'no negative zero').toBe(false);
  });

  it('counts a negative tax rate as 0', () => {
    expect(invoiceTotals({ items: [{ cost: 100, qty: 1 }], taxRate: -20, discount: 0 })).toEqual({
      subtotal: 100,
      discount: 0,
      tax: 0,
      total: 100,
    });
  });
});

describe('sample invoices add up', () => {
  const db = createMockDb({ now: '2026-06-15T09:00:00Z' });

  it('every invoice’s lines, discount and tax make its total, in whole cents', () => {
    for (const i of db.invoices) {
      expect(i.items.length, `#${i.id}`).toBeGreaterThan(0);
      expect(invoiceTotals(i).total, `#${i.id}`).toBe(i.total);
      expect(i.discount).toBeLessThanOrEqual(invoiceTotals(i).subtotal);
      expect(i.service).toBe(i.items[0].item);
      for (const line of i.items) expect(Math.round(line.cost * 100) / 100).toBe(line.cost);
    }
    // Not every invoice is one untaxed line: the rule is exercised.
    expect(db.invoices.some((i) => i.taxRate > 0)).toBe(true);
    expect(db.invoices.some((i) => i.discount > 0)).toBe(true);
    expect(db.invoices.some((i) => i.items.length > 1)).toBe(true);
  });

  it('the balance is the total less the payments, and agrees with the status', () => {
    for (const i of db.invoices) {
      expect(Math.round((i.total - paidAmount(i.payments)) * 100) / 100, `#${i.id}`).toBe(
        i.balance,
      );
      if (i.invoiceStatus === 'Paid') expect(i.balance).toBeLessThanOrEqual(0);
      else if (i.invoiceStatus === 'Partial Payment')
        expect(i.balance > 0 && i.balance < i.total).toBe(true);
      else expect(i.balance).toBe(i.total);
      for (const p of i.payments) expect(p.date <= '2026-06-15').toBe(true);
    }
  });
});

/** A valid body for the add and edit calls. */
const input = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  client: {
    name: 'Wei Zhang',
    company: 'Voonix PVT LTD',
    companyEmail: 'wei.zhang@voonix.com',
    address: '12 Market Street, Shanghai',
    country: 'China',
    contact: '+1 (555) 123-4567',
  },
  issuedDate: '2026-06-10',
  dueDate: '2026-06-30',
  items: [
    { item: 'Equipment Inspection', description: 'Switchgear, two bays', cost: 450.5, qty: 2 },
    { item: 'Breaker Replacement', description: 'Parts and labour', cost: 99.99, qty: 1 },
  ],
  taxRate: 10,
  discount: 1.49,
  salesperson: 'Tommy Smith',
  note: 'Thank you',
  ...over,
});

const send = <T = InvoiceDetailResponse>(path: string, method: string, body: unknown) =>
  call<T>(path, { method, body });
type Refused = { errors: Record<string, string[]>; issues: Array<{ path: string; key: string }> };
const keysOf = (body: unknown) => (body as Refused).issues.map((i) => `${i.path}:${i.key}`);

describe('POST /api/apps/invoice', () => {
  it('adds a Draft owing its total: (Σ cost × qty − discount) + tax %, in cents', async () => {
    const { status, body } = await send('/api/apps/invoice', 'POST', input());
    expect(status).toBe(201);
    // 901 + 99.99 = 1000.99; − 1.49 = 999.50; + 10 % = 99.95 → 1099.45
    expect(body.invoice).toMatchObject({
      id: 5023,
      invoiceStatus: 'Draft',
      total: 1099.45,
      balance: 1099.45,
      service: 'Equipment Inspection',
      payments: [],
      sends: [],
      taxRate: 10,
      discount: 1.49,
    });
    expect(body.paymentDetails.bankName).toBeTruthy();
    expect(
      (await call<InvoiceDetailResponse>('/api/apps/invoice/5023')).body.invoice.client.name,
    ).toBe('Wei Zhang');
    expect((await list('')).invoices[0].id).toBe(5023);
  });

  it('takes numbers as typed text and leaves out what is optional', async () => {
    const { status, body } = await send('/api/apps/invoice', 'POST', {
      ...input({
        taxRate: undefined,
        discount: undefined,
        salesperson: undefined,
        note: undefined,
      }),
      items: [{ item: 'Fuse', cost: '2.50', qty: '4' }],
    });
    expect(status).toBe(201);
    expect(body.invoice).toMatchObject({
      total: 10,
      taxRate: 0,
      discount: 0,
      salesperson: '',
      note: '',
      items: [{ item: 'Fuse', description: '', cost: 2.5, qty: 4 }],
    });
  });

  it('refuses a missing client, no lines, a due date before the issue date, a discount over the subtotal', async () => {
    const { client: _c, ...noClient } = input();
    let r = await send('/api/apps/invoice', 'POST', noClient);
    expect(r.status).toBe(400);
    expect(keysOf(r.body)).toEqual(['client:clientRequired']);
    expect((r.body as unknown as Refused).errors.client).toEqual(['Choose a client']);

    r = await send('/api/apps/invoice', 'POST', input({ items: [], discount: 0 }));
    expect(keysOf(r.body)).toEqual(['items:itemsRequired']);

    r = await send('/api/apps/invoice', 'POST', input({ dueDate: '2026-06-09' }));
    expect(keysOf(r.body)).toEqual(['dueDate:dueBeforeIssued']);
    expect((r.body as unknown as Refused).errors.dueDate).toEqual([
      'The due date cannot be before the issue date',
    ]);
    // Said together with another field's refusal.
    r = await send('/api/apps/invoice', 'POST', { ...noClient, dueDate: '2026-06-09' });
    expect(keysOf(r.body)).toEqual(['client:clientRequired', 'dueDate:dueBeforeIssued']);

    r = await send('/api/apps/invoice', 'POST', input({ discount: 1001 }));
    expect(keysOf(r.body)).toEqual(['discount:discountOverSubtotal']);
    expect((await list('')).totalInvoices).toBe(36);
  });

  it('refuses bad lines field by field', async () => {
    const r = await send('/api/apps/invoice', 'POST', {
      ...input(),
      items: [
        { item: ' ', cost: 1, qty: 1 },
        { item: 'A', cost: -1, qty: 0 },
        { item: 'B', cost: 1.005, qty: 1.5 },
        { item: 'C', cost: 'abc', qty: 1 },
      ],
    });
    expect(r.status).toBe(400);
    expect(keysOf(r.body)).toEqual([
      'items.0.item:itemRequired',
      'items.1.cost:tooSmall',
      'items.1.qty:tooSmall',
      'items.2.cost:moneyCents',
      'items.2.qty:wholeNumber',
      'items.3.cost:notANumber',
    ]);
  });

  it('refuses a client without a name or with a bad e-mail, a tax rate over 100, dates that are no days', async () => {
    const r = await send('/api/apps/invoice', 'POST', {
      ...input({ taxRate: 101 }),
      client: { ...input().client, name: '', companyEmail: 'nope' },
      issuedDate: '2026-02-30',
    });
    expect(keysOf(r.body).sort()).toEqual([
      'client.companyEmail:emailFormat',
      'client.name:required',
      'issuedDate:dateFormat',
      'taxRate:tooBig',
    ]);
  });

  it('answers 400 for a body that is not an object, 413 for one too large', async () => {
    expect((await call('/api/apps/invoice', { method: 'POST', raw: '{"client":' })).status).toBe(
      400,
    );
    expect((await call('/api/apps/invoice', { method: 'POST', body: [1] })).body).toMatchObject({
      key: 'bodyNotObject',
    });
    expect(
      (await call('/api/apps/invoice', { method: 'POST', body: { note: 'x'.repeat(300_000) } }))
        .status,
    ).toBe(413);
  });
});

describe('PUT /api/apps/invoice/{id}', () => {
  const unpaidDraft = () => store.db().invoices.find((i) => i.payments.length === 0)!;
  const partial = () => store.db().invoices.find((i) => i.invoiceStatus === 'Partial Payment')!;

  it('replaces the written fields; an invoice not paid into keeps its status and owes the new total', async () => {
    const target = unpaidDraft();
    const { status, body } = await send(`/api/apps/invoice/${target.id}`, 'PUT', input());
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      id: target.id,
      total: 1099.45,
      balance: 1099.45,
      invoiceStatus: target.invoiceStatus,
      salesperson: 'Tommy Smith',
    });
    expect(
      (await call<InvoiceDetailResponse>(`/api/apps/invoice/${target.id}`)).body.invoice.items,
    ).toHaveLength(2);
  });

  it('once paid into: the balance is the new total less the payments; Paid when nothing is owed', async () => {
    const target = structuredClone(partial());
    const paid = paidAmount(target.payments);
    const more = await send(
      `/api/apps/invoice/${target.id}`,
      'PUT',
      input({
        items: [{ item: 'X', description: '', cost: paid + 10, qty: 1 }],
        taxRate: 0,
        discount: 0,
      }),
    );
    expect(more.body.invoice).toMatchObject({
      total: paid + 10,
      balance: 10,
      invoiceStatus: 'Partial Payment',
      payments: target.payments,
    });
    const less = await send(
      `/api/apps/invoice/${target.id}`,
      'PUT',
      input({
        items: [{ item: 'X', description: '', cost: paid - 5, qty: 1 }],
        taxRate: 0,
        discount: 0,
      }),
    );
    expect(less.body.invoice).toMatchObject({
      total: paid - 5,
      balance: -5,
      invoiceStatus: 'Paid',
    });
  });

  it('refuses what POST refuses, and changes nothing', async () => {
    const target = structuredClone(unpaidDraft());
    const r = await send(`/api/apps/invoice/${target.id}`, 'PUT', input({ dueDate: '2026-01-01' }));
    expect(r.status).toBe(400);
    expect(keysOf(r.body)).toEqual(['dueDate:dueBeforeIssued']);
    expect(
      (await call<InvoiceDetailResponse>(`/api/apps/invoice/${target.id}`)).body.invoice,
    ).toEqual(target);
  });

  it('answers 404 "No invoice found with this id" for an unknown invoice', async () => {
    expect(await send('/api/apps/invoice/1', 'PUT', input())).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id', key: 'invoiceNotFound' },
    });
    expect((await send('/api/apps/invoice/abc', 'PUT', input())).status).toBe(404);
  });
});

describe('POST /api/apps/invoice/{id}/payments', () => {
  const owing = () =>
    structuredClone(
      store.db().invoices.find((i) => i.invoiceStatus === 'Sent' && i.balance > 100)!,
    );
  const pay = (id: number, body: unknown) => send(`/api/apps/invoice/${id}/payments`, 'POST', body);

  it('records a part payment: the balance falls and the status is Partial Payment; the rest makes it Paid', async () => {
    const target = owing();
    const first = await pay(target.id, {
      amount: 100.1,
      date: '2026-06-14',
      method: 'bankTransfer',
      note: 'First half',
    });
    expect(first.status).toBe(201);
    expect(first.body.invoice).toMatchObject({
      balance: Math.round((target.balance - 100.1) * 100) / 100,
      invoiceStatus: 'Partial Payment',
    });
    expect(first.body.invoice.payments).toEqual([
      { id: 1, amount: 100.1, date: '2026-06-14', method: 'bankTransfer', note: 'First half' },
    ]);
    const rest = first.body.invoice.balance;
    const second = await pay(target.id, {
      amount: String(rest),
      date: '2026-06-15',
      method: 'cash',
    });
    expect(second.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(second.body.invoice.payments.map((p) => p.id)).toEqual([1, 2]);
    expect(
      (await call<InvoiceDetailResponse>(`/api/apps/invoice/${target.id}`)).body.invoice.balance,
    ).toBe(0);
  });

  it('refuses 0, more than the balance, a date after today, an unknown method, and changes nothing', async () => {
    const target = owing();
    const refused = async (body: unknown) => {
      const r = await pay(target.id, body);
      expect(r.status).toBe(400);
      return keysOf(r.body);
    };
    expect(await refused({ amount: 0, date: '2026-06-14', method: 'cash' })).toEqual([
      'amount:amountPositive',
    ]);
    expect(await refused({ amount: -5, date: '2026-06-14', method: 'cash' })).toEqual([
      'amount:amountPositive',
    ]);
    expect(
      await refused({ amount: target.balance + 0.01, date: '2026-06-14', method: 'cash' }),
    ).toEqual(['amount:paymentOverBalance']);
    // Today is the later of the simulation's day and the clock's.
    expect(await refused({ amount: 1, date: '2999-01-01', method: 'cash' })).toEqual([
      'date:paymentInFuture',
    ]);
    expect(await refused({ amount: 1.001, date: '2026-06-14', method: 'barter' })).toEqual([
      'amount:moneyCents',
      'method:unknownValue',
    ]);
    expect(await refused({})).toEqual(['amount:required', 'date:required', 'method:required']);
    expect(
      (await call<InvoiceDetailResponse>(`/api/apps/invoice/${target.id}`)).body.invoice,
    ).toEqual(target);
  });

  it('nothing can be paid on an invoice that owes nothing', async () => {
    const paid = store.db().invoices.find((i) => i.invoiceStatus === 'Paid')!;
    expect(
      keysOf((await pay(paid.id, { amount: 1, date: '2026-06-14', method: 'cash' })).body),
    ).toEqual(['amount:paymentOverBalance']);
  });

  it('answers 404 for an unknown invoice', async () => {
    expect(await pay(1, { amount: 1, date: '2026-06-14', method: 'cash' })).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id', key: 'invoiceNotFound' },
    });
  });
});

describe('POST /api/apps/invoice/{id}/send', () => {
  const email = {
    from: 'billing@equipment.example',
    to: 'client@example.com',
    subject: 'Invoice #4987',
    message: 'Please find the invoice attached.',
  };

  it('records the sending; a Draft becomes Sent, another status stays', async () => {
    const draft = store.db().invoices.find((i) => i.invoiceStatus === 'Draft')!;
    const { status, body } = await send(`/api/apps/invoice/${draft.id}/send`, 'POST', email);
    expect(status).toBe(200);
    expect(body.invoice.invoiceStatus).toBe('Sent');
    expect(body.invoice.sends).toEqual(
      [{ ...email, at: '2026-06-15T09:00:00.000Z' }].map((s) => ({ ...s, at: expect.any(String) })),
    );
    const pastDue = store.db().invoices.find((i) => i.invoiceStatus === 'Past Due')!;
    expect(
      (await send(`/api/apps/invoice/${pastDue.id}/send`, 'POST', email)).body.invoice
        .invoiceStatus,
    ).toBe('Past Due');
  });

  it('refuses bad addresses and a blank subject or message', async () => {
    const draft = store.db().invoices.find((i) => i.invoiceStatus === 'Draft')!;
    const r = await send(`/api/apps/invoice/${draft.id}/send`, 'POST', {
      from: 'x',
      to: '',
      subject: ' ',
      message: '',
    });
    expect(r.status).toBe(400);
    expect(keysOf(r.body)).toEqual([
      'from:emailFormat',
      'to:required',
      'subject:required',
      'message:required',
    ]);
    expect(
      (await call<InvoiceDetailResponse>(`/api/apps/invoice/${draft.id}`)).body.invoice
        .invoiceStatus,
    ).toBe('Draft');
  });

  it('answers 404 for an unknown invoice', async () => {
    expect((await send('/api/apps/invoice/99999/send', 'POST', email)).status).toBe(404);
  });
});
