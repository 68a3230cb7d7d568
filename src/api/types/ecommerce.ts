/** The e-commerce back office: SPEC.md §3 products, reviews, referrals, orders, customers. */

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

export interface Product {
  id: number;
  productName: string;
  productBrand: string;
  category: ProductCategory;
  stock: boolean;
  sku: number;
  /** Text with the currency sign, e.g. "$999". */
  price: string;
  qty: number;
  status: ProductStatus;
  image: string;
}

export interface Review {
  id: number;
  product: string;
  companyName: string;
  productImage: string;
  reviewer: string;
  email: string;
  avatar: string;
  /** m/d/yyyy */
  date: string;
  status: ReviewStatus;
  /** Rating 1-5. */
  review: number;
  head: string;
  para: string;
}

export interface Referral {
  id: number;
  user: string;
  email: string;
  avatar: string;
  referredId: number;
  status: ReferralStatus;
  /** Money text, e.g. "$3,294". */
  value: string;
  /** Money text. */
  earning: string;
}

/** Payment code 1-4 (1 paid, 2 pending, 3 failed, 4 cancelled in the template's legend). */
export type PaymentCode = 1 | 2 | 3 | 4;

export interface Order {
  id: number;
  order: number;
  customer: string;
  email: string;
  avatar: string;
  payment: PaymentCode;
  status: OrderStatus;
  spent: number;
  method: 'paypalLogo' | 'mastercard';
  /** yyyy-mm-dd */
  date: string;
  /** hh:mm AM/PM */
  time: string;
  /** Last four digits (mastercard) or the PayPal account e-mail. */
  methodNumber: number | string;
}

export interface Customer {
  id: number;
  customer: string;
  customerId: number;
  email: string;
  country: CustomerCountry;
  /** An emoji flag: no image needed offline. */
  countryFlag: string;
  countryCode: string;
  order: number;
  totalSpent: number;
  avatar: string;
}

/** A single customer read: status forced to Active and a placeholder contact (SPEC.md §3). */
export interface CustomerDetail extends Customer {
  status: 'Active';
  contact: string;
}

/** Sort direction of every list. */
export type SortDirection = 'asc' | 'desc';

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export interface ProductListParams {
  q?: string;
  category?: ProductCategory | '';
  status?: ProductStatus | '';
  stock?: boolean;
  sortBy?: ProductSortKey;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}
export interface ProductListResponse {
  products: Product[];
  total: number;
}

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export interface OrderListParams {
  q?: string;
  sortBy?: OrderSortKey;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}
export interface OrderListResponse {
  orders: Order[];
  total: number;
}

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
export interface CustomerListParams {
  q?: string;
  sortBy?: CustomerSortKey;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}
export interface CustomerListResponse {
  customers: Customer[];
  total: number;
}

export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];
export interface ReviewListParams {
  q?: string;
  /** A status or "All". */
  status?: ReviewStatus | 'All' | '';
  sortBy?: ReviewSortKey;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}
export interface ReviewListResponse {
  reviews: Review[];
  total: number;
}

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export type ReferralSortKey = (typeof REFERRAL_SORT_KEYS)[number];
export interface ReferralListParams {
  sortBy?: ReferralSortKey;
  orderBy?: SortDirection;
  page?: number;
  itemsPerPage?: number;
}
export interface ReferralListResponse {
  referrals: Referral[];
  total: number;
}
