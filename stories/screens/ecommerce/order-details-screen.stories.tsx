import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { OrderDetailsScreen } from '@/screens/ecommerce/order-details-screen';

function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const meta = {
  title: 'Screens/E-commerce/Order details',
  component: OrderDetailsScreen,
  args: { id: '20' },
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/order/details/20' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')?.getAttribute('data-location');
/** Text with the bidi isolation marks around user text left out. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const loaded = async (canvasElement: HTMLElement, order = '5419') => {
  await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: new RegExp(order) },
    { timeout: 10_000 },
  );
};

/**
 * Order #5419: paid, out for delivery; three items whose lines add up to the subtotal, tax and
 * total; the delivery steps done with their times and the one still to come; the customer
 * (linked to their page) and the addresses.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Order #5419' })).toBeVisible();
    await expect(c.getAllByText('Out for delivery').length).toBeGreaterThan(0);
    await expect(c.getByText('Paid')).toBeVisible();
    for (const name of [
      'Sony Racing Wheel Mini',
      'Caterpillar Safety Boots Lite',
      'Schneider Smart Meter Plus',
    ])
      await expect(c.getByText(name)).toBeVisible();
    await expect(c.getAllByText('$478.74').length).toBeGreaterThan(0);
    await expect(c.getByText('$38.30')).toBeVisible();
    await expect(c.getAllByText('$517.04').length).toBeGreaterThan(0);
    const timeline = c.getByRole('list', { name: 'Shipping activity' });
    await expect(within(timeline).getByText('Order was placed')).toBeVisible();
    await expect(within(timeline).getByText('Payment received')).toBeVisible();
    await expect(within(timeline).getAllByText('Still to come')).toHaveLength(1);
    await expect(c.getByRole('link', { name: 'Silvain Risby' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/apps\/ecommerce\/customer\/details\/\d+$/),
    );
    await expect(c.getByRole('link', { name: 'silvain.risby51@example.com' })).toHaveAttribute(
      'href',
      'mailto:silvain.risby51@example.com',
    );
    await expect(c.getAllByText('506 King Street').length).toBe(2);
    await expect(c.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/list',
    );
    // The items fit: their box is no extra tab stop.
    await expect(c.queryByRole('region', { name: 'Order details' })).toBeNull();
  },
};

/**
 * On a phone the items table is wider than the screen: it scrolls in its own box, which is then a
 * named region in the tab order (the arrow keys scroll it), and the page does not scroll sideways.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.clientWidth).toBe(390);
    const region = await within(canvasElement).findByRole('region', { name: 'Order details' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // It takes the focus, so the browser's arrow keys scroll it (this story's keys are synthetic:
    // they scroll nothing).
    region.focus();
    await expect(region).toHaveFocus();
  },
};

/** An order paid by card: "Card ending in 3333". */
export const PaidByCard: Story = {
  args: { id: '22' },
  parameters: { visual: false, route: '/apps/ecommerce/order/details/22' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, '5421');
    await expect(c.getByText('Card ending in 3333')).toBeVisible();
    await expect(
      within(c.getByRole('list', { name: 'Shipping activity' })).getAllByText('Still to come'),
    ).toHaveLength(3);
  },
};

/** Delete the order after confirming: back to the list, and the order is gone. */
export const DeleteOrder: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order #5419?' });
    await expect(plain(dialog.textContent ?? '')).toContain(
      'The order of Silvain Risby will be removed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/apps/ecommerce/order/list'));
  },
};

/** An id no order has: a not-found page with the way back. */
export const NotFound: Story = {
  args: { id: '9999' },
  parameters: { route: '/apps/ecommerce/order/details/9999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Order not found', undefined, { timeout: 10_000 });
    await expect(plain(canvasElement.textContent ?? '')).toContain(
      'There is no order 9999: it may have been deleted.',
    );
    await expect(c.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/list',
    );
  },
};

/** A route id that is no number at all is not found either, without asking the API. */
export const MalformedId: Story = {
  args: { id: '<b>x</b>' },
  parameters: { visual: false, route: '/apps/ecommerce/order/details/x' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Order not found');
    await expect(plain(canvasElement.textContent ?? '')).toContain('There is no order <b>x</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** While the order loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/orders/:id', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('Loading the order')).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The call fails: the error with a retry that asks again. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/orders/:id', () =>
          HttpResponse.json({ message: 'Orders are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The order could not be loaded', undefined, { timeout: 10_000 });
    await expect(c.getByText('Orders are unavailable')).toBeVisible();
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
    await expect(
      within(canvasElement).getByRole('link', { name: 'العودة إلى الطلبات' }),
    ).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
