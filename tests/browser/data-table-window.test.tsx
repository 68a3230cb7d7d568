/**
 * The DataTable virtualised against the window (`virtualize: 'window'`), in a real browser: a
 * long page draws only the rows near the viewport and the page itself scrolls; screen readers
 * get the row count and each drawn row's place; the keyboard reaches every row (a far one is
 * scrolled into view); the columns keep the widths of their definitions while rows scroll in;
 * a window as tall as the table draws every row, and so does a printout; a page turn updates
 * the drawn rows in place.
 */
import { act } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createDataTableColumns, DataTable, type DataTableLayout } from '@/components/table';

import '@/theme/app.css';

import { cleanup, render, type Rendered } from '../support/render';

interface Item {
  id: string;
  name: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id', meta: { width: 100 } }),
  col.accessor('name', { header: 'Name', meta: { width: 300 } }),
  col.display({
    id: 'tool',
    header: 'Tool',
    cell: (c) => <button type="button">Tool {c.row.original.id}</button>,
  }),
]);
const itemsFrom = (first: number) =>
  Array.from({ length: 100 }, (_, i) => ({
    id: `D${String(first + i).padStart(3, '0')}`,
    name: `Device ${first + i}`,
  }));

let view: Rendered | undefined;
beforeEach(async () => {
  await page.viewport(1200, 600);
  window.scrollTo(0, 0);
});
afterEach(async () => {
  cleanup();
  view = undefined;
  window.scrollTo(0, 0);
  await page.viewport(1200, 900);
});

/** Draws the table (again, in the same root: a page turn updates it in place). */
function draw(
  items: Item[],
  { windowed = true, cols = columns, layout = 'auto' as DataTableLayout } = {},
) {
  const node = (
    <DataTable
      aria-label="Items"
      columns={cols}
      rows={items}
      getRowId={(r) => r.id}
      pageSize={100}
      pageSizes={[10, 100]}
      columnMenu={false}
      selectable
      virtualize={windowed ? 'window' : undefined}
      layout={layout}
    />
  );
  if (view) view.rerender(node);
  else view = render(node);
}

const drawn = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-index]'));
const row = (index: number) =>
  document.querySelector<HTMLElement>(`tbody tr[data-row-index="${index}"]`);
const focused = () => (document.activeElement as HTMLElement).dataset.rowIndex;
const headWidths = () =>
  Array.from(document.querySelectorAll('thead th'), (th) => th.getBoundingClientRect().width);
/** The virtualiser loads lazily, then draws the rows near the viewport. */
const virtualised = () => expect.poll(() => drawn().length).toBeLessThan(100);
const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });

test('a long page draws only the rows near the viewport, with the row count and each row’s place for screen readers', async () => {
  draw(itemsFrom(1));
  await virtualised();
  expect(drawn().length).toBeGreaterThan(5);
  const table = document.querySelector('table')!;
  expect(table.getAttribute('aria-rowcount')).toBe('101');
  for (const tr of drawn())
    expect(tr.getAttribute('aria-rowindex')).toBe(String(Number(tr.dataset.rowIndex) + 2));
  // Spacer rows stand for the rows not drawn: hidden from screen readers, and the table keeps its
  // full height.
  const spacers = Array.from(document.querySelectorAll('tbody tr:not([data-row-index])'));
  expect(spacers.length).toBeGreaterThan(0);
  for (const s of spacers) expect(s.getAttribute('aria-hidden')).toBe('true');
  expect(document.documentElement.scrollHeight).toBeGreaterThan(
    100 * row(0)!.getBoundingClientRect().height * 0.9,
  );
  // The page scrolls, not a box of the table's own.
  window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight);
  await expect.poll(() => row(99)).not.toBeNull();
  expect(row(0)).not.toBeNull(); // the focusable row stays, so Tab finds the rows
  expect(row(5)).toBeNull();
});

test('the keyboard reaches every row: a far row is scrolled into view and focused', async () => {
  draw(itemsFrom(1));
  await virtualised();
  row(0)!.focus();
  await userEvent.keyboard('{End}');
  await expect.poll(focused).toBe('99');
  const last = row(99)!.getBoundingClientRect();
  expect(last.top).toBeGreaterThanOrEqual(0);
  expect(last.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  expect(window.scrollY).toBeGreaterThan(1000);
  await userEvent.keyboard('{PageUp}');
  await expect.poll(focused).toBe('89');
  await userEvent.keyboard('{Home}');
  await expect.poll(focused).toBe('0');
  await expect.poll(() => row(99)).toBeNull();
  // Scrolled away from the focused row, it stays in the document and in the tab order.
  row(0)!.focus();
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect.poll(() => row(99)).not.toBeNull();
  expect(row(0)?.getAttribute('tabindex')).toBe('0');
});

test('columns keep the widths of their definitions as rows scroll in and out', async () => {
  draw(itemsFrom(1));
  await virtualised();
  const before = headWidths();
  // Checkbox, Id (100), Name (300), Tool (150 by default): shared out in proportion.
  expect(before[2] / before[1]).toBeCloseTo(3, 1);
  expect(before[3] / before[1]).toBeCloseTo(1.5, 1);
  expect(document.querySelector('table')!.className).toContain('table-fixed');
  for (const y of [1500, 3000, 10_000]) {
    window.scrollTo(0, y);
    await frames();
    expect(headWidths()).toEqual(before);
  }
});

test('a window as tall as the table draws every row (a full-page screenshot)', async () => {
  draw(itemsFrom(1));
  await virtualised();
  // The rows not drawn are held by spacers of their height: the table is as tall either way.
  const tableHeight = () => document.querySelector('tbody')!.getBoundingClientRect().height;
  // Measured rows: the spacers then stand for rows of their height, not the first guess.
  let last = -1;
  await expect
    .poll(async () => {
      await frames();
      const settled = tableHeight() === last;
      last = tableHeight();
      return settled;
    })
    .toBe(true);
  const estimated = tableHeight();
  await page.viewport(1200, 6000);
  await expect.poll(() => drawn().length).toBe(100);
  // Within 1 %: a row measures a fraction of a pixel apart from its place in the laid-out table.
  expect(Math.abs(tableHeight() - estimated)).toBeLessThan(estimated / 100);
});

test('a printout has every row: they are drawn before the page is laid out for paper', async () => {
  draw(itemsFrom(1));
  await virtualised();
  // Not in act(): the rows must be there when the event returns, as the browser lays out for paper
  // then.
  window.dispatchEvent(new Event('beforeprint'));
  expect(drawn()).toHaveLength(100);
  expect(document.querySelectorAll('tbody tr:not([data-row-index])')).toHaveLength(0);
  act(() => void window.dispatchEvent(new Event('afterprint')));
  await virtualised();
});

test('a page turn updates the drawn rows in place: no row element is made again', async () => {
  draw(itemsFrom(1));
  await virtualised();
  const first = row(0);
  const third = row(2);
  draw(itemsFrom(101));
  await expect.poll(() => row(0)?.textContent).toContain('D101');
  expect(row(0)).toBe(first);
  expect(row(2)).toBe(third);
  expect(drawn().length).toBeLessThan(100);
});

test('without `virtualize` every row is drawn and the columns are sized by their content, as before', async () => {
  draw(itemsFrom(1), { windowed: false });
  expect(drawn()).toHaveLength(100);
  const table = document.querySelector('table')!;
  expect(table.hasAttribute('aria-rowcount')).toBe(false);
  expect(table.className).not.toContain('table-fixed');
  expect(document.querySelector('colgroup')).toBeNull();
  expect(row(0)!.hasAttribute('aria-rowindex')).toBe(false);
});

test('a growing column takes the width the frame has beyond the columns’ sum; the others keep theirs', async () => {
  const growing = col.columns([
    col.accessor('id', { header: 'Id', meta: { width: 100 } }),
    col.accessor('name', { header: 'Name', meta: { width: 300, grow: 1 } }),
    col.display({
      id: 'tool',
      header: 'Tool',
      cell: (c) => <button type="button">Tool {c.row.original.id}</button>,
    }),
  ]);
  // A table at every width: below 600 px a DataTable draws cards unless told otherwise (issue
  // 35.17).
  draw(itemsFrom(1), { cols: growing, layout: 'table' });
  await virtualised();
  const frame = () => document.querySelector('table')!.parentElement!.clientWidth;
  // Checkbox 48, id 100, tool 150 (the default): the name has the rest of the frame.
  const expected = () => [48, 100, frame() - 298, 150];
  await expect.poll(() => headWidths().map(Math.round)).toEqual(expected().map(Math.round));
  // A narrower window: the name gives the width back, the others keep theirs.
  await page.viewport(900, 600);
  await expect.poll(() => headWidths().map(Math.round)).toEqual(expected().map(Math.round));
  // Narrower than the columns' sum (a phone, the table asked for): every column keeps its width,
  // the table scrolls in its frame.
  await page.viewport(390, 600);
  await expect.poll(() => headWidths().map(Math.round)).toEqual([48, 100, 300, 150]);
  expect(document.querySelector('table')!.getBoundingClientRect().width).toBeGreaterThan(frame());
});
