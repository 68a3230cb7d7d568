import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import {
  SalesDatatableScreen,
  type SalesDatatableScreenProps,
} from '@/screens/pages/sales/sales-datatable-screen';

import { expectLocation, withLocation } from '../../support/with-location';

const meta = {
  title: 'Screens/Pages/Sales datatable',
  component: SalesDatatableScreen,
  parameters: { layout: 'fullscreen', route: '/pages/datatable' },
  decorators: [withLocation<SalesDatatableScreenProps>()],
} satisfies Meta<typeof SalesDatatableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const samples = createMockDb({ now: '2026-06-15T09:00:00.000Z' }).salesRows;
/**
 * The one table (named "Sales" in English; the Arabic and Chinese stories find it by its translated
 * name).
 */
const table = (canvasElement: HTMLElement, name = 'Sales') =>
  within(canvasElement).getByRole('table', { name });
const rowsNamed = (canvasElement: HTMLElement, name: string) =>
  within(table(canvasElement, name)).getAllByRole('row').slice(1);
const rows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
const column = (canvasElement: HTMLElement, index: number) =>
  rows(canvasElement).map((r) => within(r).getAllByRole('cell')[index].textContent ?? '');
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(10));
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="orders"]')).toHaveTextContent('100'),
  );
};
const money = (text: string) => Number(text.replace(/Paid:.*$/, '').replace(/[^\d.]/g, ''));

/** Newest first, ten a page; figures over all rows above. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const dates = [...samples]
      .map((s) => s.date)
      .sort()
      .reverse();
    await expect(within(rows(canvasElement)[0]).getAllByRole('cell')[1].textContent).toBe(
      new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(Date.parse(dates[0])),
    );
    await expect(within(canvasElement).getByText('Showing 1 to 10 of 100 entries')).toBeVisible();
  },
};

/**
 * Search (product, brand, buyer or status as shown): the rows that match, the search in the URL.
 */
export const Search: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const buyer = samples[5].buyer.name;
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the sales' }), buyer);
    await waitFor(() =>
      expect(column(canvasElement, 2).every((b) => b.includes(buyer))).toBe(true),
    );
    await expect(rows(canvasElement).length).toBe(
      samples.filter((s) => s.buyer.name.includes(buyer)).length,
    );
    await expectLocation(
      canvasElement,
      `/pages/datatable?q=${encodeURIComponent(buyer).replace(/%20/g, '+')}`,
    );
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search the sales' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the sales' }), 'partially paid');
    await waitFor(() =>
      expect(column(canvasElement, 4).every((s) => s === 'Partially paid')).toBe(true),
    );
    await expect(
      await c.findByText(
        `Showing 1 to 10 of ${samples.filter((s) => s.payment.receivedPaymentStatus === 'Partially Paid').length} entries`,
      ),
    ).toBeVisible();
  },
};

/** Sort by payment: ascending, then descending; the sort is in the URL. */
export const SortByPayment: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const header = c.getByRole('columnheader', { name: /Payment/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const totals = [...samples].map((s) => s.payment.total).sort((a, b) => a - b);
    await waitFor(() => expect(column(canvasElement, 3).map(money)).toEqual(totals.slice(0, 10)));
    await expectLocation(canvasElement, '/pages/datatable?sortBy=total&orderBy=asc');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(column(canvasElement, 3).map(money)).toEqual([...totals].reverse().slice(0, 10)),
    );
    await expectLocation(canvasElement, '/pages/datatable?sortBy=total&orderBy=desc');
  },
};

/** Paging: next page, rows per page, the page in the URL. */
export const Paging: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const first = column(canvasElement, 0);
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(column(canvasElement, 0)).not.toEqual(first));
    await expect(c.getByText('Showing 11 to 20 of 100 entries')).toBeVisible();
    await expectLocation(canvasElement, '/pages/datatable?page=2');
    await userEvent.click(c.getByRole('button', { name: 'Last page' }));
    await expect(await c.findByText('Showing 91 to 100 of 100 entries')).toBeVisible();
    await expectLocation(canvasElement, '/pages/datatable?page=10');
  },
};

/** A shared URL opens the same view: searched, sorted and paged. */
export const FromUrl: Story = {
  parameters: { route: '/pages/datatable?q=apple&sortBy=total&orderBy=desc&page=2' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const apples = samples.filter((s) =>
      `${s.product.name} ${s.product.brand} ${s.buyer.name}`.toLowerCase().includes('apple'),
    );
    await expect(
      await c.findByText(
        `Showing 11 to ${Math.min(20, apples.length)} of ${apples.length} entries`,
      ),
    ).toBeVisible();
    await expect(c.getByRole('searchbox', { name: 'Search the sales' })).toHaveValue('apple');
  },
};

/** No sales. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/datatable', () => HttpResponse.json({ sales: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sales yet')).toBeVisible();
  },
};

/** A search that finds nothing. */
export const NoMatch: Story = {
  parameters: { visual: false, route: '/pages/datatable?q=zzzz' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No sale matches the search'),
    ).toBeVisible();
  },
};

/** While the sales load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/pages/datatable', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The call fails: the table's error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/datatable', () =>
          HttpResponse.json({ message: 'Sales are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Sales are unavailable', undefined, { timeout: 10_000 });
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
    await waitFor(() => expect(rowsNamed(canvasElement, 'المبيعات')).toHaveLength(10));
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowsNamed(canvasElement, '销售')).toHaveLength(10));
  },
};
