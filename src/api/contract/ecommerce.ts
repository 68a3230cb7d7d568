/** The e-commerce back office: docs/spec.md §3 products, reviews, referrals, orders, customers. */
import { z } from 'zod';

import {
  boolParam,
  choiceParam,
  count,
  id,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  messageKey,
  numeric,
  queryText,
  requiredText,
  SAMPLE_COUNTRIES,
  strings,
  text,
  type ListParamsOf,
} from './common';
import { rulesMeta } from './rules';

export const PRODUCT_CATEGORIES = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_STATUSES = ['Published', 'Inactive', 'Scheduled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const ORDER_STATUSES = [
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Customers order from the samples' countries. */
export {
  SAMPLE_COUNTRIES as CUSTOMER_COUNTRIES,
  type SampleCountry as CustomerCountry,
} from './common';

const money = (description: string) => z.string().meta({ description });

/** "$1,234.50" → 1234.5: money text sorts and formats by its amount, not its characters. */
export function moneyAmount(value: string): number {
  const n = Number(value.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** An amount as the samples write money: "$1,234" for whole amounts, "$1,234.50" otherwise. */
export function moneyText(amount: number): string {
  const cents = Math.round(amount * 100);
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}

// ---- products: what the add-product page sends ----

/** The most images a product keeps. */
export const PRODUCT_IMAGES_MAX = 4;
/**
 * The longest image a product keeps, as a data URL (≈ 35 kB of JPEG). Images are stored in the
 * product itself (no file store behind the simulation); the add-product page scales a photo
 * down to fit, and four of them with the longest description still fit the 256 kB body limit.
 */
export const PRODUCT_IMAGE_MAX_CHARS = 48_000;
/** The longest description, as HTML. */
export const PRODUCT_DESCRIPTION_MAX = 10_000;
/** The most variant rows a product has. */
export const PRODUCT_VARIANTS_MAX = 10;
/** The largest SKU, base price and quantity a product may have. */
export const PRODUCT_LIMITS = { sku: 99_999_999, price: 1_000_000, qty: 1_000_000 } as const;
/** What a variant row varies. */
export const VARIANT_OPTIONS = ['Size', 'Color', 'Weight', 'Material'] as const;
export type VariantOption = (typeof VARIANT_OPTIONS)[number];

/** An image as a data URL of a PNG, JPEG, WebP or GIF: nothing a browser would run. */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
/** A barcode: EAN-8, UPC-A (12), EAN-13 or GTIN-14 digits. */
export const BARCODE_RE = /^(\d{8}|\d{12,14})$/;
/** A barcode or nothing: the pattern the document gives the field. */
const BARCODE_OR_BLANK_RE = /^(?:\d{8}|\d{12,14})?$/;

export const productImage = z
  .strictObject({
    name: requiredText(LIMITS.line).meta({ description: 'The file name it was chosen as.' }),
    src: z
      .string()
      .max(
        PRODUCT_IMAGE_MAX_CHARS,
        messageKey('imageTooLarge', { max: Math.floor((PRODUCT_IMAGE_MAX_CHARS * 3) / 4 / 1024) }),
      )
      .regex(IMAGE_DATA_URL, messageKey('imageFormat'))
      .meta({
        description: `A data URL (PNG, JPEG, WebP or GIF, base64) of at most ${PRODUCT_IMAGE_MAX_CHARS} characters.`,
      }),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImage>;

export const productVariant = z
  .strictObject({ option: z.enum(VARIANT_OPTIONS), value: requiredText(LIMITS.code) })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariant>;

/** An amount of money in the unit (dollars), at most two decimals. */
const amount = (min: number) =>
  z
    .number()
    .min(min)
    .max(PRODUCT_LIMITS.price)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, messageKey('moneyCents'));

export const product = z
  .object({
    id,
    ...strings('productName', 'productBrand'),
    image: z.string().meta({
      description: 'The first image (a data URL) of a product added here; empty for the samples.',
    }),
    category: z.enum(PRODUCT_CATEGORIES),
    stock: z.boolean(),
    sku: z.int(),
    price: money(
      'What it sells for (the discounted price when there is one), as text with the currency sign, e.g. "$999".',
    ),
    qty: count,
    status: z.enum(PRODUCT_STATUSES),
    // The fields below are kept for a product added through POST; the samples have none.
    barcode: z.string().optional(),
    description: z
      .string()
      .optional()
      .meta({ description: 'HTML as typed in the editor: untrusted, sanitise before rendering.' }),
    images: z
      .array(productImage)
      .optional()
      .meta({ description: 'Left out of list answers (they can be large).' }),
    variants: z.array(productVariant).optional(),
    basePrice: z.number().optional(),
    discountedPrice: z.number().nullable().optional(),
    taxPercent: z.number().optional(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

/** A product as POST creates it: every field it was sent, defaults filled in, is in the answer. */
export const createdProduct = product
  .required({
    barcode: true,
    description: true,
    images: true,
    variants: true,
    basePrice: true,
    discountedPrice: true,
    taxPercent: true,
  })
  .meta({
    id: 'CreatedProduct',
    description:
      'The new product: the fields of a list row, and every field of the request with its default when it was left out.',
  });
export type CreatedProduct = z.infer<typeof createdProduct>;

/**
 * POST /api/apps/ecommerce/products. The page's "Save draft" sends status Inactive; "Publish"
 * sends Published (or Scheduled, to publish later).
 */
export const productCreateBody = z
  .strictObject({
    productName: requiredText(LIMITS.name),
    productBrand: text(LIMITS.name).default(''),
    sku: numeric(z.int().min(1).max(PRODUCT_LIMITS.sku)).meta({
      description: 'Unused by any other product.',
    }),
    barcode: z
      .string()
      .trim()
      .max(14)
      .regex(BARCODE_OR_BLANK_RE, messageKey('barcodeFormat'))
      .default('')
      .meta({ description: 'EAN-8, UPC-A, EAN-13 or GTIN-14 digits; empty for none.' }),
    description: z.string().max(PRODUCT_DESCRIPTION_MAX).default('').meta({
      description:
        'HTML from the rich-text editor; stored as sent and sanitised where it is shown.',
    }),
    images: z.array(productImage).max(PRODUCT_IMAGES_MAX).default([]),
    variants: z.array(productVariant).max(PRODUCT_VARIANTS_MAX).default([]),
    category: z.enum(PRODUCT_CATEGORIES),
    status: z.enum(PRODUCT_STATUSES),
    stock: z.boolean().default(true),
    qty: numeric(z.int().min(0).max(PRODUCT_LIMITS.qty)),
    basePrice: numeric(amount(0.01)),
    discountedPrice: numeric(amount(0).nullable())
      .default(null)
      .meta({ description: 'At most the base price; null for none.' }),
    taxPercent: numeric(z.number().min(0).max(100)).default(0),
  })
  .superRefine((p, ctx) => {
    if (p.discountedPrice !== null && p.discountedPrice > p.basePrice)
      ctx.addIssue({
        code: 'custom',
        path: ['discountedPrice'],
        params: { key: 'discountAboveBase' },
        input: p.discountedPrice,
      });
  })
  .meta({ id: 'ProductCreate', ...rulesMeta('discountAtMostBase', 'skuFree') });
export type ProductInput = z.input<typeof productCreateBody>;
export type ProductCreate = z.output<typeof productCreateBody>;

/**
 * PATCH /api/apps/ecommerce/products/{id}: the list's stock switch (and the other quick changes).
 */
export const productPatchBody = z
  .strictObject({
    stock: z.boolean().optional(),
    qty: numeric(z.int().min(0).max(PRODUCT_LIMITS.qty)).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
  })
  .meta({ id: 'ProductPatch', description: 'Any of the fields; the others keep their values.' });
export type ProductPatch = z.input<typeof productPatchBody>;

export const review = z
  .object({
    id,
    ...strings(
      'product',
      'companyName',
      'productImage',
      'reviewer',
      'email',
      'avatar',
      'head',
      'para',
    ),
    date: z.string().meta({ description: 'm/d/yyyy' }),
    status: z.enum(REVIEW_STATUSES),
    review: z.int().min(1).max(5).meta({ description: 'Rating 1-5.' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const referral = z
  .object({
    id,
    ...strings('user', 'email', 'avatar'),
    referredId: z.int(),
    status: z.enum(REFERRAL_STATUSES),
    value: money('Money text, e.g. "$3,294".'),
    earning: money('Money text.'),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referral>;

/**
 * What an order's payment code means (the template's legend): 1 Paid, 2 Pending, 3 Cancelled, 4
 * Failed.
 */
export const PAYMENT_STATUSES = { 1: 'Paid', 2: 'Pending', 3: 'Cancelled', 4: 'Failed' } as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[keyof typeof PAYMENT_STATUSES];

/** Payment code 1-4: 1 Paid, 2 Pending, 3 Cancelled, 4 Failed. */
export const paymentCode = z
  .literal([1, 2, 3, 4])
  .meta({ description: 'Payment: 1 Paid, 2 Pending, 3 Cancelled, 4 Failed.' });
export type PaymentCode = z.infer<typeof paymentCode>;
export const PAYMENT_CODES = [1, 2, 3, 4] as const satisfies readonly PaymentCode[];

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
    methodNumber: z
      .union([z.number(), z.string()])
      .meta({ description: 'Last four digits (mastercard) or the PayPal account e-mail.' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const customer = z
  .object({
    id,
    customerId: z.int(),
    ...strings('customer', 'email', 'countryCode', 'avatar'),
    country: z.enum(SAMPLE_COUNTRIES),
    countryFlag: z.string().meta({ description: 'An emoji flag: no image needed offline.' }),
    order: count,
    totalSpent: z.number(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

/** A postal address (derived, deterministic sample data). */
export const postalAddress = z
  .object({ ...strings('name', 'line1', 'city', 'postalCode'), country: z.enum(SAMPLE_COUNTRIES) })
  .meta({ id: 'PostalAddress' });
export type PostalAddress = z.infer<typeof postalAddress>;

/**
 * The steps of an order's delivery, in order; an order shows those of its path (pick-up or
 * delivery).
 */
export const ORDER_STEPS = [
  'placed',
  'paid',
  'dispatched',
  'outForDelivery',
  'readyToPickup',
  'delivered',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const orderItem = z
  .object({
    id,
    ...strings('productName', 'productBrand'),
    category: z.enum(PRODUCT_CATEGORIES),
    qty: z.int().min(1),
    price: z.number().meta({ description: 'Unit price.' }),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItem>;

export const orderStep = z
  .object({
    step: z.enum(ORDER_STEPS),
    at: isoDateTime
      .nullable()
      .meta({ description: 'When it happened; null while it is still to come.' }),
  })
  .meta({ id: 'OrderStep' });
export type OrderStepEntry = z.infer<typeof orderStep>;

export const orderDetail = order
  .extend({
    items: z.array(orderItem),
    subtotal: z.number(),
    shippingFee: z.number(),
    tax: z.number(),
    total: z.number().meta({ description: "Subtotal + shipping + tax: the order's `spent`." }),
    shippingAddress: postalAddress,
    billingAddress: postalAddress,
    customerId: id
      .nullable()
      .meta({ description: "The customer with the order's e-mail, when there is one." }),
    customerOrders: count.meta({ description: 'Orders with the same e-mail.' }),
    phone: z.string(),
    timeline: z.array(orderStep),
  })
  .meta({
    id: 'OrderDetail',
    description:
      'One order with its items, totals, addresses and delivery steps: derived from the order, the same on every read.',
  });
export type OrderDetail = z.infer<typeof orderDetail>;

export const PAYMENT_CARD_BRANDS = ['mastercard', 'visa', 'paypal'] as const;
export const NOTIFICATION_TOPICS = ['orders', 'shipping', 'promotions', 'account'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const customerDetail = customer
  .extend({
    status: z.literal('Active'),
    contact: z.string(),
    addresses: z.array(
      postalAddress.extend({ kind: z.enum(['home', 'office']), isDefault: z.boolean() }),
    ),
    paymentMethods: z.array(
      z.object({
        brand: z.enum(PAYMENT_CARD_BRANDS),
        holder: z.string(),
        number: z.string().meta({ description: 'Last four digits, or the PayPal e-mail.' }),
        expires: z.string().meta({ description: 'MM/YY; empty for PayPal.' }),
        isDefault: z.boolean(),
      }),
    ),
    twoStepEnabled: z.boolean(),
    sessions: z.array(z.object({ ...strings('browser', 'device', 'location'), at: isoDateTime })),
    notifications: z.array(
      z.object({
        topic: z.enum(NOTIFICATION_TOPICS),
        email: z.boolean(),
        browser: z.boolean(),
        app: z.boolean(),
      }),
    ),
  })
  .meta({
    id: 'CustomerDetail',
    description:
      'A single customer read: status forced to Active and a placeholder contact (docs/spec.md §3), with addresses, payment methods, sign-in sessions and notification choices derived from the customer (the same on every read).',
  });
export type CustomerDetail = z.infer<typeof customerDetail>;

// ---- referrals: invitations ----

export const referralInviteBody = z
  .strictObject({ email: requiredText(LIMITS.email).pipe(z.email(messageKey('emailFormat'))) })
  .meta({ id: 'ReferralInviteBody', ...rulesMeta('inviteNew') });
export type ReferralInviteInput = z.input<typeof referralInviteBody>;

export const referralInvite = z
  .object({ id, email: z.string(), invitedAt: isoDateTime })
  .meta({ id: 'ReferralInvite' });
export type ReferralInvite = z.infer<typeof referralInvite>;

/** Sort direction of every list. */
export type SortDirection = 'asc' | 'desc';

const search = (description: string) => ({ q: queryText.meta({ description }) });

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const CUSTOMER_SORT_KEYS = [
  'customer',
  'country',
  'customerId',
  'orders',
  'totalSpent',
] as const;
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];
export type ReferralSortKey = (typeof REFERRAL_SORT_KEYS)[number];

export const productListQuery = listParams(PRODUCT_SORT_KEYS).extend({
  ...search('Part of the name or brand.'),
  category: choiceParam(PRODUCT_CATEGORIES),
  status: choiceParam(PRODUCT_STATUSES),
  stock: boolParam
    .optional()
    .catch(undefined)
    .meta({ description: 'In stock (true) or not (false).' }),
});
export const orderListQuery = listParams(ORDER_SORT_KEYS).extend({
  ...search('Part of the customer, e-mail or order number.'),
  email: z.string().trim().catch('').meta({
    description:
      "Only the orders of this e-mail (whole address, case-insensitive): a customer's orders.",
  }),
});
export const customerListQuery = listParams(CUSTOMER_SORT_KEYS).extend(
  search('Part of the customer, country or e-mail.'),
);
export const reviewListQuery = listParams(REVIEW_SORT_KEYS).extend({
  ...search('Part of the product, reviewer, e-mail, head or text.'),
  status: choiceParam([...REVIEW_STATUSES, 'All']),
});
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
