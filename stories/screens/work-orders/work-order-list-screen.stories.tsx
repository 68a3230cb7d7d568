import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { WorkOrderListScreen } from '@/screens/work-orders/work-order-list-screen';

import { LocationDisplay } from '../../support/location-display';
import { ADMIN, signedInAs, TECHNICIAN } from './sessions';

const meta = {
  title: 'Screens/Work orders/List',
  component: WorkOrderListScreen,
  parameters: { layout: 'fullscreen', route: '/work-orders' },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof WorkOrderListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Work orders' });
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(table(canvasElement)).getAllByRole('row').length).toBeGreaterThan(1));

/** The admin's list: orders with their links, chips and the planner's actions. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const first = within(table(canvasElement)).getAllByRole('link')[0]!;
    await expect(first.textContent).toMatch(/^WO-\d{4}-\d{5}$/);
    await expect(first).toHaveAttribute('href', `/work-orders/${first.textContent}`);
    await expect(c.getByRole('button', { name: 'New work order' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

const TO_DO = ['Requested', 'Open', 'In progress', 'On hold'];
const statusCells = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-status]')?.getAttribute('data-status'));

/**
 * The list opens on the work still to do, due date first: the URL and a chip say so; removing the
 * chip shows every state, done and cancelled too.
 */
export const OpensOnWorkToDo: Story = {
  parameters: { visual: false },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationDisplay />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await waitFor(() =>
      expect(c.getByRole('status', { name: 'Current location' })).toHaveTextContent(
        '/work-orders?status=requested%2Copen%2Cin_progress%2Con_hold',
      ),
    );
    await waitFor(async () => {
      const states = statusCells(canvasElement);
      await expect(states.length).toBeGreaterThan(0);
      for (const state of states) await expect(['done', 'cancelled']).not.toContain(state);
    });
    const due = within(table(canvasElement)).getByRole('columnheader', { name: /Due/ });
    await expect(due).toHaveAttribute('aria-sort', 'ascending');
    for (const state of TO_DO)
      await userEvent.click(c.getByRole('button', { name: `Remove filter Status: ${state}` }));
    await expect(c.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/work-orders$/,
    );
    // The earliest due dates are work done long ago.
    await waitFor(() => expect(statusCells(canvasElement)).toContain('done'));
  },
};

/** The overdue filter from the URL: every row is marked overdue. */
export const Overdue: Story = {
  parameters: { visual: false, route: '/work-orders?due=overdue' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    for (const row of rows) await expect(within(row).getByText('Overdue')).toBeVisible();
  },
};

/**
 * A plan's open orders, as the plans list links to them: the chip names the plan and what it
 * applies to (every type's default plan is called "Inspection"); the rows are its nine orders.
 */
export const OrdersOfAPlan: Story = {
  parameters: {
    visual: false,
    route: '/work-orders?planId=4&status=requested,open,in_progress,on_hold',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(
      await c.findByRole('button', { name: /^Remove filter Plan: \u2068?Inspection · \S/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(table(canvasElement)).getAllByRole('row').slice(1)).toHaveLength(9),
    );
  },
};

/** The technician raises requests and has no bulk assign. */
export const Technician: Story = {
  decorators: [signedInAs(TECHNICIAN)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('button', { name: 'Request work' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'New work order' })).toBeNull();
  },
};

/** The create drawer checks the contract's rules in the user's language and keeps what was typed. */
export const CreateRefusesBlankTitle: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'New work order' }));
    const drawer = await screen.findByRole('dialog', { name: 'New work order' });
    await userEvent.type(within(drawer).getByLabelText(/Notes/), 'Bring the thermal camera');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(within(drawer).getByLabelText(/Notes/)).toHaveValue('Bring the thermal camera');
  },
};

export const Empty: Story = {
  parameters: { route: '/work-orders?q=nothing-matches-this' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No work orders')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/work-orders', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders', () =>
          HttpResponse.json({ message: 'The server is down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The server is down')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('link', { name: /^WO-/ }).length).toBeGreaterThan(
        0,
      ),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'أوامر العمل', level: 1 }),
    ).toBeVisible();
  },
};
