import type { z } from 'zod';

import { useAddMaintenance } from '@/api/client/devices';
import type { DeviceDetail, MaintenanceRecord } from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { todayIso, useFormat } from '@/screens/shared/format';

import { maintenanceFormSchema, NO_RESULT, type MaintenanceForm } from './maintenance-schema';

/** The maintenance form, typed by its schema. */
export type MaintenanceZodForm = ZodForm<typeof maintenanceFormSchema>;

/**
 * What a new record starts with: today, done, pass; or, scheduled, the next inspection, planned.
 */
export function defaultsOf(device: DeviceDetail, mode: 'record' | 'schedule'): MaintenanceForm {
  const today = todayIso();
  const schedule = mode === 'schedule';
  return {
    kind: 'inspection',
    date: schedule
      ? device.nextInspection && device.nextInspection > today
        ? device.nextInspection
        : today
      : today,
    technician: schedule ? device.responsible : '',
    status: schedule ? 'planned' : 'done',
    result: schedule ? NO_RESULT : 'pass',
    cost: '0',
    downtimeHours: '0',
    notes: '',
  };
}

export interface UseMaintenanceFormOptions {
  device: DeviceDetail;
  mode: 'record' | 'schedule';
  onSaved?: (record: MaintenanceRecord) => void;
}

/** The maintenance form's state and save (its toast says when the next inspection moved). */
export function useMaintenanceForm({ device, mode, onSaved }: UseMaintenanceFormOptions) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const add = useAddMaintenance();
  const form: MaintenanceZodForm = useZodForm(maintenanceFormSchema, {
    defaultValues: defaultsOf(device, mode),
  });

  const save = async (values: z.output<typeof maintenanceFormSchema>) => {
    const { record, device: after } = await add.mutateAsync({
      number: device.number,
      record: values,
    });
    const moved =
      after.nextInspection && after.nextInspection !== device.nextInspection
        ? t('maintenance.inspectionMoved', { date: fmt.date(after.nextInspection) })
        : undefined;
    toast.success(
      record.status === 'planned'
        ? t('maintenance.scheduled', { date: fmt.date(record.date) })
        : t('maintenance.saved'),
      { description: moved },
    );
    onSaved?.(record);
  };

  return { form, save };
}
