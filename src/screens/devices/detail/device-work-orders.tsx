import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { useWorkOrders } from '@/api/client/work-orders';
import type { WorkOrderListItem } from '@/api/types/work-orders';
import { createDataTableColumns } from '@/components/table/columns';
import { DataTable, type DataTableSort } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';
import { WorkOrderPriorityChip, WorkOrderStatusChip } from '@/screens/shared/work-order-chips';

import { useScreenPaths, workOrderHref } from '../../paths';

const col = createDataTableColumns<WorkOrderListItem>();

export interface DeviceWorkOrdersProps {
  deviceNumber: string;
  /** Opens the form of a new order for this device; none for a deleted device. */
  onSchedule?: () => void;
}

/**
 * The device's work orders (issue 39.1): number (a link to the order), title, kind, priority,
 * status, assignee and due date, overdue ones marked; server paging, due soonest first.
 */
export function DeviceWorkOrders({ deviceNumber, onSchedule }: DeviceWorkOrdersProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const paths = useScreenPaths();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const query = useWorkOrders({
    deviceNumber,
    page,
    itemsPerPage: pageSize,
    sortBy: sort?.id as 'number' | undefined,
    orderBy: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
  });

  const columns = useMemo(
    () => [
      col.accessor('number', {
        id: 'number',
        header: t('device.columns.number'),
        cell: (c) => (
          <Link
            to={workOrderHref(paths, c.getValue())}
            className="ee:tap-target ee:font-medium ee:whitespace-nowrap ee:text-primary-ink ee:hover:underline"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('title', {
        id: 'title',
        header: t('device.columns.title'),
        cell: (c) => (
          <TextLine className="ee:line-clamp-2 ee:max-w-72">
            {c.getValue()} · {t(`kind.${c.row.original.kind}`)}
          </TextLine>
        ),
      }),
      col.accessor('priority', {
        id: 'priority',
        header: t('device.columns.priority'),
        cell: (c) => (
          <WorkOrderPriorityChip priority={c.getValue()} label={t(`priority.${c.getValue()}`)} />
        ),
      }),
      col.accessor('status', {
        id: 'status',
        header: t('device.columns.status'),
        cell: (c) => (
          <WorkOrderStatusChip status={c.getValue()} label={t(`status.${c.getValue()}`)} />
        ),
      }),
      col.accessor('assigneeName', {
        id: 'assignee',
        header: t('device.columns.assignee'),
        cell: (c) => (c.getValue() ? <bdi>{c.getValue()}</bdi> : t('unassigned')),
      }),
      col.accessor('dueDate', {
        id: 'dueDate',
        header: t('device.columns.due'),
        cell: (c) =>
          c.getValue() ? (
            <span
              className={
                c.row.original.overdue
                  ? 'ee:font-medium ee:whitespace-nowrap ee:text-error-ink'
                  : 'ee:whitespace-nowrap'
              }
            >
              {fmt.date(c.getValue())}
              {c.row.original.overdue && ` · ${t('due.overdue')}`}
            </span>
          ) : (
            '—'
          ),
      }),
    ],
    [t, fmt, paths],
  );

  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title={t('device.heading')}
        subtitle={t('device.subtitle', { count: query.data?.total ?? 0 })}
        actions={
          onSchedule && (
            <Button
              size="sm"
              // The page's primary action on a phone: a 44 px target there.
              className="ee:max-sm:h-[44px]"
              startIcon={<IconCalendarPlus aria-hidden size={16} />}
              onClick={onSchedule}
            >
              {t('device.schedule')}
            </Button>
          )
        }
      />
      <DataTable
        mode="server"
        aria-label={t('device.tableLabel')}
        columns={columns}
        rows={query.data?.workOrders}
        total={query.data?.total ?? 0}
        getRowId={(r) => r.number}
        loading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={t('device.emptyTitle')}
        emptyDescription={t('device.emptyHint')}
        columnMenu={false}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        page={page}
        pageSize={pageSize}
        pageSizes={[5, 10, 25]}
        paginationLabel={t('device.pagination')}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </Card>
  );
}
