import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DateRangeFilter } from '@/components/filter/date-range-filter';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { compareCellValues } from '@/components/table/columns';
import { DataTable } from '@/components/table/data-table';
import { Card } from '@/components/ui/card';

import { deviceColumns } from '../../support/sample-device-columns';
import { makeDevices, type DeviceRow } from '../../support/sample-devices';

const statuses = ['active', 'maintenance', 'offline'] as const;
const types = ['Transformer', 'Breaker', 'Relay', 'Meter', 'Inverter', 'Switchgear'] as const;

type Filters = {
  status: (typeof statuses)[number];
  type: Array<(typeof types)[number]>;
  installed: { from?: string; to?: string };
};

// Module scope: the hook's parsing memo depends on it.
const schema: ListSchema<Filters> = {
  filters: {
    status: filterParam.oneOf(statuses),
    type: filterParam.manyOf(types),
    installed: filterParam.dateRange(),
  },
  sortKeys: ['id', 'name', 'type', 'status', 'powerKw', 'site', 'installedAt'],
};

const all = makeDevices(137);

/** A list screen in miniature: the URL holds the state, a fake "server" answers one page. */
function DeviceList() {
  const { state, setQ, setFilter, clearFilters, tableProps } = useListState(schema);
  const location = useLocation();
  const { rows, total } = useMemo(() => {
    const q = state.q.toLowerCase();
    const f = state.filters;
    let list = all.filter(
      (d) =>
        (!q || `${d.id} ${d.name} ${d.site}`.toLowerCase().includes(q)) &&
        (!f.status || d.status === f.status) &&
        (!f.type || f.type.includes(d.type)) &&
        (!f.installed?.from || d.installedAt >= f.installed.from) &&
        (!f.installed?.to || d.installedAt <= f.installed.to),
    );
    if (state.sortBy) {
      const key = state.sortBy as keyof DeviceRow;
      list = [...list].sort(
        (a, b) => compareCellValues(a[key], b[key]) * (state.orderBy === 'desc' ? -1 : 1),
      );
    }
    return {
      rows: list.slice((state.page - 1) * state.itemsPerPage, state.page * state.itemsPerPage),
      total: list.length,
    };
  }, [state]);

  const chips: ActiveFilter[] = [
    ...(state.q ? [{ key: 'q', label: `Search: ${state.q}`, onRemove: () => setQ('') }] : []),
    ...(state.filters.status
      ? [
          {
            key: 'status',
            label: `Status: ${state.filters.status}`,
            onRemove: () => setFilter('status', undefined),
          },
        ]
      : []),
    ...(state.filters.type ?? []).map((t) => ({
      key: `type-${t}`,
      label: `Type: ${t}`,
      onRemove: () =>
        setFilter(
          'type',
          state.filters.type?.filter((x) => x !== t),
        ),
    })),
    ...(state.filters.installed
      ? [
          {
            key: 'installed',
            label: `Installed: ${state.filters.installed.from ?? '…'} – ${state.filters.installed.to ?? '…'}`,
            onRemove: () => setFilter('installed', undefined),
          },
        ]
      : []),
  ];

  return (
    <div className="ee:flex ee:flex-col ee:gap-4">
      <output data-testid="url" className="ee:font-mono ee:text-[13px] ee:text-muted">
        URL: {location.search || '(none)'}
      </output>
      <Card>
        <FilterBar
          className="ee:border-b ee:border-line ee:p-5"
          title="Filters"
          activeFilters={chips}
          onClearAll={clearFilters}
        >
          <SelectFilter
            label="Status"
            options={statuses.map((s) => ({ value: s, label: s }))}
            value={state.filters.status}
            onChange={(v) => setFilter('status', v)}
          />
          <SelectFilter
            label="Type"
            multiple
            options={types.map((t) => ({ value: t, label: t }))}
            value={state.filters.type ?? []}
            onChange={(v) => setFilter('type', v)}
          />
          <DateRangeFilter
            label="Installed"
            value={state.filters.installed}
            onChange={(v) => setFilter('installed', v)}
          />
        </FilterBar>
        <DataTable
          aria-label="Devices"
          mode="server"
          columns={deviceColumns}
          rows={rows}
          total={total}
          getRowId={(r) => r.id}
          {...tableProps}
          toolbar={<SearchInput value={state.q} onChange={setQ} delay={50} className="ee:w-64" />}
          columnMenu={false}
        />
      </Card>
    </div>
  );
}

const meta = {
  title: 'Components/Filter/useListState',
  render: () => <DeviceList />,
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Garbage in the URL (`?page=abc&itemsPerPage=7&sortBy=password&status=deleted`) → the defaults.
 */
export const BadParams: Story = {
  parameters: {
    route: '/devices?page=abc&itemsPerPage=7&sortBy=password&orderBy=up&status=deleted&type=nope',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Showing 1 to 10 of 137 entries')).toBeVisible();
    await expect(c.getByLabelText('Rows per page')).toHaveValue('10');
    await expect(c.getByRole('button', { name: 'Status: All' })).toBeVisible();
    await expect(c.queryByRole('group', { name: 'Active filters' })).toBeNull();
    for (const h of c.getAllByRole('columnheader'))
      await expect(h).toHaveAttribute('aria-sort', 'none');
  },
};

/** A shared link restores the whole view. */
export const FromUrl: Story = {
  parameters: {
    route: '/devices?q=lyon&status=active&sortBy=powerKw&orderBy=desc&itemsPerPage=25',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox')).toHaveValue('lyon');
    await expect(c.getByRole('columnheader', { name: /power/i })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(c.getByLabelText('Rows per page')).toHaveValue('25');
    await expect(c.getByRole('group', { name: 'Active filters' })).toHaveTextContent(
      'Status: active',
    );
  },
};

/** Every change lands in the URL; filters and search send the page back to 1. */
export const UrlState: Story = {
  parameters: { route: '/devices?page=3', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const url = () => c.getByTestId('url').textContent ?? '';
    await expect(c.getByText('Showing 21 to 30 of 137 entries')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url()).toContain('page=4'));
    await userEvent.click(
      within(c.getByRole('columnheader', { name: /^name/i })).getByRole('button'),
    );
    await waitFor(() => expect(url()).toContain('sortBy=name&orderBy=asc'));
    await expect(url()).not.toContain('page=');
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url()).toContain('page=2'));
    await userEvent.click(c.getByRole('button', { name: 'Status: All' }));
    await userEvent.click(await body.findByRole('option', { name: 'offline' }));
    await waitFor(() => expect(url()).toContain('status=offline'));
    await expect(url()).not.toContain('page=');
    await userEvent.type(c.getByRole('searchbox'), 'breaker');
    await waitFor(() => expect(url()).toContain('q=breaker'));
    await expect(c.getByRole('group', { name: 'Active filters' })).toHaveTextContent(
      'Search: breaker',
    );
    await userEvent.click(c.getByRole('button', { name: 'Remove filter Status: offline' }));
    await waitFor(() => expect(url()).not.toContain('status='));
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url()).toContain('page=2'));
    await userEvent.selectOptions(c.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(url()).toContain('itemsPerPage=25'));
    await expect(url()).not.toContain('page=2');
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(url()).toBe('URL: ?sortBy=name&orderBy=asc&itemsPerPage=25'));
    await expect(c.getByRole('searchbox')).toHaveValue('');
  },
};

/**
 * A page past the end (`?page=99`, or the last rows deleted) opens the last page; the URL is
 * corrected in place.
 */
export const PastTheEnd: Story = {
  parameters: { route: '/devices?page=99', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Showing 131 to 137 of 137 entries')).toBeVisible();
    await waitFor(() => expect(c.getByTestId('url')).toHaveTextContent('URL: ?page=14'));
    await expect(c.getAllByRole('row')).toHaveLength(8);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { route: '/devices?status=active&type=Meter,Relay' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/devices?status=active&type=Meter,Relay' },
};
