import type { DeviceType } from '@/api/types/devices';
import { FormDrawer } from '@/components/form/form-drawer';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { EditConflictPanel } from '../../shared/edit-conflict/edit-conflict-panel';
import { DeviceTypeMainFields } from './device-type-main-fields';
import { DeviceTypeNameplateFields } from './device-type-nameplate-fields';
import { deviceTypeToForm } from './device-type-schema';
import { DeviceTypeThresholdFields } from './device-type-threshold-fields';
import { IntervalImpactDialog } from './interval-impact-dialog';
import { useDeviceTypeForm } from './use-device-type-form';

export interface DeviceTypeFormDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The type to edit; null or omitted adds a new one. */
  type?: DeviceType | null;
  /** Called with the saved type (after the success toast). */
  onSaved?: (type: DeviceType) => void;
}

/**
 * Adds or edits a device type: code (two capital letters, unique), name, category, inspection
 * interval (1–3650 days), alarm thresholds and the nameplate fields its devices carry. Checked
 * with zod here and by the API; the API's field errors land on the fields, and a failed save
 * keeps everything typed. An edit is based on the version it opened: when someone else saved
 * the type meanwhile, their changes are merged into the form, with a choice for each field both
 * changed.
 */
export function DeviceTypeFormDrawer({
  open,
  onOpenChange,
  type = null,
  onSaved,
}: DeviceTypeFormDrawerProps) {
  const { t } = useKitTranslation(devicesNs);
  const { form, edit, interval, save, describe } = useDeviceTypeForm({ open, type, onSaved });
  return (
    <>
      <FormDrawer
        resetOnOpen={() => deviceTypeToForm(type)}
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={type ? t('form.editType', { code: type.code }) : t('form.addType')}
        description={t('form.typeHint')}
        form={form}
        onSubmit={save}
        isErrorResolved={edit.isResolved}
      >
        <EditConflictPanel edit={edit} describe={describe} />
        <DeviceTypeMainFields form={form} intervalNote={interval.note} />
        <DeviceTypeThresholdFields form={form} />
        <DeviceTypeNameplateFields form={form} />
      </FormDrawer>
      <IntervalImpactDialog interval={interval} />
    </>
  );
}
