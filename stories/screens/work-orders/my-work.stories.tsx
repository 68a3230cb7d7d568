import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { MyWorkScreen } from '@/screens/work-orders/my-work/my-work-screen';

import { asRole } from './detail-sessions';

const meta = {
  title: 'Screens/Work orders/My work',
  component: MyWorkScreen,
  parameters: { layout: 'fullscreen', route: '/my-work' },
} satisfies Meta<typeof MyWorkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLAnchorElement>('a[data-order]'));

/**
 * The technician's open orders in sections, the most pressing first; each card opens the order,
 * and the counts add up.
 */
export const Technician: Story = {
  ...asRole('technician'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'My work' });
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const links = cards(canvasElement);
    const first = links.find((a) => a.dataset.order === 'WO-2026-00001')!;
    await expect(first).toHaveAttribute('href', '/work-orders/WO-2026-00001');
    const sections = Array.from(canvasElement.querySelectorAll('section h2'), (h) =>
      h.textContent?.replace(/\d+$/, ''),
    );
    // Sections in their order, only those with orders.
    const order = ['Overdue and today', 'This week', 'Later'];
    await expect(sections).toEqual(order.filter((s) => sections.includes(s)));
    // WO-2026-00001 is due in four days: this week.
    const week = c.getByRole('region', { name: /This week/ });
    await expect(within(week).getByText('WO-2026-00001')).toBeVisible();
    await expect(c.getByText(new RegExp(`open in all: ${links.length}$`))).toBeVisible();
  },
};

/** On a phone: one column of cards, each a 44 px target at least, nothing sideways. */
export const Phone: Story = {
  ...asRole('technician'),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const card of cards(canvasElement))
      await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const lefts = new Set(
      cards(canvasElement).map((a) => Math.round(a.getBoundingClientRect().left)),
    );
    await expect(lefts.size).toBe(1);
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  ...asRole('technician'),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'عملي' });
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};

/** Nothing assigned to the signed-in user. */
export const Empty: Story = {
  ...asRole('technician'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders', () => HttpResponse.json({ workOrders: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nothing assigned to you');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** While the orders load. */
export const Loading: Story = {
  ...asRole('technician'),
  parameters: { msw: { handlers: [http.get('*/api/work-orders', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveAccessibleName(
        'Loading your work',
      ),
    );
  },
};

/** The orders cannot be loaded: the error with a retry. */
export const Error: Story = {
  ...asRole('technician'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders', () =>
          HttpResponse.json({ message: 'Work orders are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Work orders are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
