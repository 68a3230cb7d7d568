/**
 * Keyboard row navigation of the DataTable body in a real browser: one row in the tab order,
 * the arrow, Home/End and Page keys move between rows, Enter and Space activate, and keys or
 * clicks inside a cell's own controls stay theirs.
 */
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createDataTableColumns, DataTable } from '@/components/table';

import { render } from '../support/render';

interface Item {
  id: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.display({
    id: 'tool',
    header: 'Tool',
    cell: (c) => <button type="button">Tool {c.row.original.id}</button>,
  }),
]);
const items: Item[] = Array.from({ length: 25 }, (_, i) => ({
  id: `D${String(i + 1).padStart(2, '0')}`,
}));

function mount(onRowClick: (row: Item) => void) {
  render(
    <DataTable
      aria-label="Items"
      columns={columns}
      rows={items}
      getRowId={(r) => r.id}
      pageSize={25}
      pageSizes={[25]}
      columnMenu={false}
      onRowClick={onRowClick}
    />,
  );
}

const row = (index: number) =>
  document.querySelector<HTMLElement>(`tbody [data-row-index="${index}"]`)!;
const focused = () => (document.activeElement as HTMLElement).dataset.rowIndex;

test('one row in the tab order; arrows, Page keys, Home and End move the focus', async () => {
  mount(() => {});
  const tabbable = Array.from(document.querySelectorAll('tbody tr')).filter(
    (tr) => tr.getAttribute('tabindex') === '0',
  );
  expect(tabbable).toEqual([row(0)]);
  row(0).focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(focused()).toBe('2');
  await userEvent.keyboard('{ArrowUp}');
  expect(focused()).toBe('1');
  await userEvent.keyboard('{PageDown}');
  expect(focused()).toBe('11');
  await userEvent.keyboard('{PageDown}{PageDown}');
  expect(focused()).toBe('24');
  await userEvent.keyboard('{Home}');
  expect(focused()).toBe('0');
  await userEvent.keyboard('{ArrowUp}');
  expect(focused()).toBe('0');
  await userEvent.keyboard('{End}');
  expect(focused()).toBe('24');
  // The focused row is now the one Tab comes back to.
  expect(row(24).getAttribute('tabindex')).toBe('0');
  expect(row(0).getAttribute('tabindex')).toBe('-1');
});

test('Enter and Space activate the focused row; a click on a row activates it', async () => {
  const onRowClick = vi.fn();
  mount(onRowClick);
  row(3).focus();
  await userEvent.keyboard('{Enter}');
  expect(onRowClick).toHaveBeenLastCalledWith(items[3]);
  await userEvent.keyboard('{ArrowDown} ');
  expect(onRowClick).toHaveBeenLastCalledWith(items[4]);
  await userEvent.click(page.getByRole('cell', { name: 'D07', exact: true }));
  expect(onRowClick).toHaveBeenLastCalledWith(items[6]);
  expect(onRowClick).toHaveBeenCalledTimes(3);
});

test("keys and clicks on a cell's own controls are not row navigation or activation", async () => {
  const onRowClick = vi.fn();
  mount(onRowClick);
  const tool = page.getByRole('button', { name: 'Tool D03' });
  await userEvent.click(tool);
  expect(onRowClick).not.toHaveBeenCalled();
  await expect.element(tool).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect.element(tool).toHaveFocus();
  expect(onRowClick).not.toHaveBeenCalled();
});
