import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { WorkOrderDetailScreen } from '@/screens/work-orders/detail/work-order-detail-screen';

import { asRole } from './detail-sessions';

/**
 * The sample order every story opens: 24DC10001's open preventive work, assigned to the
 * technician, needing the device isolated (none recorded yet), with three checklist items of
 * which two are required (src/api/sample/work-orders.ts).
 */
const NUMBER = 'WO-2026-00001';

const meta = {
  title: 'Screens/Work orders/Work order detail',
  component: WorkOrderDetailScreen,
  args: { number: NUMBER },
  parameters: { layout: 'fullscreen', route: `/work-orders/${NUMBER}` },
} satisfies Meta<typeof WorkOrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await c.findByRole('heading', { level: 1 });
  await c.findByText(NUMBER);
  // The test results under the checklist load after the page: the picture waits for them.
  await waitFor(
    () => expect(canvasElement.querySelector('[data-test-results="loaded"]')).not.toBeNull(),
    { timeout: 10_000 },
  );
  return c;
};

/** The names of the step buttons on offer, in order. */
const stepsOffered = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-step]'), (b) => b.dataset.step);

/** Steps are disabled while one is sent: clicks the button once it may be pressed again. */
const clickWhenEnabled = async (button: HTMLElement) => {
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const openTab = async (canvasElement: HTMLElement, name: string) => {
  const c = within(canvasElement);
  const tab = c.getByRole('tab', { name });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return within(c.getByRole('tabpanel', { name }));
};

/**
 * The administrator plans work: every step the machine has from open (start, cancel) and the
 * planning drawer; the checklist counts the required items left.
 */
export const Admin: Story = {
  ...asRole('admin'),
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await expect(stepsOffered(canvasElement)).toEqual(['start', 'cancel']);
    await expect(c.getByRole('button', { name: 'Edit planning' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-status]')).toHaveTextContent('Open');
    await expect(c.getByRole('link', { name: /24DC10001/ })).toHaveAttribute(
      'href',
      '/deviceDetail?number=24DC10001',
    );
    await expect(c.getByText('Required items left: 2')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Save answers' })).toBeVisible();
  },
};

/**
 * The technician on their own order: the same steps, no planning. Starting before the isolation
 * is recorded is refused by the API (409), and the page says why; the order stays open.
 */
export const TechnicianStartRefused: Story = {
  ...asRole('technician'),
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await expect(stepsOffered(canvasElement)).toEqual(['start', 'cancel']);
    await expect(c.queryByRole('button', { name: 'Edit planning' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Start work' }));
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Record the isolation (lock, tag and absence of voltage) before starting work on this device',
    );
    await expect(canvasElement.querySelector('[data-status]')).toHaveTextContent('Open');
    await expect(c.getByRole('button', { name: 'Start work' })).toBeEnabled();
  },
};

/**
 * The order's life as the technician works it: the isolation recorded (the check is required),
 * work started, completing refused while required items are unanswered (the dialog says how many
 * and keeps the name), the checklist answered (a number below its limit is marked), hours logged,
 * then completed and signed off.
 */
export const TechnicianWorksTheOrder: Story = {
  ...asRole('technician'),
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    const isolation = await openTab(canvasElement, 'Isolation');
    await userEvent.type(isolation.getByLabelText(/Isolating device/), '24dc10002');
    await userEvent.type(isolation.getByLabelText(/Tag number/), 'LOTO-118');
    await userEvent.click(isolation.getByRole('button', { name: 'Record isolation' }));
    // The check is the rule's: not saved without it.
    await isolation.findByText('Confirm that the absence of voltage was verified');
    await userEvent.click(isolation.getByRole('checkbox', { name: /Absence of voltage verified/ }));
    await userEvent.click(isolation.getByRole('button', { name: 'Record isolation' }));
    await expect(await isolation.findByText('LOTO-118')).toBeVisible();
    await expect(isolation.getByText('Recorded', { selector: 'span' })).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: 'Start work' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveTextContent('In progress'),
    );
    await expect(stepsOffered(canvasElement)).toEqual(['hold', 'complete', 'cancel']);

    await clickWhenEnabled(c.getByRole('button', { name: 'Complete' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByLabelText(/Signed off by/)).toHaveValue('Li Wei');
    await userEvent.click(dialog.getByRole('button', { name: 'Complete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Answer every required checklist item before completing (2 left)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const checklist = await openTab(canvasElement, 'Checklist');
    for (const box of checklist.getAllByRole('checkbox')) await userEvent.click(box);
    const measured = checklist.getAllByLabelText(/Measured value/)[0]!;
    await expect(measured).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(measured, '0.5');
    await expect(await checklist.findByText('Out of limits')).toBeVisible();
    await userEvent.clear(measured);
    await userEvent.type(measured, '5000');
    await waitFor(() => expect(checklist.queryByText('Out of limits')).toBeNull());
    await expect(checklist.getByText('Every required item is answered')).toBeVisible();
    await userEvent.click(checklist.getByRole('button', { name: 'Save answers' }));

    const labour = await openTab(canvasElement, 'Labour');
    await userEvent.type(labour.getByLabelText(/^Hours/), '1.5');
    await userEvent.click(labour.getByRole('button', { name: 'Log hours' }));
    await labour.findByText('1.5 h in all');

    await clickWhenEnabled(c.getByRole('button', { name: 'Complete' }));
    const signing = within(await screen.findByRole('dialog'));
    await userEvent.click(signing.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveTextContent('Done'),
    );
    await expect(c.getByText('Li Wei', { selector: 'aside bdi' })).toBeVisible();
    // 1.5 h × $65 = $97.50 of labour in the order's cost.
    await expect(
      Number(canvasElement.querySelector('[data-cost]')!.getAttribute('data-cost')),
    ).toBeGreaterThanOrEqual(97.5);
    // Only an administrator reopens: the technician has no step left.
    await expect(stepsOffered(canvasElement)).toEqual([]);
  },
};

/** A photo as a PNG's signature and header: what the API tells a PNG by. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/**
 * The technician attaches a photo to their order in its Files tab: listed, openable, and theirs
 * to delete.
 */
export const TechnicianAttachesAPhoto: Story = {
  ...asRole('technician'),
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Files' }));
    const panel = within(c.getByRole('tabpanel', { name: 'Files' }));
    const files = await panel.findByRole('table', { name: 'Files' });
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await userEvent.upload(input, new File([PNG], 'lug phase B.png', { type: 'image/png' }));
    await waitFor(() => expect(within(files).getByText('lug phase B.png')).toBeVisible());
    await expect(await screen.findByText('Uploaded lug phase B.png')).toBeVisible();
    await expect(within(files).getByRole('button', { name: 'Open lug phase B.png' })).toBeVisible();
    // The uploader may delete their own file.
    await expect(
      within(files).getByRole('button', { name: 'Delete lug phase B.png' }),
    ).toBeVisible();
  },
};

/** The client reads: no steps, no answers to give, no comment to write. */
export const Client: Story = {
  ...asRole('client'),
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await expect(stepsOffered(canvasElement)).toEqual([]);
    await expect(c.queryByRole('button', { name: 'Save answers' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Edit planning' })).toBeNull();
    for (const box of c.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** The order a link names does not exist. */
export const NotFound: Story = {
  ...asRole('admin'),
  args: { number: 'WO-2026-99999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Work order not found');
    await expect(c.getByRole('link', { name: 'Back to work orders' })).toBeVisible();
  },
};

/** While the order loads: its header and cards as skeletons. */
export const Loading: Story = {
  ...asRole('admin'),
  parameters: {
    msw: { handlers: [http.get('*/api/work-orders/:number', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveAccessibleName(
        'Loading the work order',
      ),
    );
  },
};

/** The order cannot be loaded: the error with a retry. */
export const Error: Story = {
  ...asRole('admin'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders/:number', () =>
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

/** The phone of the e2e checks: one column, steps 44 px high, nothing sideways. */
export const Phone: Story = {
  ...asRole('technician'),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const start = c.getByRole('button', { name: 'Start work' });
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Arabic: right to left, every label translated, numbers and codes in their own direction. */
export const Rtl: Story = {
  ...asRole('admin'),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(c.getByRole('button', { name: 'بدء العمل' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'قائمة الفحص' })).toBeVisible();
  },
};
