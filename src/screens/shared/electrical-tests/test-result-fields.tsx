import { Controller } from 'react-hook-form';

import {
  TEST_ITEM_ANSWERS,
  TEST_TEMPLATE_KEYS,
  type TestTemplateKey,
} from '@/api/contract/electrical-tests-values';
import { templateOf, type TestFieldDef } from '@/api/shared/electrical-tests';
import { DatePicker } from '@/components/form/date-picker';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';

import type { TestResultZodForm } from './use-test-result-form';
import { useTestText } from './use-test-text';

export interface TestResultFieldsProps {
  form: TestResultZodForm;
  template: TestTemplateKey;
  setTemplate: (template: TestTemplateKey) => void;
}

/** The template chosen, then its fields as it lists them (numbers with their units, bounds). */
export function TestResultFields({ form, template, setTemplate }: TestResultFieldsProps) {
  const { t } = useTestText();
  const { control, formState } = form;
  const templateOptions = TEST_TEMPLATE_KEYS.map((k) => ({ value: k, label: t(`template.${k}`) }));
  return (
    <>
      <Controller
        control={control}
        name="template"
        render={({ field }) => (
          <Select
            label={t('record.template')}
            required
            options={templateOptions}
            value={field.value}
            onChange={setTemplate}
            onBlur={field.onBlur}
            error={formState.errors.template?.message}
          />
        )}
      />
      <fieldset className="ee:m-0 ee:grid ee:gap-4 ee:border-0 ee:p-0 ee:sm:grid-cols-2">
        <legend className="ee:mb-3 ee:text-[15px] ee:font-medium ee:text-heading">
          {t('record.values')}
        </legend>
        {templateOf(template).fields.map((def) => (
          <ValueField key={`${template}.${def.key}`} form={form} def={def} />
        ))}
      </fieldset>
    </>
  );
}

/** One field of the template: a number in its unit (decimal keypad), or an item's answer. */
function ValueField({ form, def }: { form: TestResultZodForm; def: TestFieldDef }) {
  const { t } = useTestText();
  const name = `values.${def.key}` as const;
  const error = form.formState.errors.values?.[def.key]?.message;
  const label = t(`field.${def.key}` as never);
  if (def.kind === 'answer')
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            label={label}
            required={def.required}
            placeholder={t('record.choose')}
            options={TEST_ITEM_ANSWERS.map((a) => ({ value: a, label: t(`verdict.${a}`) }))}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
    );
  return (
    <NumberField
      label={label}
      required={def.required}
      unit={def.unit ?? undefined}
      min={def.min}
      max={def.max}
      inputMode="decimal"
      error={error}
      {...form.register(name)}
    />
  );
}

/** The instrument (model, serial, calibration due) and the remarks. */
export function InstrumentFields({ form }: { form: TestResultZodForm }) {
  const { t } = useTestText();
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="ee:m-0 ee:grid ee:gap-4 ee:border-0 ee:p-0 ee:sm:grid-cols-2">
      <legend className="ee:mb-3 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('record.instrument')}
      </legend>
      <TextField label={t('record.model')} error={errors.model?.message} {...register('model')} />
      <TextField
        label={t('record.serial')}
        error={errors.serial?.message}
        {...register('serial')}
      />
      <Controller
        control={control}
        name="calibrationDue"
        render={({ field }) => (
          <DatePicker
            label={t('record.calibrationDue')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.calibrationDue?.message}
          />
        )}
      />
      <Textarea
        label={t('record.remarks')}
        rows={3}
        fieldClassName="ee:sm:col-span-2"
        error={errors.remarks?.message}
        {...register('remarks')}
      />
    </fieldset>
  );
}
