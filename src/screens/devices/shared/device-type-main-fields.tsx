import { useMemo, type ComponentProps } from 'react';
import { Controller } from 'react-hook-form';

import { DEVICE_CATEGORIES, type DeviceCategory } from '@/api/types/devices';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { IntervalImpactNote } from './interval-impact-note';
import type { DeviceTypeForm } from './use-device-type-form';

export interface DeviceTypeMainFieldsProps {
  form: DeviceTypeForm;
  /** What a changed inspection interval does to the type's devices, when it does something. */
  intervalNote: ComponentProps<typeof IntervalImpactNote> | null | undefined;
}

/**
 * The device type form's first section: code, name, category, inspection interval and description.
 */
export function DeviceTypeMainFields({ form, intervalNote }: DeviceTypeMainFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { register, control, formState } = form;
  const { errors } = formState;
  const categoryOptions = useMemo(
    () => DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  return (
    <>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-[9rem_1fr]">
        <TextField
          label={t('typeFields.code')}
          hint={t('typeFields.codeHint')}
          error={errors.code?.message}
          required
          autoComplete="off"
          maxLength={4}
          {...register('code')}
        />
        <TextField
          label={t('typeFields.name')}
          error={errors.name?.message}
          required
          autoComplete="off"
          {...register('name')}
        />
      </div>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select<DeviceCategory>
              label={t('typeFields.category')}
              error={errors.category?.message}
              required
              options={categoryOptions}
              value={field.value as DeviceCategory | ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('form.selectCategory')}
            />
          )}
        />
        <NumberField
          label={t('typeFields.interval')}
          error={errors.inspectionIntervalDays?.message}
          required
          min={1}
          max={3650}
          step={1}
          {...register('inspectionIntervalDays')}
        />
      </div>
      {intervalNote && <IntervalImpactNote {...intervalNote} />}
      <Textarea
        label={t('typeFields.description')}
        error={errors.description?.message}
        rows={3}
        {...register('description')}
      />
    </>
  );
}
