import { Controller, useWatch } from 'react-hook-form';

import { PLAN_TRIGGERS, PLAN_UNITS, type PlanTrigger } from '@/api/types/maintenance-plans';
import { DatePicker } from '@/components/form/date-picker';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { PlanZodForm } from './use-plan-form';

/** Calendar units: every trigger but operating hours counts in these. */
const CALENDAR_UNITS = PLAN_UNITS.filter((u) => u !== 'hours');

/**
 * When the plan's work is due: the trigger, every how many of which unit (operating hours only,
 * and always, for the runtime trigger), from which date, and how many days ahead each order is
 * created.
 */
export function PlanTriggerFields({ form }: { form: PlanZodForm }) {
  const { t } = useKitTranslation(plansNs);
  const { control, register, formState, setValue, getValues } = form;
  const { errors } = formState;
  const trigger = useWatch({ control, name: 'trigger' });
  /** A runtime trigger counts hours; leaving it takes a calendar unit back. */
  const setTrigger = (next: PlanTrigger) => {
    setValue('trigger', next, { shouldDirty: true });
    if (next === 'runtime') setValue('unit', 'hours', { shouldDirty: true });
    else if (getValues('unit') === 'hours') setValue('unit', 'months', { shouldDirty: true });
  };
  const units = trigger === 'runtime' ? (['hours'] as const) : CALENDAR_UNITS;
  return (
    <>
      <Controller
        control={control}
        name="trigger"
        render={({ field }) => (
          <Select
            label={t('form.fields.trigger')}
            required
            className="ee:sm:col-span-2"
            options={PLAN_TRIGGERS.map((g) => ({ value: g, label: t(`trigger.${g}`) }))}
            value={field.value}
            onChange={setTrigger}
            onBlur={field.onBlur}
            error={errors.trigger?.message}
          />
        )}
      />
      <NumberField
        label={t('form.fields.every')}
        required
        min={1}
        max={1000}
        step="1"
        inputMode="numeric"
        error={errors.every?.message}
        {...register('every')}
      />
      <Controller
        control={control}
        name="unit"
        render={({ field }) => (
          <Select
            label={t('form.fields.unit')}
            required
            options={units.map((u) => ({ value: u, label: t(`unitMany.${u}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.unit?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <DatePicker
            label={t('form.fields.startDate')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.startDate?.message}
          />
        )}
      />
      <NumberField
        label={t('form.fields.leadDays')}
        hint={t('form.fields.leadDaysHint')}
        min={0}
        max={365}
        step="1"
        inputMode="numeric"
        error={errors.leadDays?.message}
        {...register('leadDays')}
      />
    </>
  );
}
