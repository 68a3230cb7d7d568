import { useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { useCreateProduct } from '@/api/client/ecommerce';
import type { ProductCreate } from '@/api/types/ecommerce';
import { toast } from '@/components/feedback/toast';
import { applyServerErrors } from '@/components/form/server-errors';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { EMPTY_PRODUCT, productFormSchema, type ProductFormValues } from './product-form-schema';

export type ProductAddForm = ZodForm<ReturnType<typeof productFormSchema>>;

/**
 * What a section of the add-product form reads: the form, and its errors (read by the screen, so a
 * change re-renders it).
 */
export interface ProductFormSectionProps {
  form: ProductAddForm;
  errors: FieldErrors<ProductFormValues>;
}

/** Which button is saving. */
export type ProductSaveMode = 'draft' | 'publish';

/**
 * The add-product form's state and its write: the form (empty at first), save as a draft or
 * publish (the API's refusals land on their fields, or in a banner), discard (asked first when
 * something was typed), and the browser's own question before a reload loses what was typed.
 */
export function useProductAdd() {
  const { t } = useKitTranslation(ecommerceNs);
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const schema = useMemo(() => productFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: EMPTY_PRODUCT });
  const { formState, setValue, handleSubmit } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ProductSaveMode | null>(null);
  const [discarding, setDiscarding] = useState(false);

  // A reload or a closed tab would lose what was typed: the browser asks first.
  useEffect(() => {
    if (!isDirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const save = (mode: ProductSaveMode) => {
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

  return {
    form,
    errors,
    isDirty,
    isSubmitting,
    generalError,
    saving,
    save,
    discard,
    discarding,
    setDiscarding,
  };
}
