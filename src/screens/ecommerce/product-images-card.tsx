import { Controller } from 'react-hook-form';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ProductImagesField } from './product-images-field';
import type { ProductFormSectionProps } from './use-product-add';

/** The add-product form's images: dropped or browsed, previewed, kept in the product. */
export function ProductImagesCard({ form, errors }: ProductFormSectionProps) {
  const { t } = useKitTranslation(ecommerceNs);
  // An image the API refused reports on its row (`images.1.src`): the field shows the first.
  const imagesError =
    errors.images?.message ??
    (Array.isArray(errors.images)
      ? errors.images.map((e) => e?.src?.message ?? e?.name?.message).find(Boolean)
      : undefined);
  return (
    <Card>
      <CardHeader title={t('productAdd.images.title')} />
      <CardContent>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <ProductImagesField value={field.value} onChange={field.onChange} error={imagesError} />
          )}
        />
      </CardContent>
    </Card>
  );
}
