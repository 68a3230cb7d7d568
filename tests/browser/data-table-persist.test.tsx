/**
 * Hidden columns and density come back after a reload (issue 13 point 18): a DataTable with a
 * `persistKey` keeps them per list in localStorage, ignores stored values that are not its own,
 * and keeps working when storage fails.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createDataTableColumns, DataTable } from '@/components/table';

import { cleanup, render, type Rendered } from '../support/render';

interface Item {
  id: string;
  name: string;
  site: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id', meta: { alwaysVisible: true } }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('site', { header: 'Site' }),
]);
const items: Item[] = [{ id: 'D1', name: 'Pump', site: 'Lyon' }];

let view: Rendered | undefined;
/** A visit: the table mounts afresh, as after a reload. */
function visit(persistKey = 'items') {
  view?.unmount();
  view = render(
    <DataTable
      aria-label="Items"
      columns={columns}
      rows={items}
      getRowId={(r) => r.id}
      persistKey={persistKey}
    />,
  );
}
afterEach(() => {
  cleanup();
  view = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
const compact = () => document.querySelector('tbody td')!.classList.contains('ee:py-1.5');
async function hideSiteAndCompact() {
  await userEvent.click(page.getByRole('button', { name: 'Columns' }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Site' }));
  await userEvent.click(page.getByRole('button', { name: 'Compact' }));
  await userEvent.keyboard('{Escape}');
}

test('hidden columns and density come back on the next visit, per list', async () => {
  visit();
  expect(headers()).toEqual(['Id', 'Name', 'Site']);
  await hideSiteAndCompact();
  expect(headers()).toEqual(['Id', 'Name']);
  expect(compact()).toBe(true);
  expect(JSON.parse(localStorage.getItem('device-table:items')!)).toEqual({
    hidden: ['site'],
    shown: [],
    density: 'compact',
  });

  visit();
  expect(headers()).toEqual(['Id', 'Name']);
  expect(compact()).toBe(true);

  visit('other');
  expect(headers()).toEqual(['Id', 'Name', 'Site']);
  expect(compact()).toBe(false);
});

test.each([
  ['not JSON', '{hidden', ['Id', 'Name', 'Site']],
  ['of the wrong shape', '{"hidden":"site","density":"huge"}', ['Id', 'Name', 'Site']],
  // The menu never offers Id, so it could not be shown again: that part is ignored, the rest holds.
  ['hiding a column the menu cannot show again', '{"hidden":["id","site"]}', ['Id', 'Name']],
])('a stored value %s is ignored', (_, raw, shown) => {
  localStorage.setItem('device-table:items', raw);
  visit();
  expect(headers()).toEqual(shown);
  expect(compact()).toBe(false);
});

test('a storage that throws changes nothing but the coming back', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  visit();
  await hideSiteAndCompact();
  expect(headers()).toEqual(['Id', 'Name']);
  expect(compact()).toBe(true);
});
