import { useMemo, useState } from 'react';

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
import { toast } from '@/components/feedback/toast';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { downloadCsv, toCsv } from '@/components/table';
import { devicesNs } from '@/i18n/ns/devices';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation, type KitTranslation } from '@/i18n/use-kit-translation';
import { useFirstInTransition } from '@/lib/use-first-in-transition';

import { locationNamesOf, locationPathText } from '../shared/location-trail';
import type { SheetColumn } from '../shared/reports/sheet-column';
import { useActionParam } from '../shared/use-action-param';
import { useDeviceColumns } from './shared/device-columns';

export type DeviceFilters = {
  typeId: number;
  status: DeviceStatus[];
  locationId: number;
  overdue: boolean;
  /** Deleted devices shown with the others (include) or alone (only); absent: the register. */
  deleted: ShownDeleted;
};

export const SHOWN_DELETED = ['include', 'only'] as const;
export type ShownDeleted = (typeof SHOWN_DELETED)[number];

/** The register's list state in the URL (`?status=fault&typeId=1…`). */
export const DEVICE_LIST_SCHEMA: ListSchema<DeviceFilters> = {
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

type Translate = KitTranslation<'devices'>['t'];

/**
 * The exports' columns (CSV and XLSX alike); when deleted devices are listed, also when and by
 * whom. `kind` makes a date or a number a real one in the spreadsheet.
 */
export function deviceExportColumns(
  t: Translate,
  deleted: ShownDeleted | undefined,
): SheetColumn<DeviceListItem>[] {
  return [
    { header: t('fields.number'), value: (d) => d.number },
    { header: t('fields.name'), value: (d) => d.name },
    { header: t('fields.type'), value: (d) => `${d.typeCode} ${d.typeName}` },
    { header: t('fields.status'), value: (d) => t(`status.${d.status}`) },
    { header: t('fields.condition'), value: (d) => d.condition, kind: 'number' },
    { header: t('fields.location'), value: (d) => locationPathText(locationNamesOf(d)) },
    { header: t('fields.manufacturer'), value: (d) => d.manufacturer },
    { header: t('fields.model'), value: (d) => d.model },
    { header: t('fields.serialNumber'), value: (d) => d.serialNumber },
    { header: t('fields.lastInspection'), value: (d) => d.lastInspection, kind: 'date' },
    { header: t('fields.nextInspection'), value: (d) => d.nextInspection, kind: 'date' },
    { header: t('overdue'), value: (d) => (d.overdue ? t('overdue') : '') },
    { header: t('fields.responsible'), value: (d) => d.responsible },
    ...(deleted
      ? [
          {
            header: t('list.deletedColumn'),
            value: (d: DeviceListItem) =>
              d.deletedAt ? `${d.deletedAt} (${d.deletedBy ?? ''})` : '',
          },
        ]
      : []),
  ];
}

/**
 * The register's controller: list state in the URL, the queries, the row selection, the bulk
 * operations (status, delete) and the CSV and XLSX exports of the filtered list.
 */
export function useDeviceList() {
  const { t } = useKitTranslation(devicesNs);
  const { t: tr } = useKitTranslation(reportsNs);
  const fetchDevices = useDeviceListFetch();
  const deleteDevices = useBulkDeleteDevices();
  const list = useListState(DEVICE_LIST_SCHEMA);
  const { state } = list;
  // Deleted devices are kept (issue 35.11) and shown to who may delete devices, when asked.
  const seesDeleted = useSession().can('delete', 'Device');
  const deleted = seesDeleted ? state.filters.deleted : undefined;

  const { typeId, status, locationId, overdue } = state.filters;
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
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  // An export holds every page of the filtered list, not just the one on screen.
  const allDevices = async () =>
    (
      await fetchDevices({
        ...filterParams,
        sortBy: params.sortBy,
        orderBy: params.orderBy,
        page: 1,
        itemsPerPage: -1,
      })
    ).devices;

  const exportCsv = async () => {
    setExporting('csv');
    try {
      const all = await allDevices();
      downloadCsv('devices', toCsv<DeviceListItem>(all, deviceExportColumns(t, deleted)));
      toast.success(t('list.exportDone', { count: all.length }));
    } catch (error) {
      toast.error(t('list.exportFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(null);
    }
  };

  // The same rows and columns as a workbook; its writer loads on this click.
  const exportXlsx = async () => {
    setExporting('xlsx');
    try {
      const [all, xlsx] = await Promise.all([
        allDevices(),
        import('../shared/reports/register-xlsx'),
      ]);
      await xlsx.downloadRegisterXlsx(
        'devices',
        all,
        deviceExportColumns(t, deleted),
        t('list.title'),
      );
      toast.success(tr('xlsx.done', { count: all.length }));
    } catch (error) {
      toast.error(tr('xlsx.failed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(null);
    }
  };

  const bulkDelete = async () => {
    const numbers = [...selected];
    const failed = (await deleteDevices.mutateAsync(numbers)).failures.length;
    setSelected([]);
    if (failed) throw new Error(t('list.bulkPartial', { failed, count: numbers.length }));
    toast.success(t('list.bulkDeleteDone', { count: numbers.length }));
  };

  return {
    list,
    seesDeleted,
    deleted,
    devices,
    firstDrawn,
    types,
    locations,
    columns,
    adding,
    setAdding,
    selection,
    setSelected,
    selected,
    bulk,
    setBulk,
    bulkCount,
    bulkVersions,
    openBulk,
    exporting,
    exportCsv,
    exportXlsx,
    bulkDelete,
  };
}

/** What the register's parts read from its controller. */
export type DeviceListController = ReturnType<typeof useDeviceList>;
