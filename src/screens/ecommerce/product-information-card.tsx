import { Controller } from 'react-hook-form';

import { PRODUCT_DESCRIPTION_MAX } from '@/api/types/ecommerce';
import { NumberField } from '@/components/form/number-field';
import { RichTextEditor } from '@/components/form/rich-text-editor';
import { TextField } from '@/components/form/text-field';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { ProductFormSectionProps } from './use-product-add';

/** The add-product form's "Product information": name, brand, SKU, barcode, description. */
export function ProductInformationCard({ form, errors }: ProductFormSectionProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { register, control } = form;
  return (
    <Card>
      <CardHeader title={t('productAdd.information')} />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        <TextField
          label={t('productAdd.fields.name')}
          placeholder={t('productAdd.fields.namePlaceholder')}
          error={errors.productName?.message}
          required
          autoComplete="off"
          {...register('productName')}
        />
        <div className="ee:grid ee:gap-5 ee:sm:grid-cols-3">
          <TextField
            label={t('productAdd.fields.brand')}
            error={errors.productBrand?.message}
            autoComplete="off"
            {...register('productBrand')}
          />
          <NumberField
            label={t('productAdd.fields.sku')}
            error={errors.sku?.message}
            required
            step={1}
            min={1}
            inputMode="numeric"
            {...register('sku')}
          />
          <TextField
            label={t('productAdd.fields.barcode')}
            hint={t('productAdd.fields.barcodeHint')}
            error={errors.barcode?.message}
            inputMode="numeric"
            autoComplete="off"
            {...register('barcode')}
          />
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              label={t('productAdd.fields.description')}
              placeholder={t('productAdd.fields.descriptionPlaceholder')}
              hint={t('productAdd.fields.descriptionHint', {
                max: f.number(PRODUCT_DESCRIPTION_MAX),
              })}
              error={errors.description?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
