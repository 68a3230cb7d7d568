import { IconDownload, IconPlus, IconRefreshDot, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { useLocationTree } from '@/api/client/device-locations';
import { useDeviceTypes } from '@/api/client/device-types';
import { useBulkDeleteDevices, useDeviceListFetch, useDevices } from '@/api/client/devices';
import {
  DEVICE_SORT_KEYS,
  DEVICE_STATUSES,
  type DeviceListItem,
  type DeviceListParams,
  type DeviceSortKey,
  type DeviceStatus,
} from '@/api/types/devices';
import { useSession } from '@/auth/session-context';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable, downloadCsv, toCsv } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TruncatedPath } from '@/components/ui/truncated-path';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFirstInTransition } from '@/lib/use-first-in-transition';

import { deviceDetailHref, useScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { DeviceFigures } from '../shared/device-figures';
import { locationNamesOf, locationPathText } from '../shared/location-trail';
import { ScreenHeader } from '../shared/screen-header';
import { useActionParam } from '../shared/use-action-param';
import { useDeviceColumns } from './shared/device-columns';
import { BulkStatusDialog, DeviceFormDrawer } from './shared/lazy-overlays';
import { flattenLocations } from './shared/location-options';

/** The /devices screen reads its list state from the URL (`?status=fault&typeId=1…`); it takes no props. */
export type DeviceListScreenProps = Record<string, never>;

type DeviceFilters = {
  typeId: number;
  status: DeviceStatus[];
  locationId: number;
  overdue: boolean;
  /** Deleted devices shown with the others (include) or alone (only); absent: the register. */
  deleted: ShownDeleted;
};

const SHOWN_DELETED = ['include', 'only'] as const;
type ShownDeleted = (typeof SHOWN_DELETED)[number];

const DEVICE_LIST_SCHEMA: ListSchema<DeviceFilters> = {
  filters: {
    typeId: filterParam.int(1),
    status: filterParam.manyOf(DEVICE_STATUSES),
    locationId: filterParam.int(1),
    overdue: filterParam.bool(),
    deleted: filterParam.oneOf(SHOWN_DELETED),
  },
  sortKeys: DEVICE_SORT_KEYS,
  defaultSort: { sortBy: 'number', orderBy: 'asc' },
};

const ALL = { itemsPerPage: -1 } as const;
/**
 * Pages longer than this draw only the rows near the viewport (the page still scrolls as one):
 * at 50 and 100 rows, styling and laying out every row was most of a page turn. The 10- and
 * 25-row pages are drawn whole, with columns sized by their content, as before.
 */
const WINDOWED_FROM = 30;
type OverdueValue = 'true' | 'false';

/** The device register: figures, search, filters, sort and paging in the URL, bulk actions, CSV export of the filtered list. */
export function DeviceListScreen(_props: DeviceListScreenProps = {}) {
  const { t } = useKitTranslation(devicesNs);
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const fetchDevices = useDeviceListFetch();
  const deleteDevices = useBulkDeleteDevices();
  const list = useListState(DEVICE_LIST_SCHEMA);
  const { state } = list;
  const { typeId, status, locationId, overdue } = state.filters;
  // Deleted devices are kept (issue 35.11) and shown to who may delete devices, when asked.
  const seesDeleted = useSession().can('delete', 'Device');
  const deleted = seesDeleted ? state.filters.deleted : undefined;

  const filterParams: DeviceListParams = {
    q: state.q || undefined,
    typeId,
    status,
    locationId,
    overdue,
    deleted,
  };
  const params: DeviceListParams = {
    ...filterParams,
    sortBy: state.sortBy as DeviceSortKey | undefined,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const devices = useDevices(params);
  const firstDrawn = useFirstInTransition(devices.data);
  const types = useDeviceTypes(ALL);
  const locations = useLocationTree();
  const columns = useDeviceColumns();

  const [adding, setAdding] = useState(false);
  // `?action=add` (the palette's "New device", the `n` key) opens the add drawer.
  useActionParam(['add'] as const, () => setAdding(true));
  const [selection, setSelected] = useState<string[]>([]);
  // A deleted device can be read, not changed: the bulk actions are for the others.
  const deletedShown = useMemo(
    () => new Set((devices.data?.devices ?? []).filter((d) => d.deletedAt).map((d) => d.number)),
    [devices.data],
  );
  const selected = useMemo(
    () => selection.filter((n) => !deletedShown.has(n)),
    [selection, deletedShown],
  );
  const [bulk, setBulk] = useState<'status' | 'delete' | null>(null);
  // The count in a bulk dialog's title stays what it was when the dialog opened, and so do the
  // versions the rows showed (a change is based on them).
  const [bulkCount, setBulkCount] = useState(0);
  const [bulkVersions, setBulkVersions] = useState<Record<string, number>>({});
  const openBulk = (kind: 'status' | 'delete') => {
    setBulkCount(selected.length);
    setBulkVersions(
      Object.fromEntries(
        (devices.data?.devices ?? [])
          .filter((d) => selected.includes(d.number))
          .map((d) => [d.number, d.version]),
      ),
    );
    setBulk(kind);
  };
  const [exporting, setExporting] = useState(false);

  const typeOptions = useMemo(
    () =>
      (types.data?.types ?? []).map((ty) => ({
        value: String(ty.id),
        label: `${ty.code} · ${ty.name}`,
        count: ty.deviceCount,
      })),
    [types.data],
  );
  const statusOptions = useMemo(
    () => DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    [t],
  );
  // The tree as choices: indented names, found by any name of their path (type-ahead), shown as
  // a path with the leaf whole once chosen.
  const locationOptions = useMemo(
    () =>
      flattenLocations(locations.data?.tree).map((o) => ({
        value: o.value,
        label: o.names[o.names.length - 1] ?? o.path,
        depth: o.depth,
        path: o.names,
        count: o.count,
      })),
    [locations.data],
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

  // The toolbar is kept as an element between renders: a list response re-renders the screen,
  // and re-rendering the filters with it (and the figures, memoised) was ~5 ms of every page turn.
  const { setQ, setFilter, clearFilters } = list;
  const toolbar = useMemo(() => {
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
      { state: { filters: state.filters }, setFilter },
    );
    return (
      <FilterBar
        activeFilters={active}
        onClearAll={active.length ? clearFilters : undefined}
        className="ee:w-full"
      >
        <SearchInput
          value={state.q}
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
  }, [
    t,
    state.q,
    state.filters,
    typeId,
    status,
    locationId,
    overdue,
    deleted,
    seesDeleted,
    typeOptions,
    statusOptions,
    locationOptions,
    overdueOptions,
    deletedOptions,
    setQ,
    setFilter,
    clearFilters,
  ]);

  // The export holds every page of the filtered list, not just the one on screen.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchDevices({
        ...filterParams,
        sortBy: params.sortBy,
        orderBy: params.orderBy,
        page: 1,
        itemsPerPage: -1,
      });
      const csv = toCsv<DeviceListItem>(all.devices, [
        { header: t('fields.number'), value: (d) => d.number },
        { header: t('fields.name'), value: (d) => d.name },
        { header: t('fields.type'), value: (d) => `${d.typeCode} ${d.typeName}` },
        { header: t('fields.status'), value: (d) => t(`status.${d.status}`) },
        { header: t('fields.condition'), value: (d) => d.condition },
        { header: t('fields.location'), value: (d) => locationPathText(locationNamesOf(d)) },
        { header: t('fields.manufacturer'), value: (d) => d.manufacturer },
        { header: t('fields.model'), value: (d) => d.model },
        { header: t('fields.serialNumber'), value: (d) => d.serialNumber },
        { header: t('fields.lastInspection'), value: (d) => d.lastInspection },
        { header: t('fields.nextInspection'), value: (d) => d.nextInspection },
        { header: t('overdue'), value: (d) => (d.overdue ? t('overdue') : '') },
        { header: t('fields.responsible'), value: (d) => d.responsible },
        // Only when deleted devices are listed: when and by whom.
        ...(deleted
          ? [
              {
                header: t('list.deletedColumn'),
                value: (d: DeviceListItem) =>
                  d.deletedAt ? `${d.deletedAt} (${d.deletedBy ?? ''})` : '',
              },
            ]
          : []),
      ]);
      downloadCsv('devices', csv);
      toast.success(t('list.exportDone', { count: all.devices.length }));
    } catch (error) {
      toast.error(t('list.exportFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  const bulkDelete = async () => {
    const numbers = [...selected];
    const failed = (await deleteDevices.mutateAsync(numbers)).failures.length;
    setSelected([]);
    if (failed) throw new Error(t('list.bulkPartial', { failed, count: numbers.length }));
    toast.success(t('list.bulkDeleteDone', { count: numbers.length }));
  };

  return (
    <Page>
      <ScreenHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <Button
              variant="tonal"
              color="secondary"
              loading={exporting}
              startIcon={<IconDownload aria-hidden size={18} />}
              disabled={!devices.data?.total}
              onClick={() => void exportCsv()}
            >
              {t('list.exportAll')}
            </Button>
            <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          </>
        }
      />
      <DeviceFigures />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <DataTable
          aria-label={t('list.tableLabel')}
          persistKey="devices"
          mode="server"
          columns={columns}
          rows={firstDrawn?.devices}
          total={firstDrawn?.total ?? 0}
          getRowId={(row) => row.number}
          loading={devices.isPending || (devices.data !== undefined && firstDrawn === undefined)}
          error={devices.isError ? devices.error.message : undefined}
          onRetry={() => void devices.refetch()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyHint')}
          onRowClick={(row) => navigate(deviceDetailHref(paths, row.number))}
          virtualize={state.itemsPerPage > WINDOWED_FROM ? 'window' : undefined}
          selectable
          selectedIds={selection}
          onSelectedIdsChange={setSelected}
          bulkActions={() => (
            <>
              <Button
                size="sm"
                variant="tonal"
                disabled={!selected.length}
                startIcon={<IconRefreshDot aria-hidden size={16} />}
                onClick={() => openBulk('status')}
              >
                {t('list.changeStatus')}
              </Button>
              <Button
                size="sm"
                variant="tonal"
                color="error"
                disabled={!selected.length}
                startIcon={<IconTrash aria-hidden size={16} />}
                onClick={() => openBulk('delete')}
              >
                {t('list.deleteSelected')}
              </Button>
            </>
          )}
          {...list.tableProps}
          toolbar={toolbar}
        />
      </Card>
      <DeviceFormDrawer open={adding} onOpenChange={setAdding} />
      <BulkStatusDialog
        open={bulk === 'status'}
        onOpenChange={(open) => setBulk(open ? 'status' : null)}
        numbers={selected}
        versions={bulkVersions}
        onDone={() => setSelected([])}
      />
      <ConfirmDialog
        open={bulk === 'delete'}
        onOpenChange={(open) => setBulk(open ? 'delete' : null)}
        destructive
        title={t('list.bulkDeleteTitle', { count: bulkCount })}
        message={t('list.bulkDeleteMessage')}
        confirmLabel={t('list.deleteSelected')}
        onConfirm={bulkDelete}
      />
    </Page>
  );
}
