import { useMemo } from 'react';

import { moneyAmount, type Product } from '@/api/types/ecommerce';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { ProductThumb } from './shared/product-thumb';
import { PRODUCT_STATUS_TONE } from './shared/tones';
import { StockSwitch } from './stock-switch';

const col = createDataTableColumns<Product>();

/**
 * The product table's columns: ids are the API's sort keys (product, category, price, qty, sku,
 * status).
 */
export function useProductColumns(): DataTableColumnDef<Product>[] {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  return useMemo(
    () => [
      col.accessor('productName', {
        id: 'product',
        header: t('products.fields.product'),
        cell: (info) => {
          const p = info.row.original;
          return (
            <div className="ee:flex ee:min-w-48 ee:items-center ee:gap-3">
              <ProductThumb image={p.image} category={p.category} />
              <div className="ee:min-w-0">
                <TextLine className="ee:font-medium ee:text-heading">{p.productName}</TextLine>
                {p.productBrand && (
                  <TextLine className="ee:text-[13px] ee:text-muted">{p.productBrand}</TextLine>
                )}
              </div>
            </div>
          );
        },
        meta: { alwaysVisible: true },
      }),
      col.accessor('category', {
        header: t('products.fields.category'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap">
            {t(`category.${info.row.original.category}`)}
          </span>
        ),
        meta: { csv: (v) => t(`category.${v as Product['category']}`) },
      }),
      col.accessor('stock', {
        header: t('products.fields.stock'),
        cell: (info) => <StockSwitch product={info.row.original} />,
        enableSorting: false,
        meta: { csv: (v) => (v ? t('products.inStock') : t('products.outOfStock')) },
      }),
      col.accessor('sku', {
        header: t('products.fields.sku'),
        cell: (info) => <span className="ee:tabular-nums">{info.getValue()}</span>,
      }),
      col.accessor('price', {
        header: t('products.fields.price'),
        cell: (info) => {
          const p = info.row.original;
          const discounted =
            p.discountedPrice !== null &&
            p.discountedPrice !== undefined &&
            p.basePrice !== undefined &&
            p.discountedPrice < p.basePrice;
          return (
            <span className="ee:inline-flex ee:flex-col ee:tabular-nums">
              <span className="ee:whitespace-nowrap ee:text-heading">
                {f.money(moneyAmount(info.getValue()))}
              </span>
              {discounted && (
                <s className="ee:whitespace-nowrap ee:text-[13px] ee:text-muted">
                  {f.money(p.basePrice!)}
                </s>
              )}
            </span>
          );
        },
        meta: { align: 'end', csv: (v) => moneyAmount(String(v)) },
      }),
      col.accessor('qty', {
        header: t('products.fields.qty'),
        cell: (info) => <span className="ee:tabular-nums">{f.number(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.accessor('status', {
        header: t('products.fields.status'),
        cell: (info) => {
          const status = info.row.original.status;
          return <Chip color={PRODUCT_STATUS_TONE[status]}>{t(`productStatus.${status}`)}</Chip>;
        },
        meta: { csv: (v) => t(`productStatus.${v as Product['status']}`) },
      }),
    ],
    [t, f],
  );
}
