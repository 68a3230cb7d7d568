/**
 * How the DataTable's body rows update, in a real browser (issue 6, the register at 100 rows a
 * page): a table render that leaves the rows alone does not render their cells again; the next
 * page updates the same row elements in place; and what depends on the row (selection, columns,
 * the row click handler) still follows the props.
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';

import { createDataTableColumns } from '@/components/table/columns';
import { DataTable, type DataTableServerProps } from '@/components/table/data-table';

import { cleanup, render } from '../support/render';

interface Item {
  id: string;
  name: string;
}

const col = createDataTableColumns<Item>();
let nameRenders = 0;
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.accessor('name', {
    header: 'Name',
    cell: (c) => {
      nameRenders++;
      return c.getValue();
    },
  }),
]);
const idOnly = col.columns([col.accessor('id', { header: 'Id' })]);

const pageOf = (n: number): Item[] =>
  Array.from({ length: 5 }, (_, i) => ({ id: `D${n}${i}`, name: `Device ${n}-${i}` }));

afterEach(() => {
  cleanup();
  nameRenders = 0;
});

type Props = Partial<DataTableServerProps<Item>>;

function mount(initial: Props): (next: Props) => void {
  let props: Props = initial;
  const table = () => (
    <DataTable<Item>
      aria-label="Items"
      mode="server"
      columns={columns}
      rows={pageOf(1)}
      total={50}
      page={1}
      pageSize={5}
      onPageChange={() => {}}
      getRowId={(r) => r.id}
      columnMenu={false}
      {...props}
    />
  );
  const view = render(table());
  return (next: Props) => {
    props = { ...props, ...next };
    view.rerender(table());
  };
}

const bodyRows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('table[aria-label="Items"] tbody tr'));
const texts = () => bodyRows().map((tr) => Array.from(tr.cells, (td) => td.textContent).join('|'));

test('a table render that keeps the rows does not render their cells again', () => {
  const rows = pageOf(1);
  const rerender = mount({ rows, onRowClick: () => {} });
  expect(nameRenders).toBe(5);
  // The list state moves on (page 2 asked for) while the rows on screen are still page 1's,
  // and the screen hands a new (inline) row click handler.
  rerender({ page: 2, onRowClick: () => {} });
  expect(nameRenders).toBe(5);
  expect(texts()[0]).toBe('D10|Device 1-0');
});

test('the next page updates the same row elements in place', () => {
  const rerender = mount({ rows: pageOf(1) });
  const before = bodyRows();
  rerender({ rows: pageOf(2), page: 2 });
  const after = bodyRows();
  expect(after).toHaveLength(5);
  after.forEach((tr, i) => expect(tr).toBe(before[i]));
  expect(texts()).toEqual(pageOf(2).map((r) => `${r.id}|${r.name}`));
  expect(nameRenders).toBe(10);
});

test('selection, columns and the row click handler still follow the props', async () => {
  const clicked: string[] = [];
  const rerender = mount({
    selectable: true,
    selectedIds: ['D11'],
    onRowClick: (r) => clicked.push(`first ${r.id}`),
  });
  await expect.element(page.getByRole('checkbox', { name: 'Select row D11' })).toBeChecked();

  // Page 2 at the same positions: row D11 is not on it, so no box is ticked.
  rerender({ rows: pageOf(2), page: 2 });
  await expect.element(page.getByRole('checkbox', { name: 'Select row D21' })).not.toBeChecked();
  expect(bodyRows().filter((tr) => tr.dataset.state === 'selected')).toHaveLength(0);

  // Selection changes re-render the row that changed.
  rerender({ selectedIds: ['D23'] });
  await expect.element(page.getByRole('checkbox', { name: 'Select row D23' })).toBeChecked();
  expect(bodyRows()[3].dataset.state).toBe('selected');

  // New columns reach the memoised rows.
  rerender({ columns: idOnly });
  expect(bodyRows()[0].cells).toHaveLength(2); // checkbox + id
  expect(texts()[0]).toBe('|D20');

  // A new click handler is the one called.
  rerender({ onRowClick: (r) => clicked.push(`second ${r.id}`) });
  await page.getByRole('cell', { name: 'D22', exact: true }).click();
  expect(clicked).toEqual(['second D22']);
});
