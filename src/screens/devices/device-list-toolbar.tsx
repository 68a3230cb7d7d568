import { memo, useMemo } from 'react';

import {
  DEVICE_STATUSES,
  type DeviceLocationNode,
  type DeviceTypeListResponse,
} from '@/api/types/devices';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { TruncatedPath } from '@/components/ui/truncated-path';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { flattenLocations } from '../shared/location-options';
import { locationPathText } from '../shared/location-trail';
import {
  DEVICE_LIST_SCHEMA,
  type DeviceFilters,
  type DeviceListController,
  type ShownDeleted,
} from './use-device-list';

type OverdueValue = 'true' | 'false';

export interface DeviceListToolbarProps {
  /** The search text. */
  q: string;
  /** The applied filters. */
  filters: Partial<DeviceFilters>;
  /** Whether the user may see deleted devices (the "deleted" filter is theirs only). */
  seesDeleted: boolean;
  /** The device types, the type filter's choices. */
  types: DeviceTypeListResponse['types'] | undefined;
  /** The location tree, the location filter's choices. */
  tree: readonly DeviceLocationNode[] | undefined;
  setQ: DeviceListController['list']['setQ'];
  setFilter: DeviceListController['list']['setFilter'];
  clearFilters: DeviceListController['list']['clearFilters'];
}

/**
 * The register's filter bar: search, the type, status, location, overdue and deleted filters, and
 * the applied filters as chips. Memoised: a list response re-renders the screen, and re-rendering
 * the filters with it (and the figures) was a measurable part of every page turn
 * (docs/performance.md).
 */
export const DeviceListToolbar = memo(function DeviceListToolbar({
  q,
  filters,
  seesDeleted,
  types,
  tree,
  setQ,
  setFilter,
  clearFilters,
}: DeviceListToolbarProps) {
  const { t } = useKitTranslation(devicesNs);
  const { typeId, status, locationId, overdue } = filters;
  const deleted = seesDeleted ? filters.deleted : undefined;
  const typeOptions = useMemo(
    () =>
      (types ?? []).map((ty) => ({
        value: String(ty.id),
        label: `${ty.code} · ${ty.name}`,
        count: ty.deviceCount,
      })),
    [types],
  );
  const statusOptions = useMemo(
    () => DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    [t],
  );
  // The tree as choices: indented names, found by any name of their path (type-ahead), shown as
  // a path with the leaf whole once chosen.
  const locationOptions = useMemo(
    () =>
      flattenLocations(tree).map((o) => ({
        value: o.value,
        label: o.names[o.names.length - 1] ?? o.path,
        depth: o.depth,
        path: o.names,
        count: o.count,
      })),
    [tree],
  );
  const overdueOptions = useMemo(
    () => [
      { value: 'true' as const, label: t('list.overdueOnly') },
      { value: 'false' as const, label: t('list.onSchedule') },
    ],
    [t],
  );
  const deletedOptions = useMemo(
    () => [
      { value: 'include' as const, label: t('list.deletedInclude') },
      { value: 'only' as const, label: t('list.deletedOnly') },
    ],
    [t],
  );

  const locationNames = (id: number) =>
    locationOptions.find((o) => o.value === String(id))?.path ?? [String(id)];
  const active = activeFilters(
    DEVICE_LIST_SCHEMA,
    {
      typeId: {
        name: t('list.typeFilter'),
        value: (id) => typeOptions.find((o) => o.value === String(id))?.label ?? String(id),
      },
      status: { name: t('list.statusFilter'), value: (s) => t(`status.${s}`) },
      // A path of names people typed ("35 kV Substation"): isolated, so its digits stay in front
      // in rtl; drawn cut in the middle, so the chip always shows the leaf.
      locationId: {
        name: t('list.locationFilter'),
        value: (id) => isolateText(locationPathText(locationNames(id))),
        content: (id) => (
          <span className="ee:flex ee:min-w-0 ee:gap-1">
            <span className="ee:shrink-0">{t('list.locationFilter')}:</span>
            <TruncatedPath segments={locationNames(id)} />
          </span>
        ),
      },
      overdue: {
        name: t('list.overdueFilter'),
        value: (o) => (o ? t('list.overdueOnly') : t('list.onSchedule')),
      },
      ...(seesDeleted && {
        deleted: {
          name: t('list.deletedFilter'),
          value: (d: ShownDeleted) =>
            d === 'only' ? t('list.deletedOnly') : t('list.deletedInclude'),
        },
      }),
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
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        className="ee:w-full ee:max-w-64"
      />
      <SelectFilter
        label={t('list.typeFilter')}
        options={typeOptions}
        value={typeId === undefined ? undefined : String(typeId)}
        onChange={(v) => setFilter('typeId', v ? Number(v) : undefined)}
      />
      <SelectFilter
        multiple
        label={t('list.statusFilter')}
        options={statusOptions}
        value={status ?? []}
        onChange={(v) => setFilter('status', v)}
      />
      <SelectFilter
        searchable
        label={t('list.locationFilter')}
        options={locationOptions}
        value={locationId === undefined ? undefined : String(locationId)}
        onChange={(v) => setFilter('locationId', v ? Number(v) : undefined)}
        className="ee:max-w-72"
      />
      <SelectFilter<OverdueValue>
        label={t('list.overdueFilter')}
        options={overdueOptions}
        value={overdue === undefined ? undefined : overdue ? 'true' : 'false'}
        onChange={(v) => setFilter('overdue', v === undefined ? undefined : v === 'true')}
      />
      {seesDeleted && (
        <SelectFilter<ShownDeleted>
          label={t('list.deletedFilter')}
          options={deletedOptions}
          value={deleted}
          onChange={(v) => setFilter('deleted', v)}
        />
      )}
    </FilterBar>
  );
});
