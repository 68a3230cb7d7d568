import { Controller, useWatch } from 'react-hook-form';

import { useAddMaintenance } from '@/api/client/devices';
import {
  MAINTENANCE_KINDS,
  MAINTENANCE_STATUSES,
  type DeviceDetail,
  type MaintenanceRecord,
} from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormDialog } from '@/components/form/form-dialog';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { todayIso, useFormat } from '@/screens/shared/format';

import {
  maintenanceFormSchema,
  NO_RESULT,
  RESULT_CHOICES,
  type MaintenanceForm,
} from './maintenance-schema';

export interface MaintenanceFormDialogProps {
  device: DeviceDetail;
  /** `record`: work that was done (defaults: today, done, pass); `schedule`: planned work (defaults: next inspection, planned). */
  mode: 'record' | 'schedule';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved record. */
  onSaved?: (record: MaintenanceRecord) => void;
}

function defaultsOf(device: DeviceDetail, mode: 'record' | 'schedule'): MaintenanceForm {
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

/** Adds a maintenance record: kind, date, technician, status, result, cost, downtime, notes. */
export function MaintenanceFormDialog({
  device,
  mode,
  open,
  onOpenChange,
  onSaved,
}: MaintenanceFormDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const add = useAddMaintenance();
  const schedule = mode === 'schedule';
  const form = useZodForm(maintenanceFormSchema, { defaultValues: defaultsOf(device, mode) });
  const { control, register, formState } = form;
  const { errors } = formState;
  const status = useWatch({ control, name: 'status' });

  const kindOptions = MAINTENANCE_KINDS.map((k) => ({
    value: k,
    label: t(`maintenance.kinds.${k}`),
  }));
  const statusOptions = MAINTENANCE_STATUSES.map((s) => ({
    value: s,
    label: t(`maintenance.statuses.${s}`),
  }));
  const resultOptions = RESULT_CHOICES.map((r) => ({
    value: r,
    label: r === NO_RESULT ? t('maintenance.noResult') : t(`maintenance.results.${r}`),
  }));

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
      onSubmit={async (values) => {
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
      }}
    >
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('maintenance.kind')}
              required
              options={kindOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.kind?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DatePicker
              label={t('maintenance.date')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.date?.message}
            />
          )}
        />
        <TextField
          label={t('maintenance.technician')}
          required
          autoComplete="name"
          error={errors.technician?.message}
          {...register('technician')}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('maintenance.status')}
              options={statusOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.status?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="result"
          render={({ field }) => (
            <Select
              label={t('maintenance.result')}
              options={resultOptions}
              value={status === 'done' ? field.value : NO_RESULT}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={status !== 'done'}
              error={errors.result?.message}
            />
          )}
        />
        <div className="ee:grid ee:grid-cols-2 ee:gap-4">
          <NumberField
            label={t('maintenance.cost')}
            hint={t('maintenance.costHint')}
            min={0}
            step={0.01}
            unit="USD"
            error={errors.cost?.message}
            {...register('cost')}
          />
          <NumberField
            label={t('maintenance.downtimeLabel')}
            min={0}
            step="0.5"
            error={errors.downtimeHours?.message}
            {...register('downtimeHours')}
          />
        </div>
        <Textarea
          label={t('maintenance.notes')}
          rows={3}
          fieldClassName="ee:sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </FormDialog>
  );
}
