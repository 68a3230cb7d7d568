import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { InvoiceListScreen } from '@/screens/invoice/invoice-list-screen';

import { storyStore } from '../../../.storybook/mock-api';
import { currentLocation, InvoiceStoryRoutes } from './invoice-story-routes';

const meta = {
  title: 'Screens/Invoice/Invoice list',
  component: InvoiceListScreen,
  parameters: { layout: 'fullscreen', route: '/apps/invoice/list' },
  render: () => <InvoiceStoryRoutes />,
} satisfies Meta<typeof InvoiceListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Invoices' });
/** The invoice numbers of the rows shown, in order. */
const ids = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link', { name: /^#\d+$/ })?.textContent);
/** Waits for the rows and the figures. */
/**
 * Waits for the pager's summary to read `expected`. A failure says what it read, which rows the
 * table showed and the list's URL: the search story below sometimes fails on a busy machine
 * after the e-mail stories, and the cause is not found yet.
 */
const showing = async (canvasElement: HTMLElement, expected: string) => {
  await waitFor(
    () => {
      const summary =
        within(canvasElement).queryByText(/^Showing \d+ to \d+ of \d+ entries$/)?.textContent ??
        '(no summary)';
      expect(
        summary,
        `at ${currentLocation(canvasElement)}, rows ${ids(canvasElement).join(' ')}`,
      ).toBe(expected);
    },
    { timeout: 5000 },
  );
};
const loaded = async (canvasElement: HTMLElement, first = '#5022') => {
  await within(canvasElement).findByRole('link', { name: first });
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="unpaid"]')).toHaveTextContent(/\$/),
  );
};
const rowOf = (canvasElement: HTMLElement, id: number) =>
  within(table(canvasElement))
    .getByRole('link', { name: `#${id}` })
    .closest('tr')!;
const moreAction = async (canvasElement: HTMLElement, id: number, action: string) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `More actions for invoice #${id}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

/** Newest first, ten to a page, with the figures over every invoice. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(ids(canvasElement)).toEqual([
      '#5022',
      '#5021',
      '#5020',
      '#5019',
      '#5018',
      '#5017',
      '#5016',
      '#5015',
      '#5014',
      '#5013',
    ]);
    await c.findByText('Showing 1 to 10 of 36 entries');
    const db = storyStore.db();
    await expect(canvasElement.querySelector('[data-stat="invoices"]')).toHaveTextContent('36');
    const owed = db.invoices.filter((i) => i.balance > 0);
    const unpaid = owed.reduce((sum, i) => sum + i.balance, 0);
    await expect(canvasElement.querySelector('[data-stat="unpaid"]')).toHaveTextContent(
      unpaid.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    await expect(canvasElement.querySelector('[data-stat="unpaid"]')).toHaveTextContent(
      `With a balance due: ${owed.length}`,
    );
    // A balance owed is an amount, a settled one a chip, an overpaid one a credit.
    await expect(within(rowOf(canvasElement, 5017)).getByText('Paid')).toBeVisible();
  },
};

/**
 * Several invoices overpaid or settled: the balance column says credit, paid or the amount owed.
 */
export const Balances: Story = {
  parameters: { route: '/apps/invoice/list?q=498' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, '#4989');
    await expect(ids(canvasElement)).toEqual(['#4989', '#4988', '#4987']);
    await expect(within(rowOf(canvasElement, 4988)).getByText('Credit $286.00')).toBeVisible();
    // Nothing paid yet: the balance is the whole total, both shown.
    await expect(within(rowOf(canvasElement, 4987)).getAllByText('$1,634.00')).toHaveLength(2);
  },
};

/**
 * The acceptance's search: one client's (Voonix's) invoices, those past due, issued in the last
 * seven days; every choice lands in the URL and shows as a removable chip.
 */
export const SearchStatusAndDates: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search invoices' }), 'voonix');
    await showing(canvasElement, 'Showing 1 to 6 of 6 entries');
    await expect(ids(canvasElement)).toEqual([
      '#5016',
      '#5011',
      '#5008',
      '#5007',
      '#4992',
      '#4987',
    ]);

    await userEvent.click(c.getByRole('button', { name: /^Status: All/ }));
    const group = await screen.findByRole('group', { name: 'Status' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Past due' }));
    await userEvent.keyboard('{Escape}');
    await showing(canvasElement, 'Showing 1 to 2 of 2 entries');
    await expect(ids(canvasElement)).toEqual(['#5016', '#4992']);

    await userEvent.click(c.getByRole('button', { name: /^Issued: All/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await showing(canvasElement, 'Showing 1 to 1 of 1 entries');
    await expect(ids(canvasElement)).toEqual(['#5016']);
    await expect(currentLocation(canvasElement)).toBe(
      '/apps/invoice/list?q=voonix&status=Past+Due&issued=2026-06-09..2026-06-15',
    );
    await expect(
      c.getByRole('button', { name: 'Remove filter Issued: Jun 9, 2026 – Jun 15, 2026' }),
    ).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: 'Remove filter Status: Past due' }));
    await waitFor(() =>
      expect(currentLocation(canvasElement)).toBe(
        '/apps/invoice/list?q=voonix&issued=2026-06-09..2026-06-15',
      ),
    );
    // Without the status, the week has two of Voonix's invoices. (This step used to expect the
    // count of before, "1 of 1", which the list keeps showing while the new answer is on its
    // way: it passed by catching that, and failed when the answer came first on a busy machine.)
    await showing(canvasElement, 'Showing 1 to 2 of 2 entries');
    await expect(ids(canvasElement)).toEqual(['#5016', '#5011']);
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await showing(canvasElement, 'Showing 1 to 10 of 36 entries');
  },
};

/** The Unpaid figure opens the list of every invoice with money owed (every status but Paid). */
export const UnpaidFigureFilters: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const owed = storyStore.db().invoices.filter((i) => i.balance > 0).length;
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-stat="unpaid"]')!);
    await c.findByText(`Showing 1 to 10 of ${owed} entries`);
    await expect(currentLocation(canvasElement)).toBe(
      '/apps/invoice/list?status=Downloaded%2CSent%2CDraft%2CPartial+Payment%2CPast+Due',
    );
    await expect(c.queryByRole('link', { name: '#5017' })).not.toBeInTheDocument();
  },
};

/** Sorting by a column of SPEC §7 and a longer page. */
export const SortAndRowsPerPage: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const header = c.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const byTotal = [...storyStore.db().invoices]
      .sort((a, b) => a.total - b.total)
      .slice(0, 10)
      .map((i) => `#${i.id}`);
    await waitFor(() => expect(ids(canvasElement)).toEqual(byTotal));
    await expect(currentLocation(canvasElement)).toBe(
      '/apps/invoice/list?sortBy=total&orderBy=asc',
    );

    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Rows per page' }), '25');
    await c.findByText('Showing 1 to 25 of 36 entries');
    await waitFor(() => expect(ids(canvasElement)).toHaveLength(25));
  },
};

/**
 * The status icon tells the status, the balance and the due date, on hover and to a screen reader.
 */
export const StatusTooltip: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const icon = within(rowOf(canvasElement, 5022)).getByRole('img', {
      name: 'Past due. Balance: $1,688.00. Due: Jun 25, 2026',
    });
    await userEvent.hover(icon);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Past due');
    await expect(tip).toHaveTextContent('Balance: $1,688.00');
    await expect(tip).toHaveTextContent('Due: Jun 25, 2026');
  },
};

/** Delete with confirmation: the invoice leaves the list and the total falls. */
export const DeleteInvoice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Delete invoice #5022' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoice #5022?' });
    await expect(dialog).toHaveTextContent(
      'The invoice to Mateo Costa for $1,688.00 and its payments will be deleted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await c.findByText('Showing 1 to 10 of 35 entries');
    await expect(c.queryByRole('link', { name: '#5022' })).not.toBeInTheDocument();
  },
};

/**
 * Someone deleted it meanwhile: the API answers 404 (SPEC §8). The invoice is gone either way, so
 * the dialog closes saying it no longer exists, and the rows and figures follow without a reload.
 */
export const DeleteAlreadyGone: Story = {
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Delete invoice #5021' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoice #5021?' });
    // Another tab deletes it first: this list still shows it.
    const db = storyStore.db();
    db.invoices.splice(
      db.invoices.findIndex((i) => i.id === 5021),
      1,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      await screen.findByText('Invoice #5021 no longer exists: someone else has deleted it'),
    ).toBeVisible();
    await expect(screen.queryByText('something went wrong')).not.toBeInTheDocument();
    await waitFor(() => expect(c.queryByRole('link', { name: '#5021' })).not.toBeInTheDocument());
    const worth = db.invoices
      .reduce((sum, i) => sum + i.total, 0)
      .toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="invoices"]')).toHaveTextContent(
        `${db.invoices.length}Worth ${worth}`,
      ),
    );
  },
};

/** The eye opens the invoice's preview. */
export const ViewInvoice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'View invoice #5020' }));
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Invoice #5020' });
    await expect(currentLocation(canvasElement)).toBe('/apps/invoice/preview/5020');
  },
};

/** Edit from the menu opens the invoice's form. */
export const EditInvoice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await moreAction(canvasElement, 5019, 'Edit');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Edit invoice #5019' });
    await expect(currentLocation(canvasElement)).toBe('/apps/invoice/edit/5019');
  },
};

/** Duplicate makes a Draft copy through the API (issued today, same lines) and opens it to edit. */
export const DuplicateInvoice: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await moreAction(canvasElement, 5022, 'Duplicate');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Edit invoice #5023' });
    await expect(currentLocation(canvasElement)).toBe('/apps/invoice/edit/5023');
    const db = storyStore.db();
    const original = db.invoices.find((i) => i.id === 5022)!;
    const copy = db.invoices.find((i) => i.id === 5023)!;
    await expect(copy).toMatchObject({
      invoiceStatus: 'Draft',
      issuedDate: '2026-06-15',
      dueDate: '2026-06-23',
      total: original.total,
      balance: original.total,
      items: original.items,
      client: original.client,
      payments: [],
    });
  },
};

/** Download makes a real PDF file named after the invoice, holding its number. */
export const DownloadPdf: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:invoice';
    });
    const names: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      await moreAction(canvasElement, 5022, 'Download PDF');
      await waitFor(() => expect(names).toEqual(['invoice-5022.pdf']), { timeout: 15_000 });
      await expect(blobs[0].type).toBe('application/pdf');
      const text = await blobs[0].text();
      await expect(text.startsWith('%PDF-')).toBe(true);
      await expect(text).toContain('(Invoice #5022)');
      await expect(text).toContain('(Mateo Costa)');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** Several invoices selected and deleted at once. */
export const BulkDelete: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 5022' }));
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 5021' }));
    await expect(c.getByRole('region', { name: '2 selected' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoices: 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    await c.findByText('Showing 1 to 10 of 34 entries');
    // The table is hidden from the accessibility tree until the closing dialog has gone.
    await waitFor(() => expect(ids(canvasElement)[0]).toBe('#5020'));
  },
};

/** No invoices at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/invoice', () => HttpResponse.json({ invoices: [], totalInvoices: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No invoices found');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="invoices"]')).toHaveTextContent('0'),
    );
  },
};

/** While the invoices load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/invoice', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/invoice', () =>
          HttpResponse.json({ message: 'Invoices are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Invoices are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left: names and e-mails keep their own direction. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => loaded(canvasElement, '#5022'),
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement, '#5022'),
};
