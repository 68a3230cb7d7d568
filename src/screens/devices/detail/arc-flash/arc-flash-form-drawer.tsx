import { Controller } from 'react-hook-form';

import { useSaveArcFlashStudy } from '@/api/client/arc-flash';
import { PPE_CATEGORIES } from '@/api/contract/arc-flash-values';
import type { ArcFlashAnswer, ArcFlashStudyValues } from '@/api/types/arc-flash';
import { toast } from '@/components/feedback/toast';
import { DatePicker } from '@/components/form/date-picker';
import { FormDrawer } from '@/components/form/form-drawer';
import { NumberField } from '@/components/form/number-field';
import { RadioGroup } from '@/components/form/radio-group';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { arcFlashNs } from '@/i18n/ns/arcFlash';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { arcFlashFormSchema, formValuesOf, type ArcFlashHazard } from './arc-flash-form';

export interface ArcFlashFormDrawerProps {
  /** The study as loaded, with its version (the If-Match of the save). */
  answer: ArcFlashAnswer;
  /** Today, YYYY-MM-DD: the latest study date the calendar offers. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Records or replaces a device's arc-flash study: the figures with their units, the incident
 * energy or the PPE category (one choice), the approach boundaries when the study gives them, the
 * date, who made it and its reference; every rule the API's, its refusals on their fields.
 */
export function ArcFlashFormDrawer({ answer, today, open, onOpenChange }: ArcFlashFormDrawerProps) {
  const { t } = useKitTranslation(arcFlashNs);
  const save = useSaveArcFlashStudy();
  const form = useZodForm(arcFlashFormSchema, { defaultValues: formValuesOf(answer.study) });
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const hazard = watch('hazard');
  const number = answer.deviceNumber;

  const submit = async (study: ArcFlashStudyValues) => {
    await save.mutateAsync({ number, study, version: answer.version });
    toast.success(t('form.saved', { number }));
  };
  const numberField = (
    name: 'nominalVoltage' | 'workingDistance' | 'arcFlashBoundary',
    unit: string,
  ) => (
    <NumberField
      label={t(`fields.${name}`)}
      unit={unit}
      required
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const approach = (name: 'limitedApproach' | 'restrictedApproach') => (
    <NumberField
      label={t(`fields.${name}`)}
      hint={t('form.optional')}
      unit="mm"
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <FormDrawer
      resetOnOpen={() => formValuesOf(answer.study)}
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description', { number })}
      form={form}
      onSubmit={submit}
      submitLabel={t('form.save')}
    >
      {numberField('nominalVoltage', 'V')}
      {numberField('workingDistance', 'mm')}
      {numberField('arcFlashBoundary', 'mm')}
      <Controller
        control={control}
        name="hazard"
        render={({ field }) => (
          <RadioGroup<ArcFlashHazard>
            label={t('form.hazard')}
            inline
            options={[
              { value: 'energy', label: t('form.energy') },
              { value: 'category', label: t('form.category') },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {hazard === 'energy' ? (
        <NumberField
          label={t('fields.incidentEnergy')}
          unit="cal/cm²"
          required
          error={errors.incidentEnergy?.message}
          {...register('incidentEnergy')}
        />
      ) : (
        <Controller
          control={control}
          name="ppeCategory"
          render={({ field }) => (
            <Select
              label={t('fields.ppeCategory')}
              required
              error={errors.ppeCategory?.message ?? errors.incidentEnergy?.message}
              options={PPE_CATEGORIES.map((c) => ({ value: String(c), label: String(c) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
      {approach('limitedApproach')}
      {approach('restrictedApproach')}
      <Controller
        control={control}
        name="studyDate"
        render={({ field }) => (
          <DatePicker
            label={t('fields.studyDate')}
            required
            max={today}
            error={errors.studyDate?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        label={t('fields.studiedBy')}
        required
        error={errors.studiedBy?.message}
        {...register('studiedBy')}
      />
      <TextField
        label={t('fields.reference')}
        hint={t('form.optional')}
        error={errors.reference?.message}
        {...register('reference')}
      />
    </FormDrawer>
  );
}
