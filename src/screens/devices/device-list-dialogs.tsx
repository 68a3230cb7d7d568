import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { BulkStatusDialog, DeviceFormDrawer } from './shared/lazy-overlays';
import type { DeviceListController } from './use-device-list';

export interface DeviceListDialogsProps {
  controller: DeviceListController;
}

/** The register's overlays: the add drawer, and the bulk status change and bulk delete dialogs. */
export function DeviceListDialogs({ controller }: DeviceListDialogsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { adding, setAdding, bulk, setBulk, selected, bulkVersions, bulkCount } = controller;
  return (
    <>
      <DeviceFormDrawer open={adding} onOpenChange={setAdding} />
      <BulkStatusDialog
        open={bulk === 'status'}
        onOpenChange={(open) => setBulk(open ? 'status' : null)}
        numbers={selected}
        versions={bulkVersions}
        onDone={() => controller.setSelected([])}
      />
      <ConfirmDialog
        open={bulk === 'delete'}
        onOpenChange={(open) => setBulk(open ? 'delete' : null)}
        destructive
        title={t('list.bulkDeleteTitle', { count: bulkCount })}
        message={t('list.bulkDeleteMessage')}
        confirmLabel={t('list.deleteSelected')}
        onConfirm={controller.bulkDelete}
      />
    </>
  );
}
