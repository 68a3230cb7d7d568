import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { getCustomer, listOrders } from '@/api/mock/queries/ecommerce';
import type { CustomerDetail } from '@/api/types/ecommerce';
import { CustomerDetailsScreen } from '@/screens/ecommerce/customer-details-screen';

/**
 * Where the screen has put its tab and list state: the URL a reload or a shared link would keep.
 */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

/**
 * Maggy Hallyburton: three orders, two-step verification on, a home and an office address, a card
 * and PayPal.
 */
const ID = 79;
const ROUTE = `/apps/ecommerce/customer/details/${ID}`;

const meta = {
  title: 'Screens/E-commerce/Customer details',
  component: CustomerDetailsScreen,
  args: { id: ID },
  parameters: { layout: 'fullscreen', route: ROUTE },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof CustomerDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample data (the same seed and day as the stories' simulation). */
const db = createMockDb({ now: '2026-06-15T09:00:00.000Z' });
const read = getCustomer(db, ID);
const customer = (read.ok ? read.value : undefined) as CustomerDetail;
const orders = listOrders(
  db,
  new URLSearchParams(`email=${customer.email}&sortBy=date&orderBy=desc`),
).orders;

const location = (canvasElement: HTMLElement) =>
  new URL(
    canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location')!,
    'http://x',
  );
const orderNumbers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Orders placed' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const loaded = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole(
    'heading',
    { level: 2, name: customer.customer },
    { timeout: 10_000 },
  );
};

/**
 * The customer's card (orders, spending, details with status Active and the contact) and their
 * orders, newest first.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(
      c.getByRole('heading', { level: 1, name: `Customer #${customer.customerId}` }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-figure="orders"]')).toHaveTextContent('3');
    await expect(canvasElement.querySelector('[data-figure="spent"]')).toHaveTextContent(
      '$2,404.71',
    );
    await expect(c.getByText('Active')).toBeVisible();
    await expect(c.getByText(customer.contact)).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(orderNumbers(canvasElement)).toEqual(orders.map((o) => `#${o.order}`)),
    );
    await expect(c.getByRole('link', { name: `#${orders[0].order}` })).toHaveAttribute(
      'href',
      `/apps/ecommerce/order/details/${orders[0].id}`,
    );
    await expect(c.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/customer/list',
    );
  },
};

/** Each tab in turn, kept in `?tab=`; the orders' search starts afresh on another tab. */
export const Tabs: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await waitFor(() => expect(orderNumbers(canvasElement)).toHaveLength(3));
    await userEvent.type(
      c.getByRole('searchbox', { name: 'Search this customer’s orders' }),
      String(orders[1].order),
    );
    await waitFor(() => expect(orderNumbers(canvasElement)).toEqual([`#${orders[1].order}`]));
    await waitFor(() =>
      expect(location(canvasElement).searchParams.get('q')).toBe(String(orders[1].order)),
    );

    await userEvent.click(c.getByRole('tab', { name: 'Security' }));
    await expect(await c.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(c.getByText('Enabled')).toBeVisible();
    await expect(c.getByRole('table', { name: 'Recent sign-ins' })).toHaveTextContent(
      customer.sessions[0].browser,
    );
    await expect(location(canvasElement).searchParams.get('tab')).toBe('security');
    await expect(location(canvasElement).searchParams.get('q')).toBeNull();

    await userEvent.click(c.getByRole('tab', { name: 'Address & billing' }));
    await expect(await c.findByRole('heading', { name: 'Addresses' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Office' })).toBeVisible();
    await expect(c.getByText(customer.addresses[0].line1)).toBeVisible();
    await expect(c.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'PayPal' })).toBeVisible();
    await expect(location(canvasElement).searchParams.get('tab')).toBe('billing');

    await userEvent.click(c.getByRole('tab', { name: 'Notifications' }));
    const table = await c.findByRole('table', { name: 'Notifications' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(location(canvasElement).searchParams.get('tab')).toBe('notifications');

    // Back to the overview: the tab leaves the URL and the orders' search has started afresh.
    await userEvent.click(c.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(orderNumbers(canvasElement)).toHaveLength(3));
    await expect(location(canvasElement).searchParams.get('tab')).toBeNull();
    await expect(c.getByRole('searchbox', { name: 'Search this customer’s orders' })).toHaveValue(
      '',
    );
  },
};

/** The security tab from the URL: two-step verification on, and the recent sign-ins. */
export const Security: Story = {
  parameters: { route: `${ROUTE}?tab=security` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(
      customer.sessions.length + 1,
    );
  },
};

/** Address and billing: two addresses (home the default) and two ways to pay. */
export const AddressAndBilling: Story = {
  parameters: { route: `${ROUTE}?tab=billing` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getAllByText('Default')).toHaveLength(2);
  },
};

/** The notification choices, read-only. */
export const Notifications: Story = {
  parameters: { route: `${ROUTE}?tab=notifications` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  },
};

/** A customer who has not ordered yet: the overview says so. */
export const Empty: Story = {
  args: { id: 3 },
  parameters: { route: '/apps/ecommerce/customer/details/3' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No orders yet', undefined, { timeout: 10_000 });
    await expect(canvasElement.querySelector('[data-figure="spent"]')).toHaveTextContent('$0.00');
  },
};

/** An id nobody has: not found, with the way back. */
export const NotFound: Story = {
  args: { id: 9999 },
  parameters: { route: '/apps/ecommerce/customer/details/9999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByRole('heading', { name: 'Customer not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      c.getByRole('heading', { name: 'Customer not found' }).parentElement,
    ).toHaveTextContent('There is no customer 9999.');
    await expect(c.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/customer/list',
    );
  },
};

/** An id that is no number (a mistyped link): not found at once, no call made. */
export const MistypedId: Story = {
  args: { id: 'abc' },
  parameters: { visual: false, route: '/apps/ecommerce/customer/details/abc' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Customer not found' }),
    ).toBeVisible();
  },
};

/** While the customer loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/customers/:id', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Loading the customer' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The read fails: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/customers/:id', () =>
          HttpResponse.json({ message: 'The service is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByText('The customer could not be loaded', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(orderNumbers(canvasElement)).toHaveLength(3));
  },
};

/**
 * Arabic, right to left, on the address and billing tab: the phone number still reads left to
 * right.
 */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { route: `${ROUTE}?tab=billing` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const phone = within(canvasElement).getByText(customer.contact);
    await expect(phone).toHaveAttribute('dir', 'ltr');
  },
};

/** Arabic on the security tab: the phone number inside the sentence reads left to right. */
export const RtlSecurity: Story = {
  globals: { locale: 'ar' },
  parameters: { visual: false, route: `${ROUTE}?tab=security` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const phones = within(canvasElement).getAllByText(customer.contact);
    await expect(phones).toHaveLength(2);
    for (const phone of phones) await expect(phone).toHaveAttribute('dir', 'ltr');
  },
};
