import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';

import { useMaintenance } from '@/api/client/devices';
import type {
  DeviceDetail,
  MaintenanceRecord,
  MaintenanceSortKey,
  MaintenanceStatus,
} from '@/api/types/devices';
import { Skeleton } from '@/components/feedback/skeleton';
import { createDataTableColumns } from '@/components/table/columns';
import { DataTable, type DataTableSort } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { MaintenanceFormDialog } from '../shared/lazy-overlays';

/**
 * The device's work orders load with the tab, not with the page: their table, chips and the work
 * orders' catalogue are no part of the device page's first paint.
 */
const DeviceWorkOrders = lazy(() =>
  import('./device-work-orders').then((m) => ({ default: m.DeviceWorkOrders })),
);

/** The plans that apply to the device, loaded with the tab as its work orders are. */
const DevicePlansCard = lazy(() =>
  import('../../plans/device/device-plans-card').then((m) => ({ default: m.DevicePlansCard })),
);

const col = createDataTableColumns<MaintenanceRecord>();
const STATUS_TONE: Record<MaintenanceStatus, Tone> = {
  planned: 'info',
  in_progress: 'warning',
  done: 'success',
};

export interface MaintenanceTabProps {
  device: DeviceDetail;
  /** Opens the form of a new work order for the device (the header's "Schedule maintenance"). */
  onSchedule: () => void;
}

/**
 * The device's work orders (each opening its order, "Schedule maintenance"), the maintenance plans
 * that apply to it, and under them its maintenance records (server paging, newest first) with "Add record".
 */
export function MaintenanceTab({ device, onSchedule }: MaintenanceTabProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useMaintenance(device.number, {
    page,
    itemsPerPage: pageSize,
    sortBy: sort?.id as MaintenanceSortKey | undefined,
    orderBy: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
  });

  const columns = useMemo(
    () => [
      col.accessor('date', {
        id: 'date',
        header: t('maintenance.date'),
        cell: (c) => fmt.date(c.getValue()),
      }),
      col.accessor('kind', {
        id: 'kind',
        header: t('maintenance.kind'),
        cell: (c) => t(`maintenance.kinds.${c.getValue()}`),
      }),
      col.accessor('technician', {
        id: 'technician',
        header: t('maintenance.technician'),
        cell: (c) => <bdi>{c.getValue()}</bdi>,
      }),
      col.accessor('status', {
        id: 'status',
        header: t('maintenance.status'),
        cell: (c) => (
          <Chip color={STATUS_TONE[c.getValue()]}>{t(`maintenance.statuses.${c.getValue()}`)}</Chip>
        ),
      }),
      col.accessor('result', {
        id: 'result',
        header: t('maintenance.result'),
        enableSorting: false,
        cell: (c) => (c.getValue() ? t(`maintenance.results.${c.getValue()!}`) : '—'),
      }),
      col.accessor('cost', {
        id: 'cost',
        header: t('maintenance.cost'),
        meta: { align: 'end' },
        cell: (c) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums">{fmt.money(c.getValue())}</span>
        ),
      }),
      col.accessor('downtimeHours', {
        id: 'downtime',
        header: t('maintenance.downtime'),
        enableSorting: false,
        meta: { align: 'end' },
        cell: (c) => t('maintenance.hours', { value: fmt.number(c.getValue(), 1) }),
      }),
      col.accessor('notes', {
        id: 'notes',
        header: t('maintenance.notes'),
        enableSorting: false,
        cell: (c) =>
          c.getValue() ? (
            <TextLine className="ee:line-clamp-2 ee:max-w-72">{c.getValue()}</TextLine>
          ) : (
            '—'
          ),
      }),
    ],
    [t, fmt],
  );

  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <Suspense fallback={<Skeleton variant="block" className="ee:h-[320px]" />}>
        <DeviceWorkOrders
          deviceNumber={device.number}
          onSchedule={device.deletedAt ? undefined : onSchedule}
        />
      </Suspense>
      <Suspense fallback={<Skeleton variant="block" className="ee:h-[160px]" />}>
        <DevicePlansCard deviceNumber={device.number} readOnly={Boolean(device.deletedAt)} />
      </Suspense>
      <Card>
        <CardHeader
          titleAs="h2"
          title={t('maintenance.title')}
          subtitle={t('maintenance.subtitle', { count: query.data?.total ?? 0 })}
          actions={
            // A deleted device's records are kept to be read: nothing is added to them.
            device.deletedAt ? undefined : (
              <Button
                size="sm"
                startIcon={<IconPlus aria-hidden size={16} />}
                onClick={() => setAdding(true)}
              >
                {t('maintenance.add')}
              </Button>
            )
          }
        />
        <DataTable
          mode="server"
          aria-label={t('maintenance.title')}
          columns={columns}
          rows={query.data?.records}
          total={query.data?.total ?? 0}
          getRowId={(r) => String(r.id)}
          loading={query.isPending}
          error={query.isError ? query.error.message : undefined}
          onRetry={() => query.refetch()}
          emptyTitle={t('maintenance.emptyTitle')}
          emptyDescription={t('maintenance.emptyHint')}
          columnMenu={false}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
        <MaintenanceFormDialog
          device={device}
          mode="record"
          open={adding}
          onOpenChange={setAdding}
          onSaved={() => setPage(1)}
        />
      </Card>
    </div>
  );
}
