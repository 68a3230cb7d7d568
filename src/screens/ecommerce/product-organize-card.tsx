import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import { PRODUCT_CATEGORIES, type ProductCategory } from '@/api/types/ecommerce';
import { Select } from '@/components/form/select';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { PublishAs } from './product-form-schema';
import type { ProductFormSectionProps } from './use-product-add';

/** The add-product form's "Organize": the category, and how "Publish" publishes (now or later). */
export function ProductOrganizeCard({ form, errors }: ProductFormSectionProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const categoryOptions = useMemo(
    () => PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  const publishOptions = useMemo(
    () => [
      { value: 'Published' as const, label: t('productAdd.publishNow') },
      { value: 'Scheduled' as const, label: t('productAdd.publishLater') },
    ],
    [t],
  );
  return (
    <Card>
      <CardHeader title={t('productAdd.organize')} />
      <CardContent className="ee:flex ee:flex-col ee:gap-5">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select<ProductCategory>
              label={t('productAdd.fields.category')}
              options={categoryOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('productAdd.fields.chooseCategory')}
              error={errors.category?.message}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="publishAs"
          render={({ field }) => (
            <Select<PublishAs>
              label={t('productAdd.fields.publishAs')}
              hint={t('productAdd.fields.publishAsHint')}
              options={publishOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.status?.message}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
