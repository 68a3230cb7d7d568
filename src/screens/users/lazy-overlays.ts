/**
 * A user's page's forms, each loaded when first opened (see lazyOverlay): they bring zod and
 * react-hook-form, which a user's page does not need to show its data.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { BillingAddressDialogProps } from './view/billing-address-dialog';
import type { EditUserDialogProps } from './view/edit-user-dialog';
import type { UpgradePlanDialogProps } from './view/upgrade-plan-dialog';

export const EditUserDialog = lazyOverlay<EditUserDialogProps>(
  () => import('./view/edit-user-dialog').then((m) => m.EditUserDialog),
  (p) => p.open,
);
export const UpgradePlanDialog = lazyOverlay<UpgradePlanDialogProps>(
  () => import('./view/upgrade-plan-dialog').then((m) => m.UpgradePlanDialog),
  (p) => p.open,
);
export const BillingAddressDialog = lazyOverlay<BillingAddressDialogProps>(
  () => import('./view/billing-address-dialog').then((m) => m.BillingAddressDialog),
  (p) => p.open,
);
