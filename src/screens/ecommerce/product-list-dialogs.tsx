import { useState } from 'react';

import type { Product } from '@/api/types/ecommerce';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import type { ProductListController } from './use-product-list';

export type ProductListDialogsProps = Pick<
  ProductListController,
  'deleting' | 'setDeleting' | 'deleteOne' | 'bulk' | 'bulkDelete'
>;

/** The product list's confirmations: delete one product, delete the selected ones. */
export function ProductListDialogs({
  deleting,
  setDeleting,
  deleteOne,
  bulk,
  bulkDelete,
}: ProductListDialogsProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  // The product last asked about, kept while the dialog closes so its message does not go blank.
  const [shown, setShown] = useState<Product | null>(null);
  if (deleting && deleting !== shown) setShown(deleting);

  return (
    <>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        destructive
        title={t('products.deleteTitle')}
        message={
          shown
            ? isolate((v) => t('products.deleteMessage', { name: v.name }), {
                name: shown.productName,
              })
            : undefined
        }
        confirmLabel={t('products.delete')}
        onConfirm={deleteOne}
      />
      <ConfirmDialog
        open={bulk.open}
        onOpenChange={bulk.setOpen}
        destructive
        title={t('products.bulkDeleteTitle', { count: f.number(bulk.count) })}
        message={t('products.bulkDeleteMessage')}
        confirmLabel={t('products.deleteSelected')}
        onConfirm={bulkDelete}
      />
    </>
  );
}
