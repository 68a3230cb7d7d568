import type { Device, DeviceDetail, DeviceInput } from '@/api/types/devices';
import { FormDrawer } from '@/components/form/form-drawer';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { EditConflictPanel } from '../../shared/edit-conflict/edit-conflict-panel';
import { DeviceDateFields } from './device-date-fields';
import { DeviceMainFields } from './device-main-fields';
import { DeviceNameplateFields } from './device-nameplate-fields';
import { DeviceNoteFields } from './device-note-fields';
import { useDeviceForm } from './use-device-form';

export interface DeviceFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The device to edit; null or omitted adds a new one. */
  device?: Device | null;
  /** Values a new device starts with (e.g. `locationId` of the location it is added from). */
  defaults?: Partial<DeviceInput>;
  /** Called with the saved device (after the success toast). */
  onSaved?: (device: DeviceDetail) => void;
}

/**
 * Adds or edits a device. A new device's number is generated from the commissioning year, the
 * type code and the next serial, and may be changed (the API checks it is unique); the
 * nameplate fields are those the chosen type lists. The API's field errors land on the fields,
 * and a failed save keeps everything typed. An edit is based on the version it opened: when
 * someone else saved the device meanwhile, the save is refused and merged into the form (their
 * changes taken, mine kept, a choice for each field both changed) to save again.
 */
export function DeviceFormDrawer({
  open,
  onOpenChange,
  device = null,
  defaults,
  onSaved,
}: DeviceFormDrawerProps) {
  const { t } = useKitTranslation(devicesNs);
  const state = useDeviceForm({ open, device, defaults, onSaved });
  const { form, edit } = state;

  return (
    <FormDrawer
      resetOnOpen={state.valuesAtOpening}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={device ? t('form.editDevice', { number: device.number }) : t('form.addDevice')}
      description={device ? device.name : t('form.addDeviceHint')}
      form={form}
      onSubmit={state.save}
      isErrorResolved={edit.isResolved}
    >
      <EditConflictPanel edit={edit} describe={state.describe} />
      <DeviceMainFields
        form={form}
        options={state.options}
        creating={state.creating}
        numberField={state.numberField}
        suggested={state.suggested}
        onRegenerate={state.regenerateNumber}
      />
      <DeviceDateFields form={form} />
      <DeviceNameplateFields form={form} nameplateFields={state.nameplateFields} />
      <DeviceNoteFields form={form} />
    </FormDrawer>
  );
}
