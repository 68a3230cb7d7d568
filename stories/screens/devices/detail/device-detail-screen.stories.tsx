import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeviceDetailScreen } from '../../../../src/screens/devices/detail/device-detail-screen';

/** A fixed origin for the QR code: the test server's port must not change the pixels. */
const meta = {
  title: 'Screens/Devices/Device detail',
  component: DeviceDetailScreen,
  args: { linkOrigin: 'https://eem.example.com' },
  parameters: { layout: 'fullscreen', route: '/deviceDetail?number=24DC10001' },
} satisfies Meta<typeof DeviceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await c.findByRole('heading', { level: 1, name: 'Server room cabinet 01' });
  return c;
};

const openTab = async (canvasElement: HTMLElement, name: string) => {
  const c = await loaded(canvasElement);
  const tab = c.getByRole('tab', { name });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return within(c.getByRole('tabpanel', { name }));
};

/** Header (number, status, condition, location, QR code, actions) and the overview with the type's nameplate fields. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await expect(c.getByText('24DC10001')).toBeInTheDocument();
    await expect(c.getByRole('img', { name: 'QR code of the page of device 24DC10001' })).toBeInTheDocument();
    const crumbs = c.getByRole('navigation', { name: 'Location' });
    await expect(within(crumbs).getByRole('link', { name: 'Bay 1' })).toHaveAttribute('href', '/deviceLocation?location=21');
    await expect(c.getByText('Rated current (A)')).toBeInTheDocument();
    // Only the fields the type lists: a distribution cabinet has no impedance.
    await expect(c.queryByText('Impedance (%)')).not.toBeInTheDocument();
  },
};

/** Open 24DC10001 and go through every tab. */
export const SwitchTabs: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    for (const name of ['Readings', 'Alarms', 'Maintenance', 'Documents', 'History', 'Overview']) {
      const tab = c.getByRole('tab', { name });
      await userEvent.click(tab);
      await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
      await expect(c.getByRole('tabpanel', { name })).toBeVisible();
    }
    // Arrow keys move between tabs (Radix).
    c.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(c.getByRole('tab', { name: 'Readings' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const ReadingsTab: Story = {
  parameters: { route: '/deviceDetail?number=24DC10001&tab=readings' },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    const panel = within(c.getByRole('tabpanel', { name: 'Readings' }));
    for (const metric of ['Voltage', 'Current', 'Load', 'Temperature']) await panel.findByRole('figure', { name: `${metric} over time` });
    await expect(panel.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(4));
  },
};

/** The 7-day range: the charts reload for the new range. */
export const ReadingsWeek: Story = {
  parameters: { route: '/deviceDetail?number=24DC10001&tab=readings&range=7d' },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    const panel = within(c.getByRole('tabpanel', { name: 'Readings' }));
    await expect(panel.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(4));
    await userEvent.click(panel.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(panel.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(panel.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(4));
  },
};

export const AlarmsTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Alarms');
    await panel.findByRole('table', { name: 'Alarms' });
  },
};

export const MaintenanceTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Maintenance');
    const table = await panel.findByRole('table', { name: 'Maintenance records' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** Add a done inspection: it appears in the table and moves the next inspection (overview). */
export const AddMaintenanceRecord: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    const before = within(c.getByTestId('next-inspection')).getByText(/2026/).textContent;
    const panel = await openTab(canvasElement, 'Maintenance');
    await userEvent.click(panel.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add maintenance record' });
    const d = within(dialog);
    // Technician missing: the form says so and keeps what was typed.
    await userEvent.type(d.getByLabelText(/^Notes/), 'Thermal scan of busbars');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByLabelText(/^Technician/)).toHaveAccessibleDescription('Required');
    await expect(d.getByLabelText(/^Notes/)).toHaveValue('Thermal scan of busbars');
    await userEvent.type(d.getByLabelText(/^Technician/), 'Zhang Min');
    await userEvent.clear(d.getByLabelText(/^Cost/));
    await userEvent.type(d.getByLabelText(/^Cost/), '480');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = panel.getByRole('table', { name: 'Maintenance records' });
    await within(table).findByText('Zhang Min');
    await userEvent.click(c.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(within(c.getByTestId('next-inspection')).getByText(/\d{4}/).textContent).not.toBe(before));
    await expect(c.getByTestId('next-inspection')).toHaveTextContent('Dec 12, 2026');
  },
};

/** Schedule maintenance from the header: a planned record dated the next inspection. */
export const ScheduleMaintenance: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Schedule maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule maintenance' });
    await expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-07-21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = await openTab(canvasElement, 'Maintenance');
    await waitFor(() => expect(within(panel.getByRole('table')).getAllByText('Planned').length).toBeGreaterThan(0));
  },
};

/** Change the status: the header chip follows. */
export const ChangeStatus: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status of 24DC10001' });
    await userEvent.selectOptions(within(dialog).getByLabelText('New status'), 'fault');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-status="fault"]')).not.toBeNull());
  },
};

/** The printable label: number, name, type and QR code. */
export const PrintLabel: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device label' });
    const label = within(dialog).getByRole('img', { name: 'Label of device 24DC10001' });
    await expect(label).toHaveTextContent('Server room cabinet 01');
    await expect(label.querySelector('svg')).not.toBeNull();
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete device 24DC10001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DocumentsTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Documents');
    const table = await panel.findByRole('table', { name: 'Documents' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const HistoryTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'History');
    await panel.findAllByRole('listitem');
  },
};

/** An unknown number: not found, with a search that opens a device. */
export const NotFound: Story = {
  parameters: { route: '/deviceDetail?number=XX' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Device not found' });
    await userEvent.type(c.getByRole('searchbox', { name: 'Device number' }), '24DC1000');
    const list = await c.findByRole('list', { name: 'Matching devices' });
    await expect(within(list).getByRole('link', { name: /24DC10001/ })).toHaveAttribute('href', '/deviceDetail?number=24DC10001');
  },
};

/** No number in the URL; typing one and pressing Open shows that device. */
export const MissingNumber: Story = {
  parameters: { route: '/deviceDetail' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Which device?' });
  },
};

export const OpenFromSearch: Story = {
  parameters: { route: '/deviceDetail', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByRole('searchbox', { name: 'Device number' }), '24dc10003');
    await userEvent.click(c.getByRole('button', { name: 'Open' }));
    await c.findByRole('heading', { level: 1, name: /.+/ });
    await c.findByText('24DC10003');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/devices/:number', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the device')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [http.get('*/api/devices/:number', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The device could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const DarkReadings: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/deviceDetail?number=24DC10001&tab=readings' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(4));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Server room cabinet 01' });
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
