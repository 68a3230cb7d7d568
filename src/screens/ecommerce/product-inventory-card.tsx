import { Controller } from 'react-hook-form';

import { NumberField } from '@/components/form/number-field';
import { Switch } from '@/components/form/switch';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { ProductFormSectionProps } from './use-product-add';

/** The add-product form's inventory: in stock or not, and the quantity. */
export function ProductInventoryCard({ form, errors }: ProductFormSectionProps) {
  const { t } = useKitTranslation(ecommerceNs);
  return (
    <Card>
      <CardHeader title={t('productAdd.inventory')} />
      <CardContent className="ee:grid ee:items-start ee:gap-5 ee:sm:grid-cols-2">
        <Controller
          control={form.control}
          name="stock"
          render={({ field }) => (
            <Switch
              label={t('productAdd.fields.inStock')}
              description={t('productAdd.fields.inStockHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
              className="ee:sm:mt-6"
            />
          )}
        />
        <NumberField
          label={t('productAdd.fields.qty')}
          error={errors.qty?.message}
          required
          step={1}
          min={0}
          inputMode="numeric"
          {...form.register('qty')}
        />
      </CardContent>
    </Card>
  );
}
