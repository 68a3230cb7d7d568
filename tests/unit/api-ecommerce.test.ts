import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './support/mock-server';
import { CUSTOMER_PLACEHOLDER_CONTACT, moneyValue } from '../../src/api/mock/queries/ecommerce';
import type { CustomerListResponse, OrderListResponse, ProductListResponse, ReferralListResponse, ReviewListResponse } from '../../src/api/types/ecommerce';

const store = startMockServer();

const get = <T>(path: string) => call<T>(path).then((r) => r.body);
const del = (path: string) => fetch(`http://localhost${path}`, { method: 'DELETE' }).then((r) => r.status);
const base = '/api/apps/ecommerce';
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
type V = string | number;
const cmp = (a: V, b: V) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));

/** Asserts that `sortBy=key` answers rows ordered by `get`, both directions. */
function sortCases<T>(path: string, rowsOf: (body: never) => T[], keys: Record<string, (row: T) => V>) {
  for (const [key, getter] of Object.entries(keys)) {
    for (const orderBy of ['asc', 'desc'] as const) {
      it(`sorts ${path} by ${key} ${orderBy}`, async () => {
        const rows = rowsOf((await get(`${base}/${path}?sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`)) as never);
        const values = rows.map(getter);
        expect(values.length).toBeGreaterThan(0);
        expect(values).toEqual([...values].sort((a, b) => cmp(a, b) * (orderBy === 'desc' ? -1 : 1)));
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
    const byBrand = await get<ProductListResponse>(`${base}/products?q=${brand.toLowerCase()}&itemsPerPage=-1`);
    expect(byBrand.total).toBe(db.products.filter((p) => p.productBrand === brand || p.productName.toLowerCase().includes(brand.toLowerCase())).length);
    const filtered = await get<ProductListResponse>(`${base}/products?category=Electronics&status=Published&stock=true&itemsPerPage=-1`);
    expect(filtered.total).toBe(db.products.filter((p) => p.category === 'Electronics' && p.status === 'Published' && p.stock).length);
    expect(filtered.products.every((p) => p.category === 'Electronics' && p.status === 'Published' && p.stock)).toBe(true);
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

describe('orders', () => {
  it('searches customer, e-mail or order number', async () => {
    const db = store.db();
    const o = db.orders[12];
    expect((await get<OrderListResponse>(`${base}/orders?q=${o.order}`)).orders.map((x) => x.id)).toEqual([o.id]);
    expect((await get<OrderListResponse>(`${base}/orders?q=${encodeURIComponent(o.email.toUpperCase())}&itemsPerPage=-1`)).orders.map((x) => x.id)).toContain(o.id);
    const name = o.customer.split(' ')[1];
    const byName = await get<OrderListResponse>(`${base}/orders?q=${encodeURIComponent(name)}&itemsPerPage=-1`);
    expect(byName.total).toBe(db.orders.filter((x) => x.customer.toLowerCase().includes(name.toLowerCase()) || x.email.includes(name.toLowerCase())).length);
  });

  sortCases('orders', (b: OrderListResponse) => b.orders, {
    order: (o) => o.order,
    customers: (o) => o.customer,
    date: (o) => o.date,
    status: (o) => o.status,
    spent: (o) => o.spent,
  });

  it('deletes with 204 and never errors on unknown ids', async () => {
    expect(await del(`${base}/orders/3`)).toBe(204);
    expect((await get<OrderListResponse>(`${base}/orders`)).total).toBe(99);
    expect(await del(`${base}/orders/3`)).toBe(204);
    expect(await del(`${base}/orders/garbage`)).toBe(204);
  });
});

describe('customers', () => {
  it('searches customer, country or e-mail', async () => {
    const db = store.db();
    const body = await get<CustomerListResponse>(`${base}/customers?q=brazil&itemsPerPage=-1`);
    expect(body.total).toBe(db.customers.filter((c) => c.country === 'Brazil' || c.customer.toLowerCase().includes('brazil') || c.email.includes('brazil')).length);
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
});

describe('reviews', () => {
  it('searches product, reviewer, e-mail, head and para; filters status or All', async () => {
    const db = store.db();
    const byHead = await get<ReviewListResponse>(`${base}/reviews?q=great%20value&itemsPerPage=-1`);
    expect(byHead.total).toBe(db.reviews.filter((r) => [r.product, r.reviewer, r.email, r.head, r.para].some((f) => f.toLowerCase().includes('great value'))).length);
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

  sortCases('referrals', (b: ReferralListResponse) => b.referrals, {
    users: (r) => r.user,
    'referred-id': (r) => r.referredId,
    earning: (r) => moneyValue(r.earning),
    value: (r) => moneyValue(r.value),
    status: (r) => r.status,
  });
});
