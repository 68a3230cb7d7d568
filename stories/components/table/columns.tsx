import { Chip } from '../../../src/components/ui/chip';
import { createDataTableColumns } from '../../../src/components/table/columns';
import type { DeviceRow } from './sample-data';

const col = createDataTableColumns<DeviceRow>();

const statusTone = { active: 'success', maintenance: 'warning', offline: 'secondary' } as const;

/** The device columns the table stories share (module scope: stable). */
export const deviceColumns = col.columns([
  col.accessor('id', { header: 'Device', cell: (c) => <span className="ee:font-medium ee:text-heading">{c.getValue()}</span> }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('type', { header: 'Type' }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <Chip color={statusTone[c.getValue()]} className="ee:capitalize">
        {c.getValue()}
      </Chip>
    ),
  }),
  col.accessor('powerKw', { header: 'Power (kW)', meta: { align: 'end' }, cell: (c) => c.getValue().toFixed(1) }),
  col.accessor('site', { header: 'Site' }),
  col.accessor('installedAt', { header: 'Installed' }),
]);
