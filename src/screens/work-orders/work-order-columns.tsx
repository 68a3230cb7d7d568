import { useLayoutEffect, useMemo, useRef } from 'react';
import { useHref, useNavigate } from 'react-router';

import type {
  WorkOrderListItem,
  WorkOrderPriority,
  WorkOrderStatus,
} from '@/api/types/work-orders';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { perTranslator } from '@/i18n/per-translator';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import {
  OverdueChip,
  WorkOrderPriorityChip,
  WorkOrderStatusChip,
} from '../shared/work-order-chips';
import { RouteLink } from './shared/route-link';

const col = createDataTableColumns<WorkOrderListItem>();

/**
 * The list's columns; ids match the API's sort keys (number, title, deviceNumber, priority,
 * status, assignee, dueDate). Translator and formatters are resolved once and handed to hook-free
 * cells (a hook per cell made long pages slow, docs/performance.md). On a phone each order is a
 * card: the number as its title, the title under it, the status at its end.
 */
export function useWorkOrderColumns(): DataTableColumnDef<WorkOrderListItem>[] {
  const { t } = useKitTranslation(workOrdersNs);
  const f = useFormat();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const paths = useScreenPaths();
  // The hrefs as the router writes them (its basename in front), worked out once per table.
  const orderBase = useHref(paths.workOrderDetail);
  const deviceBase = useHref(paths.deviceDetail);
  return useMemo(() => {
    const orderTo = (n: string) => `${paths.workOrderDetail}/${encodeURIComponent(n)}`;
    const deviceQuery = (n: string) => `?number=${encodeURIComponent(n)}`;
    const overdue = t('list.overdueMark');
    return [
      col.accessor('number', {
        header: t('list.columns.number'),
        cell: (info) => (
          <RouteLink
            to={orderTo(info.getValue())}
            href={`${orderBase}/${encodeURIComponent(info.getValue())}`}
            navigate={navigateRef}
          >
            {info.getValue()}
          </RouteLink>
        ),
        meta: { alwaysVisible: true, width: 150, card: 'title' },
      }),
      col.accessor('title', {
        header: t('list.columns.title'),
        cell: (info) => (
          <div className="ee:min-w-40">
            <TextLine className="ee:font-medium ee:text-heading">{info.getValue()}</TextLine>
            <span className="ee:text-[13px] ee:text-muted">
              {perTranslator(t, `kind.${info.row.original.kind}`, () =>
                t(`kind.${info.row.original.kind}`),
              )}
            </span>
          </div>
        ),
        meta: { width: 220, grow: 2, card: 'subtitle' },
      }),
      col.accessor('deviceNumber', {
        header: t('list.columns.device'),
        cell: (info) => (
          <div className="ee:min-w-32">
            <RouteLink
              to={`${paths.deviceDetail}${deviceQuery(info.getValue())}`}
              href={`${deviceBase}${deviceQuery(info.getValue())}`}
              navigate={navigateRef}
            >
              {info.getValue()}
            </RouteLink>
            <TextLine className="ee:text-[13px] ee:text-muted">
              {info.row.original.deviceName}
            </TextLine>
          </div>
        ),
        meta: { width: 170, grow: 1, csv: (v) => String(v) },
      }),
      col.accessor('locationName', {
        id: 'location',
        header: t('list.columns.location'),
        enableSorting: false,
        cell: (info) => <TextLine>{info.getValue()}</TextLine>,
        meta: { width: 150, grow: 1 },
      }),
      col.accessor('priority', {
        header: t('list.columns.priority'),
        cell: (info) => {
          const p: WorkOrderPriority = info.getValue();
          return (
            <WorkOrderPriorityChip
              priority={p}
              label={perTranslator(t, `priority.${p}`, () => t(`priority.${p}`))}
            />
          );
        },
        meta: { width: 120, csv: (v) => t(`priority.${v as WorkOrderPriority}`) },
      }),
      col.accessor('status', {
        header: t('list.columns.status'),
        cell: (info) => {
          const s: WorkOrderStatus = info.getValue();
          return (
            <WorkOrderStatusChip
              status={s}
              label={perTranslator(t, `status.${s}`, () => t(`status.${s}`))}
            />
          );
        },
        meta: {
          width: 130,
          card: 'status',
          csv: (v) => t(`status.${v as WorkOrderStatus}`),
        },
      }),
      col.accessor('assigneeName', {
        id: 'assignee',
        header: t('list.columns.assignee'),
        cell: (info) =>
          info.getValue() ? (
            <TextLine>{info.getValue()}</TextLine>
          ) : (
            <span className="ee:text-muted">{t('unassigned')}</span>
          ),
        meta: { width: 140 },
      }),
      col.accessor('dueDate', {
        header: t('list.columns.dueDate'),
        cell: (info) => {
          const due = info.getValue();
          if (!due) return <span className="ee:text-muted">{t('noDueDate')}</span>;
          return (
            <span
              className="ee:inline-flex ee:flex-wrap ee:items-center ee:gap-x-2 ee:gap-y-1"
              data-overdue={info.row.original.overdue || undefined}
            >
              <span className="ee:whitespace-nowrap">{f.date(due)}</span>
              {info.row.original.overdue && <OverdueChip label={overdue} />}
            </span>
          );
        },
        meta: { width: 180, csv: (v) => (typeof v === 'string' ? v : '') },
      }),
    ];
  }, [t, f, paths.workOrderDetail, paths.deviceDetail, orderBase, deviceBase]);
}
