import { Controller, useWatch } from 'react-hook-form';

import { MAINTENANCE_KINDS, MAINTENANCE_STATUSES } from '@/api/types/devices';
import { DatePicker } from '@/components/form/date-picker';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { NO_RESULT, RESULT_CHOICES } from './maintenance-schema';
import type { MaintenanceZodForm } from './use-maintenance-form';

export interface MaintenanceFieldsProps {
  form: MaintenanceZodForm;
}

/**
 * A maintenance record's fields: kind, date, technician, status, result (once done), cost,
 * downtime, notes.
 */
export function MaintenanceFields({ form }: MaintenanceFieldsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
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
  );
}
