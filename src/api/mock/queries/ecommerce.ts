/** The e-commerce lists and deletes of SPEC.md §7. */
import type {
  Customer,
  CustomerDetail,
  CustomerListResponse,
  CustomerSortKey,
  Order,
  OrderListResponse,
  OrderSortKey,
  Product,
  ProductListResponse,
  ProductSortKey,
  Referral,
  ReferralListResponse,
  ReferralSortKey,
  Review,
  ReviewListResponse,
  ReviewSortKey,
} from '../../types/ecommerce';
import type { MockDb } from '../db';
import type { ApiErrorKey } from '../../contract/common';
import { listQuery, matchesText, newestFirst, param, textParam, toBool, toInt, type ParamSource, type SortValue } from '../query';
import { noContent, notFound, ok, type Outcome } from './outcome';

/** SPEC.md §3: a single customer read always shows this contact. */
export const CUSTOMER_PLACEHOLDER_CONTACT = '+1 (234) 464-0600';

/** "$1,234.50" → 1234.5; money text sorts by its amount, not its characters. */
export function moneyValue(value: string): number {
  const n = Number(value.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** m/d/yyyy → epoch ms, so review dates sort chronologically. */
function usDateValue(value: string): number {
  const [m, d, y] = value.split('/').map(Number);
  return Date.UTC(y, m - 1, d) || 0;
}

// ---- products ----

const PRODUCT_SORT: Record<ProductSortKey, (p: Product) => SortValue> = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => moneyValue(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
};

export function listProducts(db: Pick<MockDb, 'products'>, params: ParamSource): ProductListResponse {
  const q = textParam(params, 'q');
  const category = textParam(params, 'category');
  const status = textParam(params, 'status');
  // §5: stock is coerced to a boolean; a value that is no boolean means "any".
  const stock = toBool(param(params, 'stock'));
  const page = listQuery(newestFirst(db.products, (p) => p.id), params, {
    filter: (p) =>
      (!category || p.category === category) &&
      (!status || p.status === status) &&
      (stock === undefined || p.stock === stock) &&
      matchesText(q, p.productName, p.productBrand),
    sortKeys: PRODUCT_SORT,
  });
  return { products: page.rows, total: page.total };
}

export function deleteProduct(db: Pick<MockDb, 'products'>, id: unknown): Outcome<null> {
  return removeById(db.products, id, 'productNotFound', noContent());
}

// ---- orders ----

const ORDER_SORT: Record<OrderSortKey, (o: Order) => SortValue> = {
  order: (o) => o.order,
  customers: (o) => o.customer,
  date: (o) => o.date,
  status: (o) => o.status,
  spent: (o) => o.spent,
};

export function listOrders(db: Pick<MockDb, 'orders'>, params: ParamSource): OrderListResponse {
  const q = textParam(params, 'q');
  const page = listQuery(db.orders, params, {
    filter: (o) => matchesText(q, o.customer, o.email, o.order),
    sortKeys: ORDER_SORT,
  });
  return { orders: page.rows, total: page.total };
}

/** SPEC.md §8: deleting an order never errors, known id or not. */
export function deleteOrder(db: Pick<MockDb, 'orders'>, id: unknown): Outcome<null> {
  const index = db.orders.findIndex((o) => o.id === toInt(id));
  if (index >= 0) db.orders.splice(index, 1);
  return noContent();
}

// ---- customers ----

const CUSTOMER_SORT: Record<CustomerSortKey, (c: Customer) => SortValue> = {
  customer: (c) => c.customer,
  country: (c) => c.country,
  customerId: (c) => c.customerId,
  orders: (c) => c.order,
  totalSpent: (c) => c.totalSpent,
};

export function listCustomers(db: Pick<MockDb, 'customers'>, params: ParamSource): CustomerListResponse {
  const q = textParam(params, 'q');
  const page = listQuery(db.customers, params, {
    filter: (c) => matchesText(q, c.customer, c.country, c.email),
    sortKeys: CUSTOMER_SORT,
  });
  return { customers: page.rows, total: page.total };
}

export function getCustomer(db: Pick<MockDb, 'customers'>, id: unknown): Outcome<CustomerDetail> {
  const n = toInt(id);
  const customer = n === undefined ? undefined : db.customers.find((c) => c.id === n);
  return customer ? ok({ ...customer, status: 'Active', contact: CUSTOMER_PLACEHOLDER_CONTACT }) : notFound('customerNotFound');
}

// ---- reviews ----

const REVIEW_SORT: Record<ReviewSortKey, (r: Review) => SortValue> = {
  product: (r) => r.product,
  reviewer: (r) => r.reviewer,
  date: (r) => usDateValue(r.date),
  status: (r) => r.status,
};

export function listReviews(db: Pick<MockDb, 'reviews'>, params: ParamSource): ReviewListResponse {
  const q = textParam(params, 'q');
  const raw = textParam(params, 'status');
  const status = raw === 'All' ? '' : raw;
  const page = listQuery(db.reviews, params, {
    filter: (r) => (!status || r.status === status) && matchesText(q, r.product, r.reviewer, r.email, r.head, r.para),
    sortKeys: REVIEW_SORT,
  });
  return { reviews: page.rows, total: page.total };
}

export function deleteReview(db: Pick<MockDb, 'reviews'>, id: unknown): Outcome<null> {
  return removeById(db.reviews, id, 'reviewNotFound', ok(null));
}

// ---- referrals ----

const REFERRAL_SORT: Record<ReferralSortKey, (r: Referral) => SortValue> = {
  users: (r) => r.user,
  'referred-id': (r) => r.referredId,
  earning: (r) => moneyValue(r.earning),
  value: (r) => moneyValue(r.value),
  status: (r) => r.status,
};

export function listReferrals(db: Pick<MockDb, 'referrals'>, params: ParamSource): ReferralListResponse {
  const page = listQuery(db.referrals, params, { sortKeys: REFERRAL_SORT });
  return { referrals: page.rows, total: page.total };
}

/** Removes the row with this id; a 404 with `missing` when there is none. */
function removeById(rows: { id: number }[], id: unknown, missing: ApiErrorKey, done: Outcome<null>): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : rows.findIndex((r) => r.id === n);
  if (index < 0) return notFound(missing);
  rows.splice(index, 1);
  return done;
}
