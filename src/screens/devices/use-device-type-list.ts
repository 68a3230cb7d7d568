import { useState } from 'react';

import { useDeviceTypes } from '@/api/client/device-types';
import { useDeviceStats } from '@/api/client/devices';
import {
  DEVICE_CATEGORIES,
  DEVICE_TYPE_SORT_KEYS,
  type DeviceCategory,
  type DeviceType,
  type DeviceTypeListParams,
  type DeviceTypeSortKey,
} from '@/api/types/devices';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';

import { useActionParam } from '../shared/use-action-param';
import { useDeviceTypeColumns } from './device-type-columns';

export type DeviceTypeFilters = {
  category: DeviceCategory;
};

/** The types list's state in the URL (`?category=switchgear&q=…`). */
export const DEVICE_TYPE_LIST_SCHEMA: ListSchema<DeviceTypeFilters> = {
  filters: { category: filterParam.oneOf(DEVICE_CATEGORIES) },
  sortKeys: DEVICE_TYPE_SORT_KEYS,
  defaultSort: { sortBy: 'code', orderBy: 'asc' },
};

const ALL_TYPES: DeviceTypeListParams = { itemsPerPage: -1 };

/**
 * The device types list's controller: list state in the URL, the page's and the figures'
 * queries, and which type the drawer edits or the delete dialog asks about.
 */
export function useDeviceTypeList() {
  const list = useListState(DEVICE_TYPE_LIST_SCHEMA);
  const { state } = list;
  const params: DeviceTypeListParams = {
    q: state.q || undefined,
    category: state.filters.category,
    sortBy: state.sortBy as DeviceTypeSortKey | undefined,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const types = useDeviceTypes(params);
  const allTypes = useDeviceTypes(ALL_TYPES);
  const stats = useDeviceStats();
  const columns = useDeviceTypeColumns();

  const [drawer, setDrawer] = useState<{ open: boolean; type: DeviceType | null }>({
    open: false,
    type: null,
  });
  const [deleting, setDeleting] = useState<DeviceType | null>(null);

  const openAdd = () => setDrawer({ open: true, type: null });
  const openEdit = (type: DeviceType) => setDrawer({ open: true, type });
  const setDrawerOpen = (open: boolean) => setDrawer((d) => ({ ...d, open }));
  // `?action=add` (the palette's "New device type", the `n` key) opens the add drawer.
  useActionParam(['add'] as const, openAdd);

  return {
    list,
    types,
    allTypes,
    stats,
    columns,
    drawer,
    openAdd,
    openEdit,
    setDrawerOpen,
    deleting,
    setDeleting,
  };
}

/** What the device types list's parts read from its controller. */
export type DeviceTypeListController = ReturnType<typeof useDeviceTypeList>;
