import { useState } from 'react';

import { usePatchProduct } from '@/api/client/ecommerce';
import type { Product } from '@/api/types/ecommerce';
import { toast } from '@/components/feedback/toast';
import { Switch } from '@/components/form/switch';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';

export interface StockSwitchProps {
  /** The product whose stock flag the switch shows and saves. */
  product: Pick<Product, 'id' | 'productName' | 'stock'>;
}

/**
 * A product's "in stock" flag as a switch, saved through the API on every flip. It shows the new
 * state at once; should the save fail, it flips back and says why.
 */
export function StockSwitch({ product }: StockSwitchProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const patch = usePatchProduct();
  // What the user chose while the save (and the list's refresh after it) is under way.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? product.stock;
  const name = isolateText(product.productName);
  return (
    <Switch
      checked={checked}
      aria-label={t('products.stockFor', { name })}
      disabled={patch.isPending}
      onCheckedChange={(stock) => {
        setPending(stock);
        patch.mutate(
          { id: product.id, changes: { stock } },
          {
            onSuccess: () =>
              toast.success(
                stock ? t('products.nowInStock', { name }) : t('products.nowOutOfStock', { name }),
              ),
            onError: (error) =>
              toast.error(t('products.stockFailed', { name }), { description: error.message }),
            onSettled: () => setPending(null),
          },
        );
      }}
    />
  );
}
