/**
 * The role and permission dialogs, each loaded when first opened (see lazyOverlay): they bring zod
 * and react-hook-form.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { PermissionFormDialogProps } from './permission-form-dialog';
import type { RoleFormDialogProps } from './role-form-dialog';

export const RoleFormDialog = lazyOverlay<RoleFormDialogProps>(
  () => import('./role-form-dialog').then((m) => m.RoleFormDialog),
  (p) => p.open,
);
export const PermissionFormDialog = lazyOverlay<PermissionFormDialogProps>(
  () => import('./permission-form-dialog').then((m) => m.PermissionFormDialog),
  (p) => p.open,
);
