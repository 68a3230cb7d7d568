/**
 * The user screens' forms, each loaded when first opened (see lazyOverlay): they bring zod and
 * react-hook-form, which a list or a user's page does not need to show its data.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { AddUserDrawerProps } from './add-user-drawer';
import type { BillingAddressDialogProps } from './view/billing-address-dialog';
import type { EditUserDialogProps } from './view/edit-user-dialog';
import type { UpgradePlanDialogProps } from './view/upgrade-plan-dialog';

export { DeleteUserDialog } from './delete-user-dialog';

export const AddUserDrawer = lazyOverlay<AddUserDrawerProps>(
  () => import('./add-user-drawer').then((m) => m.AddUserDrawer),
  (p) => p.open,
);
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
