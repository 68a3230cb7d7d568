/**
 * The invoice drawers, each loaded when first opened (see lazyOverlay): their forms bring zod,
 * react-hook-form and the date picker, which reading an invoice does not need.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { AddPaymentDrawerProps } from './add-payment-drawer';
import type { SendInvoiceDrawerProps } from './send-invoice-drawer';

export const SendInvoiceDrawer = lazyOverlay<SendInvoiceDrawerProps>(
  () => import('./send-invoice-drawer').then((m) => m.SendInvoiceDrawer),
  (p) => p.open,
);
export const AddPaymentDrawer = lazyOverlay<AddPaymentDrawerProps>(
  () => import('./add-payment-drawer').then((m) => m.AddPaymentDrawer),
  (p) => p.open,
);
