import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { StaticLiveFeed } from '@/api/client/live';
import type { Alarm } from '@/api/types/devices';
import type { WorkOrderStats } from '@/api/types/work-orders';
import { now } from '@/lib/clock';
import { HomeScreen } from '@/screens/home/home-screen';

import { sessionFetch } from '../../../.storybook/mock-api';
import { LocationDisplay } from '../../support/location-display';
import { drawnLeftToRight } from '../../support/visual-order';

const meta = {
  title: 'Screens/Home/Overview',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the maintenance figures (a card of their own, loaded after the device figures). */
const maintenanceLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelector('[data-figure="overdue"]')).toHaveTextContent(/\d/),
    { timeout: 8000 },
  );

/** Waits for the figures, both charts, the maintenance figures and the project rows. */
const loaded = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await maintenanceLoaded(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent('122'),
  );
  // The charts' library loads with the first story of a run (slow on a busy machine).
  await waitFor(
    () => expect(canvasElement.querySelectorAll('.recharts-pie-sector').length).toBeGreaterThan(0),
    { timeout: 8000 },
  );
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
  );
  await c.findByRole('cell', { name: /Website SEO/ });
};

/** The phone of the e2e checks (390 × 844). */
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** A register without a single work order. */
const noWork = {
  backlog: { low: 0, medium: 0, high: 0, urgent: 0 },
  overdue: 0,
  pmCompliance: null,
  mttrHours: null,
  downtimeHours: 0,
};

const emptyStats = {
  total: 0,
  inService: 0,
  faults: 0,
  overdue: 0,
  byStatus: [],
  byType: [],
  dueSoonTotal: 0,
  dueSoon: [],
  latestAlarms: [],
};

/**
 * KPI cards, devices by status and by type, inspections due, latest alarms and the project table.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('[data-stat="faults"]')).toHaveTextContent('8');
    await expect(c.getByRole('link', { name: /Faults/ })).toHaveAttribute(
      'href',
      '/devices?status=fault',
    );
    await expect(c.getByRole('img', { name: /In service: 80/ })).toBeInTheDocument();
    // Round counts on the type chart's axis, and every type code labelled at this width (issue
    // 13.15).
    const ticks = (axis: 'x' | 'y') =>
      Array.from(
        canvasElement.querySelectorAll(
          `.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`,
        ),
      ).map((t) => t.textContent);
    await waitFor(() => expect(ticks('y')).toEqual(['0', '10', '20', '30']));
    await expect(ticks('x')).toHaveLength(12);
  },
};

/** A due inspection links to its device's detail page; the project table sorts. */
export const LinksAndSorting: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const c = within(canvasElement);
    const due = c
      .getByRole('heading', { name: 'Inspections due in the next 30 days' })
      .closest('.ee\\:rounded-ee') as HTMLElement;
    const links = within(due)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/deviceDetail?number='));
    await expect(links.length).toBeGreaterThan(0);
    const projects = c.getByRole('table', { name: 'Project analytics' });
    const header = within(projects).getByRole('columnheader', { name: /Progress/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** No devices yet: zero figures, empty lists, the project table still loads. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/devices/stats', () => HttpResponse.json(emptyStats)),
        http.get('*/api/work-orders/stats', () => HttpResponse.json(noWork)),
        http.get('*/api/dashboard/analytics/projects', () =>
          HttpResponse.json({ projects: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // No work either: zeros, and the rates say why they have no figure.
    await maintenanceLoaded(canvasElement);
    await expect(canvasElement.querySelector('[data-figure="backlog"]')).toHaveTextContent(
      'Open orders: 0',
    );
    await expect(canvasElement.querySelector('[data-figure="pmCompliance"]')).toHaveTextContent(
      '—No planned work was due',
    );
    await expect(canvasElement.querySelector('[data-figure="mttr"]')).toHaveTextContent(
      '—No repairs done',
    );
    await c.findByText('No inspections due in the next 30 days.');
    await c.findByText('No alarms in the last 24 hours.');
    await c.findByText('No records found');
    // Both chart cards say so in place of a chart (their height is the page's height).
    await expect(c.getAllByText('No devices in the register yet.')).toHaveLength(2);
  },
};

/** While the figures load: skeleton cards and charts. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/devices/stats', () => delay('infinite')),
        http.get('*/api/work-orders/stats', () => delay('infinite')),
        http.get('*/api/dashboard/analytics/projects', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('table', { name: 'Project analytics' }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    // The maintenance card is in (its code loads after the page's), its figures still to come.
    await within(canvasElement).findByRole('heading', { name: 'Maintenance' });
  },
};

const failStats = http.get('*/api/devices/stats', () =>
  HttpResponse.json({ message: 'The overview service is unavailable' }, { status: 500 }),
);

/** The stats call fails (after the client's retries): an error with a retry button. */
export const Error: Story = {
  parameters: { msw: { handlers: [failStats] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole(
      'heading',
      { name: 'The overview could not be loaded' },
      { timeout: 10_000 },
    );
    await expect(c.getByText('The overview service is unavailable')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await c.findByRole('cell', { name: /Website SEO/ });
    // The maintenance figures have a call of their own: drawn whatever the device figures do.
    await maintenanceLoaded(canvasElement);
  },
};

let statsFailures = 0;

/** "Try again" after a failure loads the overview once the server answers. */
export const ErrorThenRetry: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/devices/stats', () => {
          if (statsFailures >= 3) return undefined; // fall through to the simulation
          statsFailures += 1;
          return HttpResponse.json(
            { message: 'The overview service is unavailable' },
            { status: 500 },
          );
        }),
      ],
    },
  },
  beforeEach: () => {
    statsFailures = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    await loaded(canvasElement);
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/**
 * Arabic, right to left: the bar chart runs from the right; an alarm's values keep their units
 * after them ("97.5 %", not "% 97.5").
 */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
    );
    await maintenanceLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'الصيانة' })).toBeVisible();
    await within(canvasElement).findByRole('cell', { name: /Website SEO/ });
    const peaks = within(canvasElement).getAllByText(/ذروة/);
    await expect(peaks.length).toBeGreaterThan(0);
    for (const line of peaks) {
      const [, value, unit] = /ذروة (\S+) (\S+)/.exec(line.textContent ?? '')!;
      await expect(drawnLeftToRight(line, value, unit)).toBe(true);
    }
  },
};

/** A fixed stream the story plays by hand (stories never open a socket). */
const alarmsFeed = new StaticLiveFeed('live');
/** A cabinet past its 70 °C limit (more than 10 % past: critical), starting now. */
const liveAlarm = (): Alarm => ({
  id: 'live-24DC10001-temperature',
  deviceNumber: '24DC10001',
  deviceName: 'Server room cabinet 01',
  metric: 'temperature',
  unit: '°C',
  threshold: 70,
  startedAt: new Date(now()).toISOString(),
  endedAt: null,
  peak: 81.2,
  severity: 'critical',
});
const liveAlarmText = 'Temperature peaked at 81.2 °C (limit 70 °C)';

/** Live: a critical alarm arrives over the live feed and leads the "Latest alarms" card. */
export const AlarmArrivesLive: Story = {
  parameters: { visual: false, live: alarmsFeed },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = within(canvasElement)
      .getByRole('heading', { name: 'Latest alarms' })
      .closest('.ee\\:rounded-ee') as HTMLElement;
    const alarms = within(card);
    await expect(alarms.getByRole('status')).toHaveTextContent('Live');
    await expect(alarms.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(card).not.toHaveTextContent(liveAlarmText);
    alarmsFeed.emitAlarm(liveAlarm());
    await waitFor(() => {
      const first = alarms.getAllByRole('listitem')[0];
      expect(within(first).getByRole('link', { name: '24DC10001' })).toHaveAttribute(
        'href',
        '/deviceDetail?number=24DC10001',
      );
      expect(first).toHaveTextContent(liveAlarmText);
      expect(first).toHaveTextContent('Critical');
    });
  },
};

/** The simulation's own answer, as the screen asked for it. */
async function workStats(): Promise<WorkOrderStats> {
  const response = await sessionFetch('/api/work-orders/stats');
  return (await response.json()) as WorkOrderStats;
}
const figure = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLAnchorElement>(`[data-figure="${id}"]`)!;

/**
 * The maintenance figures (issue 39.6): the backlog by priority, overdue orders, PM compliance,
 * MTTR and downtime, as the stats call answers them, each a link to the work order list filtered
 * by what it counts.
 */
export const MaintenanceFigures: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await maintenanceLoaded(canvasElement);
    const s = await workStats();
    const open = s.backlog.low + s.backlog.medium + s.backlog.high + s.backlog.urgent;
    await expect(open).toBeGreaterThan(0);
    await expect(figure(canvasElement, 'backlog')).toHaveTextContent(
      `Open orders: ${open.toLocaleString('en')}`,
    );
    const card = within(canvasElement)
      .getByRole('heading', { name: 'Maintenance' })
      .closest('.ee\\:rounded-ee') as HTMLElement;
    await expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/work-orders?status=requested%2Copen%2Cin_progress%2Con_hold',
    );
    const urgent = figure(canvasElement, 'backlog-urgent');
    await expect(urgent).toHaveTextContent(`Urgent${s.backlog.urgent}`);
    await expect(urgent).toHaveAttribute(
      'href',
      '/work-orders?status=requested%2Copen%2Cin_progress%2Con_hold&priority=urgent',
    );
    await expect(figure(canvasElement, 'overdue')).toHaveTextContent(
      `Overdue orders${s.overdue}Past their due date`,
    );
    await expect(figure(canvasElement, 'overdue')).toHaveAttribute(
      'href',
      '/work-orders?due=overdue',
    );
    await expect(figure(canvasElement, 'pmCompliance')).toHaveTextContent(
      s.pmCompliance === null ? '—' : `${Math.round(s.pmCompliance)}%`,
    );
    await expect(figure(canvasElement, 'mttr')).toHaveAttribute(
      'href',
      '/work-orders?kind=corrective%2Cemergency&status=done&sortBy=updatedAt&orderBy=desc',
    );
    await expect(figure(canvasElement, 'downtime')).toHaveTextContent(
      `${s.downtimeHours.toLocaleString('en', { maximumFractionDigits: 1 })} h`,
    );
  },
};

/** Following a figure opens the list with its filter (the list reads it from the URL). */
export const MaintenanceFigureLeadsToTheList: Story = {
  parameters: { visual: false },
  decorators: [
    (Story) => (
      <>
        <LocationDisplay />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await maintenanceLoaded(canvasElement);
    await userEvent.click(figure(canvasElement, 'overdue'));
    await expect(
      within(canvasElement).getByRole('status', { name: 'Current location' }),
    ).toHaveTextContent('/work-orders?due=overdue');
  },
};

/** The maintenance figures' call fails: their card says so with a retry; the rest is drawn. */
export const MaintenanceFiguresError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders/stats', () =>
          HttpResponse.json({ message: 'The maintenance service is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole(
      'heading',
      { name: 'The maintenance figures could not be loaded' },
      { timeout: 10_000 },
    );
    await expect(c.getByText('The maintenance service is unavailable')).toBeVisible();
    // The register's figures come from their own call, which may answer after the failed one.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent('122'),
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
    );
    await c.findByRole('cell', { name: /Website SEO/ });
  },
};

/**
 * On a 390 px phone: the figures one under the other, nothing wider than the screen, every
 * figure a target of at least 44 px.
 */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    // A chart below a phone's fold is drawn when scrolled to: the figures, the donut at the top
    // and the projects are waited for.
    await maintenanceLoaded(canvasElement);
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.recharts-pie-sector').length).toBeGreaterThan(0),
      { timeout: 8000 },
    );
    // The projects as cards on a phone.
    await within(canvasElement).findAllByText('Website SEO', {}, { timeout: 8000 });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    for (const id of ['overdue', 'pmCompliance', 'mttr', 'downtime', 'backlog-urgent']) {
      const box = figure(canvasElement, id).getBoundingClientRect();
      await expect(box.height, id).toBeGreaterThanOrEqual(44);
      await expect(box.right, id).toBeLessThanOrEqual(390);
    }
  },
};
