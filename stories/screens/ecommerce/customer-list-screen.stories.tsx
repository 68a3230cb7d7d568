import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listCustomers } from '@/api/mock/queries/ecommerce';
import { CustomerListScreen } from '@/screens/ecommerce/customer-list-screen';

/** Where the screen has put its list state: the URL a reload or a shared link would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const meta = {
  title: 'Screens/E-commerce/Customers',
  component: CustomerListScreen,
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/customer/list' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj;

/**
 * The stories' sample data (the same seed and day as the stories' simulation), to say what each
 * view must hold.
 */
const db = createMockDb({ now: '2026-06-15T09:00:00.000Z' });
const query = (q: string) => listCustomers(db, new URLSearchParams(`itemsPerPage=10&${q}`));

const location = (canvasElement: HTMLElement) =>
  new URL(
    canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location')!,
    'http://x',
  );
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('link')
    .map((a) => a.textContent);
const loaded = async (canvasElement: HTMLElement, first = query('').customers[0].customer) => {
  await within(canvasElement).findByRole('link', { name: first }, { timeout: 10_000 });
};

/**
 * The first ten customers with their id, country (flag and name), orders and spending; each name
 * opens the customer.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const first = query('').customers[0];
    await expect(names(canvasElement)).toEqual(query('').customers.map((c) => c.customer));
    await expect(
      within(table(canvasElement)).getByRole('link', { name: first.customer }),
    ).toHaveAttribute('href', `/apps/ecommerce/customer/details/${first.id}`);
    const row = within(table(canvasElement)).getAllByRole('row')[1];
    await expect(row).toHaveTextContent(`#${first.customerId}`);
    await expect(row).toHaveTextContent('China');
    await expect(row).toHaveTextContent('$965.98');
  },
};

/**
 * Search reads name, country and e-mail; sorting by total spent puts the biggest spender first;
 * both stay in the URL.
 */
export const SearchAndSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search customers' }), 'brazil');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(query('q=brazil').customers.map((x) => x.customer)),
    );
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('Brazil');
    await waitFor(() => expect(location(canvasElement).searchParams.get('q')).toBe('brazil'));

    const header = c.getByRole('columnheader', { name: /Total spent/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    const expected = query('q=brazil&sortBy=totalSpent&orderBy=desc').customers.map(
      (x) => x.customer,
    );
    await waitFor(() => expect(names(canvasElement)).toEqual(expected));
    await expect(location(canvasElement).searchParams.get('sortBy')).toBe('totalSpent');

    // An e-mail finds its one customer.
    const email = query('').customers[4];
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search customers' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search customers' }), email.email);
    await waitFor(() => expect(names(canvasElement)).toEqual([email.customer]));
  },
};

/** The search and sort of a shared link: the Indian customers, the most orders first. */
export const FromTheUrl: Story = {
  parameters: { route: '/apps/ecommerce/customer/list?q=india&sortBy=orders&orderBy=desc' },
  play: async ({ canvasElement }) => {
    const expected = query('q=india&sortBy=orders&orderBy=desc').customers;
    await loaded(canvasElement, expected[0].customer);
    await expect(names(canvasElement)).toEqual(expected.map((x) => x.customer));
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search customers' }),
    ).toHaveValue('india');
    await expect(
      within(canvasElement).getByRole('columnheader', { name: /Orders/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Hostile names from the data are text, never markup. */
export const HostileText: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/customers', () => {
          const c = query('').customers[0];
          return HttpResponse.json({
            customers: [{ ...c, customer: '<img src=x onerror=alert(1)>' }],
            total: 1,
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '<img src=x onerror=alert(1)>');
    await expect(table(canvasElement).querySelector('img[src="x"]')).toBeNull();
  },
};

/** No customer matches. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/customers', () =>
          HttpResponse.json({ customers: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No customers found');
    await expect(within(canvasElement).getByText('Try another search.')).toBeVisible();
  },
};

/** While the customers load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/customers', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/customers', () =>
          HttpResponse.json({ message: 'Customers are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Customers are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left: country names in Arabic from the browser. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('الصين');
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
