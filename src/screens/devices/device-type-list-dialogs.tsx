import { DeleteDeviceTypeDialog } from './delete-device-type-dialog';
import { DeviceTypeFormDrawer } from './shared/lazy-overlays';
import type { DeviceTypeListController } from './use-device-type-list';

export interface DeviceTypeListDialogsProps {
  controller: DeviceTypeListController;
}

/** The types list's overlays: the add/edit drawer and the delete dialog. */
export function DeviceTypeListDialogs({ controller }: DeviceTypeListDialogsProps) {
  return (
    <>
      <DeviceTypeFormDrawer
        open={controller.drawer.open}
        onOpenChange={controller.setDrawerOpen}
        type={controller.drawer.type}
      />
      <DeleteDeviceTypeDialog
        type={controller.deleting}
        onClose={() => controller.setDeleting(null)}
      />
    </>
  );
}
