import { useMemo } from 'react';

import { DEVICE_CATEGORIES } from '@/api/types/devices';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { DEVICE_TYPE_LIST_SCHEMA, type DeviceTypeListController } from './use-device-type-list';

export interface DeviceTypeListToolbarProps {
  list: DeviceTypeListController['list'];
}

/** The types list's filter bar: search, the category filter and its chip. */
export function DeviceTypeListToolbar({ list }: DeviceTypeListToolbarProps) {
  const { t } = useKitTranslation(devicesNs);
  const { state } = list;
  const categoryOptions = useMemo(
    () => DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  const active = activeFilters(
    DEVICE_TYPE_LIST_SCHEMA,
    { category: { name: t('typeList.categoryFilter'), value: (c) => t(`category.${c}`) } },
    list,
  );
  return (
    <FilterBar
      activeFilters={active}
      onClearAll={active.length ? list.clearFilters : undefined}
      className="ee:w-full"
    >
      <SearchInput
        value={state.q}
        onChange={list.setQ}
        aria-label={t('typeList.searchLabel')}
        placeholder={t('typeList.searchPlaceholder')}
        className="ee:w-full ee:max-w-72"
      />
      <SelectFilter
        label={t('typeList.categoryFilter')}
        options={categoryOptions}
        value={state.filters.category}
        onChange={(v) => list.setFilter('category', v)}
      />
    </FilterBar>
  );
}
