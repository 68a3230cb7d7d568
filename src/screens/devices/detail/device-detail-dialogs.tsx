import type { DeviceDetail } from '@/api/types/devices';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { lazyOverlay } from '@/components/feedback/lazy-overlay';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';

import { ChangeStatusDialog, DeviceFormDrawer, PrintLabelDialog } from '../shared/lazy-overlays';
import type { DeviceAction } from './device-header-card';

/**
 * "Schedule maintenance" creates a work order (issue 39.4) in the work orders' own form, loaded
 * when first opened like every overlay of the page.
 */
const WorkOrderFormDrawer = lazyOverlay<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deviceNumber?: string;
}>(
  () =>
    import('../../shared/work-order-form/work-order-form-drawer').then(
      (m) => m.WorkOrderFormDrawer,
    ),
  (p) => p.open,
);

export interface DeviceDetailDialogsProps {
  device: DeviceDetail;
  /** The link the QR label encodes. */
  link: string;
  /** The form or dialog open, if any. */
  action: DeviceAction | null;
  onClose: () => void;
  /** Deletes the device (the confirmation's action). */
  onDelete: (number: string) => Promise<void>;
}

/**
 * The device page's overlays: print label, change status, schedule maintenance (a new work order
 * for the device), edit, delete.
 */
export function DeviceDetailDialogs({
  device,
  link,
  action,
  onClose: close,
  onDelete,
}: DeviceDetailDialogsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <>
      <PrintLabelDialog
        device={device}
        link={link}
        open={action === 'print'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <ChangeStatusDialog
        device={device}
        open={action === 'status'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <WorkOrderFormDrawer
        deviceNumber={device.number}
        open={action === 'maintenance'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <DeviceFormDrawer
        device={device}
        open={action === 'edit'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={(o) => !o && close()}
        destructive
        title={t('delete.title', { number: device.number })}
        message={
          <>
            {isolate((v) => t('delete.message', { name: v.name }), { name: device.name })}
            {/* A cabinet with breakers in it: they are detached, not deleted (the API does the same). */}
            {device.childNumbers.length > 0 && (
              <span className="ee:mt-2 ee:block">
                {t('delete.detach', { numbers: device.childNumbers.join(', ') })}
              </span>
            )}
          </>
        }
        confirmLabel={t('actions.delete')}
        onConfirm={() => onDelete(device.number)}
      />
    </>
  );
}
