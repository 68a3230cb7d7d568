import { IconBox, IconCircleCheck, IconCoin, IconPackageOff } from '@tabler/icons-react';
import { useMemo } from 'react';

import { moneyAmount, type Product } from '@/api/types/ecommerce';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { StatCards, type StatItem } from '../shared/stat-cards';

export interface ProductFiguresProps {
  /** The whole catalogue; undefined while it loads. */
  rows: readonly Product[] | undefined;
  loading: boolean;
}

/** The figures over the catalogue: products, published, out of stock, and the stock's worth. */
export function ProductFigures({ rows, loading }: ProductFiguresProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const paths = useScreenPaths();

  const figures = useMemo<StatItem[]>(() => {
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
  }, [rows, t, f, paths.productList]);

  return <StatCards items={figures} loading={loading} />;
}
