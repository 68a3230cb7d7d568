import { useState } from 'react';

import {
  useBulkDeleteProducts,
  useDeleteProduct,
  useProductListFetch,
  useProducts,
} from '@/api/client/ecommerce';
import {
  moneyAmount,
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_KEYS,
  PRODUCT_STATUSES,
  type Product,
  type ProductCategory,
  type ProductListParams,
  type ProductSortKey,
  type ProductStatus,
} from '@/api/types/ecommerce';
import { toast } from '@/components/feedback/toast';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { downloadCsv, toCsv } from '@/components/table';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { useFormat } from '../shared/format';

export type ProductFilters = {
  status: ProductStatus;
  category: ProductCategory;
  stock: boolean;
};

/**
 * List state in the URL:
 * `?q=&status=&category=Office&stock=false&sortBy=&orderBy=&page=&itemsPerPage=`.
 */
export const PRODUCT_LIST_SCHEMA: ListSchema<ProductFilters, ProductSortKey> = {
  filters: {
    status: filterParam.oneOf(PRODUCT_STATUSES),
    category: filterParam.oneOf(PRODUCT_CATEGORIES),
    stock: filterParam.bool(),
  },
  sortKeys: PRODUCT_SORT_KEYS,
};

const ALL: ProductListParams = { itemsPerPage: -1 };

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
}

/**
 * The product list's state and work: the list state in the URL, the page shown and the whole
 * catalogue (for the figures), the selection, one delete or several, and the CSV export of
 * every product the filters let through.
 */
export function useProductList() {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const fetchProducts = useProductListFetch();
  const deleteProducts = useBulkDeleteProducts();
  const remove = useDeleteProduct();
  const list = useListState(PRODUCT_LIST_SCHEMA);
  const { state } = list;
  const { status, category, stock } = state.filters;

  const filterParams: ProductListParams = { q: state.q || undefined, status, category, stock };
  const sort = { sortBy: state.sortBy, orderBy: state.orderBy };
  const products = useProducts({
    ...filterParams,
    ...sort,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  });
  const all = useProducts(ALL);

  const [deleting, setDeleting] = useState<Product | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCount, setBulkCount] = useState(0);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await fetchProducts({ ...filterParams, ...sort, page: 1, itemsPerPage: -1 });
      const csv = toCsv<Product>(answer.products, [
        { header: t('products.fields.product'), value: (p) => p.productName },
        { header: t('products.fields.brand'), value: (p) => p.productBrand },
        { header: t('products.fields.category'), value: (p) => t(`category.${p.category}`) },
        {
          header: t('products.fields.stock'),
          value: (p) => (p.stock ? t('products.inStock') : t('products.outOfStock')),
        },
        { header: t('products.fields.sku'), value: (p) => p.sku },
        { header: t('products.fields.price'), value: (p) => moneyAmount(p.price) },
        { header: t('products.fields.qty'), value: (p) => p.qty },
        { header: t('products.fields.status'), value: (p) => t(`productStatus.${p.status}`) },
      ]);
      downloadCsv('products', csv);
      toast.success(t('products.exportDone', { count: f.number(answer.products.length) }));
    } catch (error) {
      toast.error(t('products.exportFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  const deleteOne = async () => {
    if (!deleting) return;
    // Deleted meanwhile (another tab): the message says so, and the hook refreshes the list, which
    // drops it.
    await remove.mutateAsync(deleting.id);
    toast.success(t('products.deleted', { name: isolateText(deleting.productName) }));
  };

  const askBulkDelete = () => {
    setBulkCount(selected.length);
    setBulkOpen(true);
  };

  const bulkDelete = async () => {
    const ids = [...selected];
    const { failures } = await deleteProducts.mutateAsync(ids.map(Number));
    setSelected([]);
    const missing = failures.filter((r) => statusOf(r.reason) === 404).length;
    const failed = failures.length;
    if (failed > missing)
      throw new Error(
        t('products.bulkFailed', { failed: f.number(failed), count: f.number(ids.length) }),
      );
    if (missing)
      toast.warning(
        t('products.bulkMissing', { missing: f.number(missing), count: f.number(ids.length) }),
      );
    else toast.success(t('products.bulkDeleted', { count: f.number(ids.length) }));
  };

  return {
    list,
    products,
    all,
    selected,
    setSelected,
    exporting,
    exportCsv,
    deleting,
    setDeleting,
    deleteOne,
    bulk: { open: bulkOpen, setOpen: setBulkOpen, count: bulkCount, ask: askBulkDelete },
    bulkDelete,
  };
}

export type ProductListController = ReturnType<typeof useProductList>;
