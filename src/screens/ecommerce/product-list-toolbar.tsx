import { useMemo } from 'react';

import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@/api/types/ecommerce';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { PRODUCT_LIST_SCHEMA, type ProductListController } from './use-product-list';

type StockValue = 'true' | 'false';

export interface ProductListToolbarProps {
  list: ProductListController['list'];
}

/**
 * The product table's toolbar: search by name or brand, status, category and stock filters, the
 * chips of those applied.
 */
export function ProductListToolbar({ list }: ProductListToolbarProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const { state, setQ, setFilter, clearFilters } = list;
  const { status, category, stock } = state.filters;

  const statusOptions = useMemo(
    () => PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) })),
    [t],
  );
  const categoryOptions = useMemo(
    () => PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  const stockOptions = useMemo(
    () => [
      { value: 'true' as const, label: t('products.inStock') },
      { value: 'false' as const, label: t('products.outOfStock') },
    ],
    [t],
  );

  const active = activeFilters(
    PRODUCT_LIST_SCHEMA,
    {
      status: { name: t('products.fields.status'), value: (s) => t(`productStatus.${s}`) },
      category: { name: t('products.fields.category'), value: (c) => t(`category.${c}`) },
      stock: {
        name: t('products.fields.stock'),
        value: (s) => (s ? t('products.inStock') : t('products.outOfStock')),
      },
    },
    list,
  );

  return (
    <FilterBar
      activeFilters={active}
      onClearAll={active.length || state.q ? clearFilters : undefined}
      className="ee:w-full"
    >
      <SearchInput
        value={state.q}
        onChange={setQ}
        aria-label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        className="ee:w-full ee:max-w-64"
      />
      <SelectFilter
        label={t('products.fields.status')}
        options={statusOptions}
        value={status}
        onChange={(v) => setFilter('status', v)}
      />
      <SelectFilter
        label={t('products.fields.category')}
        options={categoryOptions}
        value={category}
        onChange={(v) => setFilter('category', v)}
      />
      <SelectFilter<StockValue>
        label={t('products.fields.stock')}
        options={stockOptions}
        value={stock === undefined ? undefined : stock ? 'true' : 'false'}
        onChange={(v) => setFilter('stock', v === undefined ? undefined : v === 'true')}
      />
    </FilterBar>
  );
}
