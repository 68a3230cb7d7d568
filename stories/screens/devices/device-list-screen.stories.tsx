import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { StaticLiveFeed } from '@/api/client/live';
import { deleteDevice } from '@/api/mock/queries/devices';
import type { LiveReading } from '@/api/types/live';
import type { Session } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { now } from '@/lib/clock';
import { DeviceListScreen } from '@/screens/devices/device-list-screen';

import { STORY_NOW, storyStore } from '../../../.storybook/mock-api';
import { drawnAtRightEdge, drawnLeftToRight } from '../../support/visual-order';

const meta = {
  title: 'Screens/Devices/Device register',
  component: DeviceListScreen,
  parameters: { layout: 'fullscreen', route: '/devices' },
} satisfies Meta<typeof DeviceListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Devices' });
const dataRows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
/** Waits for rows and figures. */
const loaded = async (canvasElement: HTMLElement, firstNumber = '16CP10001') => {
  await within(canvasElement).findByRole('link', { name: firstNumber });
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
  );
};
/** A device's row (in any language: the table is found without its name). */
const rowOf = (canvasElement: HTMLElement, number: string) =>
  within(canvasElement.querySelector('table')!).getByRole('link', { name: number }).closest('tr')!;
/** The site a row's location is in: its location cell's tooltip is the whole path. */
const siteOf = (row: HTMLElement) =>
  row
    .querySelector('td:nth-last-child(2) [title]')
    ?.getAttribute('title')
    ?.replace(/[\u2068\u2069]/g, '')
    .split(' › ')[0];
const statusCells = (canvasElement: HTMLElement) =>
  Array.from(table(canvasElement).querySelectorAll('[data-status]')).map((el) =>
    el.getAttribute('data-status'),
  );

/**
 * The register's first page: 122 devices, sorted by number; each number links to its detail page.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await expect(within(canvasElement).getByText('Showing 1 to 10 of 122 entries')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: '16CP10001' })).toHaveAttribute(
      'href',
      '/deviceDetail?number=16CP10001',
    );
    // A location names its site and the levels above it: "HV switch room" of the Shanghai campus.
    await expect(rowOf(canvasElement, '16UP10001')).toHaveTextContent(
      /HV switch room\s*Shanghai Zhangjiang Campus.*110 kV Substation/,
    );
  },
};

/** Two frames: the window's new scroll position is drawn. */
const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * What `read` finds in every row of the page on screen. A long page draws only the rows near
 * the viewport, so the window is scrolled down the table and each row read as it is drawn.
 */
const everyRow = async <T,>(
  canvasElement: HTMLElement,
  read: (row: HTMLElement) => T,
): Promise<T[]> => {
  const found = new Map<number, T>();
  const count =
    Number(
      table(canvasElement).getAttribute('aria-rowcount') ?? dataRows(canvasElement).length + 1,
    ) - 1;
  for (
    let y = 0;
    found.size < count && y <= document.documentElement.scrollHeight;
    y += window.innerHeight / 2
  ) {
    window.scrollTo(0, y);
    await frames();
    for (const row of table(canvasElement).querySelectorAll<HTMLElement>('tr[data-row-index]'))
      found.set(Number(row.dataset.rowIndex), read(row));
  }
  window.scrollTo(0, 0);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
};

/**
 * Sorted by location, the register goes site by site along each path (Shanghai, Suzhou, Wuhan),
 * not by the last name alone, where "Bay 1" of Suzhou and of Wuhan would sit side by side.
 */
export const SortedByLocation: Story = {
  parameters: { visual: false, route: '/devices?sortBy=location&orderBy=asc&itemsPerPage=100' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Showing 1 to 100 of 122 entries');
    const sites = await everyRow(canvasElement, siteOf);
    await expect(sites).toHaveLength(100);
    await expect(sites[0]).toBe('Shanghai Zhangjiang Campus');
    // Each site's devices come together: a site never comes back once the list has left it.
    const runs = sites.filter((site, i) => i === 0 || sites[i - 1] !== site);
    await expect(runs).toEqual([
      'Shanghai Zhangjiang Campus',
      'Suzhou Industrial Park Plant',
      'Wuhan Optics Valley Data Center',
    ]);
  },
};

/**
 * 100 devices a page: only the rows near the viewport are drawn (the page scrolls as one), with
 * the row count and each row's place for screen readers; the columns keep their widths as rows
 * scroll in; End reaches the last device of the page; selection and the pager work as on a
 * short page.
 */
export const LongPage: Story = {
  parameters: { visual: false, route: '/devices?itemsPerPage=100' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Showing 1 to 100 of 122 entries');
    await waitFor(() => expect(dataRows(canvasElement).length).toBeLessThan(100));
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '101');
    const numbers = await everyRow(
      canvasElement,
      (row) => within(row).getAllByRole('link')[0].textContent,
    );
    await expect(new Set(numbers).size).toBe(100);
    await expect(numbers[0]).toBe('16CP10001');
    const widths = () =>
      Array.from(table(canvasElement).querySelectorAll('thead th'), (th) =>
        Math.round(th.getBoundingClientRect().width),
      );
    const before = widths();
    // The keyboard reaches the last row: it is scrolled into view and focused.
    rowOf(canvasElement, '16CP10001').focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '101'));
    await expect(document.activeElement).toHaveTextContent(numbers[99]!);
    await expect(widths()).toEqual(before);
    await userEvent.click(within(document.activeElement as HTMLElement).getByRole('checkbox'));
    await expect(c.getByRole('region', { name: '1 selected' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await c.findByText('Showing 101 to 122 of 122 entries');
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '23'));
    await expect(await everyRow(canvasElement, (row) => row.dataset.rowIndex)).toHaveLength(22);
  },
};

/** The phone of the e2e checks (390 × 844). */
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
/** The register's cards (in any language: the list is found without its name). */
const cardsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('ul article[data-row-index]'));
/** A card's labelled lines, label → text. */
const fieldsOf = (card: HTMLElement) =>
  Object.fromEntries(
    Array.from(card.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent ?? '',
    ]),
  );

/**
 * On a 390 px phone the register is a list of cards (issue 35.17), not a squeezed table: each
 * device's number (its link) and name, its status, then its location (the path cut in the
 * middle, the leaf whole) and next inspection, all without scrolling sideways. Selection and
 * the bulk actions, the sort and the pager are the table's.
 */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await expect(c.queryByRole('table')).toBeNull();
    const cards = within(c.getByRole('list', { name: 'Devices' })).getAllByRole('article');
    await expect(cards).toHaveLength(10);
    const card = cards[3];
    await expect(card).toHaveAccessibleName('16UP10001');
    await expect(within(card).getByRole('link', { name: '16UP10001' })).toHaveAttribute(
      'href',
      '/deviceDetail?number=16UP10001',
    );
    await expect(card.querySelector('[data-status]')).toBeVisible();
    const fields = fieldsOf(card);
    await expect(Object.keys(fields)).toEqual(['Location', 'Next inspection']);
    await expect(fields.Location).toMatch(/^HV switch room/);
    // Everything of the first card is on the screen: nothing sticks out sideways.
    for (const el of [card.querySelector('[data-status]')!, ...card.querySelectorAll('dd')])
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    // The bulk actions come with a selection.
    await userEvent.click(within(cards[0]).getByRole('checkbox', { name: 'Select row 16CP10001' }));
    await expect(c.getByRole('button', { name: 'Change status' })).toBeVisible();
    // The sort: by location.
    await userEvent.click(c.getByRole('button', { name: 'Sort by: Device number' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Location' }));
    await waitFor(() =>
      expect(fieldsOf(cardsOf(canvasElement)[0]).Location).toMatch(/Shanghai Zhangjiang Campus/),
    );
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const phoneFeed = new StaticLiveFeed('live');

/**
 * With the live reading turned on, a phone's cards show it too (issue 35.17: "live reading when
 * on").
 */
export const PhoneLiveReading: Story = {
  globals: PHONE,
  parameters: { visual: false, live: phoneFeed },
  beforeEach: () => {
    localStorage.setItem('device-table:devices', JSON.stringify({ shown: ['live'] }));
    return () => localStorage.removeItem('device-table:devices');
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = cardsOf(canvasElement)[0];
    await waitFor(() =>
      expect(Object.keys(fieldsOf(card))).toEqual(['Live reading', 'Location', 'Next inspection']),
    );
  },
};

/**
 * 100 devices a page on a phone, in Arabic and the dark theme: cards, of which only those near
 * the viewport are drawn (each with its place in the page for screen readers); End reaches the
 * last device; the page never scrolls sideways.
 */
export const LongPagePhoneArabic: Story = {
  globals: { locale: 'ar', theme: 'dark', ...PHONE },
  parameters: { visual: false, route: '/devices?itemsPerPage=100' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: '16CP10001' });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await waitFor(() => expect(cardsOf(canvasElement).length).toBeLessThan(100));
    await expect(cardsOf(canvasElement)[0].parentElement).toHaveAttribute('aria-setsize', '100');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    cardsOf(canvasElement)[0].focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '99'));
    await expect(document.activeElement!.parentElement).toHaveAttribute('aria-posinset', '100');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Axe then checks the page with the last card focused (its muted lines on the dark focus tint).
    await expect(document.activeElement!.matches(':focus-visible')).toBe(true);
  },
};

/** `/devices?status=fault` filters on load: only faults, with the filter shown as a chip. */
export const FilteredByUrl: Story = {
  parameters: { route: '/devices?status=fault' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Showing 1 to 8 of 8 entries');
    await expect(new Set(statusCells(canvasElement))).toEqual(new Set(['fault']));
    await expect(c.getByRole('button', { name: 'Remove filter Status: Fault' })).toBeVisible();
    await expect(c.getByRole('button', { name: /^Status: Fault/ })).toBeVisible();
  },
};

/**
 * The status filter in the toolbar writes the URL state and filters the rows; the chip removes it
 * again.
 */
export const FilterByStatusUi: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Status: All/ }));
    const group = await screen.findByRole('group', { name: 'Status' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Maintenance' }));
    await userEvent.keyboard('{Escape}');
    await c.findByText('Showing 1 to 10 of 10 entries');
    await expect(new Set(statusCells(canvasElement))).toEqual(new Set(['maintenance']));
    await userEvent.click(c.getByRole('button', { name: 'Remove filter Status: Maintenance' }));
    await c.findByText('Showing 1 to 10 of 122 entries');
  },
};

/**
 * The Location filter's type-ahead (issue 35.15): ~50 places, found by typing any words of their
 * path; the arrow keys and Enter pick one, the list shows only devices there and below it, and
 * the filter's chip shows the path with its leaf whole (the whole path is its tooltip).
 */
export const LocationFilterTypeAhead: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Location: All/ }));
    const search = await screen.findByRole('combobox', { name: 'Search in Location' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(
      within(screen.getByRole('listbox', { name: 'Location' })).getAllByRole('option').length,
    ).toBeGreaterThan(40);
    // A place is found by its own name and by the names above it: the room and its three panels.
    await userEvent.type(search, 'lv distribution');
    await screen.findByText('Matching choices: 4');
    await userEvent.keyboard('{Enter}');
    const chip = await c.findByRole('button', {
      name: /^Remove filter Location: .*LV distribution room/,
    });
    const chipLeaf = Array.from(chip.parentElement!.querySelectorAll('bdi')).at(-1)!;
    await expect(chipLeaf).toHaveTextContent('LV distribution room');
    await expect(chipLeaf.scrollWidth).toBeLessThanOrEqual(chipLeaf.clientWidth);
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(0));
    await waitFor(() => {
      for (const row of dataRows(canvasElement))
        expect(row.querySelector('td:nth-last-child(2) [title]')?.getAttribute('title')).toContain(
          'LV distribution room',
        );
    });
  },
};

/**
 * A device type's count links here: `?typeId=4` lists the 30 circuit breakers, the type filter
 * shows it.
 */
export const FilteredByType: Story = {
  parameters: { visual: false, route: '/devices?typeId=4' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Showing 1 to 10 of 30 entries');
    await expect(
      await c.findByRole('button', { name: 'Remove filter Type: CB · Circuit breaker' }),
    ).toBeVisible();
    for (const row of dataRows(canvasElement))
      await expect(within(row).getByText('Circuit breaker')).toBeVisible();
  },
};

/** Search by number or name; overdue filter from the URL; type filter from a type's link. */
export const SearchAndOverdue: Story = {
  parameters: { route: '/devices?overdue=true&q=cabinet' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() =>
      expect(table(canvasElement).querySelectorAll('[data-status]').length).toBeGreaterThan(0),
    );
    await expect(c.getByRole('searchbox', { name: 'Search devices' })).toHaveValue('cabinet');
    for (const row of dataRows(canvasElement))
      await expect(within(row).getByText('Overdue')).toBeVisible();
  },
};

/** Select two devices, change their status in the dialog: the rows show the new status. */
export const BulkStatusChange: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const [first, second] = dataRows(canvasElement);
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(c.getByRole('region', { name: '2 selected' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status · 2 selected' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Retired' }));
    await expect(within(dialog).getByRole('radio', { name: 'Retired' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => {
      const rows = dataRows(canvasElement);
      expect(rows[0].querySelector('[data-status]')).toHaveAttribute('data-status', 'retired');
      expect(rows[1].querySelector('[data-status]')).toHaveAttribute('data-status', 'retired');
    });
    await expect(c.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument();
  },
};

/** Select a device, delete it after confirming: the total drops by one. */
export const BulkDelete: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 16CP10001' }));
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the selected devices (1)?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await c.findByText('Showing 1 to 10 of 121 entries');
    await expect(c.queryByRole('link', { name: '16CP10001' })).not.toBeInTheDocument();
  },
};

/**
 * Add a device: the number is generated from the type and year; a number already taken comes
 * back from the API onto the field with nothing lost; regenerating it saves, and the new
 * device is found in the register.
 */
export const AddDevice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add device' });
    const d = within(drawer);
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Choose a type')).toBeVisible();
    await expect(d.getByText('Name is required')).toBeVisible();

    await userEvent.click(d.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DC · Distribution cabinet' }));
    await waitFor(() => expect(d.getByLabelText(/^Device number/)).toHaveValue('26DC10001'));
    await userEvent.type(d.getByLabelText(/^Name/), 'Test feeder cabinet');
    await userEvent.click(d.getByRole('combobox', { name: /^Location/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Shanghai Zhangjiang Campus' }),
    );
    await userEvent.type(await d.findByLabelText('Rated voltage (kV)'), '0.4');

    await userEvent.clear(d.getByLabelText(/^Device number/));
    await userEvent.type(d.getByLabelText(/^Device number/), '24DC10001');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('A device with this number already exists')).toBeVisible();
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Test feeder cabinet');
    await expect(d.getByLabelText('Rated voltage (kV)')).toHaveValue(0.4);

    await userEvent.click(d.getByRole('button', { name: 'Generate number' }));
    await expect(d.getByLabelText(/^Device number/)).toHaveValue('26DC10001');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add device' })).not.toBeInTheDocument(),
    );
    await userEvent.type(c.getByRole('searchbox', { name: 'Search devices' }), '26DC{Enter}');
    await c.findByRole('link', { name: '26DC10001' });
    await expect(c.getByText('Test feeder cabinet')).toBeVisible();
  },
};

/** The register's stored column choice is taken away before and after a story that changes it. */
const forgetColumns = () => {
  localStorage.removeItem('device-table:devices');
  return () => localStorage.removeItem('device-table:devices');
};

/** A reading of a device `ageS` seconds before now. */
const readingOf = (
  device: string,
  ageS: number,
  load: number,
  temperature: number,
  over: LiveReading['over'] = [],
): LiveReading => ({
  device,
  t: now() - ageS * 1000,
  values: { voltage: 10.2, current: 120, load, temperature },
  over,
});

/** Turns the live column on from the column menu. */
const showLiveColumn = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Columns' }));
  // The menu's code loads on first use: a cold start takes a moment.
  await userEvent.click(
    await screen.findByRole('checkbox', { name: 'Live reading' }, { timeout: 10_000 }),
  );
  await userEvent.keyboard('{Escape}');
  return c.findByRole('columnheader', { name: 'Live reading' });
};

const columnFeed = new StaticLiveFeed('live');

/**
 * The live column is off until turned on in the column menu; then each device of the page on
 * screen (and only those, and only the ones that send readings) is watched. Its latest load and
 * temperature show with their age, a value past its limit is marked, another page watches its
 * own devices, and turned off again nothing is watched.
 */
export const LiveColumn: Story = {
  parameters: { visual: false, live: columnFeed },
  beforeEach: forgetColumns,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.queryByRole('columnheader', { name: 'Live reading' })).toBeNull();
    await expect(columnFeed.watchedDevices()).toEqual([]);
    await showLiveColumn(canvasElement);
    const rows = dataRows(canvasElement);
    const sending = rows.filter((row) =>
      ['in_service', 'fault'].includes(
        row.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
      ),
    );
    const numberOf = (row: HTMLElement) => within(row).getAllByRole('link')[0].textContent!;
    await waitFor(() => expect(columnFeed.watchedDevices()).toEqual(sending.map(numberOf).sort()));
    // A device that sends nothing says so; one that sends waits for its first reading.
    const quiet = rows.find((row) => !sending.includes(row));
    if (quiet) await expect(quiet).toHaveTextContent('No readings');
    const [first, second] = sending.map(numberOf);
    await expect(rowOf(canvasElement, first)).toHaveTextContent('Waiting for a reading…');
    columnFeed.emitReadings([
      readingOf(first, 12, 82, 63.4),
      readingOf(second, 3, 104.2, 71, ['load']),
    ]);
    await waitFor(() =>
      expect(rowOf(canvasElement, first)).toHaveTextContent(/82%\s*·\s*63\.4 °C\s*12 seconds ago/),
    );
    await expect(
      within(rowOf(canvasElement, second)).getByRole('img', { name: 'Past its limit: Load' }),
    ).toBeVisible();
    // Page 2 watches its own devices, none of page 1's.
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await c.findByText('Showing 11 to 20 of 122 entries');
    await waitFor(() => expect(columnFeed.watchedDevices()).not.toContain(first));
    await expect(columnFeed.watchedDevices().length).toBeGreaterThan(0);
    // Off again: nothing is watched.
    await userEvent.click(c.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Live reading' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(columnFeed.watchedDevices()).toEqual([]));
  },
};

const pixelFeed = new StaticLiveFeed('live');

/**
 * The live column in pixels: readings of different ages, one past its limit, devices that send
 * nothing.
 */
export const LiveColumnReadings: Story = {
  parameters: { live: pixelFeed },
  beforeEach: forgetColumns,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await showLiveColumn(canvasElement);
    await waitFor(() => expect(pixelFeed.watchedDevices().length).toBeGreaterThan(1));
    pixelFeed.emitReadings(
      pixelFeed
        .watchedDevices()
        .map((device, i) =>
          readingOf(device, 2 + i * 7, 60 + i * 9, 45 + i * 6, 60 + i * 9 > 100 ? ['load'] : []),
        ),
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-live-device]').length).toBe(
        pixelFeed.watchedDevices().length,
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * "Export CSV" writes every page of the filtered list (80 devices in service over 8 pages), not
 * just the page on screen.
 */
export const ExportFilteredCsv: Story = {
  parameters: { visual: false, route: '/devices?status=in_service' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Showing 1 to 10 of 80 entries');
    const saved: Blob[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:story-export';
    };
    HTMLAnchorElement.prototype.click = function () {};
    try {
      await userEvent.click(c.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    const lines = (await saved[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toMatch(/^Device number,Name,Type,Status/);
    await expect(lines).toHaveLength(81);
    await expect(lines.slice(1).every((l) => l.split(',')[3] === 'In service')).toBe(true);
    // The location column holds the whole path from the site: "Bay 1" alone says too little.
    await expect(lines[0].split(',')[5]).toBe('Location');
    await expect(
      lines
        .slice(1)
        .every((l) =>
          /^(Shanghai Zhangjiang Campus|Suzhou Industrial Park Plant|Wuhan Optics Valley Data Center) › ./.test(
            l.split(',')[5],
          ),
        ),
    ).toBe(true);
  },
};

/** Nothing matches: the empty state. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/devices', () => HttpResponse.json({ devices: [], total: 0 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No devices found');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
    );
  },
};

/** While the list loads: skeleton rows. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/devices', () => delay('infinite')),
        http.get('*/api/devices/stats', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/devices', () =>
          HttpResponse.json({ message: 'The register is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The register is unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
    );
  },
};

/** Dark theme, filtered to faults. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/devices?status=fault' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Showing 1 to 8 of 8 entries');
  },
};

/**
 * Arabic, right to left: names people typed keep their own order ("110 kV Substation", not "kV
 * Substation 110").
 */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: '16CP10001' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
    );
    const location = rowOf(canvasElement, '16UP10001').querySelector('td:nth-last-child(2)')!;
    await expect(drawnLeftToRight(location, '110', 'kV', 'Substation')).toBe(true);
    // An English line in a right-to-left cell starts where the cell starts: at the right.
    const maker = within(rowOf(canvasElement, '16CP10001')).getByText(
      'Siemens · SIVACON S8 PFC detuned',
    );
    await expect(drawnLeftToRight(maker, 'Siemens', 'SIVACON')).toBe(true);
    await expect(drawnAtRightEdge(maker, 'detuned')).toBe(true);
  },
};

/** The administrator's session: who may delete devices sees the deleted ones (issue 35.11). */
const admin: Session = {
  accessToken: 'demo.1.storybook',
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
  },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

/**
 * Deleted devices are kept: hidden from the register, listed with "Show deleted" (in the URL) as
 * "Deleted" in place of their status, and never among what the bulk actions change.
 */
export const ShowDeleted: Story = {
  parameters: { route: '/devices?deleted=include&q=24DC1000' },
  decorators: [
    (Story) => (
      <SessionProvider initialSession={admin}>
        <Story />
      </SessionProvider>
    ),
  ],
  // Deleted at the stories' "now" (a write is stamped with the real clock otherwise).
  beforeEach: () =>
    storyStore.at(
      Date.parse(STORY_NOW),
      () => void deleteDevice(storyStore.db(), '24DC10003', 'John Doe'),
    ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, '24DC10001');
    await waitFor(() => expect(c.getByText('Showing 1 to 7 of 7 entries')).toBeVisible());
    const chip = within(rowOf(canvasElement, '24DC10003')).getByText('Deleted');
    await expect(chip.closest('[data-deleted]')).toHaveAttribute(
      'title',
      'Deleted on Jun 15, 2026, 09:00 AM by John Doe',
    );
    await expect(rowOf(canvasElement, '24DC10003').querySelector('[data-status]')).toBeNull();
    await expect(c.getByRole('button', { name: 'Deleted devices: Show deleted' })).toBeVisible();
    // Selecting a deleted row with another: the bulk actions count the other one only.
    await userEvent.click(within(rowOf(canvasElement, '24DC10003')).getByRole('checkbox'));
    await waitFor(() => expect(c.getByRole('button', { name: 'Delete' })).toBeDisabled());
    await userEvent.click(within(rowOf(canvasElement, '24DC10002')).getByRole('checkbox'));
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete the selected devices (1)?' }),
    ).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await userEvent.click(within(rowOf(canvasElement, '24DC10003')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '24DC10002')).getByRole('checkbox'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Without "Show deleted" the register is only what is in it; the filter lists the deleted alone
 * too.
 */
export const DeletedHiddenByDefault: Story = {
  parameters: { visual: false, route: '/devices?q=24DC1000' },
  decorators: ShowDeleted.decorators,
  beforeEach: ShowDeleted.beforeEach,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, '24DC10001');
    await waitFor(() => expect(c.getByText('Showing 1 to 6 of 6 entries')).toBeVisible());
    await expect(c.queryByRole('link', { name: '24DC10003' })).not.toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Deleted devices: All' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted only' }));
    await waitFor(() => expect(c.getByText('Showing 1 to 1 of 1 entries')).toBeVisible());
    await expect(c.getByRole('link', { name: '24DC10003' })).toBeVisible();
  },
};

/** The XLSX export could not read the list: a toast says so, and both exports are ready again. */
export const ExportXlsxError: Story = {
  parameters: {
    visual: false,
    toasts: true,
    msw: {
      handlers: [
        http.get('*/api/devices', ({ request }) =>
          new URL(request.url).searchParams.get('itemsPerPage') === '-1'
            ? HttpResponse.json({ message: 'The register is unavailable' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const xlsx = await c.findByRole('button', { name: 'Export XLSX' });
    await waitFor(() => expect(xlsx).toBeEnabled());
    await userEvent.click(xlsx);
    await expect(await screen.findByText('The XLSX export failed')).toBeVisible();
    await expect(await screen.findByText('The register is unavailable')).toBeVisible();
    await waitFor(() => expect(xlsx).toBeEnabled());
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};
