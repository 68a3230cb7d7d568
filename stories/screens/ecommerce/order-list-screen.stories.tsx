import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { OrderListScreen } from '@/screens/ecommerce/order-list-screen';

function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

// Typed loosely: the list takes no props, and the inferred story type asked for args of type never.
const meta: Meta = {
  title: 'Screens/E-commerce/Orders',
  component: OrderListScreen,
  args: {},
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/order/list' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
};
export default meta;
type Story = StoryObj;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: /^(Orders|الطلبات|订单)$/ });
const rows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
/** The order numbers on screen, in order. */
const numbers = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((r) => within(r).getAllByRole('link')[0].textContent);
const stat = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-stat="${key}"]`);
const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')?.getAttribute('data-location');
/** Waits for the rows and the figures. */
const loaded = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('link', { name: '#5400' }, { timeout: 10_000 });
  await waitFor(() => expect(stat(canvasElement, 'Delivered')).toHaveTextContent(/\d/));
};
const rowAction = async (
  canvasElement: HTMLElement,
  order: number,
  action: 'View order' | 'Delete',
) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `Actions for order #${order}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

/** A hundred orders with counts by delivery status; each row has its payment state and method. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(numbers(canvasElement).slice(0, 3)).toEqual(['#5400', '#5401', '#5402']);
    await expect(stat(canvasElement, 'Delivered')).toHaveTextContent('20');
    await expect(stat(canvasElement, 'Ready to Pickup')).toHaveTextContent('26');
    await expect(stat(canvasElement, 'Out for Delivery')).toHaveTextContent('23');
    await expect(stat(canvasElement, 'Dispatched')).toHaveTextContent('31');
    const first = rows(canvasElement)[0];
    await expect(within(first).getByText('Cancelled')).toBeVisible();
    await expect(within(first).getByText('Dispatched')).toBeVisible();
    await expect(within(first).getByText('Mateo Quida')).toBeVisible();
    await expect(within(first).getByText('$315.37')).toBeVisible();
    await expect(within(rows(canvasElement)[1]).getByText('Paid')).toBeVisible();
    await expect(c.getByRole('link', { name: '#5400' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/details/1',
    );
    await expect(c.getByText('Showing 1 to 10 of 100 entries')).toBeVisible();
  },
};

/** Find a customer's orders by name, by e-mail, or an order by its number; sort by total. */
export const SearchAndSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const search = c.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(search, 'mateo');
    await waitFor(() =>
      expect(numbers(canvasElement)).toEqual(['#5400', '#5409', '#5427', '#5431', '#5434']),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'maggy.hallyburton78@');
    await waitFor(() => expect(numbers(canvasElement)).toContain('#5402'));
    await expect(
      rows(canvasElement).every((r) => r.textContent?.includes('maggy.hallyburton78@example.com')),
    ).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, '5402');
    await waitFor(() => expect(numbers(canvasElement)).toEqual(['#5402']));
    await userEvent.clear(search);
    const header = c.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(numbers(canvasElement).slice(0, 3)).toEqual(['#5456', '#5496', '#5480']),
    );
    await expect(location(canvasElement)).toMatch(/sortBy=spent/);
  },
};

/** View an order from its row's menu. */
export const ViewOrder: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 5401, 'View order');
    await waitFor(() => expect(location(canvasElement)).toBe('/apps/ecommerce/order/details/2'));
  },
};

/** Delete an order after confirming: it leaves the list and its status count falls. */
export const DeleteOrder: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 5400, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #5400?' });
    await expect(dialog.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      'The order of Mateo Quida will be removed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(numbers(canvasElement)[0]).toBe('#5401'));
    await waitFor(() => expect(stat(canvasElement, 'Dispatched')).toHaveTextContent('30'));
  },
};

/** No orders match. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/orders', () => HttpResponse.json({ orders: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No orders found', undefined, { timeout: 10_000 });
    await waitFor(() => expect(stat(canvasElement, 'Delivered')).toHaveTextContent('0'));
  },
};

/** While the orders load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/orders', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/orders', () =>
          HttpResponse.json({ message: 'Orders are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Orders are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(rows(canvasElement)[0]).getByText('ملغى')).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
