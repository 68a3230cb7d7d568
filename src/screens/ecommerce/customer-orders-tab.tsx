import { useMemo } from 'react';
import { Link } from 'react-router';

import { useOrders } from '@/api/client/ecommerce';
import {
  ORDER_SORT_KEYS,
  type Order,
  type OrderListParams,
  type OrderSortKey,
} from '@/api/types/ecommerce';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { createDataTableColumns, DataTable, type DataTableColumnDef } from '@/components/table';
import { Card, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { orderDateTime } from './shared/order-time';
import { PaymentStatus } from './shared/payment-status';
import { ORDER_STATUS_TONE } from './shared/tones';

export interface CustomerOrdersTabProps {
  /** The customer's e-mail: their orders are the ones placed with it. */
  email: string;
}

const SCHEMA: ListSchema<Record<string, never>, OrderSortKey> = {
  filters: {},
  sortKeys: ORDER_SORT_KEYS,
  defaultSort: { sortBy: 'date', orderBy: 'desc' },
};
const col = createDataTableColumns<Order>();

/**
 * The customer's orders, newest first (search, sort and paging in the URL), each linking to its
 * page.
 */
export function CustomerOrdersTab({ email }: CustomerOrdersTabProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { orderDetails } = useScreenPaths();
  const list = useListState(SCHEMA);
  const { state } = list;
  const params: OrderListParams = {
    email,
    q: state.q || undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const orders = useOrders(params);
  const columns = useMemo<DataTableColumnDef<Order>[]>(
    () => [
      col.accessor('order', {
        header: t('orders.fields.order'),
        cell: (info) => (
          <Link
            to={withSegments(orderDetails, info.row.original.id)}
            className="ee:tap-target ee:whitespace-nowrap ee:font-medium ee:text-primary-ink ee:hover:underline"
          >
            #{info.getValue()}
          </Link>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('date', {
        header: t('orders.fields.date'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap">
            {f.dateTime(orderDateTime(info.row.original))}
          </span>
        ),
      }),
      col.accessor('status', {
        header: t('orders.fields.status'),
        cell: (info) => {
          const status = info.row.original.status;
          return <Chip color={ORDER_STATUS_TONE[status]}>{t(`orderStatus.${status}`)}</Chip>;
        },
      }),
      col.accessor('payment', {
        header: t('orders.fields.payment'),
        cell: (info) => (
          <PaymentStatus
            code={info.row.original.payment}
            label={t(`payment.${info.row.original.payment}`)}
          />
        ),
        enableSorting: false,
      }),
      col.accessor('spent', {
        header: t('orders.fields.spent'),
        cell: (info) => (
          <span className="ee:tabular-nums ee:text-heading">{f.money(info.getValue())}</span>
        ),
        meta: { align: 'end' },
      }),
    ],
    [t, f, orderDetails],
  );
  return (
    <Card>
      <CardHeader title={t('customerDetails.ordersTitle')} titleAs="h3" />
      <DataTable
        aria-label={t('customerDetails.ordersTitle')}
        persistKey="ecommerce-customer-orders"
        mode="server"
        columns={columns}
        rows={orders.data?.orders}
        total={orders.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        loading={orders.isPending}
        error={orders.isError ? orders.error.message : undefined}
        onRetry={() => void orders.refetch()}
        emptyTitle={state.q ? t('customerDetails.noMatchingOrders') : t('customerDetails.noOrders')}
        emptyDescription={state.q ? t('orders.emptyHint') : t('customerDetails.noOrdersHint')}
        {...list.tableProps}
        toolbar={
          <SearchInput
            value={state.q}
            onChange={list.setQ}
            aria-label={t('customerDetails.searchOrders')}
            placeholder={t('customerDetails.searchOrdersPlaceholder')}
            className="ee:w-full ee:max-w-64"
          />
        }
      />
    </Card>
  );
}
