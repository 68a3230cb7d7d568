import { IconPlus, IconX } from '@tabler/icons-react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';

import { ITEMS_MAX, type InvoiceInput } from '@/api/types/invoice';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { emptyLine, type InvoiceFormValues } from './invoice-form-schema';

export interface InvoiceLineItemsProps {
  control: Control<InvoiceFormValues, unknown, InvoiceInput>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
}

const amountOf = (typed: string | undefined) => {
  const n = Number(typed);
  return typed?.trim() && Number.isFinite(n) ? n : 0;
};

/**
 * The invoice's lines: item, description, unit cost and quantity, each line's price (cost × qty)
 * live; add and remove lines.
 */
export function InvoiceLineItems({ control, register, errors }: InvoiceLineItemsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <section className="ee:flex ee:flex-col ee:gap-4" aria-labelledby="invoice-lines-heading">
      <h2
        id="invoice-lines-heading"
        className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading"
      >
        {t('form.lines')}
      </h2>
      {fields.map((field, i) => {
        const lineErrors = errors.items?.[i];
        const price = amountOf(lines?.[i]?.cost) * Math.round(amountOf(lines?.[i]?.qty));
        return (
          <fieldset
            key={field.id}
            className="ee:m-0 ee:flex ee:min-w-0 ee:gap-3 ee:rounded-ee ee:border ee:border-line ee:p-4"
            data-line={i}
          >
            <legend className="ee:sr-only">{t('form.line', { n: f.number(i + 1) })}</legend>
            <div className="ee:grid ee:min-w-0 ee:flex-1 ee:gap-4 ee:md:grid-cols-[minmax(0,1fr)_8rem_6rem_7rem]">
              <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-3">
                <TextField
                  label={t('form.item')}
                  required
                  autoComplete="off"
                  error={lineErrors?.item?.message}
                  {...register(`items.${i}.item`)}
                />
                <Textarea
                  label={t('form.description')}
                  rows={2}
                  error={lineErrors?.description?.message}
                  {...register(`items.${i}.description`)}
                />
              </div>
              <NumberField
                label={t('form.cost')}
                required
                min={0}
                step={0.01}
                error={lineErrors?.cost?.message}
                {...register(`items.${i}.cost`)}
              />
              <NumberField
                label={t('form.qty')}
                required
                min={1}
                step={1}
                error={lineErrors?.qty?.message}
                {...register(`items.${i}.qty`)}
              />
              <div className="ee:flex ee:flex-col ee:gap-1.5">
                <span className="ee:text-[13px] ee:text-heading" id={`line-price-${field.id}`}>
                  {t('form.price')}
                </span>
                <output
                  aria-labelledby={`line-price-${field.id}`}
                  className="ee:flex ee:h-[38px] ee:items-center ee:font-medium ee:text-heading ee:tabular-nums"
                  data-line-price=""
                >
                  {f.money(price)}
                </output>
              </div>
            </div>
            <IconButton
              size="sm"
              aria-label={t('form.removeLine', { n: f.number(i + 1) })}
              onClick={() => remove(i)}
              className="ee:-me-1 ee:-mt-1"
            >
              <IconX aria-hidden />
            </IconButton>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="ee:m-0 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
          {listError}
        </p>
      )}
      <Button
        variant="tonal"
        size="sm"
        className="ee:self-start"
        startIcon={<IconPlus aria-hidden size={16} />}
        disabled={fields.length >= ITEMS_MAX}
        onClick={() => append(emptyLine())}
      >
        {t('form.addLine')}
      </Button>
    </section>
  );
}
