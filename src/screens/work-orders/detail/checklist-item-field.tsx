import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

import type { ChecklistItem } from '@/api/types/work-orders';
import { Checkbox } from '@/components/form/checkbox';
import { RadioGroup } from '@/components/form/radio-group';
import { TextField } from '@/components/form/text-field';
import { Chip } from '@/components/ui/chip';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { answerOf, outOfLimits, type ChecklistValues } from './checklist-values';

export interface ChecklistItemFieldProps {
  item: ChecklistItem;
  index: number;
  form: UseFormReturn<ChecklistValues, unknown, unknown>;
  /** False: the answer is shown, not asked. */
  editable: boolean;
}

/**
 * One checklist item answered by its kind: a tick, a measured number (a decimal keypad on
 * phones; outside its limits marked), or a verdict; and a remark.
 */
export function ChecklistItemField({ item, index, form, editable }: ChecklistItemFieldProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const { control, register, formState } = form;
  const values = useWatch({ control, name: `items.${index}` });
  const answer = answerOf(item, values);
  const errors = formState.errors.items?.[index];
  const limits =
    item.min !== null || item.max !== null
      ? t('checklist.limits', {
          min: item.min === null ? '…' : fmt.number(item.min, 3),
          max: item.max === null ? '…' : fmt.number(item.max, 3),
          unit: item.unit ?? '',
        })
      : undefined;
  const out = outOfLimits(item, answer);
  const id = `checklist-${item.key}`;

  return (
    <li
      data-item={item.key}
      data-answered={answer !== null && answer !== false ? '' : undefined}
      className="ee:flex ee:flex-col ee:gap-3 ee:rounded-ee ee:border ee:border-line ee:p-4"
    >
      <div className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-2">
        <span id={id} className="ee:min-w-0 ee:flex-1 ee:font-medium ee:text-heading">
          <bdi>{item.text}</bdi>
        </span>
        {item.required && (
          <Chip size="sm" color="secondary">
            {t('checklist.required')}
          </Chip>
        )}
      </div>
      {item.kind === 'check' && (
        <Controller
          control={control}
          name={`items.${index}.check`}
          render={({ field }) => (
            <Checkbox
              label={t('checklist.done')}
              aria-describedby={id}
              checked={field.value}
              disabled={!editable}
              onCheckedChange={(v) => field.onChange(v === true)}
              className="ee:max-sm:min-h-11"
            />
          )}
        />
      )}
      {item.kind === 'number' && (
        <TextField
          label={t('checklist.measured')}
          aria-describedby={id}
          inputMode="decimal"
          autoComplete="off"
          readOnly={!editable}
          hint={limits}
          error={errors?.number?.message}
          endAdornment={item.unit ? <bdi>{item.unit}</bdi> : undefined}
          className="ee:max-sm:h-11"
          fieldClassName="ee:max-w-xs"
          {...register(`items.${index}.number`)}
        />
      )}
      {item.kind === 'verdict' && (
        <Controller
          control={control}
          name={`items.${index}.verdict`}
          render={({ field }) => (
            <RadioGroup
              label={t('checklist.verdict')}
              inline
              disabled={!editable}
              options={(['pass', 'flag', 'fail'] as const).map((v) => ({
                value: v,
                label: t(`checklist.verdicts.${v}`),
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {out && (
        <Chip color="error" icon={<IconAlertTriangle size={14} />} data-out-of-limits="">
          {t('checklist.outOfLimits')}
        </Chip>
      )}
      <TextField
        label={t('checklist.remark')}
        readOnly={!editable}
        maxLength={200}
        error={errors?.remark?.message}
        {...register(`items.${index}.remark`)}
      />
    </li>
  );
}
