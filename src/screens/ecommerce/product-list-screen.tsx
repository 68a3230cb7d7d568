import {
  IconBox,
  IconCircleCheck,
  IconCoin,
  IconDotsVertical,
  IconDownload,
  IconPackageOff,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

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
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable, downloadCsv, toCsv } from '@/components/table';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { isolate, isolateText } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { useProductColumns } from './product-columns';

/** The product list reads its list state from the URL (`?category=Office&stock=false…`); it takes no props. */
export type ProductListScreenProps = Record<string, never>;

type ProductFilters = {
  status: ProductStatus;
  category: ProductCategory;
  stock: boolean;
};

const PRODUCT_LIST_SCHEMA: ListSchema<ProductFilters, ProductSortKey> = {
  filters: {
    status: filterParam.oneOf(PRODUCT_STATUSES),
    category: filterParam.oneOf(PRODUCT_CATEGORIES),
    stock: filterParam.bool(),
  },
  sortKeys: PRODUCT_SORT_KEYS,
};

const ALL: ProductListParams = { itemsPerPage: -1 };
type StockValue = 'true' | 'false';

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
}

/**
 * E-commerce products: figures over the catalogue, the table (search by name or brand, status,
 * category and stock filters, sort and paging in the URL), a stock switch per row saved at once,
 * delete (one or the selected), CSV export of the filtered list, and the way to add one.
 */
export function ProductListScreen(_props: ProductListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const fetchProducts = useProductListFetch();
  const deleteProducts = useBulkDeleteProducts();
  const list = useListState(PRODUCT_LIST_SCHEMA);
  const { state, setQ, setFilter, clearFilters } = list;
  const { status, category, stock } = state.filters;

  const filterParams: ProductListParams = { q: state.q || undefined, status, category, stock };
  const params: ProductListParams = {
    ...filterParams,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const products = useProducts(params);
  const all = useProducts(ALL);
  const columns = useProductColumns();
  const remove = useDeleteProduct();

  const [deleting, setDeleting] = useState<Product | null>(null);
  const [shown, setShown] = useState<Product | null>(null);
  if (deleting && deleting !== shown) setShown(deleting);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCount, setBulkCount] = useState(0);
  const [exporting, setExporting] = useState(false);

  const figures = useMemo<StatItem[]>(() => {
    const rows = all.data?.products;
    const count = rows?.length ?? 0;
    const published = rows?.filter((p) => p.status === 'Published').length ?? 0;
    const outOfStock = rows?.filter((p) => !p.stock).length ?? 0;
    const value = rows?.reduce((sum, p) => sum + moneyAmount(p.price) * p.qty, 0) ?? 0;
    const categories = new Set(rows?.map((p) => p.category)).size;
    return [
      {
        key: 'products',
        label: t('products.stats.products'),
        value: rows ? f.number(count) : undefined,
        hint: t('products.stats.productsHint', { count: f.number(categories) }),
        icon: <IconBox />,
        color: 'primary',
      },
      {
        key: 'published',
        label: t('products.stats.published'),
        value: rows ? f.number(published) : undefined,
        hint: t('products.stats.share', { percent: f.percent(count ? published / count : 0) }),
        icon: <IconCircleCheck />,
        color: 'success',
        to: withQuery(paths.productList, { status: 'Published' }),
      },
      {
        key: 'outOfStock',
        label: t('products.stats.outOfStock'),
        value: rows ? f.number(outOfStock) : undefined,
        hint: t('products.stats.share', { percent: f.percent(count ? outOfStock / count : 0) }),
        icon: <IconPackageOff />,
        color: 'error',
        to: withQuery(paths.productList, { stock: false }),
      },
      {
        key: 'value',
        label: t('products.stats.value'),
        value: rows ? f.money(value) : undefined,
        hint: t('products.stats.valueHint'),
        icon: <IconCoin />,
        color: 'info',
      },
    ];
  }, [all.data, t, f, paths.productList]);

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

  const active: ActiveFilter[] = [];
  if (status)
    active.push({
      key: 'status',
      label: `${t('products.fields.status')}: ${t(`productStatus.${status}`)}`,
      onRemove: () => setFilter('status', undefined),
    });
  if (category)
    active.push({
      key: 'category',
      label: `${t('products.fields.category')}: ${t(`category.${category}`)}`,
      onRemove: () => setFilter('category', undefined),
    });
  if (stock !== undefined)
    active.push({
      key: 'stock',
      label: `${t('products.fields.stock')}: ${stock ? t('products.inStock') : t('products.outOfStock')}`,
      onRemove: () => setFilter('stock', undefined),
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await fetchProducts({
        ...filterParams,
        sortBy: params.sortBy,
        orderBy: params.orderBy,
        page: 1,
        itemsPerPage: -1,
      });
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

  return (
    <Page>
      <ScreenHeader
        title={t('products.title')}
        subtitle={t('products.subtitle')}
        actions={
          <>
            <Button
              variant="tonal"
              color="secondary"
              loading={exporting}
              startIcon={<IconDownload aria-hidden size={18} />}
              disabled={!products.data?.total}
              onClick={() => void exportCsv()}
            >
              {t('products.export')}
            </Button>
            <Link to={paths.productAdd} className={buttonVariants()}>
              <IconPlus aria-hidden size={18} />
              {t('products.add')}
            </Link>
          </>
        }
      />
      <StatCards items={figures} loading={all.isPending} />
      <Card>
        <h2 className="ee:sr-only">{t('products.tableLabel')}</h2>
        <DataTable
          aria-label={t('products.tableLabel')}
          persistKey="ecommerce-products"
          mode="server"
          columns={columns}
          rows={products.data?.products}
          total={products.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={products.isPending}
          error={products.isError ? products.error.message : undefined}
          onRetry={() => void products.refetch()}
          emptyTitle={t('products.emptyTitle')}
          emptyDescription={t('products.emptyHint')}
          selectable
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          bulkActions={() => (
            <Button
              size="sm"
              variant="tonal"
              color="error"
              startIcon={<IconTrash aria-hidden size={16} />}
              onClick={() => {
                setBulkCount(selected.length);
                setBulkOpen(true);
              }}
            >
              {t('products.deleteSelected')}
            </Button>
          )}
          {...list.tableProps}
          toolbar={
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
          }
          rowActions={(row) => (
            <Menu>
              <MenuTrigger asChild>
                <IconButton
                  size="sm"
                  aria-label={t('products.actionsFor', { name: isolateText(row.productName) })}
                >
                  <IconDotsVertical aria-hidden />
                </IconButton>
              </MenuTrigger>
              <MenuContent>
                <MenuItem icon={<IconTrash />} color="error" onSelect={() => setDeleting(row)}>
                  {t('products.delete')}
                </MenuItem>
              </MenuContent>
            </Menu>
          )}
        />
      </Card>
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
        onConfirm={async () => {
          if (!deleting) return;
          // Deleted meanwhile (another tab): the message says so, and the hook refreshes the list, which drops it.
          await remove.mutateAsync(deleting.id);
          toast.success(t('products.deleted', { name: isolateText(deleting.productName) }));
        }}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        destructive
        title={t('products.bulkDeleteTitle', { count: f.number(bulkCount) })}
        message={t('products.bulkDeleteMessage')}
        confirmLabel={t('products.deleteSelected')}
        onConfirm={bulkDelete}
      />
    </Page>
  );
}
