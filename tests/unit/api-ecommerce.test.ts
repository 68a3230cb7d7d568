import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/api/contract/common';
import { PRODUCT_IMAGE_MAX_CHARS } from '@/api/contract/ecommerce';
import { CUSTOMER_PLACEHOLDER_CONTACT, moneyValue } from '@/api/mock/queries/ecommerce';
import type {
  CustomerDetail,
  CustomerListResponse,
  OrderDetail,
  OrderListResponse,
  Product,
  ProductInput,
  ProductListResponse,
  ReferralInvite,
  ReferralListResponse,
  ReviewListResponse,
} from '@/api/types/ecommerce';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

const get = <T>(path: string) => call<T>(path).then((r) => r.body);
const del = (path: string) => call(path, { method: 'DELETE' }).then((r) => r.status);
const send = <T>(method: string, path: string, body: unknown) => call<T>(path, { method, body });
type Refused = { errors: Record<string, string[]>; issues: { path: string; key: string }[] };
const keysOf = (body: Refused) => Object.fromEntries(body.issues.map((i) => [i.path, i.key]));
/** A 1×1 PNG as a data URL. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const validProduct = (changes: Partial<ProductInput> = {}): ProductInput => ({
  productName: 'Siemens Smart Meter Pro 2',
  productBrand: 'Siemens',
  sku: 12345678,
  barcode: '4006381333931',
  description: '<p>Three-phase <strong>smart</strong> meter.</p>',
  images: [{ name: 'meter.png', src: PIXEL }],
  variants: [{ option: 'Size', value: 'DIN rail' }],
  category: 'Electronics',
  status: 'Published',
  stock: true,
  qty: 40,
  basePrice: 249.99,
  discountedPrice: 199.5,
  taxPercent: 8,
  ...changes,
});
const base = '/api/apps/ecommerce';
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
type V = string | number;
const cmp = (a: V, b: V) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/** Asserts that `sortBy=key` answers rows ordered by `get`, both directions. */
function sortCases<T>(
  path: string,
  rowsOf: (body: never) => T[],
  keys: Record<string, (row: T) => V>,
) {
  for (const [key, getter] of Object.entries(keys)) {
    for (const orderBy of ['asc', 'desc'] as const) {
      it(`sorts ${path} by ${key} ${orderBy}`, async () => {
        const rows = rowsOf(
          (await get(`${base}/${path}?sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`)) as never,
        );
        const values = rows.map(getter);
        expect(values.length).toBeGreaterThan(0);
        expect(values).toEqual(
          [...values].sort((a, b) => cmp(a, b) * (orderBy === 'desc' ? -1 : 1)),
        );
      });
    }
  }
}

describe('products', () => {
  it('lists newest first with total, 10 by default', async () => {
    const body = await get<ProductListResponse>(`${base}/products?page=x`);
    expect(body.total).toBe(50);
    expect(body.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
  });

  it('searches name or brand and filters category, status and stock', async () => {
    const db = store.db();
    const brand = db.products[0].productBrand;
    const byBrand = await get<ProductListResponse>(
      `${base}/products?q=${brand.toLowerCase()}&itemsPerPage=-1`,
    );
    expect(byBrand.total).toBe(
      db.products.filter(
        (p) =>
          p.productBrand === brand || p.productName.toLowerCase().includes(brand.toLowerCase()),
      ).length,
    );
    const filtered = await get<ProductListResponse>(
      `${base}/products?category=Electronics&status=Published&stock=true&itemsPerPage=-1`,
    );
    expect(filtered.total).toBe(
      db.products.filter((p) => p.category === 'Electronics' && p.status === 'Published' && p.stock)
        .length,
    );
    expect(
      filtered.products.every(
        (p) => p.category === 'Electronics' && p.status === 'Published' && p.stock,
      ),
    ).toBe(true);
    const noStock = await get<ProductListResponse>(`${base}/products?stock=false&itemsPerPage=-1`);
    expect(noStock.total).toBe(db.products.filter((p) => !p.stock).length);
    // A stock value that is no boolean is ignored rather than matching nothing.
    expect((await get<ProductListResponse>(`${base}/products?stock=maybe`)).total).toBe(50);
  });

  sortCases(`products`, (b: ProductListResponse) => b.products, {
    product: (p) => p.productName,
    category: (p) => p.category,
    status: (p) => p.status,
    price: (p) => moneyValue(p.price),
    qty: (p) => p.qty,
    sku: (p) => p.sku,
  });

  it('deletes with 204, stays deleted, and answers 404 when unknown', async () => {
    expect(await del(`${base}/products/7`)).toBe(204);
    const body = await get<ProductListResponse>(`${base}/products?itemsPerPage=-1`);
    expect(body.total).toBe(49);
    expect(body.products.some((p) => p.id === 7)).toBe(false);
    expect(await del(`${base}/products/7`)).toBe(404);
    expect(await del(`${base}/products/nope`)).toBe(404);
  });
});

describe('adding and changing products', () => {
  it('adds a product first in the list, with the discounted price as its price, kept after reading again', async () => {
    const { status, body } = await send<Product>('POST', `${base}/products`, validProduct());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 51,
      productName: 'Siemens Smart Meter Pro 2',
      price: '$199.50',
      image: PIXEL,
      sku: 12345678,
      basePrice: 249.99,
      discountedPrice: 199.5,
      taxPercent: 8,
    });
    expect(body.images).toEqual([{ name: 'meter.png', src: PIXEL }]);
    const list = await get<ProductListResponse>(`${base}/products`);
    expect(list.total).toBe(51);
    expect(list.products[0]).toMatchObject({
      id: 51,
      price: '$199.50',
      image: PIXEL,
      variants: [{ option: 'Size', value: 'DIN rail' }],
    });
    // Lists leave out the heavy fields.
    expect(list.products[0]).not.toHaveProperty('images');
    expect(list.products[0]).not.toHaveProperty('description');
    expect(store.db().products.at(-1)?.description).toBe(
      '<p>Three-phase <strong>smart</strong> meter.</p>',
    );
  });

  it('takes numbers as typed text and defaults what is left out; a whole price reads "$250"', async () => {
    const { status, body } = await send<Product>('POST', `${base}/products`, {
      productName: 'Desk Lamp',
      sku: '777',
      category: 'Office',
      status: 'Inactive',
      qty: '0',
      basePrice: '250',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      price: '$250',
      stock: true,
      qty: 0,
      barcode: '',
      images: [],
      variants: [],
      discountedPrice: null,
      taxPercent: 0,
      image: '',
      productBrand: '',
    });
  });

  it('refuses bad fields with their keys, and a SKU another product uses', async () => {
    const bad = await send<Refused>('POST', `${base}/products`, {
      productName: ' ',
      sku: 1.5,
      barcode: '12345',
      category: 'Food',
      status: 'Live',
      qty: -1,
      basePrice: 10.005,
      images: [{ name: 'x.svg', src: 'data:image/svg+xml;base64,PHN2Zz4=' }],
      variants: [{ option: 'Size', value: '' }],
    });
    expect(bad.status).toBe(400);
    expect(keysOf(bad.body)).toMatchObject({
      productName: 'required',
      sku: 'wholeNumber',
      barcode: 'barcodeFormat',
      category: 'unknownValue',
      status: 'unknownValue',
      qty: 'tooSmall',
      basePrice: 'moneyCents',
      'images.0.src': 'imageFormat',
      'variants.0.value': 'required',
    });
    expect(bad.body.errors.barcode).toEqual(['Enter 8, 12, 13 or 14 digits']);

    const above = await send<Refused>(
      'POST',
      `${base}/products`,
      validProduct({ discountedPrice: 300 }),
    );
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual({
      discountedPrice: ['The discounted price cannot be more than the base price'],
    });

    const taken = await send<Refused>(
      'POST',
      `${base}/products`,
      validProduct({ sku: store.db().products[3].sku }),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ sku: ['Another product already uses this SKU'] });
    expect((await get<ProductListResponse>(`${base}/products`)).total).toBe(50);
  });

  it('refuses an image past the size limit, and a body past 256 kB with 413', async () => {
    const big = `data:image/png;base64,${'A'.repeat(PRODUCT_IMAGE_MAX_CHARS)}`;
    const tooBig = await send<Refused>(
      'POST',
      `${base}/products`,
      validProduct({ images: [{ name: 'big.png', src: big }] }),
    );
    expect(tooBig.status).toBe(400);
    expect(keysOf(tooBig.body)).toEqual({ 'images.0.src': 'imageTooLarge' });
    const huge = await send(
      'POST',
      `${base}/products`,
      validProduct({ description: 'x'.repeat(LIMITS.bodyBytes) }),
    );
    expect(huge.status).toBe(413);
    const malformed = await call(`${base}/products`, { method: 'POST', raw: '{"productName":' });
    expect(malformed.status).toBe(400);
  });

  it('switches stock (and quantity, status) with PATCH; 404 when unknown; bad values refused', async () => {
    const before = { ...store.db().products.find((p) => p.id === 5)! };
    const { status, body } = await send<Product>('PATCH', `${base}/products/5`, {
      stock: !before.stock,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 5,
      stock: !before.stock,
      qty: before.qty,
      status: before.status,
    });
    const listed = await get<ProductListResponse>(
      `${base}/products?stock=${!before.stock}&itemsPerPage=-1`,
    );
    expect(listed.products.some((p) => p.id === 5)).toBe(true);
    expect(
      (await send<Product>('PATCH', `${base}/products/5`, { qty: '12', status: 'Scheduled' })).body,
    ).toMatchObject({ qty: 12, status: 'Scheduled', stock: !before.stock });
    expect((await send('PATCH', `${base}/products/999`, { stock: true })).status).toBe(404);
    const bad = await send<Refused>('PATCH', `${base}/products/5`, {
      stock: 'yes',
      status: 'Gone',
    });
    expect(bad.status).toBe(400);
    expect(keysOf(bad.body)).toEqual({ stock: 'mustBeBoolean', status: 'unknownValue' });
  });
});

describe('orders', () => {
  it('searches customer, e-mail or order number', async () => {
    const db = store.db();
    const o = db.orders[12];
    expect(
      (await get<OrderListResponse>(`${base}/orders?q=${o.order}`)).orders.map((x) => x.id),
    ).toEqual([o.id]);
    expect(
      (
        await get<OrderListResponse>(
          `${base}/orders?q=${encodeURIComponent(o.email.toUpperCase())}&itemsPerPage=-1`,
        )
      ).orders.map((x) => x.id),
    ).toContain(o.id);
    const name = o.customer.split(' ')[1];
    const byName = await get<OrderListResponse>(
      `${base}/orders?q=${encodeURIComponent(name)}&itemsPerPage=-1`,
    );
    expect(byName.total).toBe(
      db.orders.filter(
        (x) =>
          x.customer.toLowerCase().includes(name.toLowerCase()) ||
          x.email.includes(name.toLowerCase()),
      ).length,
    );
  });

  sortCases('orders', (b: OrderListResponse) => b.orders, {
    order: (o) => o.order,
    customers: (o) => o.customer,
    date: (o) => o.date,
    status: (o) => o.status,
    spent: (o) => o.spent,
  });

  it('lists the orders of one e-mail (whole address, any case)', async () => {
    const db = store.db();
    const email = db.orders[20].email;
    const body = await get<OrderListResponse>(
      `${base}/orders?email=${encodeURIComponent(email.toUpperCase())}&itemsPerPage=-1`,
    );
    expect(body.total).toBe(db.orders.filter((o) => o.email === email).length);
    expect(body.orders.every((o) => o.email === email)).toBe(true);
    // Not a part of an address: "galen.slixby1@…" is not "galen.slixby12@…".
    expect(
      (await get<OrderListResponse>(`${base}/orders?email=${encodeURIComponent(email.slice(1))}`))
        .total,
    ).toBe(0);
  });

  it('places each order with a customer whose count and total are those of their orders', async () => {
    const db = store.db();
    for (const c of db.customers) {
      const mine = db.orders.filter((o) => o.email === c.email);
      expect(mine.every((o) => o.customer === c.customer)).toBe(true);
      expect(c.order).toBe(mine.length);
      expect(c.totalSpent).toBeCloseTo(
        mine.reduce((sum, o) => sum + o.spent, 0),
        2,
      );
    }
    expect(db.customers.filter((c) => c.order > 0).length).toBeGreaterThan(40);
  });

  it('reads one order: totals adding up to what it spent, items, addresses, customer, steps; the same every time', async () => {
    const db = store.db();
    const { status, body } = await call<OrderDetail>(`${base}/orders/4`);
    expect(status).toBe(200);
    const order = db.orders[3];
    expect(body).toMatchObject({
      id: 4,
      order: order.order,
      customer: order.customer,
      email: order.email,
      total: order.spent,
    });
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(body.subtotal) + cents(body.shippingFee) + cents(body.tax)).toBe(
      cents(order.spent),
    );
    expect(body.items.reduce((sum, i) => sum + cents(i.price) * i.qty, 0)).toBe(
      cents(body.subtotal),
    );
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.qty >= 1 && i.price > 0)).toBe(true);
    const customer = db.customers.find((c) => c.email === order.email)!;
    expect(body.customerId).toBe(customer.id);
    expect(body.customerOrders).toBe(customer.order);
    expect(body.shippingAddress.country).toBe(customer.country);
    expect(body.timeline[0]).toMatchObject({ step: 'placed' });
    expect(body.timeline[0].at).not.toBeNull();
    expect((await call<OrderDetail>(`${base}/orders/4`)).body).toEqual(body);
    expect((await call(`${base}/orders/999`)).status).toBe(404);
    expect((await call(`${base}/orders/abc`)).status).toBe(404);
  });

  it('marks the steps an order has reached as done, in time order', async () => {
    const db = store.db();
    for (const o of db.orders.slice(0, 40)) {
      const { body } = await call<OrderDetail>(`${base}/orders/${o.id}`);
      const last = {
        Dispatched: 'dispatched',
        'Out for Delivery': 'outForDelivery',
        'Ready to Pickup': 'readyToPickup',
        Delivered: 'delivered',
      }[o.status];
      const steps = body.timeline.map((s) => s.step);
      expect(steps).toContain(last);
      const reached = body.timeline.find((s) => s.step === last)!;
      expect(reached.at).not.toBeNull();
      expect(body.timeline.find((s) => s.step === 'paid')!.at === null).toBe(o.payment !== 1);
      const times = body.timeline.flatMap((s) => (s.at ? [Date.parse(s.at)] : []));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-06-15T09:00:00Z'));
    }
  });

  it('deletes with 204 and never errors on unknown ids; the customer counts one order less; an id that is no number is a 404', async () => {
    const order = store.db().orders[2];
    const customer = store.db().customers.find((c) => c.email === order.email)!;
    const [count, spent] = [customer.order, customer.totalSpent];
    expect(await del(`${base}/orders/3`)).toBe(204);
    const after = await call<CustomerDetail>(`${base}/customers/${customer.id}`);
    expect(after.body.order).toBe(count - 1);
    expect(after.body.totalSpent).toBeCloseTo(spent - order.spent, 2);
    expect((await get<OrderListResponse>(`${base}/orders`)).total).toBe(99);
    expect(await del(`${base}/orders/3`)).toBe(204);
    expect(await del(`${base}/orders/999999`)).toBe(204);
    // The document's id is a whole number: text is no order's path (issue 36: no 2xx to what the
    // document refuses).
    expect(await call(`${base}/orders/garbage`, { method: 'DELETE' })).toMatchObject({
      status: 404,
      body: { key: 'orderNotFound' },
    });
  });
});

describe('customers', () => {
  it('searches customer, country or e-mail', async () => {
    const db = store.db();
    const body = await get<CustomerListResponse>(`${base}/customers?q=brazil&itemsPerPage=-1`);
    expect(body.total).toBe(
      db.customers.filter(
        (c) =>
          c.country === 'Brazil' ||
          c.customer.toLowerCase().includes('brazil') ||
          c.email.includes('brazil'),
      ).length,
    );
    expect(body.total).toBeGreaterThan(0);
  });

  sortCases('customers', (b: CustomerListResponse) => b.customers, {
    customer: (c) => c.customer,
    country: (c) => c.country,
    customerId: (c) => c.customerId,
    orders: (c) => c.order,
    totalSpent: (c) => c.totalSpent,
  });

  it('reads one customer with status Active and the placeholder contact; 404 when missing', async () => {
    const { status, body } = await call<Record<string, unknown>>(`${base}/customers/5`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 5, status: 'Active', contact: CUSTOMER_PLACEHOLDER_CONTACT });
    expect(store.db().customers[4]).not.toHaveProperty('status');
    expect((await call(`${base}/customers/5000`)).status).toBe(404);
  });

  it('derives addresses, payment methods, sessions and notification choices, the same on every read', async () => {
    const { body } = await call<CustomerDetail>(`${base}/customers/9`);
    const c = store.db().customers[8];
    expect(body.addresses[0]).toMatchObject({
      kind: 'home',
      isDefault: true,
      country: c.country,
      name: c.customer,
    });
    expect(body.paymentMethods[0].isDefault).toBe(true);
    expect(body.paymentMethods[0].number).toMatch(/^\d{4}$/);
    expect(body.sessions.length).toBeGreaterThanOrEqual(2);
    expect(body.notifications.map((n) => n.topic)).toEqual([
      'orders',
      'shipping',
      'promotions',
      'account',
    ]);
    expect((await call<CustomerDetail>(`${base}/customers/9`)).body).toEqual(body);
  });
});

describe('reviews', () => {
  it('searches product, reviewer, e-mail, head and para; filters status or All', async () => {
    const db = store.db();
    const byHead = await get<ReviewListResponse>(`${base}/reviews?q=great%20value&itemsPerPage=-1`);
    expect(byHead.total).toBe(
      db.reviews.filter((r) =>
        [r.product, r.reviewer, r.email, r.head, r.para].some((f) =>
          f.toLowerCase().includes('great value'),
        ),
      ).length,
    );
    expect(byHead.total).toBeGreaterThan(0);
    const byPara = await get<ReviewListResponse>(`${base}/reviews?q=switch%20room&itemsPerPage=-1`);
    expect(byPara.reviews.every((r) => r.para.includes('switch room'))).toBe(true);
    expect(byPara.total).toBeGreaterThan(0);
    const pending = await get<ReviewListResponse>(`${base}/reviews?status=Pending&itemsPerPage=-1`);
    expect(pending.total).toBe(db.reviews.filter((r) => r.status === 'Pending').length);
    expect((await get<ReviewListResponse>(`${base}/reviews?status=All`)).total).toBe(100);
  });

  sortCases('reviews', (b: ReviewListResponse) => b.reviews, {
    product: (r) => r.product,
    reviewer: (r) => r.reviewer,
    date: (r) => {
      const [m, d, y] = r.date.split('/').map(Number);
      return Date.UTC(y, m - 1, d);
    },
    status: (r) => r.status,
  });

  it('deletes with 200 and 404 when missing', async () => {
    expect(await del(`${base}/reviews/10`)).toBe(200);
    expect((await get<ReviewListResponse>(`${base}/reviews`)).total).toBe(99);
    expect(await del(`${base}/reviews/10`)).toBe(404);
  });
});

describe('referrals', () => {
  it('lists 45 referrals 10 at a time', async () => {
    const body = await get<ReferralListResponse>(`${base}/referrals`);
    expect(body.total).toBe(45);
    expect(body.referrals).toHaveLength(10);
    expect((await get<ReferralListResponse>(`${base}/referrals?page=5`)).referrals).toHaveLength(5);
  });

  it('records an invitation; a repeated or referred address and a bad one are refused on the field', async () => {
    const { status, body } = await send<ReferralInvite>('POST', `${base}/referrals/invite`, {
      email: '  Li.Wei@Example.com ',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: 1, email: 'Li.Wei@Example.com' });
    expect(Date.parse(body.invitedAt)).toBeGreaterThanOrEqual(Date.parse('2026-06-15T09:00:00Z'));
    expect(store.db().referralInvites).toHaveLength(1);
    const again = await send<Refused>('POST', `${base}/referrals/invite`, {
      email: 'li.wei@example.com',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ email: ['This address has already been invited'] });
    const referred = await send<Refused>('POST', `${base}/referrals/invite`, {
      email: store.db().referrals[0].email,
    });
    expect(keysOf(referred.body)).toEqual({ email: 'inviteRepeated' });
    const bad = await send<Refused>('POST', `${base}/referrals/invite`, {
      email: 'not an address',
    });
    expect(bad.body.errors).toEqual({ email: ['Enter a valid e-mail address'] });
    expect(keysOf((await send<Refused>('POST', `${base}/referrals/invite`, {})).body)).toEqual({
      email: 'required',
    });
    expect(store.db().referralInvites).toHaveLength(1);
  });

  sortCases('referrals', (b: ReferralListResponse) => b.referrals, {
    users: (r) => r.user,
    'referred-id': (r) => r.referredId,
    earning: (r) => moneyValue(r.earning),
    value: (r) => moneyValue(r.value),
    status: (r) => r.status,
  });
});
