import {
  IconCheck,
  IconDotsVertical,
  IconEye,
  IconHomeDown,
  IconTrash,
  IconTruckDelivery,
  IconTruckLoading,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { useDeleteOrder, useOrders } from '@/api/client/ecommerce';
import {
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  type Order,
  type OrderListParams,
  type OrderSortKey,
  type OrderStatus,
} from '@/api/types/ecommerce';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { FilterBar } from '@/components/filter/filter-bar';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { useOrderColumns } from './order-columns';
import { ORDER_STATUS_TONE } from './shared/tones';

/** The order list reads its list state from the URL (`?q=…&sortBy=spent…`); it takes no props. */
export type OrderListScreenProps = Record<string, never>;

const ORDER_LIST_SCHEMA: ListSchema<Record<string, never>, OrderSortKey> = {
  filters: {},
  sortKeys: ORDER_SORT_KEYS,
};
const ALL: OrderListParams = { itemsPerPage: -1 };
const STATUS_ICON: Record<OrderStatus, ReactNode> = {
  Delivered: <IconCheck />,
  'Ready to Pickup': <IconHomeDown />,
  'Out for Delivery': <IconTruckDelivery />,
  Dispatched: <IconTruckLoading />,
};

/**
 * E-commerce orders: counts by delivery status, the table (search by customer, e-mail or order
 * number, sort and paging in the URL) with payment state and method, each order's page, and
 * delete (which never fails, SPEC §8).
 */
export function OrderListScreen(_props: OrderListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const list = useListState(ORDER_LIST_SCHEMA);
  const { state } = list;
  const params: OrderListParams = {
    q: state.q || undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const orders = useOrders(params);
  const all = useOrders(ALL);
  const columns = useOrderColumns();
  const remove = useDeleteOrder();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [shown, setShown] = useState<Order | null>(null);
  if (deleting && deleting !== shown) setShown(deleting);

  const figures = useMemo<StatItem[]>(() => {
    const rows = all.data?.orders;
    return ORDER_STATUSES.map((status) => {
      const count = rows?.filter((o) => o.status === status).length ?? 0;
      return {
        key: status,
        label: t(`orderStatus.${status}`),
        value: rows ? f.number(count) : undefined,
        hint: rows
          ? t('orders.stats.share', { percent: f.percent(rows.length ? count / rows.length : 0) })
          : undefined,
        icon: STATUS_ICON[status],
        color: ORDER_STATUS_TONE[status],
      };
    });
  }, [all.data, t, f]);

  return (
    <Page>
      <ScreenHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <StatCards items={figures} loading={all.isPending} />
      <Card>
        <h2 className="ee:sr-only">{t('orders.tableLabel')}</h2>
        <DataTable
          aria-label={t('orders.tableLabel')}
          persistKey="ecommerce-orders"
          mode="server"
          columns={columns}
          rows={orders.data?.orders}
          total={orders.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={orders.isPending}
          error={orders.isError ? orders.error.message : undefined}
          onRetry={() => void orders.refetch()}
          emptyTitle={t('orders.emptyTitle')}
          emptyDescription={t('orders.emptyHint')}
          {...list.tableProps}
          toolbar={
            <FilterBar className="ee:w-full">
              <SearchInput
                value={state.q}
                onChange={list.setQ}
                aria-label={t('orders.searchLabel')}
                placeholder={t('orders.searchPlaceholder')}
                className="ee:w-full ee:max-w-72"
              />
            </FilterBar>
          }
          rowActions={(row) => (
            <Menu>
              <MenuTrigger asChild>
                <IconButton size="sm" aria-label={t('orders.actionsFor', { order: row.order })}>
                  <IconDotsVertical aria-hidden />
                </IconButton>
              </MenuTrigger>
              <MenuContent>
                <MenuItem
                  icon={<IconEye />}
                  onSelect={() => navigate(withSegments(paths.orderDetails, row.id))}
                >
                  {t('orders.view')}
                </MenuItem>
                <MenuItem icon={<IconTrash />} color="error" onSelect={() => setDeleting(row)}>
                  {t('orders.delete')}
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
        title={shown ? t('orders.deleteTitle', { order: shown.order }) : ''}
        message={
          shown
            ? isolate((v) => t('orders.deleteMessage', { customer: v.customer }), {
                customer: shown.customer,
              })
            : undefined
        }
        confirmLabel={t('orders.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(t('orders.deleted', { order: deleting.order }));
        }}
      />
    </Page>
  );
}
