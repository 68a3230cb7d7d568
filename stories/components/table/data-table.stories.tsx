import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDotsVertical, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SearchInput } from '@/components/filter/search-input';
import { compareCellValues } from '@/components/table/columns';
import {
  DataTable,
  type DataTableDensity,
  type DataTableSort,
} from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';

import { deviceColumns } from '../../support/sample-device-columns';
import { makeDevices, type DeviceRow } from '../../support/sample-devices';

const devices57 = makeDevices(57);
const devices10k = makeDevices(10_000);
const devices100 = makeDevices(100);
const getRowId = (r: DeviceRow) => r.id;

interface DemoArgs {
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSelectedIdsChange: (ids: string[]) => void;
  onRowClick: (row: DeviceRow) => void;
  onRetry: () => void;
  onBulkDelete: (ids: string[]) => void;
  onRowAction: (action: string, id: string) => void;
}

/** What a screen does: keeps sort and page, asks the "server" (here: a slice) for one page. */
function ServerDemo(args: DemoArgs & { selectable?: boolean }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const pageRows = useMemo(() => {
    const sorted = sort
      ? [...devices57].sort(
          (a, b) =>
            compareCellValues(a[sort.id as keyof DeviceRow], b[sort.id as keyof DeviceRow]) *
            (sort.desc ? -1 : 1),
        )
      : devices57;
    return sorted.slice((page - 1) * pageSize, page * pageSize);
  }, [sort, page, pageSize]);
  return (
    <Card>
      <DataTable
        aria-label="Devices"
        mode="server"
        columns={deviceColumns}
        rows={pageRows}
        total={devices57.length}
        getRowId={getRowId}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          setPage(1);
          args.onSortChange(s);
        }}
        page={page}
        pageSize={pageSize}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
        onPageSizeChange={(s) => {
          setPageSize(s);
          setPage(1);
          args.onPageSizeChange(s);
        }}
        selectable={args.selectable}
        onSelectedIdsChange={args.onSelectedIdsChange}
        bulkActions={({ ids, clear }) => (
          <Button
            size="sm"
            color="error"
            variant="tonal"
            startIcon={<IconTrash aria-hidden size={16} />}
            onClick={() => {
              args.onBulkDelete(ids);
              clear();
            }}
          >
            Delete
          </Button>
        )}
        onRowClick={args.onRowClick}
      />
    </Card>
  );
}

const meta = {
  title: 'Components/Table/DataTable',
  args: {
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSelectedIdsChange: fn(),
    onRowClick: fn(),
    onRetry: fn(),
    onBulkDelete: fn(),
    onRowAction: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

/** Server mode: the screen owns sort and page; the table calls back. */
export const ServerMode: Story = {
  render: (args) => <ServerDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const powerHeader = c.getByRole('columnheader', { name: /power/i });
    await expect(powerHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(powerHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'powerKw', desc: false });
    await expect(powerHeader).toHaveAttribute('aria-sort', 'ascending');
    // Keyboard: Enter on the header button toggles to descending.
    within(powerHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'powerKw', desc: true });
    await expect(powerHeader).toHaveAttribute('aria-sort', 'descending');
    const firstPower = Number(c.getAllByRole('row')[1].querySelectorAll('td')[4].textContent);
    const secondPower = Number(c.getAllByRole('row')[2].querySelectorAll('td')[4].textContent);
    await expect(firstPower).toBeGreaterThanOrEqual(secondPower);
    // Third press removes the sort.
    await userEvent.click(within(powerHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(powerHeader).toHaveAttribute('aria-sort', 'none');

    await expect(c.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(c.getByText('Showing 11 to 20 of 57 entries')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(c.getByText('Showing 51 to 57 of 57 entries')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.selectOptions(c.getByLabelText('Rows per page'), '25');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
    await expect(c.getAllByRole('row')).toHaveLength(26);
  },
};

/** Selection: "select all" takes the page; the bulk bar acts on the ids. */
export const Selection: Story = {
  render: (args) => <ServerDemo {...args} selectable />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('region', { name: /selected/ })).toBeNull();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row DEV-00002' }));
    await expect(c.getByRole('region', { name: '1 selected' })).toBeVisible();
    await expect(c.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await userEvent.click(c.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(c.getByRole('region', { name: '10 selected' })).toBeVisible();
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(['DEV-00001', 'DEV-00010']),
    );
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await expect(args.onBulkDelete).toHaveBeenCalledTimes(1);
    await expect((args.onBulkDelete as ReturnType<typeof fn>).mock.calls[0][0]).toHaveLength(10);
    await waitFor(() => expect(c.queryByRole('region', { name: /selected/ })).toBeNull());
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

/** A selection in progress, as designers review it. */
export const SelectionBar: Story = {
  render: (args) => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={devices57}
        getRowId={getRowId}
        selectable
        selectedIds={['DEV-00001', 'DEV-00003']}
        onSelectedIdsChange={args.onSelectedIdsChange}
        bulkActions={() => (
          <Button size="sm" variant="tonal" color="error">
            Delete
          </Button>
        )}
      />
    </Card>
  ),
};

/** Client mode: the table sorts (shared collator), filters and pages all rows itself. */
export const ClientMode: Story = {
  render: function Render() {
    const [q, setQ] = useState('');
    return (
      <Card>
        <DataTable
          aria-label="Devices"
          columns={deviceColumns}
          rows={devices57}
          getRowId={getRowId}
          globalFilter={q}
          exportFileName="devices"
          toolbar={<SearchInput value={q} onChange={setQ} delay={0} className="ee:w-64" />}
        />
      </Card>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nameHeader = c.getByRole('columnheader', { name: /^name/i });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = () =>
      c
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[1].textContent ?? '');
    const asc = names();
    await expect(
      [...asc].sort((a, b) =>
        a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }),
      ),
    ).toEqual(asc);
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.type(c.getByRole('searchbox'), 'lyon');
    await waitFor(() =>
      expect(
        c
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent)
          .filter((text) => !text?.includes('Lyon'))
          .join(' | '),
      ).toBe(''),
    );
    await userEvent.clear(c.getByRole('searchbox'));
    await userEvent.type(c.getByRole('searchbox'), 'zzzz');
    await expect(await c.findByText('No records found')).toBeVisible();
    // No blinking caret in the pixel baseline.
    c.getByRole('searchbox').blur();
  },
};

export const Loading: Story = {
  render: () => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={undefined}
        loading
        getRowId={getRowId}
        selectable
        skeletonRows={5}
      />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: () => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={[]}
        getRowId={getRowId}
        emptyAction={<Button>Add device</Button>}
      />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    // (On a phone the cards' code may still be loading.)
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No records found' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  render: (args) => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={undefined}
        error
        getRowId={getRowId}
        onRetry={args.onRetry}
      />
    </Card>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('The list could not be loaded');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Row actions, column menu and density. */
export const RowActionsAndColumns: Story = {
  render: function Render(args) {
    const onAction = (action: string, id: string) => args.onRowAction(action, id);
    const [density, setDensity] = useState<DataTableDensity>('comfortable');
    return (
      <Card>
        <DataTable
          aria-label="Devices"
          columns={deviceColumns}
          rows={devices57}
          getRowId={getRowId}
          density={density}
          onDensityChange={setDensity}
          rowActions={(row) => (
            <Menu>
              <MenuTrigger asChild>
                <IconButton size="sm" aria-label={`Actions for ${row.id}`}>
                  <IconDotsVertical aria-hidden />
                </IconButton>
              </MenuTrigger>
              <MenuContent>
                <MenuItem icon={<IconEye />} onSelect={() => onAction('view', row.id)}>
                  View
                </MenuItem>
                <MenuItem icon={<IconEdit />} onSelect={() => onAction('edit', row.id)}>
                  Edit
                </MenuItem>
                <MenuItem
                  icon={<IconTrash />}
                  color="error"
                  onSelect={() => onAction('delete', row.id)}
                >
                  Delete
                </MenuItem>
              </MenuContent>
            </Menu>
          )}
        />
      </Card>
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(c.getByRole('columnheader', { name: /site/i })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await body.findByRole('checkbox', { name: 'Site' }));
    await expect(c.queryByRole('columnheader', { name: /site/i })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Compact' }));
    await expect(body.getByRole('button', { name: 'Compact' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(c.getByRole('button', { name: 'Columns' })).toHaveFocus());
    await userEvent.click(c.getByRole('button', { name: 'Actions for DEV-00002' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('edit', 'DEV-00002');
    await waitFor(() =>
      expect(c.getByRole('button', { name: 'Actions for DEV-00002' })).toHaveFocus(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Compact: Story = {
  render: () => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={devices57}
        getRowId={getRowId}
        density="compact"
        columnMenu={false}
      />
    </Card>
  ),
};

/** 10,000 rows, virtualised; arrow keys move between rows and Enter opens one. */
export const Virtualized: Story = {
  render: (args) => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={devices10k}
        getRowId={getRowId}
        virtualized
        height={420}
        onRowClick={args.onRowClick}
        columnMenu={false}
      />
    </Card>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(c.getAllByRole('row').length).toBeLessThan(60);
    const first = canvasElement.querySelector<HTMLElement>('[data-row-index="0"]');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '2'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '1'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(devices10k[1]);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '9999'));
    await userEvent.keyboard('{Home}');
  },
};

/** The rows drawn, by their place on the page. */
const drawnRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('tbody tr[data-row-index]'));
const headWidths = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('thead th'), (th) =>
    Math.round(th.getBoundingClientRect().width),
  );

/**
 * A 100-row page virtualised against the window (`virtualize="window"`): the page scrolls, only
 * the rows near the viewport are drawn, and the columns keep the widths of their definitions.
 * End reaches the last row (scrolled into view), selection and activation work as on a page
 * drawn whole.
 */
export const WindowVirtualized: Story = {
  parameters: { visual: false },
  render: (args) => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={devices100}
        getRowId={getRowId}
        pageSize={100}
        virtualize="window"
        selectable
        onSelectedIdsChange={args.onSelectedIdsChange}
        onRowClick={args.onRowClick}
        columnMenu={false}
      />
    </Card>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(drawnRows(canvasElement).length).toBeLessThan(100));
    await expect(drawnRows(canvasElement).length).toBeGreaterThan(5);
    await expect(c.getByRole('table', { name: 'Devices' })).toHaveAttribute('aria-rowcount', '101');
    for (const tr of drawnRows(canvasElement))
      await expect(tr).toHaveAttribute('aria-rowindex', String(Number(tr.dataset.rowIndex) + 2));
    const widths = headWidths(canvasElement);
    drawnRows(canvasElement)[0].focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '99'));
    const last = document.activeElement!.getBoundingClientRect();
    await expect(last.top >= 0 && last.bottom <= window.innerHeight + 1).toBe(true);
    await expect(document.activeElement).toHaveTextContent(devices100[99].id);
    await expect(headWidths(canvasElement)).toEqual(widths);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(devices100[99]);
    await userEvent.click(c.getByRole('checkbox', { name: `Select row ${devices100[99].id}` }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([devices100[99].id]);
    // Keys in the checkbox are its own: back on the row, Home goes to the first.
    canvasElement.querySelector<HTMLElement>('[data-row-index="99"]')!.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '0'));
    await waitFor(() => expect(canvasElement.querySelector('[data-row-index="99"]')).toBeNull());
  },
};

/**
 * A 30-row page virtualised against the window, in pixels: fixed column widths, and every row
 * once the window is as tall as the page (the picture is taken so).
 */
export const WindowVirtualizedPixels: Story = {
  render: () => (
    <Card>
      <DataTable
        aria-label="Devices"
        columns={deviceColumns}
        rows={devices57}
        getRowId={getRowId}
        pageSize={30}
        pageSizes={[10, 30]}
        virtualize="window"
        columnMenu={false}
      />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(drawnRows(canvasElement).length).toBeLessThan(30));
    await expect(drawnRows(canvasElement)[0]).toHaveTextContent(devices57[0].id);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: ServerMode.render,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'الصفحة التالية' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <ServerDemo {...args} selectable />,
};

/** The 390 × 844 phone of the e2e checks (.storybook/preview.tsx). */
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** The cards of a page (each an article, named by its title). */
const cardsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Devices' })).getAllByRole('article');

/**
 * On a phone (below the `sm` breakpoint, 600 px) each row is a card (issue 35.17): its first
 * column is its title, the status its chip, the other columns labelled lines; no table and no
 * sideways scroll. The same selection (a checkbox on each card, "select all" above), sorting (a
 * sort choice and an order button above the cards), bulk actions, pager and keyboard: the arrow
 * keys move between cards, Enter opens one.
 */
export const PhoneCards: Story = {
  globals: PHONE,
  render: (args) => <ServerDemo {...args} selectable />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    // The cards' code loads on a phone's first list.
    await c.findByRole('list', { name: 'Devices' });
    await expect(c.queryByRole('table')).toBeNull();
    const cards = cardsOf(canvasElement);
    await expect(cards).toHaveLength(10);
    const first = cards[0];
    await expect(first).toHaveAccessibleName('DEV-00001');
    // The status chip at the card's end, the other columns as labelled lines.
    await expect(within(first).getByText(devices57[0].status)).toBeVisible();
    const labels = Array.from(first.querySelectorAll('dt'), (dt) => dt.textContent);
    await expect(labels).toEqual(['Name', 'Type', 'Power (kW)', 'Site', 'Installed']);
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);

    // Selection: a card's checkbox, then the page's.
    await userEvent.click(within(cards[1]).getByRole('checkbox', { name: 'Select row DEV-00002' }));
    await expect(c.getByRole('region', { name: '1 selected' })).toBeVisible();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(c.getByRole('region', { name: '10 selected' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await expect((args.onBulkDelete as ReturnType<typeof fn>).mock.calls[0][0]).toHaveLength(10);

    // Sorting: the column, then the order.
    await userEvent.click(c.getByRole('button', { name: 'Sort by: Default order' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Power (kW)' }),
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'powerKw', desc: false });
    const order = c.getByRole('button', { name: 'Descending order' });
    await expect(order).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(order);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'powerKw', desc: true });
    await expect(order).toHaveAttribute('aria-pressed', 'true');
    const powers = cardsOf(canvasElement).map((card) =>
      Number(card.querySelectorAll('dd')[2].textContent),
    );
    await expect([...powers].sort((a, b) => b - a)).toEqual(powers);

    // Keyboard: one card in the tab order, the arrows move, Enter opens.
    const now = cardsOf(canvasElement);
    now[0].focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(now[1]).toHaveFocus();
    await expect(now[1]).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);

    // The pager.
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(c.getByText('Showing 11 to 20 of 57 entries')).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Cards in Arabic, right to left: the checkbox at the right, the status chip at the left. */
export const PhoneCardsRtl: Story = {
  globals: { ...PHONE, locale: 'ar' },
  render: (args) => <ServerDemo {...args} selectable />,
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findAllByRole('article'))[0];
    const box = within(card).getByRole('checkbox').getBoundingClientRect();
    const chip = within(card).getByText(devices57[0].status).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(chip.left);
  },
};

/** Cards in the dark theme. */
export const PhoneCardsDark: Story = {
  globals: { ...PHONE, theme: 'dark' },
  render: (args) => <ServerDemo {...args} selectable />,
};

/** Loading on a phone: placeholder cards, the list busy. */
export const PhoneCardsLoading: Story = {
  globals: PHONE,
  render: Loading.render,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Devices' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing found on a phone: the empty state instead of cards. */
export const PhoneCardsEmpty: Story = {
  globals: PHONE,
  render: Empty.render,
  play: Empty.play,
};

/** The list failed on a phone: the error state, and its retry. */
export const PhoneCardsError: Story = {
  globals: PHONE,
  render: Error.render,
  play: Error.play,
};

/** `layout="table"` keeps the table on a phone (it scrolls sideways in its box). */
export const PhoneKeepsTable: Story = {
  globals: PHONE,
  parameters: { visual: false },
  render: () => (
    <Card>
      <DataTable
        aria-label="Devices"
        layout="table"
        columns={deviceColumns}
        rows={devices57}
        getRowId={getRowId}
      />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Devices' })).toBeVisible();
  },
};
