/** The e-commerce back office: SPEC.md §3 products, reviews, referrals, orders, customers. */
import { z } from 'zod';
import { boolParam, count, id, listAnswer, listParams, queryText, strings, type ListParamsOf } from './common';

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

const money = (description: string) => z.string().meta({ description });

export const product = z
  .object({
    id,
    ...strings('productName', 'productBrand', 'image'),
    category: z.enum(PRODUCT_CATEGORIES),
    stock: z.boolean(),
    sku: z.int(),
    price: money('Text with the currency sign, e.g. "$999".'),
    qty: count,
    status: z.enum(PRODUCT_STATUSES),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

export const review = z
  .object({
    id,
    ...strings('product', 'companyName', 'productImage', 'reviewer', 'email', 'avatar', 'head', 'para'),
    date: z.string().meta({ description: 'm/d/yyyy' }),
    status: z.enum(REVIEW_STATUSES),
    review: z.int().min(1).max(5).meta({ description: 'Rating 1-5.' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const referral = z
  .object({ id, ...strings('user', 'email', 'avatar'), referredId: z.int(), status: z.enum(REFERRAL_STATUSES), value: money('Money text, e.g. "$3,294".'), earning: money('Money text.') })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referral>;

/** Payment code 1-4 (1 paid, 2 pending, 3 failed, 4 cancelled in the template's legend). */
export const paymentCode = z.literal([1, 2, 3, 4]);
export type PaymentCode = z.infer<typeof paymentCode>;

export const order = z
  .object({
    id,
    order: z.int(),
    ...strings('customer', 'email', 'avatar'),
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
    customerId: z.int(),
    ...strings('customer', 'email', 'countryCode', 'avatar'),
    country: z.enum(CUSTOMER_COUNTRIES),
    countryFlag: z.string().meta({ description: 'An emoji flag: no image needed offline.' }),
    order: count,
    totalSpent: z.number(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerDetail = customer
  .extend({ status: z.literal('Active'), contact: z.string() })
  .meta({ id: 'CustomerDetail', description: 'A single customer read: status forced to Active and a placeholder contact (SPEC.md §3).' });
export type CustomerDetail = z.infer<typeof customerDetail>;

/** Sort direction of every list. */
export type SortDirection = 'asc' | 'desc';

const search = (description: string) => ({ q: queryText.meta({ description }) });
const oneOf = (values: readonly string[]) => z.string().catch('').meta({ description: `One of: ${values.join(', ')}; empty for all.` });

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];
export type ReferralSortKey = (typeof REFERRAL_SORT_KEYS)[number];

export const productListQuery = listParams(PRODUCT_SORT_KEYS).extend({
  ...search('Part of the name or brand.'),
  category: oneOf(PRODUCT_CATEGORIES),
  status: oneOf(PRODUCT_STATUSES),
  stock: boolParam.optional().catch(undefined).meta({ description: 'In stock (true) or not (false).' }),
});
export const orderListQuery = listParams(ORDER_SORT_KEYS).extend(search('Part of the customer, e-mail or order number.'));
export const customerListQuery = listParams(CUSTOMER_SORT_KEYS).extend(search('Part of the customer, country or e-mail.'));
export const reviewListQuery = listParams(REVIEW_SORT_KEYS).extend({ ...search('Part of the product, reviewer, e-mail, head or text.'), status: oneOf([...REVIEW_STATUSES, 'All']) });
export const referralListQuery = listParams(REFERRAL_SORT_KEYS);

export type ProductListParams = ListParamsOf<typeof productListQuery>;
export type OrderListParams = ListParamsOf<typeof orderListQuery>;
export type CustomerListParams = ListParamsOf<typeof customerListQuery>;
export type ReviewListParams = ListParamsOf<typeof reviewListQuery>;
export type ReferralListParams = ListParamsOf<typeof referralListQuery>;

export const productListResponse = listAnswer('ProductList', 'products', product);
export const orderListResponse = listAnswer('OrderList', 'orders', order);
export const customerListResponse = listAnswer('CustomerList', 'customers', customer);
export const reviewListResponse = listAnswer('ReviewList', 'reviews', review);
export const referralListResponse = listAnswer('ReferralList', 'referrals', referral);
export type ProductListResponse = z.infer<typeof productListResponse>;
export type OrderListResponse = z.infer<typeof orderListResponse>;
export type CustomerListResponse = z.infer<typeof customerListResponse>;
export type ReviewListResponse = z.infer<typeof reviewListResponse>;
export type ReferralListResponse = z.infer<typeof referralListResponse>;
