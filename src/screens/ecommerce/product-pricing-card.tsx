import { useWatch } from 'react-hook-form';

import { NumberField } from '@/components/form/number-field';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { ProductFormSectionProps } from './use-product-add';

/**
 * The add-product form's pricing: base, discounted (at most the base), tax, and the price with tax
 * as typed.
 */
export function ProductPricingCard({ form, errors }: ProductFormSectionProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { register, control } = form;
  const [basePrice, discountedPrice, taxPercent] = useWatch({
    control,
    name: ['basePrice', 'discountedPrice', 'taxPercent'],
  });
  const selling = Number(discountedPrice.trim() === '' ? basePrice : discountedPrice);
  const tax = taxPercent.trim() === '' ? 0 : Number(taxPercent);
  const withTax =
    basePrice.trim() !== '' && Number.isFinite(selling) && Number.isFinite(tax)
      ? selling * (1 + tax / 100)
      : null;

  return (
    <Card>
      <CardHeader title={t('productAdd.pricing')} />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        <NumberField
          label={t('productAdd.fields.basePrice')}
          error={errors.basePrice?.message}
          required
          step={0.01}
          min={0}
          unit="USD"
          {...register('basePrice')}
        />
        <NumberField
          label={t('productAdd.fields.discountedPrice')}
          hint={t('productAdd.fields.discountedPriceHint')}
          error={errors.discountedPrice?.message}
          step={0.01}
          min={0}
          unit="USD"
          {...register('discountedPrice')}
        />
        <NumberField
          label={t('productAdd.fields.tax')}
          hint={t('productAdd.fields.taxHint')}
          error={errors.taxPercent?.message}
          step={0.1}
          min={0}
          max={100}
          unit="%"
          {...register('taxPercent')}
        />
        <p
          className="ee:m-0 ee:flex ee:items-baseline ee:justify-between ee:gap-3 ee:border-t ee:border-line ee:pt-4 ee:text-[15px]"
          aria-live="polite"
        >
          <span className="ee:text-muted">{t('productAdd.priceWithTax')}</span>
          <span className="ee:font-medium ee:tabular-nums ee:text-heading">
            {withTax === null ? '—' : f.money(withTax)}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
