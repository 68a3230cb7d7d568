/**
 * The parts of the DataTable one by one, in a real browser, each driven by `useDataTable` the way
 * a screen that composes its own table would: header cell, selection bar, pagination, the
 * skeleton/error/empty rows, the toolbar and its CSV export of the current view.
 */
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import {
  createDataTableColumns,
  DataTableBody,
  DataTableFrame,
  DataTableHead,
  DataTablePagination,
  DataTableSelectionBar,
  DataTableSkeletonRows,
  DataTableToolbar,
  useDataTable,
  type DataTableInstance,
  type DataTableOptions,
} from '@/components/table';

import { cleanup, render, type Rendered } from '../support/render';

interface Item {
  id: string;
  name: string;
  kw: number;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('kw', { header: 'Power', meta: { align: 'end', csv: (v) => Number(v) * 1000 } }),
  col.display({ id: 'tools', header: 'Tools', cell: () => <button type="button">Tool</button> }),
]);
const items: Item[] = Array.from({ length: 12 }, (_, i) => ({
  id: `D${String(i + 1).padStart(2, '0')}`,
  name: `Device ${12 - i}`,
  kw: i - 3.5,
}));

/** A screen's own table: the hook, then whatever parts it wants, in its own order. */
function Own({
  options,
  children,
}: {
  options: DataTableOptions<Item>;
  children: (table: DataTableInstance<Item>) => ReactNode;
}) {
  const table = useDataTable<Item>(options);
  return <>{children(table)}</>;
}

const grid = (table: DataTableInstance<Item>) => (
  <DataTableFrame table={table} aria-label="Items">
    <DataTableHead table={table} />
    <DataTableBody table={table} />
  </DataTableFrame>
);

let view: Rendered | undefined;
function mount(node: ReactNode) {
  view = render(node);
}
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const base = { columns, rows: items, getRowId: (r: Item) => r.id };

test('a screen composes its own table: the pager above the rows, no toolbar', async () => {
  mount(
    <Own options={{ ...base, pageSize: 5 }}>
      {(table) => (
        <>
          <DataTablePagination table={table} />
          {grid(table)}
        </>
      )}
    </Own>,
  );
  await expect.element(page.getByText('Showing 1 to 5 of 12 entries')).toBeVisible();
  expect(document.body.firstElementChild!.firstElementChild!.tagName).toBe('NAV');
  expect(page.getByRole('button', { name: 'Columns' }).query()).toBeNull();
  await userEvent.click(page.getByRole('button', { name: 'Last page' }));
  expect(bodyRows().map((tr) => tr.cells[0].textContent)).toEqual(['D11', 'D12']);
});

test('header cell: a sortable column cycles asc, desc, none with aria-sort; others have neither', async () => {
  mount(<Own options={base}>{grid}</Own>);
  const name = page.getByRole('columnheader', { name: 'Name' });
  await expect.element(name).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(name.getByRole('button'));
  await expect.element(name).toHaveAttribute('aria-sort', 'ascending');
  expect(bodyRows()[0].cells[1].textContent).toBe('Device 1');
  await userEvent.click(name.getByRole('button'));
  await expect.element(name).toHaveAttribute('aria-sort', 'descending');
  expect(bodyRows()[0].cells[1].textContent).toBe('Device 12');
  await userEvent.click(name.getByRole('button'));
  await expect.element(name).toHaveAttribute('aria-sort', 'none');

  const tools = page.getByRole('columnheader', { name: 'Tools' });
  expect(tools.element().hasAttribute('aria-sort')).toBe(false);
  expect(tools.element().querySelector('button')).toBeNull();
  // An end-aligned column puts its sort icon before the label, so the label lines up with the
  // numbers.
  expect(
    page.getByRole('columnheader', { name: 'Power' }).getByRole('button').element().className,
  ).toContain('ee:flex-row-reverse');
});

test('selection bar: hidden until rows are picked; the actions get the ids and rows; clear empties it', async () => {
  const acted: string[][] = [];
  mount(
    <Own options={{ ...base, selectable: true }}>
      {(table) => (
        <>
          <DataTableSelectionBar
            table={table}
            actions={({ ids, rows }) => (
              <button
                type="button"
                onClick={() => acted.push([...ids, ...rows.map((r) => r.name)])}
              >
                Act
              </button>
            )}
          />
          {grid(table)}
        </>
      )}
    </Own>,
  );
  expect(page.getByRole('region').query()).toBeNull();
  await userEvent.click(page.getByRole('checkbox', { name: 'Select row D02' }));
  await expect.element(page.getByRole('region', { name: '1 selected' })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Act' }));
  expect(acted).toEqual([['D02', 'Device 11']]);
  await userEvent.click(page.getByRole('button', { name: 'Clear selection' }));
  expect(page.getByRole('region').query()).toBeNull();
});

test('pagination: none with no rows, on error or virtualised; rows per page only where offered', async () => {
  const pager = (options: DataTableOptions<Item>) => (
    <Own options={options}>{(table) => <DataTablePagination table={table} />}</Own>
  );
  mount(pager({ ...base, rows: [] }));
  expect(page.getByRole('navigation').query()).toBeNull();
  view!.rerender(pager({ ...base, error: 'Down' }));
  expect(page.getByRole('navigation').query()).toBeNull();
  view!.rerender(pager({ ...base, virtualized: true }));
  expect(page.getByRole('navigation').query()).toBeNull();
  view!.rerender(
    pager({ ...base, mode: 'server', total: 40, page: 2, pageSize: 10, onPageChange: () => {} }),
  );
  await expect.element(page.getByText('Showing 11 to 20 of 40 entries')).toBeVisible();
  expect(page.getByLabelText('Rows per page').query()).toBeNull();
  view!.rerender(
    pager({
      ...base,
      mode: 'server',
      total: 40,
      page: 2,
      pageSize: 10,
      onPageChange: () => {},
      onPageSizeChange: () => {},
    }),
  );
  await expect.element(page.getByLabelText('Rows per page')).toBeVisible();
  view!.rerender(pager(base));
  await expect.element(page.getByLabelText('Rows per page')).toBeVisible();
});

test('state rows: skeletons while loading (page size, at most 10), the error with retry, the empty state', async () => {
  mount(
    <Own options={{ ...base, rows: undefined, loading: true, selectable: true, pageSize: 25 }}>
      {grid}
    </Own>,
  );
  expect(bodyRows()).toHaveLength(10);
  expect(
    bodyRows().every((tr) => tr.getAttribute('aria-hidden') === 'true' && tr.cells.length === 5),
  ).toBe(true);
  await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  view!.rerender(
    <Own options={{ ...base, rows: undefined, loading: true }}>
      {(table) => (
        <table>
          <tbody>
            <DataTableSkeletonRows table={table} count={3} />
          </tbody>
        </table>
      )}
    </Own>,
  );
  expect(bodyRows()).toHaveLength(3);

  const retry = vi.fn();
  view!.rerender(
    <Own options={{ ...base, error: 'Gateway down', rowActions: () => null }}>
      {(table) => (
        <DataTableFrame table={table} aria-label="Items">
          <DataTableBody table={table} onRetry={retry} />
        </DataTableFrame>
      )}
    </Own>,
  );
  await expect.element(page.getByRole('alert')).toHaveTextContent('Gateway down');
  expect(bodyRows()[0].cells[0].colSpan).toBe(5);
  await userEvent.click(page.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);

  view!.rerender(
    <Own options={{ ...base, rows: [] }}>
      {(table) => (
        <DataTableFrame table={table} aria-label="Items">
          <DataTableBody
            table={table}
            emptyTitle="No devices found"
            emptyAction={<button type="button">Add</button>}
          />
        </DataTableFrame>
      )}
    </Own>,
  );
  await expect.element(page.getByRole('heading', { name: 'No devices found' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Add' })).toBeVisible();
});

test('toolbar: nothing when it has nothing; export is off while loading', async () => {
  mount(
    <Own options={base}>{(table) => <DataTableToolbar table={table} columnMenu={false} />}</Own>,
  );
  expect(document.body.firstElementChild!.childElementCount).toBe(0);
  view!.rerender(
    <Own options={{ ...base, loading: true }}>
      {(table) => <DataTableToolbar table={table} exportFileName="items" />}
    </Own>,
  );
  await expect.element(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect.element(page.getByRole('button', { name: 'Columns' })).toBeVisible();
});

async function exported(click: () => Promise<void>): Promise<string> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:test'));
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await click();
  expect(save.mock.contexts[0]).toHaveProperty('download', 'items.csv');
  return (await blobs[0].text()).replace(/^\uFEFF/, '');
}

test('export: the CSV of the current view (client: every filtered row on all pages in sort order, formatters)', async () => {
  mount(
    <Own
      options={{ ...base, globalFilter: 'Device 1', sort: { id: 'name', desc: true }, pageSize: 2 }}
    >
      {(table) => <DataTableToolbar table={table} exportFileName="items" columnMenu={false} />}
    </Own>,
  );
  const csv = await exported(() =>
    userEvent.click(page.getByRole('button', { name: 'Export CSV' })),
  );
  // "Device 1" and "Device 10" to "Device 12" match, on two pages; the display column has no value
  // to export.
  expect(csv.split('\r\n')).toEqual([
    'Id,Name,Power',
    'D01,Device 12,-3500',
    'D02,Device 11,-2500',
    'D03,Device 10,-1500',
    'D12,Device 1,7500',
  ]);
});

test('export: server mode writes the page on screen, without hidden columns', async () => {
  mount(
    <Own
      options={{
        ...base,
        rows: items.slice(0, 3),
        mode: 'server',
        total: 12,
        page: 1,
        pageSize: 3,
        onPageChange: () => {},
      }}
    >
      {(table) => (
        <>
          <DataTableToolbar table={table} exportFileName="items" />
          {grid(table)}
        </>
      )}
    </Own>,
  );
  await userEvent.click(page.getByRole('button', { name: 'Columns' }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Name' }));
  await userEvent.keyboard('{Escape}');
  const csv = await exported(() =>
    userEvent.click(page.getByRole('button', { name: 'Export CSV' })),
  );
  expect(csv.split('\r\n')).toEqual(['Id,Power', 'D01,-3500', 'D02,-2500', 'D03,-1500']);
});
