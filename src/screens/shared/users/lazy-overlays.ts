/**
 * The users table's add form, loaded when first opened (see lazyOverlay): it brings zod and
 * react-hook-form, which the table does not need to show its data.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { AddUserDrawerProps } from './add-user-drawer';

export { DeleteUserDialog } from './delete-user-dialog';

export const AddUserDrawer = lazyOverlay<AddUserDrawerProps>(
  () => import('./add-user-drawer').then((m) => m.AddUserDrawer),
  (p) => p.open,
);
