import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductListScreen } from '@/screens/ecommerce/product-list-screen';

// Typed loosely: the screen takes no props, and the inferred story type asked for args of type
// never.
const meta: Meta = {
  title: 'Screens/E-commerce/Products',
  component: ProductListScreen,
  args: {},
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/product/list' },
};
export default meta;
type Story = StoryObj;

/** An accessible name or text with the bidi isolation marks around user text left out. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
/** Matches a name or text that reads `expected` once the isolation marks are left out. */
const is = (expected: string) => (text: string) => plain(text) === expected;
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: /^(Products|المنتجات|商品)$/ });
const rows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
const stat = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-stat="${key}"]`);
/**
 * The product names on screen, in order (each row's product cell holds the name, then the brand).
 */
const names = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((r) => plain(r.querySelector('td [dir="auto"]')?.textContent ?? ''));
/** Waits for the rows and the figures. */
const loaded = async (canvasElement: HTMLElement, first = 'IKEA Desk Lamp Plus') => {
  await within(canvasElement).findByText(first, undefined, { timeout: 10_000 });
  await waitFor(() => expect(stat(canvasElement, 'products')).toHaveTextContent(/\d/));
};
const rowAction = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: is(`Actions for ${name}`) }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
};

/**
 * Fifty products, newest first, with the catalogue's figures above; the figures link to the
 * filtered list.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(names(canvasElement).slice(0, 3)).toEqual([
      'IKEA Desk Lamp Plus',
      'Logitech Puzzle Box Plus',
      'Siemens LED Panel X',
    ]);
    await expect(stat(canvasElement, 'products')).toHaveTextContent('50');
    await expect(stat(canvasElement, 'published')).toHaveTextContent('19');
    await expect(stat(canvasElement, 'outOfStock')).toHaveTextContent('15');
    await expect(
      c.getByRole('switch', { name: is('In stock: IKEA Desk Lamp Plus') }),
    ).toBeChecked();
    await expect(
      c.getByRole('switch', { name: is('In stock: Logitech Puzzle Box Plus') }),
    ).not.toBeChecked();
    await expect(c.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/product/add',
    );
    await expect(c.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
  },
};

/**
 * The acceptance journey: out-of-stock products in Office (filters in the URL), one deleted after
 * confirming; the list and the figures fall by one.
 */
export const OfficeOutOfStockDelete: Story = {
  parameters: { route: '/apps/ecommerce/product/list?category=Office&stock=false' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, 'Herman Miller Whiteboard Lite');
    await expect(names(canvasElement)).toEqual([
      'Herman Miller Whiteboard Lite',
      'Herman Miller Whiteboard Pro',
      'Brother Whiteboard Plus',
    ]);
    await expect(c.getByRole('button', { name: 'Remove filter Category: Office' })).toBeVisible();
    await expect(
      c.getByRole('button', { name: 'Remove filter Stock: Out of stock' }),
    ).toBeVisible();
    await rowAction(canvasElement, 'Herman Miller Whiteboard Pro');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await expect(plain(dialog.textContent ?? '')).toContain(
      'Herman Miller Whiteboard Pro will be removed from the catalogue.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(names(canvasElement)).toEqual([
        'Herman Miller Whiteboard Lite',
        'Brother Whiteboard Plus',
      ]),
    );
    await waitFor(() => expect(stat(canvasElement, 'products')).toHaveTextContent('49'));
    await expect(stat(canvasElement, 'outOfStock')).toHaveTextContent('14');
  },
};

/** Search by name or brand, the status filter, sort by price, and clearing it all. */
export const SearchFilterSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search products' }), 'logitech');
    await waitFor(() =>
      expect(names(canvasElement).every((n) => n?.startsWith('Logitech'))).toBe(true),
    );
    await userEvent.click(c.getByRole('button', { name: /^Status: All/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Published/ }));
    await waitFor(() =>
      expect(c.getByRole('button', { name: 'Remove filter Status: Published' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(rows(canvasElement).every((r) => within(r).queryByText('Published'))).toBe(true),
    );
    const header = c.getByRole('columnheader', { name: /Price/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const prices = () =>
      rows(canvasElement).map((r) =>
        Number(
          within(r)
            .getAllByRole('cell')[5]
            .textContent?.match(/\$([\d,.]+)/)?.[1]
            .replace(/,/g, ''),
        ),
      );
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)));
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(c.getByText('Showing 1 to 10 of 50 entries')).toBeVisible());
  },
};

/** The stock switch saves at once: the product goes out of stock and the figure follows. */
export const StockSwitch: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const toggle = c.getByRole('switch', { name: is('In stock: IKEA Desk Lamp Plus') });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        c.getByRole('switch', { name: is('In stock: IKEA Desk Lamp Plus') }),
      ).not.toBeChecked(),
    );
    await waitFor(() => expect(stat(canvasElement, 'outOfStock')).toHaveTextContent('16'));
  },
};

let patchAnswered = false;

/** A failed save flips the switch back and says why. */
export const StockSwitchFails: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.patch('*/api/apps/ecommerce/products/:id', () => {
          patchAnswered = true;
          return HttpResponse.json({ message: 'Stock service unavailable' }, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    patchAnswered = false;
    await userEvent.click(c.getByRole('switch', { name: is('In stock: IKEA Desk Lamp Plus') }));
    await waitFor(() => expect(patchAnswered).toBe(true));
    await waitFor(() =>
      expect(c.getByRole('switch', { name: is('In stock: IKEA Desk Lamp Plus') })).toBeChecked(),
    );
    await expect(stat(canvasElement, 'outOfStock')).toHaveTextContent('15');
  },
};

/** Two products selected and deleted together. */
export const BulkDelete: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 50' }));
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 49' }));
    await userEvent.click(c.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete selected products (2)?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stat(canvasElement, 'products')).toHaveTextContent('48'));
    await expect(names(canvasElement)).not.toContain('IKEA Desk Lamp Plus');
  },
};

/** A product deleted meanwhile (another tab): the API's 404 shows in the dialog. */
export const DeleteMissing: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.delete('*/api/apps/ecommerce/products/:id', () =>
          HttpResponse.json(
            { message: 'Product not found', code: 'productNotFound' },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 'IKEA Desk Lamp Plus');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Product not found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** "Export CSV" writes the whole filtered list, not just the page on screen. */
export const ExportCsv: Story = {
  parameters: { visual: false, route: '/apps/ecommerce/product/list?stock=false' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Showing 1 to 10 of 15 entries', undefined, { timeout: 10_000 });
    const saved: Blob[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:story-export';
    };
    HTMLAnchorElement.prototype.click = function () {};
    try {
      await userEvent.click(c.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    const lines = (await saved[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe('Product,Brand,Category,Stock,SKU,Price,Quantity,Status');
    await expect(lines).toHaveLength(16);
    await expect(lines.slice(1).every((l) => l.split(',')[3] === 'Out of stock')).toBe(true);
  },
};

/** Nothing matches: the empty state. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/products', () =>
          HttpResponse.json({ products: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No products found', undefined, { timeout: 10_000 });
    await waitFor(() => expect(stat(canvasElement, 'products')).toHaveTextContent('0'));
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** While the products load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/products', () => delay('infinite'))] },
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
        http.get('*/api/apps/ecommerce/products', () =>
          HttpResponse.json({ message: 'Products are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Products are unavailable', undefined, { timeout: 10_000 });
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
      within(canvasElement).getByRole('switch', { name: is('متوفر: IKEA Desk Lamp Plus') }),
    ).toBeChecked();
  },
};

/** Chinese: the short labels and the filters. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: '添加商品' })).toBeVisible();
  },
};
