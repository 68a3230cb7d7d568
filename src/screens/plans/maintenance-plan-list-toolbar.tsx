import { memo, useMemo } from 'react';

import type { DeviceType } from '@/api/types/devices';
import { PLAN_TRIGGERS, type PlanTrigger } from '@/api/types/maintenance-plans';
import { WORK_ORDER_KINDS, type WorkOrderKind } from '@/api/types/work-orders';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { plansNs } from '@/i18n/ns/plans';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import {
  PLAN_LIST_SCHEMA,
  type MaintenancePlanFilters,
  type MaintenancePlanListController,
} from './use-maintenance-plan-list';

export interface MaintenancePlanListToolbarProps {
  q: string;
  filters: Partial<MaintenancePlanFilters>;
  /** The device types: the type filter's choices. */
  types: readonly DeviceType[] | undefined;
  setQ: MaintenancePlanListController['list']['setQ'];
  setFilter: MaintenancePlanListController['list']['setFilter'];
  clearFilters: MaintenancePlanListController['list']['clearFilters'];
}

/**
 * Search and the plans' filters (kind, trigger, active or not, device type: one value each, as the
 * API reads them), and the applied ones
 * as chips. Memoised: a list answer re-renders the screen, not the filters.
 */
export const MaintenancePlanListToolbar = memo(function MaintenancePlanListToolbar({
  q,
  filters,
  types,
  setQ,
  setFilter,
  clearFilters,
}: MaintenancePlanListToolbarProps) {
  const { t } = useKitTranslation(plansNs);
  const { t: tw } = useKitTranslation(workOrdersNs);
  const options = useMemo(
    () => ({
      kind: WORK_ORDER_KINDS.map((k) => ({ value: k, label: tw(`kind.${k}`) })),
      trigger: PLAN_TRIGGERS.map((g) => ({ value: g, label: t(`trigger.${g}`) })),
      active: [
        { value: 'true', label: t('active') },
        { value: 'false', label: t('inactive') },
      ],
      type: (types ?? []).map((d) => ({ value: String(d.id), label: `${d.code} · ${d.name}` })),
    }),
    [t, tw, types],
  );
  const active = activeFilters(
    PLAN_LIST_SCHEMA,
    {
      kind: { name: t('list.filters.kind'), value: (k) => tw(`kind.${k}`) },
      trigger: { name: t('list.filters.trigger'), value: (g) => t(`trigger.${g}`) },
      active: { name: t('list.filters.active'), value: (a) => (a ? t('active') : t('inactive')) },
      deviceTypeId: {
        name: t('list.filters.deviceType'),
        value: (id) => options.type.find((o) => o.value === String(id))?.label ?? String(id),
      },
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
      <SelectFilter<WorkOrderKind>
        label={t('list.filters.kind')}
        options={options.kind}
        value={filters.kind}
        onChange={(v) => setFilter('kind', v)}
      />
      <SelectFilter<PlanTrigger>
        label={t('list.filters.trigger')}
        options={options.trigger}
        value={filters.trigger}
        onChange={(v) => setFilter('trigger', v)}
      />
      <SelectFilter
        label={t('list.filters.active')}
        options={options.active}
        value={filters.active === undefined ? undefined : String(filters.active)}
        onChange={(v) => setFilter('active', v === undefined ? undefined : v === 'true')}
      />
      <SelectFilter
        searchable
        label={t('list.filters.deviceType')}
        options={options.type}
        value={filters.deviceTypeId === undefined ? undefined : String(filters.deviceTypeId)}
        onChange={(v) => setFilter('deviceTypeId', v ? Number(v) : undefined)}
        className="ee:max-w-72"
      />
    </FilterBar>
  );
});
