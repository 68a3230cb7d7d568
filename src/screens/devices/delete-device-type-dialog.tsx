import { useState } from 'react';

import { useDeleteDeviceType } from '@/api/client/device-types';
import type { DeviceType } from '@/api/types/devices';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { useCommonText } from '@/components/ui/use-common-text';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { isolate } from '../shared/bidi';
import { CannotDeleteDialog } from './shared/cannot-delete-dialog';

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
 * Deleting a device type. A type devices still use cannot go: instead of a confirmation bound to
 * fail, the dialog says so and links to those devices in the register. An unused type is
 * confirmed; should devices have been added meanwhile, the API's 409 shows in the dialog.
 */
export function DeleteDeviceTypeDialog({ type, onClose }: DeleteDeviceTypeDialogProps) {
  const { t } = useKitTranslation(devicesNs);
  const common = useCommonText();
  const paths = useScreenPaths();
  const remove = useDeleteDeviceType();
  // The last type stays shown while its dialog closes, so the text does not blank out.
  const [shown, setShown] = useState(type);
  if (type && type !== shown) setShown(type);
  const inUse = (shown?.deviceCount ?? 0) > 0;
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <ConfirmDialog
        open={type !== null && !inUse}
        onOpenChange={close}
        destructive
        title={shown ? t('typeList.deleteTitle', { code: shown.code }) : ''}
        message={
          shown
            ? isolate((v) => t('typeList.deleteMessage', { name: v.name }), { name: shown.name })
            : undefined
        }
        confirmLabel={common('actions.delete')}
        formatError={(error) =>
          statusOf(error) === 409 ? (
            <>
              <strong className="ee:font-medium">{t('typeList.inUseTitle')}</strong>:{' '}
              {error instanceof Error ? error.message : String(error)}
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
      <CannotDeleteDialog
        open={type !== null && inUse}
        onOpenChange={close}
        title={shown ? t('typeList.cannotDeleteTitle', { code: shown.code }) : ''}
        message={
          shown
            ? isolate(
                (v) => t('typeList.inUseMessage', { name: v.name, count: shown.deviceCount }),
                { name: shown.name },
              )
            : ''
        }
        fix={
          shown
            ? {
                label: t('typeList.showDevices', { count: shown.deviceCount }),
                to: withQuery(paths.devices, { typeId: shown.id }),
              }
            : undefined
        }
      />
    </>
  );
}
