import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';

import { CHECKLIST_ITEM_KINDS } from '@/api/types/work-orders';
import { Checkbox } from '@/components/form/checkbox';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { WorkOrderZodForm } from './use-work-order-form';
import { newChecklistItem } from './work-order-form-schema';

export interface ChecklistEditorProps {
  form: WorkOrderZodForm;
}

/**
 * The checklist's items: each a text, a kind (check, measurement, pass/flag/fail), whether it is
 * required, and for a measurement its unit and limits; added and removed in place.
 */
export function ChecklistEditor({ form }: ChecklistEditorProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'checklist' });
  return (
    <fieldset className="ee:m-0 ee:flex ee:min-w-0 ee:flex-col ee:gap-3 ee:border-0 ee:p-0">
      <legend className="ee:mb-1 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('form.checklist.title')}
      </legend>
      <p className="ee:m-0 ee:text-[13px] ee:text-muted">{t('form.checklist.hint')}</p>
      {fields.length === 0 && (
        <p className="ee:m-0 ee:text-[13px] ee:text-muted">{t('form.checklist.empty')}</p>
      )}
      <ol className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
        {fields.map((item, index) => (
          <ChecklistItemRow
            key={item.id}
            form={form}
            index={index}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <Button
        variant="tonal"
        size="sm"
        className="ee:self-start"
        startIcon={<IconPlus aria-hidden size={16} />}
        onClick={() => append(newChecklistItem())}
      >
        {t('form.checklist.add')}
      </Button>
    </fieldset>
  );
}

/** One item of the checklist editor. */
function ChecklistItemRow({
  form,
  index,
  onRemove,
}: {
  form: WorkOrderZodForm;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useKitTranslation(workOrdersNs);
  const { control, register, formState } = form;
  const errors = formState.errors.checklist?.[index];
  const kind = useWatch({ control, name: `checklist.${index}.kind` });
  const place = index + 1;
  const kindOptions = CHECKLIST_ITEM_KINDS.map((k) => ({ value: k, label: t(`itemKind.${k}`) }));
  return (
    <li
      className="ee:grid ee:gap-3 ee:rounded-ee ee:border ee:border-line ee:p-3 ee:sm:grid-cols-[1fr_auto]"
      data-checklist-item={place}
    >
      <TextField
        label={t('form.checklist.text', { index: place })}
        required
        error={errors?.text?.message}
        {...register(`checklist.${index}.text`)}
      />
      <IconButton
        variant="text"
        color="error"
        aria-label={t('form.checklist.remove', { index: place })}
        className="ee:self-end"
        onClick={onRemove}
      >
        <IconTrash aria-hidden size={18} />
      </IconButton>
      <div className="ee:grid ee:gap-3 ee:sm:col-span-2 ee:sm:grid-cols-[12rem_1fr] ee:sm:items-end">
        <Controller
          control={control}
          name={`checklist.${index}.kind`}
          render={({ field }) => (
            <Select
              label={t('form.checklist.kind')}
              options={kindOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name={`checklist.${index}.required`}
          render={({ field }) => (
            <Checkbox
              label={t('form.checklist.required')}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="ee:min-h-[38px] ee:items-center"
            />
          )}
        />
      </div>
      {kind === 'number' && (
        <div className="ee:grid ee:grid-cols-3 ee:gap-3 ee:sm:col-span-2">
          <TextField
            label={t('form.checklist.unit')}
            error={errors?.unit?.message}
            {...register(`checklist.${index}.unit`)}
          />
          <NumberField
            label={t('form.checklist.min')}
            inputMode="decimal"
            error={errors?.min?.message}
            {...register(`checklist.${index}.min`)}
          />
          <NumberField
            label={t('form.checklist.max')}
            inputMode="decimal"
            error={errors?.max?.message}
            {...register(`checklist.${index}.max`)}
          />
        </div>
      )}
    </li>
  );
}
