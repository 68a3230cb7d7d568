/** The chip colour of each e-commerce status, as Vuexy draws them. */
import type {
  OrderStatus,
  PaymentCode,
  ProductStatus,
  ReferralStatus,
  ReviewStatus,
} from '@/api/types/ecommerce';
import type { Tone } from '@/components/ui/tone';

export const PRODUCT_STATUS_TONE: Record<ProductStatus, Tone> = {
  Published: 'success',
  Inactive: 'error',
  Scheduled: 'warning',
};
export const ORDER_STATUS_TONE: Record<OrderStatus, Tone> = {
  Delivered: 'success',
  'Out for Delivery': 'primary',
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
};
/** 1 Paid, 2 Pending, 3 Cancelled, 4 Failed (the contract's PAYMENT_STATUSES). */
export const PAYMENT_TONE: Record<PaymentCode, Tone> = {
  1: 'success',
  2: 'warning',
  3: 'secondary',
  4: 'error',
};
export const REVIEW_STATUS_TONE: Record<ReviewStatus, Tone> = {
  Published: 'success',
  Pending: 'warning',
};
export const REFERRAL_STATUS_TONE: Record<ReferralStatus, Tone> = {
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
};
