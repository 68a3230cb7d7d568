import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { toast } from '../../components/feedback/toast';
import { useCommonText } from '../../components/ui/use-common-text';
import { useDeleteDeviceType } from '../../api/client/device-types';
import type { DeviceType } from '../../api/types/devices';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { devicesNs } from '../../i18n/ns/devices';

export interface DeleteDeviceTypeDialogProps {
  /** The type to delete; null keeps the dialog closed. */
  type: DeviceType | null;
  /** Called when the dialog closes (cancelled, or deleted). */
  onClose: () => void;
}

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
}

/**
 * Confirms deleting a device type. A type still used by devices answers 409 "Device type is in
 * use": the dialog stays open and says so plainly.
 */
export function DeleteDeviceTypeDialog({ type, onClose }: DeleteDeviceTypeDialogProps) {
  const { t } = useKitTranslation(devicesNs);
  const common = useCommonText();
  const remove = useDeleteDeviceType();
  return (
    <ConfirmDialog
      open={type !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      title={type ? t('typeList.deleteTitle', { code: type.code }) : ''}
      message={type ? t('typeList.deleteMessage', { name: type.name }) : undefined}
      confirmLabel={common('actions.delete')}
      formatError={(error) =>
        statusOf(error) === 409 ? (
          <>
            <strong className="ee:font-medium">{t('typeList.inUseTitle')}</strong>: {error instanceof Error ? error.message : String(error)}
          </>
        ) : error instanceof Error ? (
          error.message
        ) : (
          String(error)
        )
      }
      onConfirm={async () => {
        if (!type) return;
        await remove.mutateAsync(type.id);
        toast.success(t('typeList.deleted', { code: type.code }));
      }}
    />
  );
}
