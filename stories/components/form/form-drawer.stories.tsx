import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { FormDrawer } from '@/components/form/form-drawer';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';

import { deviceDefaults, DeviceFields, deviceSchema } from './device-form';

/** What the API client throws; typed here, not imported (components never import src/api). */
class FakeApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

interface Args {
  onSave: (values: unknown) => void;
  failWith?: 'fields' | 'general' | 'unknown-field';
  initiallyOpen?: boolean;
}

function Demo({ onSave, failWith, initiallyOpen = false }: Args) {
  const [open, setOpen] = useState(initiallyOpen);
  const form = useZodForm(deviceSchema, { defaultValues: deviceDefaults });
  return (
    <div className="ee:min-h-[640px]">
      <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={() => setOpen(true)}>
        Add device
      </Button>
      <FormDrawer
        open={open}
        onOpenChange={setOpen}
        title="Add device"
        description="Register a device in the inventory."
        form={form}
        onSubmit={async (values) => {
          onSave(values);
          await new Promise((r) => setTimeout(r, 50));
          if (failWith === 'fields')
            throw new FakeApiError(422, 'Validation failed', {
              serial: ['This serial number is already registered'],
              name: ['Name is taken'],
            });
          if (failWith === 'general')
            throw new FakeApiError(500, 'The server is unavailable, try again in a minute.');
          if (failWith === 'unknown-field')
            throw new FakeApiError(422, 'Validation failed', { siteId: ['Site is closed'] });
          form.reset(deviceDefaults);
        }}
      >
        <DeviceFields form={form} />
      </FormDrawer>
    </div>
  );
}

const meta = {
  title: 'Components/Form/FormDrawer',
  args: { onSave: fn() },
  render: (args) => <Demo {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(body: ReturnType<typeof within>, serial = 'TR-1234') {
  const drawer = await body.findByRole('dialog', { name: 'Add device' });
  const d = within(drawer);
  await userEvent.type(d.getByLabelText(/^Name/), 'Main transformer');
  await userEvent.type(d.getByLabelText(/^Serial number/), serial);
  await userEvent.click(d.getByRole('combobox', { name: /^Type/ }));
  await userEvent.click(await body.findByRole('option', { name: 'Meter' }));
  await userEvent.type(d.getByLabelText(/^Rated power/), '250');
  await userEvent.click(d.getByRole('button', { name: 'Choose a date' }));
  const calendar = await body.findByRole('dialog', { name: 'Installed on' });
  await userEvent.click(
    within(calendar)
      .getAllByRole('button')
      .find((b) => b.textContent === '12')!,
  );
  return d;
}

export const Open: Story = { args: { initiallyOpen: true } };

/**
 * Submit empty: errors show and are announced; fixing them and saving closes the drawer, focus back
 * on the trigger.
 */
export const ValidationThenSave: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Add device' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const name = drawer.getByLabelText(/^Name/);
    await expect(await drawer.findByText('Name must have at least 3 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name must have at least 3 characters');
    await expect(drawer.getByText('Choose a type')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await fillValid(body);
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Main transformer',
        serial: 'TR-1234',
        type: 'meter',
        powerKw: 250,
        monitored: true,
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add device' })).toBeNull());
    await waitFor(() => expect(c.getByRole('button', { name: 'Add device' })).toHaveFocus());
  },
};

/** The server refuses two fields: the messages land on them, the typed values stay. */
export const ServerFieldErrors: Story = {
  args: { failWith: 'fields' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = await fillValid(body, 'TR-0001');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const serial = drawer.getByLabelText(/^Serial number/);
    await expect(await drawer.findByText('This serial number is already registered')).toBeVisible();
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    await expect(serial).toHaveAccessibleDescription('This serial number is already registered');
    await expect(drawer.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByLabelText(/^Name/)).toHaveValue('Main transformer');
    await expect(serial).toHaveValue('TR-0001');
    await expect(drawer.getByLabelText(/^Rated power/)).toHaveValue(250);
    await expect(drawer.queryByRole('alert')).toBeNull();
    await expect(body.getByRole('dialog', { name: 'Add device' })).toBeVisible();
    await waitFor(() => expect(drawer.getByLabelText(/^Name/)).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A non-field failure: a banner, the drawer stays open with the values. */
export const ServerGeneralError: Story = {
  args: { failWith: 'general' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = await fillValid(body);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent(
      'The server is unavailable, try again in a minute.',
    );
    await expect(drawer.getByLabelText(/^Serial number/)).toHaveValue('TR-1234');
    // Escape asks first (the typed values were not saved); discarding closes, focus back on the
    // trigger.
    await userEvent.keyboard('{Escape}');
    const question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add device' })).toBeNull());
    await waitFor(() => expect(c.getByRole('button', { name: 'Add device' })).toHaveFocus());
  },
};

/** A field error for a field the form lacks goes to the banner rather than vanishing. */
export const ServerUnknownField: Story = {
  args: { failWith: 'unknown-field' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = await fillValid(body);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Site is closed');
  },
};

/**
 * Unsaved changes are not lost by a stray Escape, click outside or Cancel (issue 13.4): the
 * drawer asks, Keep editing (focused) goes back with everything kept, Discard closes and forgets.
 */
export const UnsavedChangesAsk: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Add device' }));
    await userEvent.type(drawer.getByLabelText(/^Name/), 'Half-typed transformer');
    await userEvent.keyboard('{Escape}');
    let question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(drawer.getByLabelText(/^Name/)).toHaveValue('Half-typed transformer');
    // Escape in the question answers it (keep editing), never the drawer beneath.
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Add device' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add device' })).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    // Opened again: what was discarded is gone.
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    await expect(
      within(await body.findByRole('dialog', { name: 'Add device' })).getByLabelText(/^Name/),
    ).toHaveValue('');
    // The question itself, for the pixels.
    await userEvent.type(
      within(body.getByRole('dialog', { name: 'Add device' })).getByLabelText(/^Name/),
      'Again',
    );
    await userEvent.keyboard('{Escape}');
    await body.findByRole('alertdialog', { name: 'Discard your changes?' });
  },
};

/** A form with nothing changed closes at once. */
export const CleanFormCloses: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Add device' }));
    await body.findByRole('dialog', { name: 'Add device' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add device' })).toBeNull());
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { initiallyOpen: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { initiallyOpen: true } };
