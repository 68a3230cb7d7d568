import type { DeviceDetail, MaintenanceRecord } from '@/api/types/devices';
import { FormDialog } from '@/components/form/form-dialog';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { MaintenanceFields } from './maintenance-fields';
import { defaultsOf, useMaintenanceForm } from './use-maintenance-form';

export interface MaintenanceFormDialogProps {
  device: DeviceDetail;
  /**
   * `record`: work that was done (defaults: today, done, pass); `schedule`: planned work (defaults:
   * next inspection, planned).
   */
  mode: 'record' | 'schedule';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved record. */
  onSaved?: (record: MaintenanceRecord) => void;
}

/** Adds a maintenance record: kind, date, technician, status, result, cost, downtime, notes. */
export function MaintenanceFormDialog({
  device,
  mode,
  open,
  onOpenChange,
  onSaved,
}: MaintenanceFormDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const schedule = mode === 'schedule';
  const { form, save } = useMaintenanceForm({ device, mode, onSaved });
  return (
    <FormDialog
      resetOnOpen={() => defaultsOf(device, mode)}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={schedule ? t('maintenance.scheduleTitle') : t('maintenance.addTitle')}
      description={
        schedule
          ? t('maintenance.scheduleHint', { number: device.number })
          : t('maintenance.addHint')
      }
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={save}
    >
      <MaintenanceFields form={form} />
    </FormDialog>
  );
}
