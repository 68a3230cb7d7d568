/** The e-commerce back office: SPEC.md §3 products, reviews, referrals, orders, customers. */
import { z } from 'zod';
import { boolParam, id, listParams, queryText } from './common';

export const PRODUCT_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_STATUSES = ['Published', 'Inactive', 'Scheduled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CUSTOMER_COUNTRIES = ['Australia', 'United States', 'France', 'China', 'Brazil', 'India'] as const;
export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];

export const product = z
  .object({
    id,
    productName: z.string(),
    productBrand: z.string(),
    category: z.enum(PRODUCT_CATEGORIES),
    stock: z.boolean(),
    sku: z.int(),
    price: z.string().meta({ description: 'Text with the currency sign, e.g. "$999".' }),
    qty: z.int().min(0),
    status: z.enum(PRODUCT_STATUSES),
    image: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

export const review = z
  .object({
    id,
    product: z.string(),
    companyName: z.string(),
    productImage: z.string(),
    reviewer: z.string(),
    email: z.string(),
    avatar: z.string(),
    date: z.string().meta({ description: 'm/d/yyyy' }),
    status: z.enum(REVIEW_STATUSES),
    review: z.int().min(1).max(5).meta({ description: 'Rating 1-5.' }),
    head: z.string(),
    para: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const referral = z
  .object({
    id,
    user: z.string(),
    email: z.string(),
    avatar: z.string(),
    referredId: z.int(),
    status: z.enum(REFERRAL_STATUSES),
    value: z.string().meta({ description: 'Money text, e.g. "$3,294".' }),
    earning: z.string().meta({ description: 'Money text.' }),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referral>;

/** Payment code 1-4 (1 paid, 2 pending, 3 failed, 4 cancelled in the template's legend). */
export const paymentCode = z.literal([1, 2, 3, 4]);
export type PaymentCode = z.infer<typeof paymentCode>;

export const order = z
  .object({
    id,
    order: z.int(),
    customer: z.string(),
    email: z.string(),
    avatar: z.string(),
    payment: paymentCode,
    status: z.enum(ORDER_STATUSES),
    spent: z.number(),
    method: z.enum(['paypalLogo', 'mastercard']),
    date: z.string().meta({ description: 'yyyy-mm-dd' }),
    time: z.string().meta({ description: 'hh:mm AM/PM' }),
    methodNumber: z.union([z.number(), z.string()]).meta({ description: 'Last four digits (mastercard) or the PayPal account e-mail.' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const customer = z
  .object({
    id,
    customer: z.string(),
    customerId: z.int(),
    email: z.string(),
    country: z.enum(CUSTOMER_COUNTRIES),
    countryFlag: z.string().meta({ description: 'An emoji flag: no image needed offline.' }),
    countryCode: z.string(),
    order: z.int().min(0),
    totalSpent: z.number(),
    avatar: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerDetail = customer
  .extend({ status: z.literal('Active'), contact: z.string() })
  .meta({ id: 'CustomerDetail', description: 'A single customer read: status forced to Active and a placeholder contact (SPEC.md §3).' });
export type CustomerDetail = z.infer<typeof customerDetail>;

/** Sort direction of every list. */
export type SortDirection = 'asc' | 'desc';

interface ListParams<K> {
  sortBy?: K;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const productListQuery = listParams(PRODUCT_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the name or brand.' }),
  category: z.string().catch('').meta({ description: `A category (${PRODUCT_CATEGORIES.join(', ')}); empty for all.` }),
  status: z.string().catch('').meta({ description: `A status (${PRODUCT_STATUSES.join(', ')}); empty for all.` }),
  stock: boolParam.optional().catch(undefined).meta({ description: 'In stock (true) or not (false).' }),
});
export interface ProductListParams extends ListParams<ProductSortKey> {
  q?: string;
  category?: ProductCategory | '';
  status?: ProductStatus | '';
  stock?: boolean;
}
export const productListResponse = z.object({ products: z.array(product), total: z.int().min(0) }).meta({ id: 'ProductList' });
export type ProductListResponse = z.infer<typeof productListResponse>;

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export const orderListQuery = listParams(ORDER_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the customer, e-mail or order number.' }) });
export interface OrderListParams extends ListParams<OrderSortKey> {
  q?: string;
}
export const orderListResponse = z.object({ orders: z.array(order), total: z.int().min(0) }).meta({ id: 'OrderList' });
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
export const customerListQuery = listParams(CUSTOMER_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the customer, country or e-mail.' }) });
export interface CustomerListParams extends ListParams<CustomerSortKey> {
  q?: string;
}
export const customerListResponse = z.object({ customers: z.array(customer), total: z.int().min(0) }).meta({ id: 'CustomerList' });
export type CustomerListResponse = z.infer<typeof customerListResponse>;

export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];
export const reviewListQuery = listParams(REVIEW_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the product, reviewer, e-mail, head or text.' }),
  status: z.string().catch('').meta({ description: `A status (${REVIEW_STATUSES.join(', ')}) or All.` }),
});
export interface ReviewListParams extends ListParams<ReviewSortKey> {
  q?: string;
  /** A status or "All". */
  status?: ReviewStatus | 'All' | '';
}
export const reviewListResponse = z.object({ reviews: z.array(review), total: z.int().min(0) }).meta({ id: 'ReviewList' });
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export type ReferralSortKey = (typeof REFERRAL_SORT_KEYS)[number];
export const referralListQuery = listParams(REFERRAL_SORT_KEYS);
export type ReferralListParams = ListParams<ReferralSortKey>;
export const referralListResponse = z.object({ referrals: z.array(referral), total: z.int().min(0) }).meta({ id: 'ReferralList' });
export type ReferralListResponse = z.infer<typeof referralListResponse>;
