import {
  IconAlertTriangle,
  IconClockExclamation,
  IconRouteOff,
  IconTruck,
} from '@tabler/icons-react';
import { useMemo } from 'react';

import { useVehicles, useVehicleStats } from '@/api/client/logistics';
import {
  VEHICLE_SORT_KEYS,
  type VehicleListParams,
  type VehicleSortKey,
} from '@/api/types/logistics';
import { ErrorState } from '@/components/feedback/error-state';
import type { ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card, CardHeader } from '@/components/ui/card';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { DeliveryPerformanceCard } from './delivery-performance-card';
import { ShipmentStatisticsCard } from './shipment-statistics-card';
import { useVehicleColumns } from './vehicle-columns';

/** The logistics dashboard reads its table's state from the URL; it takes no props. */
export type LogisticsDashboardScreenProps = Record<string, never>;

const VEHICLE_LIST_SCHEMA: ListSchema<Record<string, never>, VehicleSortKey> = {
  filters: {},
  sortKeys: VEHICLE_SORT_KEYS,
};

/**
 * /apps/logistics/dashboard: the fleet's figures (on route, with warnings, deviated, late),
 * shipment statistics and delivery performance charts, and the vehicles table (sort and paging
 * in the URL). Each figure is counted by the API from the vehicles' own fields.
 */
export function LogisticsDashboardScreen(_props: LogisticsDashboardScreenProps = {}) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const list = useListState(VEHICLE_LIST_SCHEMA);
  const { state } = list;
  const params: VehicleListParams = {
    sortBy: state.sortBy,
    orderBy: state.sortBy ? state.orderBy : undefined,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const vehicles = useVehicles(params);
  const stats = useVehicleStats();
  const columns = useVehicleColumns();

  const figures = useMemo<StatItem[]>(() => {
    const s = stats.data;
    const share = (n: number) =>
      s ? t('dashboard.stats.share', { percent: f.percent(s.total ? n / s.total : 0) }) : undefined;
    return [
      {
        key: 'onRoute',
        label: t('dashboard.stats.onRoute'),
        value: s && f.number(s.onRoute),
        hint: s && share(s.onRoute),
        icon: <IconTruck />,
        color: 'primary',
      },
      {
        key: 'warnings',
        label: t('dashboard.stats.warnings'),
        value: s && f.number(s.withWarnings),
        hint: s && share(s.withWarnings),
        icon: <IconAlertTriangle />,
        color: 'warning',
      },
      {
        key: 'deviated',
        label: t('dashboard.stats.deviated'),
        value: s && f.number(s.deviated),
        hint: s && share(s.deviated),
        icon: <IconRouteOff />,
        color: 'error',
      },
      {
        key: 'late',
        label: t('dashboard.stats.late'),
        value: s && f.number(s.late),
        hint: s && share(s.late),
        icon: <IconClockExclamation />,
        color: 'info',
      },
    ];
  }, [stats.data, t, f]);

  return (
    <Page>
      <ScreenHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {stats.isError ? (
        <Card data-card="stats-error">
          <ErrorState
            titleAs="h2"
            message={stats.error.message}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        </Card>
      ) : (
        <>
          <StatCards items={figures} loading={stats.isPending} />
          <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
            <ShipmentStatisticsCard stats={stats.data} />
            <DeliveryPerformanceCard stats={stats.data} />
          </div>
        </>
      )}
      <Card>
        <CardHeader title={t('dashboard.tableTitle')} />
        <DataTable
          aria-label={t('dashboard.tableLabel')}
          persistKey="logistics-vehicles"
          mode="server"
          columns={columns}
          rows={vehicles.data?.vehicles}
          total={vehicles.data?.totalVehicles ?? 0}
          getRowId={(row) => String(row.id)}
          loading={vehicles.isPending}
          error={vehicles.isError ? vehicles.error.message : undefined}
          onRetry={() => void vehicles.refetch()}
          emptyTitle={t('dashboard.emptyTitle')}
          emptyDescription={t('dashboard.emptyHint')}
          {...list.tableProps}
        />
      </Card>
    </Page>
  );
}
