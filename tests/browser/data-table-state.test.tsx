/**
 * `useDataTable`'s slices in a real browser: each is owned by the table when its prop is absent
 * and follows the prop (calling back, not moving) when given; the client filter and page rules.
 */
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import {
  createDataTableColumns,
  DataTable,
  type DataTableClientProps,
  type DataTableProps,
} from '@/components/table';

import { render } from '../support/render';

interface Item {
  id: string;
  name: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.accessor('name', { header: 'Name' }),
]);
const items: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: `D${String(i + 1).padStart(2, '0')}`,
  name: i % 2 ? `Pump ${i}` : `Valve ${i}`,
}));

type Props = Partial<DataTableClientProps<Item>>;

function mount(props: Props): (next: Props) => void {
  let current = props;
  const table = () => (
    <DataTable<Item>
      aria-label="Items"
      columns={columns}
      rows={items}
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

// The id is the next-to-last cell, after the checkbox when there is one.
const ids = () =>
  Array.from(
    document.querySelectorAll<HTMLTableRowElement>('tbody tr'),
    (tr) => tr.cells[tr.cells.length - 2].textContent,
  );
const sortName = () =>
  userEvent.click(page.getByRole('columnheader', { name: 'Name' }).getByRole('button'));

test('owned: sort, page, page size and selection move by themselves', async () => {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  mount({ onSortChange, onPageChange, selectable: true });
  await sortName();
  expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
  expect(ids()[0]).toBe('D02'); // "Pump 1"
  await userEvent.click(page.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(2);
  await expect.element(page.getByText('Showing 11 to 20 of 23 entries')).toBeVisible();
  await userEvent.selectOptions(page.getByLabelText('Rows per page'), '25');
  await expect.element(page.getByText('Showing 1 to 23 of 23 entries')).toBeVisible();
  await userEvent.click(page.getByRole('checkbox', { name: 'Select row D05' }));
  await expect.element(page.getByRole('checkbox', { name: 'Select row D05' })).toBeChecked();
});

test('controlled: the table calls back and shows what the props say', async () => {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  const onSelectedIdsChange = vi.fn();
  mount({
    sort: null,
    onSortChange,
    page: 1,
    onPageChange,
    selectable: true,
    selectedIds: [],
    onSelectedIdsChange,
  });
  await sortName();
  expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
  await expect
    .element(page.getByRole('columnheader', { name: 'Name' }))
    .toHaveAttribute('aria-sort', 'none');
  await userEvent.click(page.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenLastCalledWith(2);
  expect(ids()[0]).toBe('D01');
  await userEvent.click(page.getByRole('checkbox', { name: 'Select row D03' }));
  expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['D03']);
  await expect.element(page.getByRole('checkbox', { name: 'Select row D03' })).not.toBeChecked();
});

test('client filter: rows that contain the text; a new text starts at page 1; a page past the end shows the last', async () => {
  const rerender = mount({});
  await userEvent.click(page.getByRole('button', { name: 'Last page' }));
  expect(ids()).toEqual(['D21', 'D22', 'D23']);
  rerender({ globalFilter: 'pump' });
  await expect.element(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
  expect(ids().every((id) => Number(id!.slice(1)) % 2 === 0)).toBe(true);
  rerender({ globalFilter: '', page: 9 });
  await expect.element(page.getByText('Showing 21 to 23 of 23 entries')).toBeVisible();
});

test('density: owned when only onDensityChange is given, the prop wins when it is', async () => {
  const onDensityChange = vi.fn();
  const rerender = mount({ onDensityChange });
  const compact = () => document.querySelector('tbody td')!.classList.contains('ee:py-1.5');
  expect(compact()).toBe(false);
  await userEvent.click(page.getByRole('button', { name: 'Columns' }));
  await userEvent.click(page.getByRole('button', { name: 'Compact' }));
  expect(onDensityChange).toHaveBeenLastCalledWith('compact');
  expect(compact()).toBe(true);
  rerender({ density: 'comfortable' });
  expect(compact()).toBe(false);
  await userEvent.click(page.getByRole('button', { name: 'Compact' }));
  expect(onDensityChange).toHaveBeenLastCalledWith('compact');
  expect(compact()).toBe(false);
});

test('types: server mode needs its total and paging, client mode takes no total', () => {
  const base = { 'aria-label': 'Items', columns, rows: items, getRowId: (r: Item) => r.id };
  const ok: DataTableProps<Item>[] = [
    base,
    { ...base, mode: 'server', total: undefined, page: 1, pageSize: 10, onPageChange: () => {} },
  ];
  // @ts-expect-error server mode without total
  const noTotal: DataTableProps<Item> = {
    ...base,
    mode: 'server',
    page: 1,
    pageSize: 10,
    onPageChange: () => {},
  };
  // @ts-expect-error server mode without onPageChange
  const noPaging: DataTableProps<Item> = {
    ...base,
    mode: 'server',
    total: 3,
    page: 1,
    pageSize: 10,
  };
  // @ts-expect-error client mode with a total
  const clientTotal: DataTableProps<Item> = { ...base, total: 3 };
  // @ts-expect-error server mode filters on the server
  const serverFilter: DataTableProps<Item> = {
    ...base,
    mode: 'server',
    total: 3,
    page: 1,
    pageSize: 10,
    onPageChange: () => {},
    globalFilter: 'x',
  };
  expect([ok, noTotal, noPaging, clientTotal, serverFilter]).toHaveLength(5);
});
