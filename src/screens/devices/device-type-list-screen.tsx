import {
  IconCategory,
  IconCircleCheck,
  IconClockExclamation,
  IconDotsVertical,
  IconPencil,
  IconPlugConnected,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';

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
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { useActionParam } from '../shared/use-action-param';
import { DeleteDeviceTypeDialog } from './delete-device-type-dialog';
import { useDeviceTypeColumns } from './device-type-columns';
import { DeviceTypeFormDrawer } from './shared/lazy-overlays';

/** The /deviceTypeList screen reads its list state from the URL; it takes no props. */
export type DeviceTypeListScreenProps = Record<string, never>;

type TypeFilters = {
  category: DeviceCategory;
};

const TYPE_LIST_SCHEMA: ListSchema<TypeFilters> = {
  filters: { category: filterParam.oneOf(DEVICE_CATEGORIES) },
  sortKeys: DEVICE_TYPE_SORT_KEYS,
  defaultSort: { sortBy: 'code', orderBy: 'asc' },
};

const ALL_TYPES: DeviceTypeListParams = { itemsPerPage: -1 };

/**
 * /deviceTypeList: figures over all types, the types table (category filter, search, sort and
 * paging in the URL), add and edit in a drawer, delete with confirmation.
 */
export function DeviceTypeListScreen(_props: DeviceTypeListScreenProps = {}) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const list = useListState(TYPE_LIST_SCHEMA);
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

  const figures = useMemo<StatItem[]>(() => {
    const rows = allTypes.data?.types;
    const devices = rows?.reduce((sum, r) => sum + r.deviceCount, 0) ?? 0;
    const inService = rows?.reduce((sum, r) => sum + r.inServiceCount, 0) ?? 0;
    const categories = new Set(rows?.map((r) => r.category)).size;
    return [
      {
        key: 'types',
        label: t('typeList.stats.types'),
        value: rows ? f.number(rows.length) : undefined,
        hint: t('typeList.stats.typesHint', { count: categories }),
        icon: <IconCategory />,
        color: 'primary',
      },
      {
        key: 'devices',
        label: t('typeList.stats.devices'),
        value: rows ? f.number(devices) : undefined,
        hint: t('typeList.stats.devicesHint'),
        icon: <IconPlugConnected />,
        color: 'info',
      },
      {
        key: 'inService',
        label: t('typeList.stats.inService'),
        value: rows ? f.number(inService) : undefined,
        hint: t('typeList.stats.inServiceHint', {
          percent: f.percent(devices ? inService / devices : 0),
        }),
        icon: <IconCircleCheck />,
        color: 'success',
      },
      {
        key: 'overdue',
        label: t('list.stats.overdue'),
        value: stats.data ? f.number(stats.data.overdue) : undefined,
        hint: stats.data
          ? t('list.stats.share', {
              percent: f.percent(stats.data.total ? stats.data.overdue / stats.data.total : 0),
            })
          : undefined,
        icon: <IconClockExclamation />,
        color: 'error',
        to: withQuery(paths.devices, { overdue: true }),
      },
    ];
  }, [allTypes.data, stats.data, t, f, paths.devices]);

  const categoryOptions = useMemo(
    () => DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
    [t],
  );
  const active: ActiveFilter[] = state.filters.category
    ? [
        {
          key: 'category',
          label: `${t('typeList.categoryFilter')}: ${t(`category.${state.filters.category}`)}`,
          onRemove: () => list.setFilter('category', undefined),
        },
      ]
    : [];

  const openAdd = () => setDrawer({ open: true, type: null });
  // `?action=add` (the palette's "New device type", the `n` key) opens the add drawer.
  useActionParam(['add'] as const, openAdd);

  return (
    <Page>
      <ScreenHeader
        title={t('typeList.title')}
        subtitle={t('typeList.subtitle')}
        actions={
          <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={openAdd}>
            {t('typeList.add')}
          </Button>
        }
      />
      <StatCards items={figures} loading={allTypes.isPending} />
      <Card>
        <h2 className="ee:sr-only">{t('typeList.tableLabel')}</h2>
        <DataTable
          aria-label={t('typeList.tableLabel')}
          persistKey="device-types"
          mode="server"
          columns={columns}
          rows={types.data?.types}
          total={types.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={types.isPending}
          error={types.isError ? types.error.message : undefined}
          onRetry={() => void types.refetch()}
          emptyTitle={t('typeList.emptyTitle')}
          emptyDescription={t('typeList.emptyHint')}
          {...list.tableProps}
          toolbar={
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
          }
          rowActions={(row) => (
            <Menu>
              <MenuTrigger asChild>
                <IconButton size="sm" aria-label={t('typeList.actionsFor', { code: row.code })}>
                  <IconDotsVertical aria-hidden />
                </IconButton>
              </MenuTrigger>
              <MenuContent>
                <MenuItem
                  icon={<IconPencil />}
                  onSelect={() => setDrawer({ open: true, type: row })}
                >
                  {t('typeList.edit', { code: row.code })}
                </MenuItem>
                <MenuItem icon={<IconTrash />} color="error" onSelect={() => setDeleting(row)}>
                  {t('typeList.delete', { code: row.code })}
                </MenuItem>
              </MenuContent>
            </Menu>
          )}
        />
      </Card>
      <DeviceTypeFormDrawer
        open={drawer.open}
        onOpenChange={(open) => setDrawer((d) => ({ ...d, open }))}
        type={drawer.type}
      />
      <DeleteDeviceTypeDialog type={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
