import { IconDotsVertical, IconTrash } from '@tabler/icons-react';

import type { Product } from '@/api/types/ecommerce';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';

export interface ProductRowActionsProps {
  product: Product;
  onDelete: (product: Product) => void;
}

/** A product row's menu of actions (delete). */
export function ProductRowActions({ product, onDelete }: ProductRowActionsProps) {
  const { t } = useKitTranslation(ecommerceNs);
  return (
    <Menu>
      <MenuTrigger asChild>
        <IconButton
          size="sm"
          aria-label={t('products.actionsFor', { name: isolateText(product.productName) })}
        >
          <IconDotsVertical aria-hidden />
        </IconButton>
      </MenuTrigger>
      <MenuContent>
        <MenuItem icon={<IconTrash />} color="error" onSelect={() => onDelete(product)}>
          {t('products.delete')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
