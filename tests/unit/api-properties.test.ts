/**
 * Properties of every sample-app list call, over random and hostile query strings:
 * no 5xx, total = filtered count, pages partition the filtered list, sorting follows orderBy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createMockDb, type MockDb } from '@/api/mock/db';
import { listCourses } from '@/api/mock/queries/academy';
import { listProjects } from '@/api/mock/queries/dashboard';
import {
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
  moneyValue,
} from '@/api/mock/queries/ecommerce';
import { listInvoices } from '@/api/mock/queries/invoice';
import { listVehicles } from '@/api/mock/queries/logistics';
import { listSales } from '@/api/mock/queries/pages';
import { listPermissions } from '@/api/mock/queries/permissions';
import { listUsers } from '@/api/mock/queries/users';
import { compareValues, sortRows, type SortValue } from '@/api/mock/query';

import { startMockServer, TOKENS } from './support/mock-server';

interface ListSpec {
  name: string;
  path: string;
  run: (db: MockDb, params: URLSearchParams) => { rows: unknown[]; total: number };
  /** Identity of a row, to check that pages do not overlap. */
  key: (row: never) => string | number;
  sortKeys: Record<string, (row: never) => SortValue>;
  /** Plausible filter values, mixed with garbage by the generator. */
  filters: Record<string, string[]>;
}

const spec = <T>(
  s: Omit<ListSpec, 'key' | 'sortKeys'> & {
    key: (row: T) => string | number;
    sortKeys: Record<string, (row: T) => SortValue>;
  },
): ListSpec => s as unknown as ListSpec;

const LISTS: ListSpec[] = [
  spec<{
    id: number;
    fullName: string;
    email: string;
    role: string;
    currentPlan: string;
    status: string;
    billing: string;
  }>({
    name: 'users',
    path: '/api/apps/users',
    run: (db, p) => ((r) => ({ rows: r.users, total: r.totalUsers }))(listUsers(db, p)),
    key: (r) => r.id,
    sortKeys: {
      user: (r) => r.fullName,
      email: (r) => r.email,
      role: (r) => r.role,
      plan: (r) => r.currentPlan,
      status: (r) => r.status,
      billing: (r) => r.billing,
    },
    filters: {
      q: ['a', 'li', '.com'],
      role: ['admin', 'editor'],
      plan: ['team', 'basic'],
      status: ['active', 'pending'],
    },
  }),
  spec<{
    id: number;
    client: { name: string };
    total: number;
    issuedDate: string;
    balance: number;
  }>({
    name: 'invoices',
    path: '/api/apps/invoice',
    run: (db, p) => ((r) => ({ rows: r.invoices, total: r.totalInvoices }))(listInvoices(db, p)),
    key: (r) => r.id,
    sortKeys: {
      client: (r) => r.client.name,
      total: (r) => r.total,
      id: (r) => r.id,
      date: (r) => r.issuedDate,
      balance: (r) => r.balance,
    },
    filters: {
      q: ['49', 'a'],
      status: ['Paid', 'Draft', 'Past Due'],
      selectedDateRange: ['{"start":"2026-06-01","end":"2026-06-14"}', '{bad'],
    },
  }),
  spec<{
    id: number;
    productName: string;
    category: string;
    status: string;
    price: string;
    qty: number;
    sku: number;
  }>({
    name: 'products',
    path: '/api/apps/ecommerce/products',
    run: (db, p) => ((r) => ({ rows: r.products, total: r.total }))(listProducts(db, p)),
    key: (r) => r.id,
    sortKeys: {
      product: (r) => r.productName,
      category: (r) => r.category,
      status: (r) => r.status,
      price: (r) => moneyValue(r.price),
      qty: (r) => r.qty,
      sku: (r) => r.sku,
    },
    filters: {
      q: ['pro', 'sony'],
      category: ['Electronics', 'Games'],
      status: ['Published', 'Scheduled'],
      stock: ['true', 'false', 'x'],
    },
  }),
  spec<{
    id: number;
    order: number;
    customer: string;
    date: string;
    status: string;
    spent: number;
  }>({
    name: 'orders',
    path: '/api/apps/ecommerce/orders',
    run: (db, p) => ((r) => ({ rows: r.orders, total: r.total }))(listOrders(db, p)),
    key: (r) => r.id,
    sortKeys: {
      order: (r) => r.order,
      customers: (r) => r.customer,
      date: (r) => r.date,
      status: (r) => r.status,
      spent: (r) => r.spent,
    },
    filters: { q: ['54', 'an'] },
  }),
  spec<{
    id: number;
    customer: string;
    country: string;
    customerId: number;
    order: number;
    totalSpent: number;
  }>({
    name: 'customers',
    path: '/api/apps/ecommerce/customers',
    run: (db, p) => ((r) => ({ rows: r.customers, total: r.total }))(listCustomers(db, p)),
    key: (r) => r.id,
    sortKeys: {
      customer: (r) => r.customer,
      country: (r) => r.country,
      customerId: (r) => r.customerId,
      orders: (r) => r.order,
      totalSpent: (r) => r.totalSpent,
    },
    filters: { q: ['india', 'e'] },
  }),
  spec<{ id: number; product: string; reviewer: string; date: string; status: string }>({
    name: 'reviews',
    path: '/api/apps/ecommerce/reviews',
    run: (db, p) => ((r) => ({ rows: r.reviews, total: r.total }))(listReviews(db, p)),
    key: (r) => r.id,
    sortKeys: {
      product: (r) => r.product,
      reviewer: (r) => r.reviewer,
      date: (r) =>
        ((m, d, y) => Date.UTC(y, m - 1, d))(
          ...(r.date.split('/').map(Number) as [number, number, number]),
        ),
      status: (r) => r.status,
    },
    filters: { q: ['good', 'site'], status: ['Published', 'Pending', 'All'] },
  }),
  spec<{
    id: number;
    user: string;
    referredId: number;
    earning: string;
    value: string;
    status: string;
  }>({
    name: 'referrals',
    path: '/api/apps/ecommerce/referrals',
    run: (db, p) => ((r) => ({ rows: r.referrals, total: r.total }))(listReferrals(db, p)),
    key: (r) => r.id,
    sortKeys: {
      users: (r) => r.user,
      'referred-id': (r) => r.referredId,
      earning: (r) => moneyValue(r.earning),
      value: (r) => moneyValue(r.value),
      status: (r) => r.status,
    },
    filters: {},
  }),
  spec<{ id: number; courseTitle: string; completedTasks: number; totalTasks: number }>({
    name: 'courses',
    path: '/api/apps/academy/courses',
    run: (db, p) => ((r) => ({ rows: r.courses, total: r.total }))(listCourses(db, p)),
    key: (r) => r.id,
    sortKeys: {
      courseName: (r) => r.courseTitle,
      progress: (r) => r.completedTasks / r.totalTasks,
    },
    filters: {
      q: ['design', 'e'],
      label: ['Web', 'Art', 'All Courses'],
      hideCompleted: ['true', 'false', 'nope'],
    },
  }),
  spec<{
    id: number;
    location: number;
    startCity: string;
    endCity: string;
    warnings: string;
    progress: number;
  }>({
    name: 'vehicles',
    path: '/api/apps/logistics/vehicles',
    run: (db, p) => ((r) => ({ rows: r.vehicles, total: r.totalVehicles }))(listVehicles(db, p)),
    key: (r) => r.id,
    sortKeys: {
      location: (r) => r.location,
      startRoute: (r) => r.startCity,
      endRoute: (r) => r.endCity,
      warnings: (r) => r.warnings,
      progress: (r) => r.progress,
    },
    filters: {},
  }),
  spec<{ id: number; name: string }>({
    name: 'permissions',
    path: '/api/apps/permissions',
    run: (db, p) =>
      ((r) => ({ rows: r.permissions, total: r.totalPermissions }))(listPermissions(db, p)),
    key: (r) => r.id,
    sortKeys: { name: (r) => r.name },
    filters: { q: ['manage', 'sup', '2026'] },
  }),
  spec<{
    product: { id: number; name: string };
    date: string;
    buyer: { name: string };
    payment: { total: number; status: string };
  }>({
    name: 'sales',
    path: '/api/pages/datatable',
    run: (db, p) => ((r) => ({ rows: r.sales, total: r.total }))(listSales(db, p)),
    key: (r) => r.product.id,
    sortKeys: {
      product: (r) => r.product.name,
      date: (r) => r.date,
      buyer: (r) => r.buyer.name,
      total: (r) => r.payment.total,
      status: (r) => r.payment.status,
    },
    filters: { q: ['apple', 'a'] },
  }),
  spec<{ id: number; name: string; leader: string; status: number }>({
    name: 'projects',
    path: '/api/dashboard/analytics/projects',
    run: (db, p) => ((r) => ({ rows: r.projects, total: r.total }))(listProjects(db, p)),
    key: (r) => r.id,
    sortKeys: { name: (r) => r.name, leader: (r) => r.leader, status: (r) => r.status },
    filters: { q: ['design', 'project'] },
  }),
];

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const garbage = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e9',
    'NaN',
    '[]',
    '{}',
    '%',
    '\u0000',
    '9999999999999999999',
    ' 2 ',
  ),
  fc.integer({ min: -5, max: 200 }).map(String),
);

/** Query strings: allowed keys with sensible or garbage values, plus arbitrary keys. */
function queryArb(s: ListSpec) {
  const sortBy = fc.oneof(fc.constantFrom(...Object.keys(s.sortKeys)), garbage);
  const filterEntries = Object.entries(s.filters).map(([k, values]) =>
    fc.option(fc.tuple(fc.constant(k), fc.oneof(fc.constantFrom(...values), garbage)), {
      nil: undefined,
    }),
  );
  return fc
    .tuple(
      fc.option(fc.tuple(fc.constant('sortBy'), sortBy), { nil: undefined }),
      fc.option(
        fc.tuple(fc.constant('orderBy'), fc.oneof(fc.constantFrom('asc', 'desc', 'DESC'), garbage)),
        { nil: undefined },
      ),
      fc.option(fc.tuple(fc.constant('page'), garbage), { nil: undefined }),
      fc.option(fc.tuple(fc.constant('itemsPerPage'), garbage), { nil: undefined }),
      fc.tuple(...filterEntries),
      fc.array(fc.tuple(fc.string(), garbage), { maxLength: 3 }),
    )
    .map(([a, b, c, d, filters, extra]) => {
      const params = new URLSearchParams();
      for (const entry of [a, b, c, d, ...filters, ...extra])
        if (entry) params.append(entry[0], entry[1]);
      return params;
    });
}

/** Same filters, everything on one page. */
function allOf(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete('page');
  copy.set('itemsPerPage', '-1');
  return copy;
}

describe.each(LISTS)('$name list properties', (s) => {
  it('never throws, and total equals the filtered count', () => {
    fc.assert(
      fc.property(queryArb(s), (params) => {
        const page = s.run(db, params);
        const all = s.run(db, allOf(params));
        expect(page.total).toBe(all.rows.length);
        expect(all.total).toBe(all.rows.length);
        expect(page.rows.length).toBeLessThanOrEqual(page.total);
      }),
      { numRuns: 150 },
    );
  });

  it('pages partition the filtered list without overlap', () => {
    fc.assert(
      fc.property(queryArb(s), fc.integer({ min: 1, max: 40 }), (params, size) => {
        params.set('itemsPerPage', String(size));
        const all = s.run(db, allOf(params)).rows.map(s.key as (r: unknown) => string | number);
        const seen: (string | number)[] = [];
        const pages = Math.max(1, Math.ceil(all.length / size));
        for (let p = 1; p <= pages; p++) {
          params.set('page', String(p));
          const rows = s.run(db, params).rows;
          expect(rows.length).toBeLessThanOrEqual(size);
          seen.push(...rows.map(s.key as (r: unknown) => string | number));
        }
        expect(seen).toEqual(all);
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: 60 },
    );
  });

  it('sorting respects orderBy', () => {
    fc.assert(
      fc.property(
        queryArb(s),
        fc.constantFrom(...Object.keys(s.sortKeys)),
        fc.constantFrom('asc', 'desc'),
        (params, sortBy, orderBy) => {
          params.set('sortBy', sortBy);
          params.set('orderBy', orderBy);
          const get = s.sortKeys[sortBy] as (r: unknown) => SortValue;
          const values = s.run(db, allOf(params)).rows.map(get);
          for (let i = 1; i < values.length; i++) {
            const c = compareValues(values[i - 1], values[i]);
            expect(orderBy === 'asc' ? c <= 0 : c >= 0).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('over HTTP: random query strings never answer 5xx', () => {
  startMockServer({ reset: false });
  const otherGets = [
    '/api/apps/email',
    '/api/apps/calendar',
    '/api/app-bar/search',
    '/api/pages/faq',
    '/api/pages/profile',
    '/api/apps/chat/chats-and-contacts',
    '/api/apps/invoice/clients',
  ];
  const paths = [...LISTS.map((s) => s.path), ...otherGets];

  it('GET lists with arbitrary keys and values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(
                'q',
                'page',
                'itemsPerPage',
                'sortBy',
                'orderBy',
                'status',
                'filter',
                'label',
                'tab',
                'calendars',
                'selectedDateRange',
                'stock',
              ),
              fc.string(),
            ),
            garbage,
          ),
          { maxLength: 6 },
        ),
        async (path, entries) => {
          const qs = new URLSearchParams(entries).toString();
          const res = await fetch(`http://localhost${path}?${qs}`);
          expect(res.status).toBeLessThan(500);
          await res.text();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes with arbitrary JSON bodies and ids', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/apps/users'],
      ['POST', '/api/apps/email'],
      ['POST', '/api/apps/calendar'],
      ['PUT', '/api/apps/calendar/1'],
      ['PATCH', '/api/apps/calendar/2'],
      ['POST', '/api/apps/chat/chats/1'],
      ['DELETE', '/api/apps/ecommerce/products/x'],
      ['DELETE', '/api/apps/invoice/-1'],
      ['DELETE', '/api/apps/users/1e3'],
      ['GET', '/api/apps/users/%20'],
      ['GET', '/api/apps/ecommerce/customers/null'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.oneof(fc.json(), fc.string()),
        async ([method, path], body) => {
          // As the admin, so the body is read (without a session every write is a 401).
          const res = await fetch(`http://localhost${path}`, {
            method,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${TOKENS.admin}`,
            },
            body: method === 'GET' || method === 'DELETE' ? undefined : body,
          });
          expect(res.status).toBeLessThan(500);
          await res.text();
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('sortRows ranks text keys without changing the order', () => {
  it('equals a stable sort with the shared comparison, empty values last', () => {
    const word = fc.oneof(
      fc.constantFrom('', 'a', 'A', 'b10', 'B2', 'é', 'e', 'Zoë', 'zoe', '10', '9'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 60 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (words, orderBy) => {
          const rows = words.map((w, i) => ({ w, i }));
          const got = sortRows(rows, { w: (r) => r.w }, { sortBy: 'w', orderBy }).map((r) => r.i);
          const sign = orderBy === 'desc' ? -1 : 1;
          const empty = (w: string) => w === '';
          const expected = [...rows]
            .sort((x, y) =>
              empty(x.w) !== empty(y.w)
                ? empty(x.w)
                  ? 1
                  : -1
                : compareValues(x.w, y.w) * sign || x.i - y.i,
            )
            .map((r) => r.i);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
