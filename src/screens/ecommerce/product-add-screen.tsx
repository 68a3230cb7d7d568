import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { useCreateProduct } from '@/api/client/ecommerce';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  type ProductCategory,
  type ProductCreate,
} from '@/api/types/ecommerce';
import { toast } from '@/components/feedback/toast';
import { DiscardChangesDialog } from '@/components/form/discard-changes-dialog';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { NumberField } from '@/components/form/number-field';
import { RichTextEditor } from '@/components/form/rich-text-editor';
import { Select } from '@/components/form/select';
import { applyServerErrors } from '@/components/form/server-errors';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { EMPTY_PRODUCT, productFormSchema, type PublishAs } from './product-form-schema';
import { ProductImagesField } from './product-images-field';
import { ProductVariantsField } from './product-variants-field';

/** The add-product page takes no props: it saves through the API and goes back to the product list. */
export type ProductAddScreenProps = Record<string, never>;

/**
 * /apps/ecommerce/product/add: name, brand, SKU, barcode, a rich-text description, images
 * (dropped or browsed, previewed, kept in the product), variants, inventory, pricing (base,
 * discounted at most the base, tax), category, and how to publish. "Save draft" saves it
 * Inactive; "Publish" saves it Published, or Scheduled. The contract's rules check every field
 * here and again in the API; the API's refusals land on their fields, and a failed save keeps
 * everything typed.
 */
export function ProductAddScreen(_props: ProductAddScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const schema = useMemo(() => productFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: EMPTY_PRODUCT });
  const { register, control, formState, setValue, handleSubmit } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [discarding, setDiscarding] = useState(false);

  // A reload or a closed tab would lose what was typed: the browser asks first.
  useEffect(() => {
    if (!isDirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

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

  // An image the API refused reports on its row (`images.1.src`): the field shows the first.
  const imagesError =
    errors.images?.message ??
    (Array.isArray(errors.images)
      ? errors.images.map((e) => e?.src?.message ?? e?.name?.message).find(Boolean)
      : undefined);

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

  const save = (mode: 'draft' | 'publish') => {
    setGeneralError(null);
    setValue('status', mode === 'draft' ? 'Inactive' : form.getValues('publishAs'));
    return handleSubmit(async (body: ProductCreate) => {
      setSaving(mode);
      try {
        const product = await create.mutateAsync(body);
        toast.success(
          mode === 'draft'
            ? t('productAdd.savedDraft', { name: isolateText(product.productName) })
            : product.status === 'Scheduled'
              ? t('productAdd.scheduled', { name: isolateText(product.productName) })
              : t('productAdd.published', { name: isolateText(product.productName) }),
        );
        form.reset(EMPTY_PRODUCT);
        navigate(paths.productList);
      } catch (error) {
        setGeneralError(applyServerErrors(form, error, t('productAdd.saveFailed')));
      } finally {
        setSaving(null);
      }
    })();
  };

  const discard = () => {
    form.reset(EMPTY_PRODUCT);
    navigate(paths.productList);
  };

  return (
    <form
      noValidate
      aria-label={t('productAdd.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void save('publish');
      }}
      className="ee:flex ee:flex-col ee:gap-6 ee:p-4 ee:sm:p-6"
    >
      <ScreenHeader
        title={t('productAdd.title')}
        subtitle={t('productAdd.subtitle')}
        actions={
          <>
            <Button
              variant="tonal"
              color="secondary"
              disabled={isSubmitting}
              onClick={() => (isDirty ? setDiscarding(true) : discard())}
            >
              {t('productAdd.discard')}
            </Button>
            <Button
              variant="tonal"
              startIcon={<IconDeviceFloppy aria-hidden size={18} />}
              loading={saving === 'draft'}
              disabled={isSubmitting}
              onClick={() => void save('draft')}
            >
              {t('productAdd.saveDraft')}
            </Button>
            <Button
              type="submit"
              startIcon={<IconSend aria-hidden size={18} />}
              loading={saving === 'publish'}
              disabled={isSubmitting}
            >
              {t('productAdd.publish')}
            </Button>
          </>
        }
      />
      <FormErrorBanner>{generalError}</FormErrorBanner>
      <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
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
          <Card>
            <CardHeader title={t('productAdd.images.title')} />
            <CardContent>
              <Controller
                control={control}
                name="images"
                render={({ field }) => (
                  <ProductImagesField
                    value={field.value}
                    onChange={field.onChange}
                    error={imagesError}
                  />
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader
              title={t('productAdd.variants.title')}
              subtitle={t('productAdd.variants.subtitle')}
            />
            <CardContent>
              <ProductVariantsField control={control} errors={errors.variants} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={t('productAdd.inventory')} />
            <CardContent className="ee:grid ee:items-start ee:gap-5 ee:sm:grid-cols-2">
              <Controller
                control={control}
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
                {...register('qty')}
              />
            </CardContent>
          </Card>
        </div>
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
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
          <Card>
            <CardHeader title={t('productAdd.organize')} />
            <CardContent className="ee:flex ee:flex-col ee:gap-5">
              <Controller
                control={control}
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
                control={control}
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
        </div>
      </div>
      <DiscardChangesDialog open={discarding} onOpenChange={setDiscarding} onConfirm={discard} />
    </form>
  );
}
