import { useState } from 'react';

import { useDeviceTypes } from '@/api/client/device-types';
import { useMaintenancePlans } from '@/api/client/maintenance-plans';
import {
  PLAN_SORT_KEYS,
  PLAN_TRIGGERS,
  type MaintenancePlan,
  type MaintenancePlanListParams,
  type PlanTrigger,
} from '@/api/types/maintenance-plans';
import { WORK_ORDER_KINDS, type WorkOrderKind } from '@/api/types/work-orders';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { useFirstInTransition } from '@/lib/use-first-in-transition';

import { useActionParam } from '../shared/use-action-param';
import { useMaintenancePlanColumns } from './maintenance-plan-columns';
import { usePlansManager } from './use-plans-manager';

export type MaintenancePlanFilters = {
  kind: WorkOrderKind;
  trigger: PlanTrigger;
  active: boolean;
  deviceTypeId: number;
};

type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];

/** The list's state in the URL (`?trigger=runtime&active=true…`), as the API reads it. */
export const PLAN_LIST_SCHEMA: ListSchema<MaintenancePlanFilters, PlanSortKey> = {
  filters: {
    kind: filterParam.oneOf(WORK_ORDER_KINDS),
    trigger: filterParam.oneOf(PLAN_TRIGGERS),
    active: filterParam.bool(),
    deviceTypeId: filterParam.int(1),
  },
  sortKeys: PLAN_SORT_KEYS,
  defaultSort: { sortBy: 'name', orderBy: 'asc' },
};

const ALL = { itemsPerPage: -1 } as const;

/** The drawer: open or not, on a plan to edit (kept while it closes) or none to add one. */
export interface PlanDrawer {
  open: boolean;
  plan: MaintenancePlan | null;
}

/**
 * The plans list's controller: state in the URL, the queries, the add/edit drawer (`?action=add`
 * opens it) and the plan being deleted.
 */
export function useMaintenancePlanList() {
  const list = useListState(PLAN_LIST_SCHEMA);
  const { state } = list;
  const manages = usePlansManager();
  const { kind, trigger, active, deviceTypeId } = state.filters;
  const params: MaintenancePlanListParams = {
    q: state.q || undefined,
    kind,
    trigger,
    active: active === undefined ? undefined : active ? 'true' : 'false',
    deviceTypeId,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const plans = useMaintenancePlans(params);
  const firstDrawn = useFirstInTransition(plans.data);
  const types = useDeviceTypes(ALL);
  const [drawer, setDrawer] = useState<PlanDrawer>({ open: false, plan: null });
  const [deleting, setDeleting] = useState<MaintenancePlan | null>(null);
  useActionParam(['add'] as const, () => setDrawer({ open: true, plan: null }), manages);
  const columns = useMaintenancePlanColumns(manages);
  const openEdit = (plan: MaintenancePlan) => setDrawer({ open: true, plan });
  return {
    list,
    manages,
    plans,
    firstDrawn,
    types,
    columns,
    drawer,
    setDrawer,
    openEdit,
    deleting,
    setDeleting,
  };
}

/** What the list's parts read from its controller. */
export type MaintenancePlanListController = ReturnType<typeof useMaintenancePlanList>;
