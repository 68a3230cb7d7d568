import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { MaintenancePlanListScreen } from '@/screens/plans/maintenance-plan-list-screen';

import { ADMIN, PLAN_TECHNICIAN, signedInAs } from './sessions';

const meta = {
  title: 'Screens/Maintenance plans/List',
  component: MaintenancePlanListScreen,
  parameters: { layout: 'fullscreen', route: '/maintenance-plans' },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof MaintenancePlanListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Maintenance plans' });
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(table(canvasElement)).getAllByRole('row').length).toBeGreaterThan(1));

/**
 * The admin's list: every sample type's default inspection plan, marked, its trigger in words;
 * the admin's add button, row menus and switches.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(within(table(canvasElement)).getAllByText('Type default').length).toBeGreaterThan(
      0,
    );
    await expect(
      within(table(canvasElement)).getAllByText(/^Every \d+ days? after completion$/).length,
    ).toBeGreaterThan(0);
    await expect(c.getByRole('button', { name: 'New plan' })).toBeVisible();
    await expect(within(rows[0]!).getByRole('switch')).toBeVisible();
    await expect(within(rows[0]!).getByRole('button', { name: /^Actions for / })).toBeVisible();
  },
};

/** The technician reads the plans: no add button, no row menu, the state as a chip. */
export const Technician: Story = {
  decorators: [signedInAs(PLAN_TECHNICIAN)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.queryByRole('button', { name: 'New plan' })).toBeNull();
    await expect(c.queryByRole('switch')).toBeNull();
    await expect(c.queryByRole('button', { name: /^Actions for / })).toBeNull();
    await expect(c.getAllByText('Active').length).toBeGreaterThan(0);
  },
};

/** A type's default plan cannot be deleted: the API's rule is shown, translated, in the dialog. */
export const DeleteTypeDefaultRefused: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = within(table(canvasElement))
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Type default'))!;
    await userEvent.click(within(row).getByRole('button', { name: /^Actions for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await expect(await within(dialog).findByText(/deactivate it instead/i)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/maintenance-plans?q=nothing-matches-this' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No maintenance plans')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/maintenance-plans', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/maintenance-plans', () =>
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
      expect(within(canvasElement).getAllByText('Type default').length).toBeGreaterThan(0),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'خطط الصيانة', level: 1 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getAllByText('فحص').length).toBeGreaterThan(0),
    );
  },
};
