import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { InvoicePreviewScreen } from '@/screens/invoice/invoice-preview-screen';

import { storyStore } from '../../../.storybook/mock-api';
import { currentLocation, InvoiceStoryRoutes } from './invoice-story-routes';

const meta = {
  title: 'Screens/Invoice/Invoice preview',
  component: InvoicePreviewScreen,
  args: { id: 4996 },
  parameters: { layout: 'fullscreen', route: '/apps/invoice/preview/4996' },
  render: () => <InvoiceStoryRoutes />,
} satisfies Meta<typeof InvoicePreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the invoice itself (the loading state has the same heading, for screen readers). */
const loaded = async (canvasElement: HTMLElement, id: number) => {
  await within(canvasElement).findByRole('table', { name: 'Invoice lines' });
  return within(canvasElement).getByRole('heading', { level: 1, name: `Invoice #${id}` });
};
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const summaryBalance = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-summary-balance]');

/**
 * A part-paid invoice: letterhead, client and bank, lines, discount and tax, the payments received,
 * and its actions.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, 4996);
    const invoice = storyStore.db().invoices.find((i) => i.id === 4996)!;
    const lines = within(c.getByRole('table', { name: 'Invoice lines' }))
      .getAllByRole('row')
      .slice(1);
    await expect(lines).toHaveLength(invoice.items.length);
    await expect(lines[0]).toHaveTextContent(invoice.items[0].item);
    await expect(canvasElement.querySelector('[data-total]')).toHaveTextContent(
      money(invoice.total),
    );
    await expect(canvasElement.querySelector('[data-balance]')).toHaveTextContent(
      money(invoice.balance),
    );
    await expect(c.getByRole('region', { name: 'Payments received' })).toHaveTextContent(
      money(invoice.payments[0].amount),
    );
    await expect(c.getByText('Maggy Ede', { selector: 'address *' })).toBeVisible();
    await expect(c.getByText('ETD95476213874685')).toBeVisible();
  },
};

/** An id that does not exist: the API's 404 message, and the way back to the list. */
export const NotFound: Story = {
  parameters: { route: '/apps/invoice/preview/1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'No invoice found with this id' });
    await expect(canvasElement).toHaveTextContent('There is no invoice #1:');
  },
};

/**
 * Its link leads back to the list. No pixels: the page then is the list, which has its own, and
 * a screenshot taken as the frame grows from the short page to the long one was not stable.
 */
export const NotFoundLeadsBack: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('link', { name: 'Back to invoices' }));
    await c.findByRole('table', { name: 'Invoices' });
    await expect(currentLocation(canvasElement)).toBe('/apps/invoice/list');
  },
};

/** An address that is no id at all asks nothing of the API and says the same. */
export const NotAnId: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/%3Cb%3Ex%3C%2Fb%3E' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'No invoice found with this id' });
    // Hostile text from the address renders as text.
    await expect(canvasElement).toHaveTextContent('There is no invoice #<b>x</b>:');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** The send drawer, filled in from the invoice. */
export const SendDrawer: Story = {
  parameters: { route: '/apps/invoice/preview/4991' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4991);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice #4991' });
    const d = within(drawer);
    await expect(d.getByLabelText(/^From/)).toHaveValue('billing@equipment.example');
    await expect(d.getByLabelText(/^To/)).toHaveValue('liam.singh4@yotz.com');
    await expect(d.getByLabelText(/^Subject/)).toHaveValue('Invoice #4991 from 电气设备管理');
    await expect((d.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      'invoice #4991, with a balance due of $3,409.00',
    );
  },
};

/** The default message of the send drawer. */
const sendMessage = async (canvasElement: HTMLElement, id: number) => {
  await loaded(canvasElement, id);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send invoice' }));
  const drawer = await screen.findByRole('dialog', { name: `Send invoice #${id}` });
  return (within(drawer).getByLabelText(/^Message/) as HTMLTextAreaElement).value;
};

/** Part paid ($1,383.00 of $1,809.00): the message asks for the balance due, not the total. */
export const SendPartPaid: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/4996' },
  play: async ({ canvasElement }) => {
    const message = await sendMessage(canvasElement, 4996);
    await expect(message).toContain('a balance due of $426.00');
    await expect(message).not.toContain('$1,809.00');
  },
};

/** Paid, with a $286.00 credit: the message says it is paid and asks for no money. */
export const SendPaid: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/4988' },
  play: async ({ canvasElement }) => {
    const message = await sendMessage(canvasElement, 4988);
    await expect(message).toContain('invoice #4988');
    await expect(message).toContain('It is paid in full: nothing is due.');
    await expect(message).not.toMatch(/\$|payment by/);
  },
};

/**
 * Sending: a bad address is refused in place and nothing typed is lost; a good one sends, the
 * Draft becomes Sent and the summary says when it went.
 */
export const SendInvoice: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/4991' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, 4991);
    await expect(c.getAllByText('Draft')[0]).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice #4991' });
    const d = within(drawer);
    await userEvent.clear(d.getByLabelText(/^To/));
    await userEvent.type(d.getByLabelText(/^To/), 'liam.singh4');
    await userEvent.clear(d.getByLabelText(/^Subject/));
    await userEvent.type(d.getByLabelText(/^Subject/), 'Your June invoice');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await d.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(d.getByLabelText(/^Subject/)).toHaveValue('Your June invoice');
    await userEvent.type(d.getByLabelText(/^To/), '@yotz.com');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(c.getAllByText('Sent')[0]).toBeVisible());
    await expect(c.queryByText('Not sent yet')).not.toBeInTheDocument();
    const sends = storyStore.db().invoices.find((i) => i.id === 4991)!.sends;
    await expect(sends).toHaveLength(1);
    await expect(sends[0]).toMatchObject({
      to: 'liam.singh4@yotz.com',
      subject: 'Your June invoice',
    });
  },
};

/**
 * The payment drawer with an amount over the balance: refused at once, in place, the amount kept.
 */
export const PaymentRefused: Story = {
  parameters: { route: '/apps/invoice/preview/4993' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4993);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    const d = within(drawer);
    await expect(drawer.querySelector('[data-balance-due]')).toHaveTextContent('$1,808.00');
    await userEvent.type(d.getByLabelText(/^Payment amount/), '2000');
    await userEvent.click(d.getByRole('button', { name: 'Add payment' }));
    await expect(
      await d.findByText('The payment cannot be more than the balance due'),
    ).toBeVisible();
    await expect(d.getByLabelText(/^Payment amount/)).toHaveValue(2000);
    await expect(d.getByText('Required')).toBeVisible();
  },
};

/**
 * A part payment: refused over the balance, then recorded; the balance falls, the status is
 * Partial payment, the payment is listed, and it is in the database (durable in the app).
 */
export const RecordPartPayment: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/4993' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, 4993);
    await expect(summaryBalance(canvasElement)).toHaveTextContent('$1,808.00');
    await userEvent.click(c.getByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    const d = within(drawer);
    await userEvent.type(d.getByLabelText(/^Payment amount/), '1808.01');
    await userEvent.click(d.getByRole('button', { name: 'Add payment' }));
    await expect(
      await d.findByText('The payment cannot be more than the balance due'),
    ).toBeVisible();
    await userEvent.clear(d.getByLabelText(/^Payment amount/));
    await userEvent.type(d.getByLabelText(/^Payment amount/), '500.50');
    await userEvent.click(d.getByRole('combobox', { name: /^Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await userEvent.type(d.getByLabelText(/^Internal note/), 'First instalment');
    await userEvent.click(d.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(summaryBalance(canvasElement)).toHaveTextContent('$1,307.50'));
    await expect(c.getAllByText('Partial payment')[0]).toBeVisible();
    await expect(c.getByRole('region', { name: 'Payments received' })).toHaveTextContent(
      'Bank transfer · First instalment',
    );
    await expect(storyStore.db().invoices.find((i) => i.id === 4993)).toMatchObject({
      balance: 1307.5,
      invoiceStatus: 'Partial Payment',
    });
  },
};

/** Paying the rest: Paid, and nothing more can be paid. */
export const PayInFull: Story = {
  parameters: { visual: false, route: '/apps/invoice/preview/5011' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement, 5011);
    await userEvent.click(c.getByRole('button', { name: 'Add payment' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add payment' }));
    await userEvent.type(d.getByLabelText(/^Payment amount/), '281');
    await userEvent.click(d.getByRole('combobox', { name: /^Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(d.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(summaryBalance(canvasElement)).toHaveTextContent('$0.00'));
    await expect(c.getByRole('button', { name: 'Add payment' })).toBeDisabled();
    await expect(c.getByText('Nothing is owed on this invoice.')).toBeVisible();
  },
};

/**
 * Print asks the browser to print; the page's print stylesheet keeps the invoice alone (checked on
 * paper in the e2e journey).
 */
export const Print: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4996);
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledTimes(1);
      const style = document.querySelector('[data-invoice-print-style]');
      await expect(style?.textContent).toContain('@media print');
      await expect(canvasElement.querySelectorAll('[data-invoice-print]')).toHaveLength(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** Download PDF makes a real PDF of this invoice. */
export const DownloadPdf: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4996);
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:invoice';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
      const text = await blobs[0].text();
      await expect(text.startsWith('%PDF-')).toBe(true);
      await expect(text).toContain('(Invoice #4996)');
      await expect(text).toContain('(Payments received)');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** Edit opens the form of this invoice. */
export const EditFromPreview: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4996);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Edit' }));
    await within(canvasElement).findByRole('button', { name: 'Save changes' });
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Edit invoice #4996' }),
    ).toBeVisible();
  },
};

/** While the invoice loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/invoice/:id', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The invoice cannot be loaded (not a 404): an error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/invoice/:id', () =>
          HttpResponse.json({ message: 'The invoice service is down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The invoice service is down', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 4996);
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'بنود الفاتورة' });
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'فاتورة رقم 4996' }),
    ).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: '发票明细' });
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '发票 #4996' }),
    ).toBeVisible();
  },
};
