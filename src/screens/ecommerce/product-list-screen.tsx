import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { ScreenHeader } from '../shared/screen-header';
import { useProductColumns } from './product-columns';
import { ProductFigures } from './product-figures';
import { ProductListDialogs } from './product-list-dialogs';
import { ProductListToolbar } from './product-list-toolbar';
import { ProductRowActions } from './product-row-actions';
import { useProductList } from './use-product-list';

/**
 * The product list reads its list state from the URL (`?category=Office&stock=false…`); it takes no
 * props.
 */
export type ProductListScreenProps = Record<string, never>;

/**
 * E-commerce products: figures over the catalogue, the table (search by name or brand, status,
 * category and stock filters, sort and paging in the URL), a stock switch per row saved at once,
 * delete (one or the selected), CSV export of the filtered list, and the way to add one.
 */
export function ProductListScreen(_props: ProductListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const paths = useScreenPaths();
  const columns = useProductColumns();
  const controller = useProductList();
  const { list, products, all, selected, setSelected, exporting, exportCsv, bulk } = controller;

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
      <ProductFigures rows={all.data?.products} loading={all.isPending} />
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
              onClick={bulk.ask}
            >
              {t('products.deleteSelected')}
            </Button>
          )}
          {...list.tableProps}
          toolbar={<ProductListToolbar list={list} />}
          rowActions={(row) => (
            <ProductRowActions product={row} onDelete={controller.setDeleting} />
          )}
        />
      </Card>
      <ProductListDialogs {...controller} />
    </Page>
  );
}
