import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { useLocation } from '@/api/client/device-locations';
import { useDeviceType } from '@/api/client/device-types';
import { useDevice } from '@/api/client/devices';
import { Button } from '@/components/ui/button';
import { ChangeStatusDialog } from '@/screens/devices/detail/change-status-dialog';
import { LocationDialogs } from '@/screens/devices/location/location-dialogs';
import { DeviceFormDrawer } from '@/screens/devices/shared/device-form-drawer';
import { DeviceTypeFormDrawer } from '@/screens/devices/shared/device-type-form-drawer';
import {
  ConflictPanel,
  type ConflictPanelProps,
} from '@/screens/shared/edit-conflict/conflict-panel';

/**
 * A save refused because someone else saved the record first (412), merged three ways against
 * what the form opened with (issue 35.5): what only they changed is taken into the form and
 * said, what only I changed is kept, and each field both changed offers theirs (saved now) or
 * mine (typed), with the value it had when the form opened. Once every such field has a choice
 * the "Nothing was saved" banner goes and the next save is based on their version.
 */
const meta = {
  title: 'Screens/Devices/Changed elsewhere',
  parameters: { route: '/devices' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another client's change, through the simulation, as the admin (what another tab would send). */
async function changeElsewhere(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'PUT',
    headers: { Authorization: 'Bearer demo.1.elsewhere', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await expect(response.status).toBe(200);
}

const read = async <T,>(path: string) => (await (await fetch(path)).json()) as T;

const NOTHING_SAVED =
  'This device was changed by someone else since you opened it. Nothing was saved.';

const ROWS: Pick<ConflictPanelProps, 'taken' | 'conflicts'> = {
  taken: [
    { field: 'manufacturer', label: 'Manufacturer', was: 'Schneider Electric', now: 'ABB' },
    { field: 'responsible', label: 'Responsible', was: '', now: 'Noah Patel' },
  ],
  conflicts: [
    {
      field: 'name',
      label: 'Name',
      original: 'Main LV cabinet',
      theirs: 'Main LV cabinet A',
      mine: 'Server room cabinet 1E',
    },
    {
      field: 'status',
      label: 'Status',
      original: 'In service',
      theirs: 'Fault',
      mine: 'Under maintenance',
    },
  ],
};

function PanelDemo({
  resolved = false,
  rows = ROWS,
}: {
  resolved?: boolean;
  rows?: Pick<ConflictPanelProps, 'taken' | 'conflicts'>;
}) {
  const [choices, setChoices] = useState<ConflictPanelProps['choices']>(
    resolved ? { name: 'theirs', status: 'mine' } : {},
  );
  return (
    <form onSubmit={(e) => e.preventDefault()} className="ee:max-w-xl">
      <ConflictPanel
        {...rows}
        choices={choices}
        resolved={resolved || rows.conflicts.every((c) => choices[c.field])}
        onChoose={(field, side) => setChoices((c) => ({ ...c, [field]: side }))}
        onChooseAll={(side) =>
          setChoices(Object.fromEntries(rows.conflicts.map((c) => [c.field, side])))
        }
      />
    </form>
  );
}

/** The panel: what was taken from their save, and a choice for each field both changed. */
export const Panel: Story = {
  render: () => <PanelDemo />,
  play: async ({ canvasElement }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: 'Changed by someone else' }),
    );
    await expect(region.getByRole('status')).toHaveTextContent(
      'Choose the value to keep for each field you both changed.',
    );
    await expect(
      within(region.getByRole('list', { name: /^Taken from their save/ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Manufacturer: ABB (was Schneider Electric)',
      'Responsible: Noah Patel (was (empty))',
    ]);
    const name = region.getByRole('radiogroup', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('When you opened it: Main LV cabinet');
    await expect(
      within(name).getByRole('radio', { name: 'Theirs (saved now)' }),
    ).toHaveAccessibleDescription('Main LV cabinet A');
    await expect(
      within(name).getByRole('radio', { name: 'Yours (typed)' }),
    ).toHaveAccessibleDescription('Server room cabinet 1E');
    await expect(within(name).getByRole('radio', { name: 'Theirs (saved now)' })).not.toBeChecked();
  },
};

/** One choice per field, or all at once; with every field chosen the panel says it is merged. */
export const PanelChoosing: Story = {
  parameters: { visual: false },
  render: () => <PanelDemo />,
  play: async ({ canvasElement }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: 'Changed by someone else' }),
    );
    await userEvent.click(
      within(region.getByRole('radiogroup', { name: 'Name' })).getByRole('radio', {
        name: 'Theirs (saved now)',
      }),
    );
    await expect(region.getByRole('status')).toHaveTextContent(/^Choose the value/);
    await userEvent.click(region.getByRole('button', { name: 'Keep all mine' }));
    await expect(
      within(region.getByRole('radiogroup', { name: 'Name' })).getByRole('radio', {
        name: 'Yours (typed)',
      }),
    ).toBeChecked();
    await expect(region.getByRole('status')).toHaveTextContent(
      'Merged with what they saved: their changes are in the form, and yours are kept. Nothing is saved until you save.',
    );
  },
};

export const PanelMerged: Story = { render: () => <PanelDemo resolved /> };

/** Only details the form does not show changed. */
export const PanelNoFieldsShown: Story = {
  render: () => <PanelDemo resolved rows={{ taken: [], conflicts: [] }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Only details not shown here changed/),
    ).toBeVisible();
  },
};

export const PanelDark: Story = {
  render: () => <PanelDemo />,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Changed by someone else' }),
    ).toBeVisible();
  },
};

/** Arabic, right to left. */
export const PanelRtl: Story = {
  render: () => <PanelDemo />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'غيّره شخص آخر' })).toBeVisible();
  },
};

/** A phone's width: the two choices of a field stack. */
export const PanelPhone: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <PanelDemo />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(2);
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

/** Opens the device drawer; `elsewhere` is saved by "another tab" once it is open. */
async function openDeviceDrawer(canvasElement: HTMLElement, elsewhere: Record<string, unknown>) {
  const c = within(canvasElement);
  await waitFor(() => expect(c.getByRole('button', { name: 'Edit 24DC10001' })).toBeEnabled());
  await userEvent.click(c.getByRole('button', { name: 'Edit 24DC10001' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Edit device 24DC10001' }));
  await changeElsewhere('/api/devices/24DC10001', elsewhere);
  return drawer;
}

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/**
 * They rename the device and set its manufacturer; I rename it too and write notes. Save: refused,
 * their manufacturer taken into the form (said), my notes kept, the name asks. "Theirs" for the
 * name: the banner goes, and Save keeps all three changes.
 */
export const DeviceSavedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <EditDeviceDemo />,
  play: async ({ canvasElement }) => {
    const drawer = await openDeviceDrawer(canvasElement, {
      name: 'Renamed elsewhere',
      manufacturer: 'ABB',
    });
    await type(drawer.getByRole('textbox', { name: /^Name/ }), 'Server room cabinet 1E');
    await type(drawer.getByLabelText(/^Notes/), 'Checked the busbar joints');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByText(NOTHING_SAVED)).toBeVisible();
    const region = within(drawer.getByRole('region', { name: 'Changed by someone else' }));
    await expect(
      within(region.getByRole('list', { name: /^Taken from their save/ })).getByRole('listitem'),
    ).toHaveTextContent(/^Manufacturer: ABB \(was /);
    await expect(drawer.getByLabelText(/^Manufacturer/)).toHaveValue('ABB');
    await expect(drawer.getByLabelText(/^Notes/)).toHaveValue('Checked the busbar joints');
    const name = within(region.getByRole('radiogroup', { name: 'Name' }));
    await expect(
      name.getByRole('radio', { name: 'Theirs (saved now)' }),
    ).toHaveAccessibleDescription('Renamed elsewhere');
    await expect(name.getByRole('radio', { name: 'Yours (typed)' })).toHaveAccessibleDescription(
      'Server room cabinet 1E',
    );

    // Nothing is sent while a field both changed has no choice.
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(
      await drawer.findByText('Choose theirs or yours for each field you both changed, then save.'),
    ).toBeVisible();
    await expect((await read<{ version: number }>('/api/devices/24DC10001')).version).toBe(2);

    await userEvent.click(name.getByRole('radio', { name: 'Theirs (saved now)' }));
    await expect(drawer.getByRole('textbox', { name: /^Name/ })).toHaveValue('Renamed elsewhere');
    await waitFor(() =>
      expect(drawer.queryByText(/Nothing was saved|Choose theirs or yours/)).toBeNull(),
    );
    await expect(region.getByRole('status')).toHaveTextContent(/^Merged with what they saved/);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit device 24DC10001' }),
      ).not.toBeInTheDocument(),
    );
    await expect(await read('/api/devices/24DC10001')).toMatchObject({
      name: 'Renamed elsewhere',
      manufacturer: 'ABB',
      notes: 'Checked the busbar joints',
      version: 3,
    });
  },
};

/**
 * "Keep all mine": my value of each field both changed is saved, and theirs of every other field
 * stays.
 */
export const DeviceKeepAllMine: Story = {
  parameters: { visual: false },
  render: () => <EditDeviceDemo />,
  play: async ({ canvasElement }) => {
    const drawer = await openDeviceDrawer(canvasElement, {
      name: 'Renamed elsewhere',
      model: 'MNS 3.0',
      status: 'fault',
    });
    await type(drawer.getByRole('textbox', { name: /^Name/ }), 'Server room cabinet 1E');
    await type(drawer.getByLabelText(/^Model/), 'MNS iS');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const region = within(await drawer.findByRole('region', { name: 'Changed by someone else' }));
    // Their status is taken; the name and the model, changed by both, ask.
    await expect(region.getAllByRole('radiogroup')).toHaveLength(2);
    await expect(drawer.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Fault');
    await userEvent.click(region.getByRole('button', { name: 'Keep all mine' }));
    await waitFor(() => expect(drawer.queryByText(NOTHING_SAVED)).toBeNull());
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit device 24DC10001' }),
      ).not.toBeInTheDocument(),
    );
    await expect(await read('/api/devices/24DC10001')).toMatchObject({
      name: 'Server room cabinet 1E',
      model: 'MNS iS',
      status: 'fault',
      version: 3,
    });
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

/**
 * The type drawer: they change the interval, I rename the type. Nothing to choose: their interval
 * is taken into the form and said, my name kept, no banner; Save saves both on their version.
 */
export const TypeSavedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <EditTypeDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Edit type CB' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Edit type CB' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit device type CB' }));
    await changeElsewhere('/api/device-types/4', { inspectionIntervalDays: 200 });
    await type(drawer.getByRole('textbox', { name: /^Name/ }), 'Breaker');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const region = within(await drawer.findByRole('region', { name: 'Changed by someone else' }));
    await expect(region.getByRole('listitem')).toHaveTextContent(
      /^Inspection interval \(days\): 200 \(was \d+\)$/,
    );
    await expect(region.queryByRole('radiogroup')).toBeNull();
    await expect(region.getByRole('status')).toHaveTextContent(/^Merged with what they saved/);
    await expect(drawer.queryByRole('alert')).toBeNull();
    await expect(drawer.getByLabelText(/^Inspection interval/)).toHaveValue(200);
    await expect(drawer.getByRole('textbox', { name: /^Name/ })).toHaveValue('Breaker');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit device type CB' })).not.toBeInTheDocument(),
    );
    await expect(await read('/api/device-types/4')).toMatchObject({
      name: 'Breaker',
      inspectionIntervalDays: 200,
      version: 3,
    });
  },
};

function StatusDemo() {
  const device = useDevice('24DC10002');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!device.data} onClick={() => setOpen(true)}>
        Change status
      </Button>
      {device.data && (
        <ChangeStatusDialog open={open} onOpenChange={setOpen} device={device.data} />
      )}
    </>
  );
}

/**
 * The status dialog: they set another status; mine or theirs is chosen, then saved on their
 * version.
 */
export const StatusSavedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <StatusDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Change status' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Change status' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Change status of 24DC10002' }),
    );
    await changeElsewhere('/api/devices/24DC10002', { status: 'fault' });
    await userEvent.click(dialog.getByRole('combobox', { name: /^New status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retired' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const status = within(await dialog.findByRole('radiogroup', { name: 'Status' }));
    await expect(
      status.getByRole('radio', { name: 'Theirs (saved now)' }),
    ).toHaveAccessibleDescription('Fault');
    await userEvent.click(status.getByRole('radio', { name: 'Yours (typed)' }));
    await waitFor(() => expect(dialog.queryByText(NOTHING_SAVED)).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Change status of 24DC10002' }),
      ).not.toBeInTheDocument(),
    );
    await expect(await read('/api/devices/24DC10002')).toMatchObject({
      status: 'retired',
      version: 3,
    });
  },
};

const onClose = fn();

function RenameDemo() {
  const detail = useLocation(31);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!detail.data} onClick={() => setOpen(true)}>
        Rename
      </Button>
      {detail.data && (
        <LocationDialogs
          action={open ? { kind: 'rename', location: detail.data.location } : null}
          tree={[]}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          onCreated={fn()}
          onDeleted={fn()}
        />
      )}
    </>
  );
}

/**
 * Renaming a location someone else renamed meanwhile: "Use all theirs" takes their name; Save then
 * changes nothing more.
 */
export const LocationRenamedElsewhere: Story = {
  parameters: { visual: false },
  render: () => <RenameDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Rename' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Rename / }));
    await changeElsewhere('/api/device-locations/31', { name: 'Pump room east' });
    await type(dialog.getByRole('textbox', { name: /^Name/ }), 'Pump room west');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(
        'This location was changed by someone else since you opened it. Nothing was saved.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use all theirs' }));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pump room east');
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Their name, saved again over their version: nothing more changed, so the version stays.
    await expect(
      (await read<{ location: { name: string; version: number } }>('/api/device-locations/31'))
        .location,
    ).toMatchObject({ name: 'Pump room east', version: 2 });
  },
};
