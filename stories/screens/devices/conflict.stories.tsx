import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useDevice } from '../../../src/api/client/devices';
import { useDeviceType } from '../../../src/api/client/device-types';
import { Button } from '../../../src/components/ui/button';
import { ConflictPanel } from '../../../src/screens/devices/shared/conflict-panel';
import { DeviceFormDrawer } from '../../../src/screens/devices/shared/device-form-drawer';
import { DeviceTypeFormDrawer } from '../../../src/screens/devices/shared/device-type-form-drawer';

/**
 * A save refused because someone else saved the record first (412): the form says what they
 * changed beside what was typed, keeps what was typed, and offers "Save mine over theirs" or
 * "Use theirs".
 */
const meta = {
  title: 'Screens/Devices/Changed elsewhere',
  parameters: { route: '/devices' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another client's change, through the simulation, as the admin (what another tab would send). */
async function changeElsewhere(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, { method: 'PUT', headers: { Authorization: 'Bearer demo.1.elsewhere', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await expect(response.status).toBe(200);
}

const ROWS = [
  { field: 'name', label: 'Name', theirs: 'Main LV cabinet A', yours: 'Server room cabinet 01' },
  { field: 'status', label: 'Status', theirs: 'Fault', yours: 'In service' },
  { field: 'notes', label: 'Notes', theirs: '', yours: 'Checked the busbar joints' },
];

const panel = (rows: typeof ROWS) => (
  <form onSubmit={(e) => e.preventDefault()} className="ee:max-w-xl">
    <ConflictPanel rows={rows} onSaveMine={fn()} onUseTheirs={fn()} />
  </form>
);

/** The panel: each field they changed, theirs (saved) beside yours (typed), and the two ways on. */
export const Panel: Story = {
  render: () => panel(ROWS),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Changed by someone else' });
    await expect(within(region).getByRole('row', { name: /^Name/ })).toHaveTextContent('Main LV cabinet A');
    await expect(within(region).getByRole('button', { name: 'Save mine over theirs' })).toHaveAttribute('type', 'submit');
  },
};

/** Only details the form does not show changed. */
export const PanelNoFieldsShown: Story = {
  render: () => panel([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Only details not shown here changed/)).toBeVisible();
  },
};

export const PanelDark: Story = {
  render: () => panel(ROWS),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Changed by someone else' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const PanelRtl: Story = {
  render: () => panel(ROWS),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'غيّره شخص آخر' })).toBeVisible();
  },
};

function EditDeviceDemo() {
  const device = useDevice('24DC10001');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!device.data} onClick={() => setOpen(true)}>
        Edit 24DC10001
      </Button>
      {device.data && <DeviceFormDrawer open={open} onOpenChange={setOpen} device={device.data} />}
    </>
  );
}

/**
 * The device drawer opened, someone else renames the device, then Save: refused, their name
 * beside the one in the form, the typed notes kept; "Save mine over theirs" saves the form.
 */
export const DeviceSavedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <EditDeviceDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Edit 24DC10001' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Edit 24DC10001' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit device 24DC10001' }));
    await changeElsewhere('/api/devices/24DC10001', { name: 'Renamed elsewhere' });
    await userEvent.clear(drawer.getByLabelText(/^Notes/));
    await userEvent.type(drawer.getByLabelText(/^Notes/), 'Checked the busbar joints');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText('This device was changed by someone else since you opened it. Nothing was saved.')).toBeVisible();
    const region = within(drawer.getByRole('region', { name: 'Changed by someone else' }));
    await expect(region.getByRole('row', { name: /^Name/ })).toHaveTextContent('Renamed elsewhereServer room cabinet 01');
    await expect(drawer.getByLabelText(/^Notes/)).toHaveValue('Checked the busbar joints');
    await userEvent.click(region.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit device 24DC10001' })).not.toBeInTheDocument());
    const saved = await (await fetch('/api/devices/24DC10001')).json();
    await expect(saved).toMatchObject({ name: 'Server room cabinet 01', notes: 'Checked the busbar joints', version: 3 });
  },
};

function EditTypeDemo() {
  const type = useDeviceType(4);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!type.data} onClick={() => setOpen(true)}>
        Edit type CB
      </Button>
      {type.data && <DeviceTypeFormDrawer open={open} onOpenChange={setOpen} type={type.data} />}
    </>
  );
}

/** The type drawer: someone else changes the interval; "Use theirs" puts it in the form, and Save then saves on their version. */
export const TypeSavedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <EditTypeDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Edit type CB' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Edit type CB' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit device type CB' }));
    await changeElsewhere('/api/device-types/4', { inspectionIntervalDays: 200 });
    await userEvent.clear(drawer.getByLabelText(/^Name/));
    await userEvent.type(drawer.getByLabelText(/^Name/), 'Breaker');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const region = within(await drawer.findByRole('region', { name: 'Changed by someone else' }));
    await expect(region.getByRole('row', { name: /^Inspection interval/ })).toHaveTextContent('200');
    await userEvent.click(region.getByRole('button', { name: 'Use theirs' }));
    await expect(drawer.getByLabelText(/^Inspection interval/)).toHaveValue(200);
    await expect(drawer.getByLabelText(/^Name/)).toHaveValue('Circuit breaker');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit device type CB' })).not.toBeInTheDocument());
  },
};
