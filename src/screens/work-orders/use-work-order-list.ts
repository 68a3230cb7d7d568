import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useLocationTree } from '@/api/client/device-locations';
import {
  useWorkOrderAssignees,
  useWorkOrderListFetch,
  useWorkOrders,
} from '@/api/client/work-orders';
import {
  WORK_ORDER_DUE_FILTERS,
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_STATUSES,
  type WorkOrderDueFilter,
  type WorkOrderKind,
  type WorkOrderListItem,
  type WorkOrderListParams,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@/api/types/work-orders';
import { toast } from '@/components/feedback/toast';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { downloadCsv, toCsv, type CsvColumn } from '@/components/table';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation, type KitTranslation } from '@/i18n/use-kit-translation';
import { useFirstInTransition } from '@/lib/use-first-in-transition';

import { useActionParam } from '../shared/use-action-param';
import { useWorkOrderActor } from '../shared/use-work-order-actor';
import { OPEN_STATUSES } from './shared/open-statuses';
import { useWorkOrderColumns } from './work-order-columns';

export type WorkOrderFilters = {
  status: WorkOrderStatus[];
  priority: WorkOrderPriority[];
  kind: WorkOrderKind[];
  /** A user's id; 0: orders assigned to nobody. */
  assigneeId: number;
  locationId: number;
  /** The maintenance plan that made the orders (the plans list links here). */
  planId: number;
  due: WorkOrderDueFilter;
};

type WorkOrderSortKey = (typeof WORK_ORDER_SORT_KEYS)[number];

/** The list's state in the URL (`?status=open,in_progress&due=overdue…`), as the API reads it. */
export const WORK_ORDER_LIST_SCHEMA: ListSchema<WorkOrderFilters, WorkOrderSortKey> = {
  filters: {
    status: filterParam.manyOf(WORK_ORDER_STATUSES),
    priority: filterParam.manyOf(WORK_ORDER_PRIORITIES),
    kind: filterParam.manyOf(WORK_ORDER_KINDS),
    assigneeId: filterParam.int(0),
    locationId: filterParam.int(1),
    planId: filterParam.int(1),
    due: filterParam.oneOf(WORK_ORDER_DUE_FILTERS),
  },
  sortKeys: WORK_ORDER_SORT_KEYS,
  defaultSort: { sortBy: 'dueDate', orderBy: 'asc' },
};

type Translate = KitTranslation<'workOrders'>['t'];

/** The export's columns: what the table shows, in the user's language. */
function csvColumns(t: Translate): CsvColumn<WorkOrderListItem>[] {
  return [
    { header: t('list.columns.number'), value: (o) => o.number },
    { header: t('list.columns.title'), value: (o) => o.title },
    { header: t('list.columns.kind'), value: (o) => t(`kind.${o.kind}`) },
    { header: t('list.columns.device'), value: (o) => `${o.deviceNumber} ${o.deviceName}` },
    { header: t('list.columns.location'), value: (o) => o.locationName },
    { header: t('list.columns.priority'), value: (o) => t(`priority.${o.priority}`) },
    { header: t('list.columns.status'), value: (o) => t(`status.${o.status}`) },
    { header: t('list.columns.assignee'), value: (o) => o.assigneeName ?? '' },
    { header: t('list.columns.dueDate'), value: (o) => o.dueDate ?? '' },
    { header: t('list.overdueMark'), value: (o) => (o.overdue ? t('list.overdueMark') : '') },
  ];
}

/** The list's parameters for the API from its URL state (the board and calendar share them). */
export function filterParamsOf(state: {
  q: string;
  filters: Partial<WorkOrderFilters>;
}): WorkOrderListParams {
  const { status, priority, kind, assigneeId, locationId, planId, due } = state.filters;
  return { q: state.q || undefined, status, priority, kind, assigneeId, locationId, planId, due };
}

/**
 * The list opens on the work still to do: a URL without a status filter gets it, in place (the
 * URL and a removable chip say so). Once only: a user who removes the chip sees every state.
 */
function useOpenOnWorkToDo(): void {
  const [params, setParams] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (params.has('status')) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('status', OPEN_STATUSES.join(','));
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
}

/** A bulk dialog open on these orders, with the versions the list showed them at. */
export interface BulkTargets {
  kind: 'assign' | 'status';
  orders: readonly Pick<WorkOrderListItem, 'number' | 'version' | 'status' | 'assigneeId'>[];
}

/**
 * The list's controller: state in the URL, the queries, the selection, the bulk dialogs and the
 * CSV export of the filtered list (every page of it).
 */
export function useWorkOrderList() {
  const { t } = useKitTranslation(workOrdersNs);
  const fetchOrders = useWorkOrderListFetch();
  useOpenOnWorkToDo();
  const list = useListState(WORK_ORDER_LIST_SCHEMA);
  const { state } = list;
  const who = useWorkOrderActor();
  const filterParams = filterParamsOf(state);
  const params: WorkOrderListParams = {
    ...filterParams,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const orders = useWorkOrders(params);
  const firstDrawn = useFirstInTransition(orders.data);
  const assignees = useWorkOrderAssignees();
  const locations = useLocationTree();
  const columns = useWorkOrderColumns();

  const [adding, setAdding] = useState(false);
  // `?action=add` (the palette's "New work order", the `n` key) opens the create drawer.
  useActionParam(['add'] as const, () => setAdding(true), who.creates);
  const [selection, setSelected] = useState<string[]>([]);
  const rows = orders.data?.workOrders;
  const selected = useMemo(
    () => (rows ?? []).filter((o) => selection.includes(o.number)),
    [rows, selection],
  );
  const [bulk, setBulk] = useState<BulkTargets | null>(null);
  const openBulk = (kind: BulkTargets['kind']) => setBulk({ kind, orders: selected });

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchOrders({
        ...filterParams,
        sortBy: params.sortBy,
        orderBy: params.orderBy,
        page: 1,
        itemsPerPage: -1,
      });
      downloadCsv('work-orders', toCsv(all.workOrders, csvColumns(t)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return {
    list,
    who,
    orders,
    firstDrawn,
    assignees,
    locations,
    columns,
    adding,
    setAdding,
    selection,
    setSelected,
    selected,
    bulk,
    setBulk,
    openBulk,
    exporting,
    exportCsv,
  };
}

/** What the list's parts read from its controller. */
export type WorkOrderListController = ReturnType<typeof useWorkOrderList>;
