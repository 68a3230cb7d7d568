import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { WorkOrderDetailScreen } from '@/screens/work-orders/detail/work-order-detail-screen';

import { asRole } from './detail-sessions';

/** 24DC10001's open preventive work, assigned to the technician (src/api/sample/work-orders.ts). */
const NUMBER = 'WO-2026-00001';

const meta = {
  title: 'Screens/Work orders/Test results',
  component: WorkOrderDetailScreen,
  args: { number: NUMBER },
  parameters: { layout: 'fullscreen', route: `/work-orders/${NUMBER}` },
} satisfies Meta<typeof WorkOrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await c.findByRole('heading', { level: 1 });
  return within(await c.findByRole('tabpanel', { name: 'Checklist' }, { timeout: 8000 }));
};

/** None recorded on the order yet; its technician may record one for its device. */
export const Empty: Story = {
  ...asRole('technician'),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByText('No result recorded on this order yet', undefined, { timeout: 8000 });
    await expect(panel.getByRole('button', { name: 'Record a result' })).toBeVisible();
  },
};

/**
 * The technician records a failed scan on the order: it is listed on the order, and the
 * corrective order it raised has this one as its parent.
 */
export const RecordOnTheOrder: Story = {
  ...asRole('technician'),
  parameters: { toasts: true, visual: false },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Record a result' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Record a test result' }));
    await expect(drawer.getByText(/Device 24DC10001/)).toBeVisible();
    await userEvent.type(drawer.getByLabelText(/^Hottest spot/), '58');
    await userEvent.type(drawer.getByLabelText(/^Similar component/), '40');
    await userEvent.type(drawer.getByLabelText(/^Load at scan/), '72');
    await userEvent.click(drawer.getByRole('button', { name: 'Save the result' }));
    const done = within(await screen.findByRole('dialog', { name: 'Result recorded' }));
    const corrective = done.getByRole('link', { name: /^WO-/ }).textContent!;
    await userEvent.click(done.getAllByRole('button', { name: 'Close' }).at(-1)!);
    const table = panel.getByRole('table', { name: 'Test results' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(corrective);
    const order = (await (await fetch(`/api/work-orders/${corrective}`)).json()) as {
      parentNumber: string;
      priority: string;
    };
    await expect(order).toMatchObject({ parentNumber: NUMBER, priority: 'urgent' });
  },
};

/** The client reads the order's results and records none. */
export const AsClient: Story = {
  ...asRole('client'),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await panel.findByText('No result recorded on this order yet', undefined, { timeout: 8000 });
    await expect(panel.queryByRole('button', { name: 'Record a result' })).toBeNull();
  },
};
