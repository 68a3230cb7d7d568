import { useMemo } from 'react';
import { Link } from 'react-router';

import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import type { WorkOrderPriority } from '@/api/types/work-orders';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Chip } from '@/components/ui/chip';
import { plansNs } from '@/i18n/ns/plans';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { deviceDetailHref, useScreenPaths, withQuery } from '../paths';
import { isPast, useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { OverdueChip, WorkOrderPriorityChip } from '../shared/work-order-chips';
import { PlanActiveSwitch } from './plan-active-switch';
import { planName, triggerText } from './plan-text';

const col = createDataTableColumns<MaintenancePlan>();

/** The states of an order still to be done: the plan's open orders as the order list filters. */
const OPEN_STATUSES = 'requested,open,in_progress,on_hold';

const linkClass = 'ee:tap-target ee:font-medium ee:text-primary-ink ee:hover:underline';

/**
 * The plans' columns; ids match the API's sort keys (name, nextDue). A plan's open orders link to
 * the work order list filtered to the plan's orders among the states not yet done. Who manages plans turns a plan on and off in its row.
 */
export function useMaintenancePlanColumns(manages: boolean): DataTableColumnDef<MaintenancePlan>[] {
  const { t } = useKitTranslation(plansNs);
  const { t: tw } = useKitTranslation(workOrdersNs);
  const f = useFormat();
  const paths = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('name', {
        header: t('list.columns.name'),
        cell: (info) => (
          <div className="ee:min-w-40">
            <TextLine className="ee:font-medium ee:text-heading">
              {planName(t, info.row.original)}
            </TextLine>
            <span className="ee:inline-flex ee:flex-wrap ee:items-center ee:gap-2 ee:text-[13px] ee:text-muted">
              {tw(`kind.${info.row.original.kind}`)}
              {info.row.original.isTypeDefault && (
                <Chip size="sm" color="primary" data-type-default>
                  {t('typeDefault')}
                </Chip>
              )}
            </span>
          </div>
        ),
        meta: { alwaysVisible: true, width: 220, grow: 2, card: 'title' },
      }),
      col.display({
        id: 'appliesTo',
        header: t('list.columns.appliesTo'),
        cell: ({ row: { original: plan } }) =>
          plan.deviceNumber ? (
            <div className="ee:min-w-32">
              <Link to={deviceDetailHref(paths, plan.deviceNumber)} className={linkClass}>
                {plan.deviceNumber}
              </Link>
              <TextLine className="ee:text-[13px] ee:text-muted">{plan.deviceName}</TextLine>
            </div>
          ) : (
            <Chip color="secondary">{t('list.allDevicesOf', { type: plan.deviceTypeName })}</Chip>
          ),
        meta: { width: 170, grow: 1, card: 'subtitle' },
      }),
      col.display({
        id: 'trigger',
        header: t('list.columns.trigger'),
        cell: ({ row: { original: plan } }) => (
          <TextLine className="ee:min-w-40">{triggerText(t, f, plan)}</TextLine>
        ),
        meta: { width: 220, grow: 1 },
      }),
      col.accessor('nextDue', {
        header: t('list.columns.nextDue'),
        cell: (info) => {
          const due = info.getValue();
          if (!due) return <span className="ee:text-muted">{t('notDue')}</span>;
          const overdue = info.row.original.active && isPast(due);
          return (
            <span
              className="ee:inline-flex ee:flex-wrap ee:items-center ee:gap-x-2 ee:gap-y-1"
              data-overdue={overdue || undefined}
            >
              <span
                className={
                  overdue
                    ? 'ee:font-medium ee:whitespace-nowrap ee:text-error-ink'
                    : 'ee:whitespace-nowrap'
                }
              >
                {f.date(due)}
              </span>
              {overdue && <OverdueChip label={t('list.overdue')} />}
            </span>
          );
        },
        meta: { width: 170 },
      }),
      col.accessor('openOrders', {
        header: t('list.columns.openOrders'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() > 0 ? (
            <Link
              to={withQuery(paths.workOrders, {
                planId: info.row.original.id,
                status: OPEN_STATUSES,
              })}
              className={`${linkClass} ee:tabular-nums`}
              aria-label={t('list.openOrders', { count: info.getValue() })}
            >
              {f.number(info.getValue())}
            </Link>
          ) : (
            <span className="ee:text-muted ee:tabular-nums">{f.number(0)}</span>
          ),
        meta: { align: 'end', width: 110 },
      }),
      col.accessor('assigneeName', {
        id: 'assignee',
        header: t('list.columns.assignee'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <TextLine>{info.getValue()}</TextLine>
          ) : (
            <span className="ee:text-muted">{tw('unassigned')}</span>
          ),
        meta: { width: 140 },
      }),
      col.accessor('priority', {
        header: t('list.columns.priority'),
        enableSorting: false,
        cell: (info) => {
          const p: WorkOrderPriority = info.getValue();
          return <WorkOrderPriorityChip priority={p} label={tw(`priority.${p}`)} />;
        },
        meta: { width: 120 },
      }),
      col.accessor('active', {
        header: t('list.columns.active'),
        enableSorting: false,
        cell: (info) =>
          manages ? (
            <PlanActiveSwitch plan={info.row.original} />
          ) : (
            <Chip color={info.getValue() ? 'success' : 'secondary'}>
              {info.getValue() ? t('active') : t('inactive')}
            </Chip>
          ),
        meta: { width: 120, card: 'status' },
      }),
    ],
    [t, tw, f, paths, manages],
  );
}
