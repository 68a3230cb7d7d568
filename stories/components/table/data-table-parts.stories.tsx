import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  DataTableBody,
  DataTableFrame,
  DataTableHead,
  DataTablePagination,
  DataTableSelectionBar,
  DataTableToolbar,
  useDataTable,
} from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { deviceColumns } from '../../support/sample-device-columns';
import { makeDevices } from '../../support/sample-devices';

const devices = makeDevices(57);

/** A screen's own layout from the same parts: the pager on top, the toolbar under the rows. */
function Composed() {
  const table = useDataTable({
    columns: deviceColumns,
    rows: devices,
    getRowId: (r) => r.id,
    selectable: true,
    pageSize: 5,
    pageSizes: [5, 10],
    persistKey: 'story-parts',
  });
  return (
    <Card>
      <DataTablePagination table={table} className="ee:border-t-0 ee:border-b" />
      <DataTableSelectionBar
        table={table}
        actions={() => (
          <Button size="sm" variant="tonal">
            Inspect
          </Button>
        )}
      />
      <DataTableFrame table={table} aria-label="Devices">
        <DataTableHead table={table} />
        <DataTableBody table={table} />
      </DataTableFrame>
      <DataTableToolbar table={table} exportFileName="devices">
        <span className="ee:text-[13px] ee:text-muted">{devices.length} devices</span>
      </DataTableToolbar>
    </Card>
  );
}

const meta = {
  title: 'Components/Table/DataTable parts',
  render: () => <Composed />,
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `useDataTable` and the parts, composed in another order than DataTable's. */
export const Composition: Story = {
  beforeEach: () => localStorage.removeItem('device-table:story-parts'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: 'Pagination' });
    const table = c.getByRole('table', { name: 'Devices' });
    await expect(
      nav.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(c.getByText('Showing 6 to 10 of 57 entries')).toBeVisible();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row DEV-00007' }));
    await expect(c.getByRole('region', { name: '1 selected' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // No focus ring in the pixel baseline.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
