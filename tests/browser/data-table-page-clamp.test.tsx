/**
 * A server-mode list on a page past its end (issue 13 point 3: the last rows of the last page
 * deleted, or `/devices?page=99`) moves to the last page that exists, and the URL says so
 * without a new history entry, instead of "No devices found" over "Showing 111 to 120 of 120".
 */
import { act, createContext, useContext, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';

import { useListState, type ListSchema } from '@/components/filter';
import { createDataTableColumns, DataTable, type DataTableServerProps } from '@/components/table';

import { render } from '../support/render';

interface Item {
  id: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([col.accessor('id', { header: 'Id' })]);
const itemsOf = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `D${i + 1}` }));

type Props = Partial<DataTableServerProps<Item>>;

function mountTable(props: Props): (next: Props) => void {
  let current = props;
  const table = () => (
    <DataTable<Item>
      aria-label="Items"
      mode="server"
      columns={columns}
      rows={[]}
      total={120}
      page={99}
      pageSize={10}
      onPageChange={() => {}}
      getRowId={(r) => r.id}
      {...current}
    />
  );
  const view = render(table());
  return (next: Props) => {
    current = { ...current, ...next };
    view.rerender(table());
  };
}

test('server mode: a page past the last one asks for the last page, as a correction', () => {
  const onPageChange = vi.fn();
  mountTable({ onPageChange });
  expect(onPageChange.mock.calls).toEqual([[12, { clamped: true }]]);
});

test('no correction while loading, on error, before the total is known, or over rows of another request', () => {
  const onPageChange = vi.fn();
  const rerender = mountTable({ onPageChange, loading: true, rows: undefined });
  rerender({ loading: false, error: 'Gateway down', rows: undefined });
  rerender({ error: undefined, rows: [], total: undefined });
  // Rows on screen with a total they cannot belong to: a previous request's, kept while the next
  // loads.
  rerender({ rows: itemsOf(10), total: 120 });
  rerender({ rows: [], total: 120, page: 12 });
  expect(onPageChange).not.toHaveBeenCalled();
  // No rows at all: the last page is page 1.
  rerender({ rows: [], total: 0, page: 3 });
  expect(onPageChange.mock.calls).toEqual([[1, { clamped: true }]]);
});

const schema: ListSchema<Record<string, never>> = { filters: {} };

/** How many rows the "server" has. */
const Count = createContext(120);

/** A list screen in miniature: URL state, and a "server" that answers the page asked for. */
function List() {
  const count = useContext(Count);
  const { state, tableProps } = useListState(schema);
  const rows = useMemo(
    () =>
      itemsOf(count).slice((state.page - 1) * state.itemsPerPage, state.page * state.itemsPerPage),
    [count, state.page, state.itemsPerPage],
  );
  return (
    <DataTable
      aria-label="Items"
      mode="server"
      columns={columns}
      rows={rows}
      total={count}
      getRowId={(r) => r.id}
      columnMenu={false}
      {...tableProps}
    />
  );
}

function mountList(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/devices', element: <List /> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  const tree = (count: number) => (
    <Count.Provider value={count}>
      <RouterProvider router={router} />
    </Count.Provider>
  );
  const view = render(tree(120));
  const setCount = (count: number) => view.rerender(tree(count));
  return { router, setCount };
}

test('/devices?page=99 opens the last page, and the URL is replaced, not pushed', async () => {
  const { router } = mountList('/devices?page=99');
  await expect.element(page.getByText('Showing 111 to 120 of 120 entries')).toBeVisible();
  await expect.element(page.getByRole('cell', { name: 'D120' })).toBeVisible();
  expect(router.state.location.search).toBe('?page=12');
  expect(router.state.historyAction).toBe('REPLACE');
  // Back goes to where the user came from, not to page 99.
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/');
  await expect.element(page.getByText('Home')).toBeVisible();
});

test('deleting the last rows of the last page moves to the page before', async () => {
  const { router, setCount } = mountList('/devices?page=12');
  await expect.element(page.getByRole('cell', { name: 'D111' })).toBeVisible();
  setCount(110);
  await expect.element(page.getByText('Showing 101 to 110 of 110 entries')).toBeVisible();
  expect(router.state.location.search).toBe('?page=11');
  expect(page.getByRole('heading', { name: 'No records found' }).query()).toBeNull();
});
