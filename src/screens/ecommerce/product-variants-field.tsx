import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';

import {
  PRODUCT_VARIANTS_MAX,
  VARIANT_OPTIONS,
  type ProductCreate,
  type VariantOption,
} from '@/api/types/ecommerce';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { ProductFormValues } from './product-form-schema';

export interface ProductVariantsFieldProps {
  /** The add-product form's control. */
  control: Control<ProductFormValues, unknown, ProductCreate>;
  /** The form's errors (each row's option and value). */
  errors: FieldErrors<ProductFormValues>['variants'];
}

/** The product's variants: rows of an option (size, colour …) and its value, added and removed. */
export function ProductVariantsField({ control, errors }: ProductVariantsFieldProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const options = useMemo(
    () => VARIANT_OPTIONS.map((o) => ({ value: o, label: t(`productAdd.variants.option.${o}`) })),
    [t],
  );
  return (
    <div className="ee:flex ee:flex-col ee:gap-4">
      {fields.length === 0 && (
        <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('productAdd.variants.none')}</p>
      )}
      {fields.map((field, i) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('productAdd.variants.row', { n: i + 1 })}
          className="ee:grid ee:grid-cols-[1fr_auto] ee:items-start ee:gap-3 ee:sm:grid-cols-[12rem_1fr_auto]"
        >
          <Controller
            control={control}
            name={`variants.${i}.option`}
            render={({ field: f }) => (
              <Select<VariantOption>
                label={t('productAdd.variants.optionLabel')}
                options={options}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                placeholder={t('productAdd.variants.choose')}
                error={errors?.[i]?.option?.message}
                required
                className="ee:col-span-2 ee:sm:col-span-1"
              />
            )}
          />
          <Controller
            control={control}
            name={`variants.${i}.value`}
            render={({ field: f }) => (
              <TextField
                label={t('productAdd.variants.valueLabel')}
                placeholder={t('productAdd.variants.valuePlaceholder')}
                error={errors?.[i]?.value?.message}
                required
                autoComplete="off"
                {...f}
              />
            )}
          />
          <IconButton
            aria-label={t('productAdd.variants.remove', { n: i + 1 })}
            onClick={() => remove(i)}
            className="ee:mt-6"
            color="error"
          >
            <IconTrash aria-hidden />
          </IconButton>
        </div>
      ))}
      <div>
        <Button
          variant="tonal"
          startIcon={<IconPlus aria-hidden size={18} />}
          disabled={fields.length >= PRODUCT_VARIANTS_MAX}
          onClick={() => append({ option: '', value: '' })}
        >
          {t('productAdd.variants.add')}
        </Button>
      </div>
    </div>
  );
}
