import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { StaticLiveFeed } from '@/api/client/live';
import type { Alarm } from '@/api/types/devices';
import { now } from '@/lib/clock';
import { HomeScreen } from '@/screens/home/home-screen';

import { drawnLeftToRight } from '../../support/visual-order';

const meta = {
  title: 'Screens/Home/Overview',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the figures, both charts and the project rows. */
const loaded = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent('122'),
  );
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-pie-sector').length).toBeGreaterThan(0),
  );
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
  );
  await c.findByRole('cell', { name: /Website SEO/ });
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
        http.get('*/api/dashboard/analytics/projects', () =>
          HttpResponse.json({ projects: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
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
