import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createTestResult } from '@/api/mock/queries/electrical-tests';
import { DeviceDetailScreen } from '@/screens/devices/detail/device-detail-screen';

import { STORY_NOW, storyStore } from '../../../../.storybook/mock-api';
import { asRole } from '../../work-orders/detail-sessions';

const meta = {
  title: 'Screens/Devices/Tests/Tests tab',
  component: DeviceDetailScreen,
  args: { linkOrigin: 'https://eem.example.com' },
  parameters: { layout: 'fullscreen', route: '/deviceDetail?number=24DC10003&tab=tests' },
} satisfies Meta<typeof DeviceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (date: string) => `${date}T09:00:00.000Z`;

/**
 * Results recorded through the simulation's own write before the story (verdicts computed, a
 * corrective order raised on a flag or fail): three infrared scans of 24DC10003 getting hotter,
 * two earth tests and a contact test, by the technician.
 */
const recordResults = () =>
  storyStore.at(Date.parse(STORY_NOW), () => {
    const db = storyStore.db();
    const technician = db.loginUsers.find((u) => u.email === 'tech@demo.com')!;
    const record = (body: Record<string, unknown>) => {
      const outcome = createTestResult(db, { deviceNumber: '24DC10003', ...body }, technician);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    };
    const scan = (performedAt: string, hotSpot: number) =>
      record({
        template: 'infrared',
        performedAt,
        values: { hotSpot, reference: 40, ambient: 25, load: 72 },
      });
    scan(day('2026-03-02'), 40.5);
    scan(day('2026-04-14'), 45);
    scan(day('2026-06-01'), 58);
    record({ template: 'earth', performedAt: day('2026-02-10'), values: { resistance: 3.1 } });
    record({ template: 'earth', performedAt: day('2026-05-20'), values: { resistance: 4.2 } });
    record({
      template: 'contact',
      performedAt: day('2026-05-21'),
      values: { poleA: 80, poleB: 84, poleC: 130 },
    });
  });

/**
 * Every trend of the seeded results drawn: 8 charts (4 infrared values, earth, 3 contact poles),
 * a line in the 5 with more than one result (a single contact test is a dot).
 */
const chartsDrawn = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      expect(canvasElement.querySelectorAll('.recharts-surface')).toHaveLength(8);
      expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(5);
    },
    { timeout: 15_000 },
  );

const panelOf = async (canvasElement: HTMLElement, name = 'Tests') => {
  const c = within(canvasElement);
  await c.findByRole('heading', { level: 1 });
  return within(await c.findByRole('tabpanel', { name }, { timeout: 8000 }));
};

/**
 * The newest result of each test (verdict, the rule in words, when and who), a trend per measured
 * value with its limit line, and the history newest first with the corrective orders linked.
 */
export const Loaded: Story = {
  ...asRole('admin'),
  beforeEach: () => {
    recordResults();
    return asRole('admin').beforeEach();
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByRole('heading', { name: 'Trends' }, { timeout: 8000 });
    const latest = panel.getAllByRole('list')[0]!;
    const scan = within(latest).getByText('Infrared thermography').closest('li')!;
    await expect(scan).toHaveTextContent('Fail');
    await expect(scan).toHaveTextContent('ΔT 18 °C > 15 °C: repair immediately');
    await expect(scan).toHaveTextContent('Li Wei');
    await expect(latest).toHaveTextContent('Earth resistance within its limit');
    await expect(latest).toHaveTextContent('Pole C: 62.5 % above the lowest pole (> 50 %)');
    const history = panel.getByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(7));
    const rows = within(history).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Infrared thermography');
    await expect(within(rows[1]!).getByRole('link', { name: /^WO-/ })).toBeVisible();
    await expect(panel.getByText('Results recorded: 6')).toBeVisible();
    await expect(
      await panel.findByRole('heading', { name: 'Earth resistance: Earth resistance (Ω)' }),
    ).toBeVisible();
    await expect(panel.getByText('Limit 5 Ω')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Record a result' })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/** The history sorts as the list call does: oldest first after a press on Date. */
export const SortHistory: Story = {
  ...asRole('admin'),
  parameters: { visual: false },
  beforeEach: () => {
    recordResults();
    return asRole('admin').beforeEach();
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const history = await panel.findByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(7));
    await expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Jun 1, 2026');
    await userEvent.click(within(history).getByRole('button', { name: /^Date/ }));
    await waitFor(() =>
      expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Feb 10, 2026'),
    );
    await expect(within(history).queryByRole('button', { name: /^Deciding rule/ })).toBeNull();
  },
};

/** No result yet: the cards say so, and the technician may record the first. */
export const Empty: Story = {
  ...asRole('technician'),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await waitFor(() => expect(panel.getAllByText('No test recorded yet')).toHaveLength(2));
    await expect(panel.queryByRole('heading', { name: 'Trends' })).toBeNull();
    await expect(panel.getByRole('button', { name: 'Record a result' })).toBeVisible();
  },
};

/** While the results load: the latest card's skeleton, the history's busy table. */
export const Loading: Story = {
  ...asRole('admin'),
  parameters: { msw: { handlers: [http.get('*/api/test-results', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const table = await panel.findByRole('table', { name: 'History' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** The results cannot be loaded: the cards say so with a retry. */
export const LoadError: Story = {
  ...asRole('admin'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/test-results', () =>
          HttpResponse.json({ message: 'The test service is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByText('The results could not be loaded', undefined, { timeout: 10_000 });
    await expect(panel.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The client reads the results and records none: no button. */
export const AsClient: Story = {
  ...asRole('client'),
  beforeEach: () => {
    recordResults();
    return asRole('client').beforeEach();
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByText('ΔT 18 °C > 15 °C: repair immediately', undefined, { timeout: 8000 });
    await expect(panel.queryByRole('button', { name: 'Record a result' })).toBeNull();
    await chartsDrawn(canvasElement);
  },
};

/** The technician records a scan from the tab: the new result leads the history at once. */
export const RecordAsTechnician: Story = {
  ...asRole('technician'),
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Record a result' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Record a test result' }));
    await userEvent.type(drawer.getByLabelText(/^Hottest spot/), '58');
    await userEvent.type(drawer.getByLabelText(/^Similar component/), '40');
    await userEvent.type(drawer.getByLabelText(/^Load at scan/), '72');
    await userEvent.click(drawer.getByRole('button', { name: 'Save the result' }));
    const done = within(await screen.findByRole('dialog', { name: 'Result recorded' }));
    await userEvent.click(done.getAllByRole('button', { name: 'Close' }).at(-1)!);
    const history = panel.getByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    await expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      'ΔT 18 °C > 15 °C: repair immediately',
    );
  },
};

/** The phone of the e2e checks (390 × 844): nothing wider than the screen, a 44 px button. */
export const Phone: Story = {
  ...asRole('technician'),
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => {
    recordResults();
    return asRole('technician').beforeEach();
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByText('ΔT 18 °C > 15 °C: repair immediately', undefined, { timeout: 8000 });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    const button = panel.getByRole('button', { name: 'Record a result' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await chartsDrawn(canvasElement);
  },
};

/** In Arabic (rtl): the rule, the verdict and the button from the catalogue. */
export const Rtl: Story = {
  ...asRole('technician'),
  globals: { locale: 'ar' },
  beforeEach: () => {
    recordResults();
    return asRole('technician').beforeEach();
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement, 'الاختبارات');
    await panel.findByText('أحدث النتائج', undefined, { timeout: 8000 });
    await expect(panel.getByRole('button', { name: 'تسجيل نتيجة' })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};
