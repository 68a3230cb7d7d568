import { IconCash, IconClockDollar, IconReceipt, IconShoppingBag } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useSales } from '@/api/client/pages';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { ScreenHeader } from '@/screens/shared/screen-header';
import { StatCards, type StatItem } from '@/screens/shared/stat-cards';

import { useSalesColumns } from './sales-columns';

/** The sales datatable reads its search, sort and page from the URL; it takes no props. */
export type SalesDatatableScreenProps = Record<string, never>;

const SALES_COLUMNS = ['product', 'date', 'buyer', 'total', 'received', 'status'] as const;
const SALES_LIST: ListSchema<Record<string, never>, (typeof SALES_COLUMNS)[number]> = {
  filters: {},
  sortKeys: SALES_COLUMNS,
  defaultSort: { sortBy: 'date', orderBy: 'desc' },
};
const ALL_ROWS = { itemsPerPage: -1 } as const;

/**
 * /pages/datatable: the sales rows (product, date, buyer, payment, received and payment
 * status), fetched once and searched, sorted and paged in the browser (the DataTable's client
 * mode), with that state in the URL; figures over all rows above.
 */
export function SalesDatatableScreen(_props: SalesDatatableScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const list = useListState(SALES_LIST);
  const sales = useSales(ALL_ROWS);
  const rows = sales.data?.sales;
  const columns = useSalesColumns();

  const figures = useMemo<StatItem[]>(() => {
    const live = rows?.filter((r) => r.payment.status !== 'Cancelled');
    const revenue = live?.reduce((sum, r) => sum + r.payment.total, 0) ?? 0;
    const received = live?.reduce((sum, r) => sum + r.payment.paidAmount, 0) ?? 0;
    const value = (text: string) => (rows ? text : undefined);
    return [
      {
        key: 'orders',
        label: t('sales.stats.orders'),
        value: value(f.number(rows?.length ?? 0)),
        hint: t('sales.stats.ordersHint', {
          count: f.number((rows?.length ?? 0) - (live?.length ?? 0)),
        }),
        icon: <IconShoppingBag />,
        color: 'primary',
      },
      {
        key: 'revenue',
        label: t('sales.stats.revenue'),
        value: value(f.money(revenue)),
        hint: t('sales.stats.revenueHint'),
        icon: <IconReceipt />,
        color: 'info',
      },
      {
        key: 'received',
        label: t('sales.stats.received'),
        value: value(f.money(received)),
        hint: t('sales.stats.share', { percent: f.percent(revenue ? received / revenue : 0) }),
        icon: <IconCash />,
        color: 'success',
      },
      {
        key: 'outstanding',
        label: t('sales.stats.outstanding'),
        value: value(f.money(revenue - received)),
        hint: t('sales.stats.share', {
          percent: f.percent(revenue ? (revenue - received) / revenue : 0),
        }),
        icon: <IconClockDollar />,
        color: 'warning',
      },
    ];
  }, [rows, t, f]);

  return (
    <Page>
      <ScreenHeader title={t('sales.title')} subtitle={t('sales.subtitle')} />
      <StatCards items={figures} loading={sales.isPending} />
      <Card>
        <h2 className="ee:sr-only">{t('sales.tableLabel')}</h2>
        <DataTable
          aria-label={t('sales.tableLabel')}
          persistKey="sales"
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.product.id)}
          loading={sales.isPending}
          error={sales.isError ? sales.error.message : undefined}
          onRetry={() => void sales.refetch()}
          globalFilter={list.state.q}
          emptyTitle={list.state.q ? t('sales.noMatch') : t('sales.emptyTitle')}
          emptyDescription={list.state.q ? t('sales.noMatchHint') : t('sales.emptyHint')}
          exportFileName="sales"
          {...list.tableProps}
          toolbar={
            <SearchInput
              value={list.state.q}
              onChange={list.setQ}
              aria-label={t('sales.searchLabel')}
              placeholder={t('sales.searchPlaceholder')}
              className="ee:w-full ee:max-w-80"
            />
          }
        />
      </Card>
    </Page>
  );
}
