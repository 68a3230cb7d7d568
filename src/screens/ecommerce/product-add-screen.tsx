import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';

import { DiscardChangesDialog } from '@/components/form/discard-changes-dialog';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { pageVariants } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { ProductImagesCard } from './product-images-card';
import { ProductInformationCard } from './product-information-card';
import { ProductInventoryCard } from './product-inventory-card';
import { ProductOrganizeCard } from './product-organize-card';
import { ProductPricingCard } from './product-pricing-card';
import { ProductVariantsField } from './product-variants-field';
import { useProductAdd } from './use-product-add';

/**
 * The add-product page takes no props: it saves through the API and goes back to the product list.
 */
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
  const productAdd = useProductAdd();
  const { form, errors, isDirty, isSubmitting, generalError, saving, save, discard } = productAdd;
  const section = { form, errors };

  return (
    // The page is the form itself (one landmark, submitted by Enter), so it takes Page's classes.
    <form
      noValidate
      aria-label={t('productAdd.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void save('publish');
      }}
      className={pageVariants()}
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
              onClick={() => (isDirty ? productAdd.setDiscarding(true) : discard())}
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
          <ProductInformationCard {...section} />
          <ProductImagesCard {...section} />
          <Card>
            <CardHeader
              title={t('productAdd.variants.title')}
              subtitle={t('productAdd.variants.subtitle')}
            />
            <CardContent>
              <ProductVariantsField control={form.control} errors={errors.variants} />
            </CardContent>
          </Card>
          <ProductInventoryCard {...section} />
        </div>
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
          <ProductPricingCard {...section} />
          <ProductOrganizeCard {...section} />
        </div>
      </div>
      <DiscardChangesDialog
        open={productAdd.discarding}
        onOpenChange={productAdd.setDiscarding}
        onConfirm={discard}
      />
    </form>
  );
}
