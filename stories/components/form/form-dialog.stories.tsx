import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';

const schema = z.object({
  name: z.string().trim().min(2, 'Enter a name'),
  code: z.string().trim().min(1, 'Enter a code'),
});

interface Args {
  onSave: (v: unknown) => void;
  fail?: boolean;
  initiallyOpen?: boolean;
}

function Demo({ onSave, fail, initiallyOpen = false }: Args) {
  const [open, setOpen] = useState(initiallyOpen);
  const form = useZodForm(schema, { defaultValues: { name: '', code: '' } });
  return (
    <div className="ee:min-h-[420px]">
      <Button variant="tonal" onClick={() => setOpen(true)}>
        Rename site
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Rename site"
        form={form}
        size="sm"
        onSubmit={async (values) => {
          onSave(values);
          if (fail)
            throw {
              status: 422,
              message: 'Validation failed',
              errors: { code: ['Code already used by Lyon North'] },
            };
        }}
      >
        <TextField
          label="Name"
          required
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Code"
          required
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
      </FormDialog>
    </div>
  );
}

const meta = {
  title: 'Components/Form/FormDialog',
  args: { onSave: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { initiallyOpen: true } };

/**
 * A raw `{ errors: { code: [...] } }` body maps onto the field; Cancel asks before losing what
 * was typed (issue 13.4), Keep editing keeps it, Discard closes and returns focus to the trigger.
 */
export const ServerErrorThenCancel: Story = {
  args: { fail: true },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Rename site' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Rename site' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Lyon South');
    await userEvent.type(dialog.getByLabelText(/^Code/), 'LYN');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Code already used by Lyon North')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Lyon South', code: 'LYN' });
    await expect(dialog.getByLabelText(/^Code/)).toHaveValue('LYN');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    let question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('Lyon South');
    await userEvent.keyboard('{Escape}');
    question = await body.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(c.getByRole('button', { name: 'Rename site' })).toHaveFocus());
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { initiallyOpen: true } };
