import { memo, useMemo } from 'react';

import { useMaintenancePlan } from '@/api/client/maintenance-plans';
import type { DeviceLocationNode } from '@/api/types/devices';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import {
  WORK_ORDER_DUE_FILTERS,
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderAssignee,
  type WorkOrderDueFilter,
} from '@/api/types/work-orders';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { plansNs } from '@/i18n/ns/plans';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation, type KitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { flattenLocations } from '../shared/location-options';
import { planName } from '../shared/plan-name';
import {
  WORK_ORDER_LIST_SCHEMA,
  type WorkOrderFilters,
  type WorkOrderListController,
} from './use-work-order-list';

/**
 * The plan filter's chip: the plan's name and what it applies to (every type's default plan has
 * the same name).
 */
const planChipText = (t: KitTranslation<'plans'>['t'], plan: MaintenancePlan) =>
  `${planName(t, plan)} · ${plan.deviceNumber ?? plan.deviceTypeName}`;

/** The assignee filter's value for "assigned to nobody" (the API's assigneeId=0). */
const NOBODY = '0';

export interface WorkOrderListToolbarProps {
  q: string;
  filters: Partial<WorkOrderFilters>;
  /** Who orders can be assigned to: the assignee filter's choices. */
  assignees: readonly WorkOrderAssignee[] | undefined;
  /** The location tree: the location filter's choices (as the register's). */
  tree: readonly DeviceLocationNode[] | undefined;
  /** Offer the status filter (the board's columns are the states: it has none). */
  withStatus?: boolean;
  setQ: WorkOrderListController['list']['setQ'];
  setFilter: WorkOrderListController['list']['setFilter'];
  clearFilters: WorkOrderListController['list']['clearFilters'];
}

/**
 * Search and the filters of the work orders (status, priority, kind, assignee with "unassigned",
 * location, due), and the applied ones as chips (the plan's too, which the plans list sets); the list and the board share it. Memoised: a
 * list answer re-renders the screen, not the filters.
 */
export const WorkOrderListToolbar = memo(function WorkOrderListToolbar({
  q,
  filters,
  assignees,
  tree,
  withStatus = true,
  setQ,
  setFilter,
  clearFilters,
}: WorkOrderListToolbarProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const { t: tp } = useKitTranslation(plansNs);
  // The plan filter has no picker (the plans list links to it): its chip names the plan.
  const plan = useMaintenancePlan(filters.planId).data;
  const options = useMemo(
    () => ({
      status: WORK_ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      priority: WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) })),
      kind: WORK_ORDER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
      due: WORK_ORDER_DUE_FILTERS.map((d) => ({ value: d, label: t(`due.${d}`) })),
      assignee: [
        { value: NOBODY, label: t('unassigned') },
        ...(assignees ?? []).map((a) => ({ value: String(a.id), label: a.fullName })),
      ],
      location: flattenLocations(tree).map((o) => ({
        value: o.value,
        label: o.names[o.names.length - 1] ?? o.path,
        depth: o.depth,
        path: o.names,
        count: o.count,
      })),
    }),
    [t, assignees, tree],
  );
  const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
    list.find((o) => o.value === value)?.label ?? value;
  const active = activeFilters(
    WORK_ORDER_LIST_SCHEMA,
    {
      ...(withStatus && {
        status: { name: t('list.filters.status'), value: (s) => t(`status.${s}`) },
      }),
      priority: { name: t('list.filters.priority'), value: (p) => t(`priority.${p}`) },
      kind: { name: t('list.filters.kind'), value: (k) => t(`kind.${k}`) },
      assigneeId: {
        name: t('list.filters.assignee'),
        value: (id) => labelOf(options.assignee, String(id)),
      },
      locationId: {
        name: t('list.filters.location'),
        value: (id) =>
          isolateText(
            options.location.find((o) => o.value === String(id))?.path.join(' › ') ?? String(id),
          ),
      },
      planId: {
        name: t('list.filters.plan'),
        value: (id) => isolateText(plan?.id === id ? planChipText(tp, plan) : `#${id}`),
      },
      due: { name: t('list.filters.due'), value: (d) => t(`due.${d}`) },
    },
    { state: { filters }, setFilter },
  );
  return (
    <FilterBar
      activeFilters={active}
      onClearAll={active.length ? clearFilters : undefined}
      className="ee:w-full"
    >
      <SearchInput
        value={q}
        onChange={setQ}
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        className="ee:w-full ee:max-w-64"
      />
      {withStatus && (
        <SelectFilter
          multiple
          label={t('list.filters.status')}
          options={options.status}
          value={filters.status ?? []}
          onChange={(v) => setFilter('status', v)}
        />
      )}
      <SelectFilter
        multiple
        label={t('list.filters.priority')}
        options={options.priority}
        value={filters.priority ?? []}
        onChange={(v) => setFilter('priority', v)}
      />
      <SelectFilter
        multiple
        label={t('list.filters.kind')}
        options={options.kind}
        value={filters.kind ?? []}
        onChange={(v) => setFilter('kind', v)}
      />
      <SelectFilter
        searchable
        label={t('list.filters.assignee')}
        options={options.assignee}
        value={filters.assigneeId === undefined ? undefined : String(filters.assigneeId)}
        onChange={(v) => setFilter('assigneeId', v === undefined ? undefined : Number(v))}
      />
      <SelectFilter
        searchable
        label={t('list.filters.location')}
        options={options.location}
        value={filters.locationId === undefined ? undefined : String(filters.locationId)}
        onChange={(v) => setFilter('locationId', v ? Number(v) : undefined)}
        className="ee:max-w-72"
      />
      <SelectFilter<WorkOrderDueFilter>
        label={t('list.filters.due')}
        options={options.due}
        value={filters.due}
        onChange={(v) => setFilter('due', v)}
      />
    </FilterBar>
  );
});
