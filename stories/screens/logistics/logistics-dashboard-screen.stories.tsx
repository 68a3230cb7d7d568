import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listVehicles, vehicleStats } from '@/api/mock/queries/logistics';
import { LogisticsDashboardScreen } from '@/screens/logistics/logistics-dashboard-screen';

import { STORY_NOW } from '../../../.storybook/mock-api';

const meta = {
  title: 'Screens/Logistics/Dashboard',
  component: LogisticsDashboardScreen,
  parameters: { layout: 'fullscreen', route: '/apps/logistics/dashboard' },
} satisfies Meta<typeof LogisticsDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// What the simulation answers in every story: the expectations are worked out from it, not typed
// in.
const db = createMockDb({ now: STORY_NOW });
const stats = vehicleStats(db);
const page = (query: string) =>
  listVehicles(db, new URLSearchParams(query)).vehicles.map((v) => `VOL-${v.location}`);

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Vehicles' });
/** The names in the Location column, top to bottom. */
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const stat = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-stat="${key}"]`) as HTMLElement;

/** Both charts drawn (recharts arrives in its own chunk after the first paint). */
async function chartsDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-card] .recharts-surface').length).toBe(2),
    { timeout: 20_000 },
  );
}

/** Waits for the rows and the figures, and with `charts` for both charts. */
async function loaded(canvasElement: HTMLElement, { charts = false } = {}) {
  const first = page('')[0];
  await within(canvasElement).findByRole(
    'link',
    { name: `Show ${first} on the fleet map` },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(stat(canvasElement, 'onRoute')).toHaveTextContent(/\d/));
  if (charts) await chartsDrawn(canvasElement);
}

/**
 * Fails until the play function heals it (`beforeEach` breaks it again): the client retries a
 * 5xx twice on its own, so a failure must outlast those to reach the screen.
 */
let healed = false;
const failing = (path: string, message: string) =>
  http.get(path, () => (healed ? undefined : HttpResponse.json({ message }, { status: 500 })));

/** Figures counted from the vehicles, the two charts, and the first page of vehicles. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, { charts: true });
    await expect(stat(canvasElement, 'onRoute')).toHaveTextContent(`On route${stats.onRoute}`);
    await expect(stat(canvasElement, 'warnings')).toHaveTextContent(
      `With warnings${stats.withWarnings}`,
    );
    await expect(stat(canvasElement, 'deviated')).toHaveTextContent(
      `Deviated from route${stats.deviated}`,
    );
    await expect(stat(canvasElement, 'late')).toHaveTextContent(`Late${stats.late}`);
    await expect(names(canvasElement)).toEqual(page(''));
    // Each row's name leads to the fleet map with that vehicle chosen.
    await expect(
      canvas.getByRole('link', { name: `Show ${page('')[0]} on the fleet map` }),
    ).toHaveAttribute('href', `/apps/logistics/fleet?vehicle=${db.vehicles[0].id}`);
    // Warnings as chips, progress as named bars.
    const row = within(table(canvasElement)).getAllByRole('row')[1];
    await expect(
      within(row).getByRole('progressbar', { name: `Progress of ${page('')[0]}` }),
    ).toHaveAttribute('aria-valuenow', String(db.vehicles[0].progress));
    // The charts name their figures for assistive technology.
    const delivered = stats.months.at(-1)!.delivered;
    await expect(
      canvas.getByRole('img', {
        name: new RegExp(
          `Jun \\(so far\\): [\\d,]+ shipments, ${delivered.toLocaleString('en')} delivered`,
        ),
      }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-metric="inTransit"]')).toHaveTextContent(
      stats.parcelsInTransit.toLocaleString('en'),
    );
  },
};

/** Sort by progress, as the new user does: lowest first, then highest first. */
export const SortByProgress: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const header = within(table(canvasElement)).getByRole('columnheader', { name: /Progress/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(names(canvasElement)).toEqual(page('sortBy=progress&orderBy=asc')));
    const bars = () =>
      within(table(canvasElement))
        .getAllByRole('progressbar')
        .map((b) => Number(b.getAttribute('aria-valuenow')));
    await expect(bars()).toEqual([...bars()].sort((a, b) => a - b));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(names(canvasElement)).toEqual(page('sortBy=progress&orderBy=desc')));
    await expect(bars()).toEqual([...bars()].sort((a, b) => b - a));
    // The other keys of SPEC §7 sort too.
    for (const [column, key] of [
      ['Location', 'location'],
      ['Starting route', 'startRoute'],
      ['Ending route', 'endRoute'],
      ['Warnings', 'warnings'],
    ] as const) {
      const other = within(table(canvasElement)).getByRole('columnheader', {
        name: new RegExp(column),
      });
      await userEvent.click(within(other).getByRole('button'));
      await waitFor(() => expect(other).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() => expect(names(canvasElement)).toEqual(page(`sortBy=${key}&orderBy=asc`)));
    }
  },
};

/** Paging: 25 vehicles in pages of 10, then in one page of 25. */
export const Paging: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(page('page=2')));
    await expect(canvas.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(page('page=3')));
    await expect(names(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(page('page=1')));
  },
};

/** The list state is read from the URL: a shared link opens sorted and on its page. */
export const FromLink: Story = {
  parameters: { route: '/apps/logistics/dashboard?sortBy=progress&orderBy=desc&page=2' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(names(canvasElement)).toEqual(page('sortBy=progress&orderBy=desc&page=2')),
      { timeout: 10_000 },
    );
    await expect(
      within(table(canvasElement)).getByRole('columnheader', { name: /Progress/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    await chartsDrawn(canvasElement);
  },
};

const empty = [
  http.get('*/api/apps/logistics/vehicles', () =>
    HttpResponse.json({ vehicles: [], totalVehicles: 0 }),
  ),
  http.get('*/api/apps/logistics/stats', () => HttpResponse.json(vehicleStats({ vehicles: [] }))),
];

/** No vehicles: zeros, the charts say there is nothing yet, the table says why it is empty. */
export const Empty: Story = {
  parameters: { msw: { handlers: empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No vehicles')).toBeVisible();
    await waitFor(() => expect(stat(canvasElement, 'onRoute')).toHaveTextContent('On route0'));
    await expect(canvas.getAllByText('No shipments yet')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-metric="tripTime"]')).toHaveTextContent(
      'No trip finished yet',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/logistics/vehicles', () => delay('infinite')),
        http.get('*/api/apps/logistics/stats', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Vehicles' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const failingCalls = [
  failing('*/api/apps/logistics/vehicles', 'Vehicles are unavailable'),
  failing('*/api/apps/logistics/stats', 'Figures are unavailable'),
];

/** Both calls fail: the figures and the table each say so, with a retry. */
export const Error: Story = {
  beforeEach: () => {
    healed = false;
  },
  parameters: { msw: { handlers: failingCalls } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Vehicles are unavailable', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Figures are unavailable', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Once the calls answer again, each retry brings its part back. */
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    healed = false;
  },
  parameters: { visual: false, msw: { handlers: failingCalls } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Vehicles are unavailable', undefined, { timeout: 10_000 });
    await canvas.findByText('Figures are unavailable', undefined, { timeout: 10_000 });
    healed = true;
    for (const retry of canvas.getAllByRole('button', { name: 'Try again' }))
      await userEvent.click(retry);
    await loaded(canvasElement);
    await expect(canvas.queryByText('Vehicles are unavailable')).toBeNull();
    await expect(canvas.queryByText('Figures are unavailable')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement, { charts: true }),
};

/** Arabic: the table, charts and figures run right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'المركبات' }, { timeout: 10_000 });
    await waitFor(() => expect(stat(canvasElement, 'onRoute')).toHaveTextContent(/على المسار/));
    await chartsDrawn(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: '车辆' }, { timeout: 10_000 });
    await chartsDrawn(canvasElement);
  },
};
