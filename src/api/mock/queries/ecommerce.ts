/**
 * The e-commerce calls of docs/spec.md §7, and what the screens add: a product created and patched,
 * one order's details and a customer's detail fields (both derived from the record, the same on
 * every read), and referral invitations.
 */
import { check, type ApiErrorKey } from '@/api/contract/common';
import {
  CUSTOMER_COUNTRIES,
  moneyAmount,
  moneyText,
  orderListQuery,
  PRODUCT_CATEGORIES,
  productCreateBody,
  productListQuery,
  productPatchBody,
  referralInviteBody,
  reviewListQuery,
  type CreatedProduct,
  type Customer,
  type CustomerCountry,
  type CustomerDetail,
  type CustomerListResponse,
  type CustomerSortKey,
  type Order,
  type OrderDetail,
  type OrderItem,
  type OrderListResponse,
  type OrderSortKey,
  type OrderStep,
  type PostalAddress,
  type Product,
  type ProductListResponse,
  type ProductSortKey,
  type Referral,
  type ReferralInvite,
  type ReferralListResponse,
  type ReferralSortKey,
  type Review,
  type ReviewListResponse,
  type ReviewSortKey,
} from '@/api/contract/ecommerce';
import { ruleIssue } from '@/api/contract/rules';
import { CITIES, phone } from '@/api/sample/pools';
import { createRng, type Rng } from '@/api/sample/random';
import { created, invalid, noContent, notFound, ok, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import { CATALOGUE } from '../db/apps/ecommerce';
import {
  listQuery,
  newestFirst,
  param,
  readParams,
  toBool,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';
import { nextId, writeStamp } from './records';

/** docs/spec.md §3: a single customer read always shows this contact. */
export const CUSTOMER_PLACEHOLDER_CONTACT = '+1 (234) 464-0600';

/** "$1,234.50" → 1234.5; money text sorts by its amount, not its characters. */
export const moneyValue = moneyAmount;

/** m/d/yyyy → epoch ms, so review dates sort chronologically. */
function usDateValue(value: string): number {
  const [m, d, y] = value.split('/').map(Number);
  return Date.UTC(y, m - 1, d) || 0;
}

// ---- products ----

const PRODUCT_SORT: SortKeys<Product, ProductSortKey> = {
  product: 'productName',
  category: 'category',
  status: 'status',
  price: (p) => moneyValue(p.price),
  qty: 'qty',
  sku: 'sku',
};

export function listProducts(
  db: Pick<MockDb, 'products'>,
  params: ParamSource,
): ProductListResponse {
  const { category, status } = readParams(
    productListQuery.pick({ category: true, status: true }),
    params,
  );
  // §5: stock is coerced to a boolean; a value that is no boolean means "any".
  const stock = toBool(param(params, 'stock'));
  const page = listQuery(
    newestFirst(db.products, (p) => p.id),
    params,
    {
      search: (p) => [p.productName, p.productBrand],
      filter: (p) =>
        (!category || p.category === category) &&
        (!status || p.status === status) &&
        (stock === undefined || p.stock === stock),
      sortKeys: PRODUCT_SORT,
    },
  );
  return { products: page.rows.map(listRow), total: page.total };
}

/**
 * A product as lists and quick changes answer it: without its images and description, which a
 * product added here may carry (up to ~200 kB) and no list shows; `image` is the first image.
 */
function listRow(p: Product): Product {
  const row: Product = { ...p };
  delete row.images;
  delete row.description;
  return row;
}

/**
 * POST /api/apps/ecommerce/products: a new product (newest, so first in the list); its SKU unused.
 */
export function createProduct(
  db: Pick<MockDb, 'products'>,
  body: unknown,
): Outcome<CreatedProduct> {
  const checked = check(productCreateBody, body);
  if (!checked.ok) return invalid(checked.issues);
  const p = checked.data;
  if (db.products.some((x) => x.sku === p.sku)) return invalid([ruleIssue('skuFree')]);
  const product: CreatedProduct = {
    id: nextId(db.products),
    productName: p.productName,
    productBrand: p.productBrand,
    image: p.images[0]?.src ?? '',
    category: p.category,
    stock: p.stock,
    sku: p.sku,
    price: moneyText(p.discountedPrice ?? p.basePrice),
    qty: p.qty,
    status: p.status,
    barcode: p.barcode,
    description: p.description,
    images: p.images,
    variants: p.variants,
    basePrice: p.basePrice,
    discountedPrice: p.discountedPrice,
    taxPercent: p.taxPercent,
  };
  db.products.push(product);
  return created(product);
}

/** PATCH /api/apps/ecommerce/products/{id}: stock, quantity or status; the rest stays. */
export function patchProduct(
  db: Pick<MockDb, 'products'>,
  id: unknown,
  body: unknown,
): Outcome<Product> {
  const n = toInt(id);
  const product = n === undefined ? undefined : db.products.find((p) => p.id === n);
  if (!product) return notFound('productNotFound');
  const checked = check(productPatchBody, body);
  if (!checked.ok) return invalid(checked.issues);
  const { stock, qty, status } = checked.data;
  if (stock !== undefined) product.stock = stock;
  if (qty !== undefined) product.qty = qty;
  if (status !== undefined) product.status = status;
  return ok(listRow(product));
}

export function deleteProduct(db: Pick<MockDb, 'products'>, id: unknown): Outcome<null> {
  return removeById(db.products, id, 'productNotFound', noContent());
}

// ---- orders ----

const ORDER_SORT: SortKeys<Order, OrderSortKey> = {
  order: 'order',
  customers: 'customer',
  date: 'date',
  status: 'status',
  spent: 'spent',
};

export function listOrders(db: Pick<MockDb, 'orders'>, params: ParamSource): OrderListResponse {
  const owner = readParams(orderListQuery, params).email.toLowerCase();
  const page = listQuery(db.orders, params, {
    // The list shows an order number as "#5401": a search copied from it finds the order too.
    search: (o) => [o.customer, o.email, o.order, `#${o.order}`],
    filter: (o) => !owner || o.email.toLowerCase() === owner,
    sortKeys: ORDER_SORT,
  });
  return { orders: page.rows, total: page.total };
}

/**
 * docs/spec.md §8: deleting an order never errors, known id or not. The customer who placed it
 * counts one order and its amount less.
 */
export function deleteOrder(db: Pick<MockDb, 'orders' | 'customers'>, id: unknown): Outcome<null> {
  const n = toInt(id);
  // "Always 204" (SPEC §8) is for an order id, known or not; text that is no id is a path that
  // does not exist, as /orders/abc is for every other call.
  if (n === undefined) return notFound('orderNotFound');
  const index = db.orders.findIndex((o) => o.id === n);
  if (index >= 0) {
    const [gone] = db.orders.splice(index, 1);
    const customer = db.customers.find((c) => c.email === gone.email);
    if (customer) {
      customer.order = Math.max(0, customer.order - 1);
      customer.totalSpent =
        Math.max(0, Math.round(customer.totalSpent * 100) - Math.round(gone.spent * 100)) / 100;
    }
  }
  return noContent();
}

const STREETS = [
  'Market Street',
  'Oak Avenue',
  'Harbour Road',
  'Station Lane',
  'Park Boulevard',
  'Mill Road',
  'Riverside Drive',
  'King Street',
] as const;
const NAME_ENDINGS = ['Pro', 'Mini', 'Plus', 'X', 'Lite'] as const;
const HOUR_MS = 3_600_000;

/** A seeded stream of one record: the same record always derives the same details. */
const streamOf = (db: Pick<MockDb, 'meta'>, kind: number, n: number): Rng =>
  createRng(db.meta.seed * 31 + kind * 1_000_003 + n);

function addressOf(rng: Rng, name: string, country: CustomerCountry): PostalAddress {
  return {
    name,
    line1: `${rng.int(1, 999)} ${rng.pick(STREETS)}`,
    city: rng.pick(CITIES[country]),
    postalCode: String(rng.int(10000, 99999)),
    country,
  };
}

/** "hh:mm AM" of a yyyy-mm-dd day as an instant (UTC). */
function placedAt(order: Order): number {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(order.time);
  const hours = m ? (Number(m[1]) % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0) : 0;
  return Date.parse(`${order.date}T00:00:00Z`) + hours * HOUR_MS + (m ? Number(m[2]) : 0) * 60_000;
}

/** The delivery steps of an order's status: the path it takes, done up to where it is. */
function timelineOf(rng: Rng, order: Order, now: number): OrderDetail['timeline'] {
  const path: OrderStep[] =
    order.status === 'Ready to Pickup'
      ? ['placed', 'paid', 'dispatched', 'readyToPickup', 'delivered']
      : ['placed', 'paid', 'dispatched', 'outForDelivery', 'delivered'];
  const reached: Record<Order['status'], OrderStep> = {
    Dispatched: 'dispatched',
    'Out for Delivery': 'outForDelivery',
    'Ready to Pickup': 'readyToPickup',
    Delivered: 'delivered',
  };
  const last = path.indexOf(reached[order.status]);
  let at = Math.min(placedAt(order), now);
  return path.map((step, i) => {
    if (i > 0) at = Math.min(at + rng.int(1, 30) * HOUR_MS, now);
    // A payment not made (pending, cancelled, failed) is a step still to come.
    const done = i <= last && (step !== 'paid' || order.payment === 1);
    return { step, at: done ? new Date(at).toISOString() : null };
  });
}

/** Cents split over items: each line a unit price × quantity, the lines adding up exactly. */
function itemsOf(rng: Rng, subtotalCents: number): OrderItem[] {
  const count = Math.min(rng.int(1, 3), Math.max(1, Math.floor(subtotalCents / 200)));
  const weights = Array.from({ length: count }, () => rng.int(1, 5));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let left = subtotalCents;
  return weights.map((w, i) => {
    const category = rng.pick(PRODUCT_CATEGORIES);
    const { names, brands } = CATALOGUE[category];
    const brand = rng.pick(brands);
    const lastLine = i === count - 1;
    const share = lastLine ? left : Math.floor((subtotalCents * w) / weightSum);
    const qty = lastLine || share < 200 ? 1 : rng.int(1, 2);
    const unit = Math.floor(share / qty);
    left -= unit * qty;
    return {
      id: i + 1,
      productName: `${brand} ${rng.pick(names)} ${rng.pick(NAME_ENDINGS)}`,
      productBrand: brand,
      category,
      qty,
      price: unit / 100,
    };
  });
}

/**
 * GET /api/apps/ecommerce/orders/{id}: the order with its items, totals (adding up to what it
 * spent), addresses, the customer who placed it and its delivery steps, all derived from the
 * order so every read answers the same.
 */
export function getOrder(
  db: Pick<MockDb, 'orders' | 'customers' | 'meta'>,
  id: unknown,
): Outcome<OrderDetail> {
  const n = toInt(id);
  const order = n === undefined ? undefined : db.orders.find((o) => o.id === n);
  if (!order) return notFound('orderNotFound');
  const rng = streamOf(db, 1, order.order);
  const totalCents = Math.round(order.spent * 100);
  const shippingCents = totalCents >= 10_000 ? 0 : 499;
  const taxCents = Math.round(((totalCents - shippingCents) * 8) / 108);
  const subtotalCents = totalCents - shippingCents - taxCents;
  const customer = db.customers.find((c) => c.email === order.email);
  const country = customer?.country ?? rng.pick(CUSTOMER_COUNTRIES);
  const shippingAddress = addressOf(rng, order.customer, country);
  const billingAddress = rng.chance(0.7)
    ? shippingAddress
    : addressOf(rng, order.customer, country);
  return ok({
    ...order,
    items: itemsOf(rng, subtotalCents),
    subtotal: subtotalCents / 100,
    shippingFee: shippingCents / 100,
    tax: taxCents / 100,
    total: totalCents / 100,
    shippingAddress,
    billingAddress,
    customerId: customer?.id ?? null,
    customerOrders: db.orders.filter((o) => o.email === order.email).length,
    phone: phone(rng),
    timeline: timelineOf(rng, order, Date.parse(db.meta.now) || Date.now()),
  });
}

// ---- customers ----

const CUSTOMER_SORT: SortKeys<Customer, CustomerSortKey> = {
  customer: 'customer',
  country: 'country',
  customerId: 'customerId',
  orders: 'order',
  totalSpent: 'totalSpent',
};

export function listCustomers(
  db: Pick<MockDb, 'customers'>,
  params: ParamSource,
): CustomerListResponse {
  const page = listQuery(db.customers, params, {
    search: (c) => [c.customer, c.country, c.email],
    sortKeys: CUSTOMER_SORT,
  });
  return { customers: page.rows, total: page.total };
}

const BROWSERS = [
  ['Chrome on Windows', 'HP Spectre 360'],
  ['Safari on iPhone', 'iPhone 15'],
  ['Firefox on macOS', 'MacBook Air'],
  ['Chrome on Android', 'Pixel 8'],
  ['Edge on Windows', 'Surface Laptop'],
] as const;

/**
 * GET /api/apps/ecommerce/customers/{id}: status Active and the placeholder contact (SPEC §3),
 * with addresses, payment methods, sign-in sessions and notification choices derived from the
 * customer (the same on every read).
 */
export function getCustomer(
  db: Pick<MockDb, 'customers' | 'meta'>,
  id: unknown,
): Outcome<CustomerDetail> {
  const n = toInt(id);
  const customer = n === undefined ? undefined : db.customers.find((c) => c.id === n);
  if (!customer) return notFound('customerNotFound');
  const rng = streamOf(db, 2, customer.id);
  const now = Date.parse(db.meta.now) || Date.now();
  const home = {
    ...addressOf(rng, customer.customer, customer.country),
    kind: 'home' as const,
    isDefault: true,
  };
  const addresses = rng.chance(0.6)
    ? [
        home,
        {
          ...addressOf(rng, customer.customer, customer.country),
          kind: 'office' as const,
          isDefault: false,
        },
      ]
    : [home];
  const expires = () =>
    `${String(rng.int(1, 12)).padStart(2, '0')}/${String((new Date(now).getUTCFullYear() + rng.int(1, 4)) % 100).padStart(2, '0')}`;
  const paymentMethods: CustomerDetail['paymentMethods'] = [
    {
      brand: rng.chance(0.5) ? 'mastercard' : 'visa',
      holder: customer.customer,
      number: String(rng.int(1000, 9999)),
      expires: expires(),
      isDefault: true,
    },
    ...(rng.chance(0.5)
      ? [
          {
            brand: 'paypal' as const,
            holder: customer.customer,
            number: customer.email,
            expires: '',
            isDefault: false,
          },
        ]
      : []),
  ];
  const sessions = rng.sample(BROWSERS, rng.int(2, 4)).map(([browser, device], i) => ({
    browser,
    device,
    location: `${rng.pick(CITIES[customer.country])}, ${customer.country}`,
    at: new Date(now - (i * 36 + rng.int(1, 30)) * HOUR_MS).toISOString(),
  }));
  const notifications = (['orders', 'shipping', 'promotions', 'account'] as const).map((topic) => ({
    topic,
    email: rng.chance(0.7),
    browser: rng.chance(0.5),
    app: rng.chance(0.4),
  }));
  return ok({
    ...customer,
    status: 'Active',
    contact: CUSTOMER_PLACEHOLDER_CONTACT,
    addresses,
    paymentMethods,
    twoStepEnabled: rng.chance(0.5),
    sessions,
    notifications,
  });
}

// ---- reviews ----

const REVIEW_SORT: SortKeys<Review, ReviewSortKey> = {
  product: 'product',
  reviewer: 'reviewer',
  date: (r) => usDateValue(r.date),
  status: 'status',
};

export function listReviews(db: Pick<MockDb, 'reviews'>, params: ParamSource): ReviewListResponse {
  const { status: raw } = readParams(reviewListQuery.pick({ status: true }), params);
  const status = raw === 'All' ? '' : raw;
  const page = listQuery(db.reviews, params, {
    search: (r) => [r.product, r.reviewer, r.email, r.head, r.para],
    filter: (r) => !status || r.status === status,
    sortKeys: REVIEW_SORT,
  });
  return { reviews: page.rows, total: page.total };
}

export function deleteReview(db: Pick<MockDb, 'reviews'>, id: unknown): Outcome<null> {
  return removeById(db.reviews, id, 'reviewNotFound', ok(null));
}

// ---- referrals ----

const REFERRAL_SORT: SortKeys<Referral, ReferralSortKey> = {
  users: 'user',
  'referred-id': 'referredId',
  earning: (r) => moneyValue(r.earning),
  value: (r) => moneyValue(r.value),
  status: 'status',
};

export function listReferrals(
  db: Pick<MockDb, 'referrals'>,
  params: ParamSource,
): ReferralListResponse {
  const page = listQuery(db.referrals, params, { sortKeys: REFERRAL_SORT });
  return { referrals: page.rows, total: page.total };
}

/**
 * POST /api/apps/ecommerce/referrals/invite: records an invitation. An address already invited,
 * or already a referral, is refused on the field (case-insensitive).
 */
export function inviteReferral(
  db: Pick<MockDb, 'referrals' | 'referralInvites' | 'meta'>,
  body: unknown,
): Outcome<ReferralInvite> {
  const checked = check(referralInviteBody, body);
  if (!checked.ok) return invalid(checked.issues);
  const email = checked.data.email;
  const key = email.toLowerCase();
  if (
    db.referralInvites.some((i) => i.email.toLowerCase() === key) ||
    db.referrals.some((r) => r.email.toLowerCase() === key)
  )
    return invalid([ruleIssue('inviteNew')]);
  const invite: ReferralInvite = {
    id: nextId(db.referralInvites),
    email,
    invitedAt: writeStamp(db),
  };
  db.referralInvites.push(invite);
  return created(invite);
}

/** Removes the row with this id; a 404 with `missing` when there is none. */
function removeById(
  rows: { id: number }[],
  id: unknown,
  missing: ApiErrorKey,
  done: Outcome<null>,
): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : rows.findIndex((r) => r.id === n);
  if (index < 0) return notFound(missing);
  rows.splice(index, 1);
  return done;
}
