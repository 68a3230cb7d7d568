import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';

import { useDevices } from '@/api/client/devices';
import { DEVICE_SORT_KEYS, type DeviceListItem, type DeviceSortKey } from '@/api/types/devices';
import type { ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { createDataTableColumns } from '@/components/table/columns';
import { DataTable } from '@/components/table/data-table';
import { Card, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { DeviceStatusChip } from '@/screens/shared/device-status-chip';
import { useFormat } from '@/screens/shared/format';
import { locationNamesOf, locationPathText, LocationTrail } from '@/screens/shared/location-trail';
import { TextLine } from '@/screens/shared/text-line';

const schema: ListSchema<Record<string, never>> = {
  filters: {},
  sortKeys: DEVICE_SORT_KEYS,
  defaultSort: { sortBy: 'number', orderBy: 'asc' },
};
const col = createDataTableColumns<DeviceListItem>();

export interface LocationDevicesTableProps {
  /** The location whose devices (its descendants' included) are listed; null for all. */
  locationId: number | null;
  /** Rows link to `{detailPath}?number=…`. */
  detailPath: string;
  /**
   * How many names of each device's location path the page already shows (the selected location and
   * its ancestors).
   */
  knownLevels?: number;
}

/** The devices of a location and everything below it: server paging and sorting in the URL. */
export function LocationDevicesTable({
  locationId,
  detailPath,
  knownLevels = 0,
}: LocationDevicesTableProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  const navigate = useNavigate();
  const list = useListState(schema);
  const { state } = list;
  const query = useDevices({
    locationId: locationId ?? undefined,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    sortBy: state.sortBy as DeviceSortKey | undefined,
    orderBy: state.orderBy,
  });
  const href = (number: string) => `${detailPath}?number=${encodeURIComponent(number)}`;

  const columns = useMemo(
    () => [
      col.accessor('number', {
        id: 'number',
        header: td('fields.number'),
        cell: (c) => (
          <Link
            to={href(c.getValue())}
            className="ee:tap-target ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor('name', {
        id: 'name',
        header: td('fields.name'),
        cell: (c) => <TextLine>{c.getValue()}</TextLine>,
        meta: { card: 'subtitle' },
      }),
      col.accessor('typeName', {
        id: 'type',
        header: td('fields.type'),
        cell: (c) => <bdi>{c.getValue()}</bdi>,
        meta: { card: 'hidden' },
      }),
      col.accessor('status', {
        id: 'status',
        header: td('fields.status'),
        cell: (c) => <DeviceStatusChip status={c.getValue()} />,
      }),
      // The path from the site, as in the register: the API sorts by it too.
      col.accessor((d) => locationPathText(locationNamesOf(d)), {
        id: 'location',
        header: td('fields.location'),
        cell: (c) => <LocationTrail names={locationNamesOf(c.row.original)} skip={knownLevels} />,
      }),
      col.accessor('nextInspection', {
        id: 'nextInspection',
        header: td('fields.nextInspection'),
        cell: (c) => (
          <span className="ee:inline-flex ee:items-center ee:gap-2">
            {c.getValue() ? fmt.date(c.getValue()) : td('notScheduled')}
            {c.row.original.overdue && <Chip color="error">{td('overdue')}</Chip>}
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [td, fmt, detailPath, knownLevels],
  );

  return (
    <Card>
      <CardHeader
        title={t('location.devicesTitle')}
        subtitle={query.data ? t('location.deviceCount', { count: query.data.total }) : undefined}
      />
      <DataTable
        mode="server"
        aria-label={t('location.devicesTitle')}
        columns={columns}
        rows={query.data?.devices}
        total={query.data?.total ?? 0}
        getRowId={(d) => d.number}
        loading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={t('location.noDevices')}
        emptyDescription={t('location.noDevicesHint')}
        onRowClick={(d) => navigate(href(d.number))}
        columnMenu={false}
        {...list.tableProps}
      />
    </Card>
  );
}
