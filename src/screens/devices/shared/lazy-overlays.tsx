/**
 * The device screens' dialogs and drawers, each loaded when first opened (see lazyOverlay): the
 * forms bring zod, react-hook-form, the date pickers and the QR code, which a register, a type
 * list or a device page does not need to show its data.
 */
import { lazyOverlay } from '@/components/feedback/lazy-overlay';

import type { BulkStatusDialogProps } from '../bulk-status-dialog';
import type { ChangeStatusDialogProps } from '../detail/change-status-dialog';
import type { MaintenanceFormDialogProps } from '../detail/maintenance-form-dialog';
import type { PrintLabelDialogProps } from '../detail/print-label-dialog';
import type { LocationDialogsProps } from '../location/location-dialogs';
import type { DeviceFormDrawerProps } from './device-form-drawer';
import type { DeviceTypeFormDrawerProps } from './device-type-form-drawer';

export const DeviceFormDrawer = lazyOverlay<DeviceFormDrawerProps>(
  () => import('./device-form-drawer').then((m) => m.DeviceFormDrawer),
  (p) => p.open,
);
export const DeviceTypeFormDrawer = lazyOverlay<DeviceTypeFormDrawerProps>(
  () => import('./device-type-form-drawer').then((m) => m.DeviceTypeFormDrawer),
  (p) => p.open,
);
export const BulkStatusDialog = lazyOverlay<BulkStatusDialogProps>(
  () => import('../bulk-status-dialog').then((m) => m.BulkStatusDialog),
  (p) => p.open,
);
export const MaintenanceFormDialog = lazyOverlay<MaintenanceFormDialogProps>(
  () => import('../detail/maintenance-form-dialog').then((m) => m.MaintenanceFormDialog),
  (p) => p.open,
);
export const ChangeStatusDialog = lazyOverlay<ChangeStatusDialogProps>(
  () => import('../detail/change-status-dialog').then((m) => m.ChangeStatusDialog),
  (p) => p.open,
);
export const PrintLabelDialog = lazyOverlay<PrintLabelDialogProps>(
  () => import('../detail/print-label-dialog').then((m) => m.PrintLabelDialog),
  (p) => p.open,
);
export const LocationDialogs = lazyOverlay<LocationDialogsProps>(
  () => import('../location/location-dialogs').then((m) => m.LocationDialogs),
  (p) => p.action !== null && p.action !== undefined,
);
