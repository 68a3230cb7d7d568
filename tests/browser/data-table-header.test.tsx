/**
 * A sortable column header sorts from anywhere in its cell (issue 13 point 20): a click beside
 * the label, in the cell's padding or at the far side of a wide column used to do nothing. The
 * cell keeps one focusable button and its aria-sort.
 */
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createDataTableColumns, DataTable } from '@/components/table';

import '@/theme/app.css';

import { render } from '../support/render';

interface Item {
  id: string;
  kw: number;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.accessor('kw', { header: 'Power', meta: { align: 'end' } }),
]);
const items: Item[] = [
  { id: 'D1', kw: 2 },
  { id: 'D2', kw: 1 },
];

test('a click anywhere in a sortable header cell sorts; the cell keeps one button and aria-sort', async () => {
  const onSortChange = vi.fn();
  render(
    <DataTable
      aria-label="Items"
      columns={columns}
      rows={items}
      getRowId={(r) => r.id}
      columnMenu={false}
      onSortChange={onSortChange}
    />,
  );

  const id = page.getByRole('columnheader', { name: 'Id' });
  const idBox = id.element().getBoundingClientRect();
  const label = id.getByRole('button').element().getBoundingClientRect();
  // The cells are far wider than their labels: the far side and the padding are outside the label.
  expect(idBox.width).toBeGreaterThan(label.width * 4);
  await userEvent.click(id, { position: { x: idBox.width - 8, y: idBox.height / 2 } });
  expect(onSortChange).toHaveBeenLastCalledWith({ id: 'id', desc: false });
  await expect.element(id).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(id, { position: { x: 2, y: 2 } });
  await expect.element(id).toHaveAttribute('aria-sort', 'descending');

  // An end-aligned column: its label is at the end, the click at the start.
  const power = page.getByRole('columnheader', { name: 'Power' });
  const powerBox = power.element().getBoundingClientRect();
  await userEvent.click(power, { position: { x: 8, y: powerBox.height - 3 } });
  expect(onSortChange).toHaveBeenLastCalledWith({ id: 'kw', desc: false });
  await expect.element(power).toHaveAttribute('aria-sort', 'ascending');
  expect(document.querySelector('tbody tr')!.textContent).toBe('D21');

  for (const th of document.querySelectorAll('th'))
    expect(th.querySelectorAll('button, [tabindex]')).toHaveLength(1);
});
