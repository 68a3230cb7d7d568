import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

import { invoiceTotals, type InvoiceInput } from '@/api/types/invoice';
import { NumberField } from '@/components/form/number-field';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { InvoiceFormValues } from './invoice-form-schema';

export interface InvoiceFormTotalsProps {
  control: Control<InvoiceFormValues, unknown, InvoiceInput>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
}

/** Blank or unreadable counts as 0 while typing: the sums follow what can be read. */
const typed = (value: string | undefined) => {
  const n = Number(value);
  return value?.trim() && Number.isFinite(n) ? n : 0;
};

/**
 * The totals as they are typed: subtotal of the lines, the discount (an amount) and tax rate
 * (%) to type, the tax and the total, by the same rule the API adds an invoice up with.
 */
export function InvoiceFormTotals({ control, register, errors }: InvoiceFormTotalsProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const [items, taxRate, discount] = useWatch({ control, name: ['items', 'taxRate', 'discount'] });
  const totals = invoiceTotals({
    items: (items ?? []).map((l) => ({ cost: typed(l?.cost), qty: typed(l?.qty) })),
    taxRate: typed(taxRate),
    discount: typed(discount),
  });
  return (
    <div className="ee:flex ee:w-full ee:flex-col ee:gap-4 ee:sm:max-w-80">
      <div className="ee:grid ee:grid-cols-2 ee:gap-4">
        <NumberField
          label={t('form.discount')}
          min={0}
          step={0.01}
          unit="USD"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <NumberField
          label={t('form.taxRate')}
          min={0}
          max={100}
          step={0.01}
          unit="%"
          error={errors.taxRate?.message}
          {...register('taxRate')}
        />
      </div>
      <dl
        className="ee:m-0 ee:grid ee:grid-cols-[1fr_auto] ee:gap-x-6 ee:gap-y-1.5 ee:text-[15px]"
        aria-live="polite"
        data-form-totals=""
      >
        <dt>{t('totals.subtotal')}</dt>
        <dd
          className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-subtotal=""
        >
          {f.money(totals.subtotal)}
        </dd>
        <dt>{t('totals.discount')}</dt>
        <dd
          className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-discount=""
        >
          {f.money(-totals.discount)}
        </dd>
        <dt>{t('totals.taxRate', { rate: f.number(typed(taxRate)) })}</dt>
        <dd
          className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
          data-tax=""
        >
          {f.money(totals.tax)}
        </dd>
        <dt className="ee:mt-1.5 ee:border-t ee:border-line ee:pt-2 ee:font-medium ee:text-heading">
          {t('totals.total')}
        </dt>
        <dd
          className="ee:m-0 ee:mt-1.5 ee:border-t ee:border-line ee:pt-2 ee:text-end ee:text-lg ee:font-medium ee:text-heading ee:tabular-nums"
          data-total=""
        >
          {f.money(totals.total)}
        </dd>
      </dl>
    </div>
  );
}
