import { createDataTableColumns } from '@/components/table/columns';
import { Chip } from '@/components/ui/chip';

import type { DeviceRow } from './sample-devices';

const col = createDataTableColumns<DeviceRow>();

const statusTone = { active: 'success', maintenance: 'warning', offline: 'secondary' } as const;

/**
 * The device columns the table stories share (module scope: stable); widths for a fixed layout
 * (`virtualize: 'window'`).
 */
export const deviceColumns = col.columns([
  col.accessor('id', {
    header: 'Device',
    meta: { width: 130 },
    cell: (c) => <span className="ee:font-medium ee:text-heading">{c.getValue()}</span>,
  }),
  col.accessor('name', { header: 'Name', meta: { width: 200 } }),
  col.accessor('type', { header: 'Type', meta: { width: 130 } }),
  col.accessor('status', {
    header: 'Status',
    meta: { width: 140 },
    cell: (c) => (
      <Chip color={statusTone[c.getValue()]} className="ee:capitalize">
        {c.getValue()}
      </Chip>
    ),
  }),
  col.accessor('powerKw', {
    header: 'Power (kW)',
    meta: { align: 'end', width: 130 },
    cell: (c) => c.getValue().toFixed(1),
  }),
  col.accessor('site', { header: 'Site', meta: { width: 180 } }),
  col.accessor('installedAt', { header: 'Installed', meta: { width: 130 } }),
]);
