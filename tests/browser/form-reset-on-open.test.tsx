/**
 * FormDrawer and FormDialog reset their form on each opening from `resetOnOpen` (issue 37 point
 * 3): the idiom was hand-written in a dozen screens. Each opening starts from the values as they
 * are then; nothing resets while the form stays open, so a re-render with new values (a refetch
 * behind an open form) never wipes what was typed.
 */
import { act, useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { FormDrawer } from '@/components/form/form-drawer';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';

import '@/theme/app.css';

import { render } from '../support/render';

const schema = z.object({ name: z.string() });
let setOpen: (open: boolean) => void = () => {};
let setSaved: (name: string) => void = () => {};

function Harness({ Overlay }: { Overlay: typeof FormDrawer | typeof FormDialog }) {
  const [open, openState] = useState(false);
  const [saved, savedState] = useState('Feeder A');
  setOpen = openState;
  setSaved = savedState;
  const form = useZodForm(schema, { defaultValues: { name: 'never shown' } });
  return (
    <Overlay
      open={open}
      onOpenChange={openState}
      title="Rename"
      form={form}
      onSubmit={() => {}}
      resetOnOpen={() => ({ name: saved })}
    >
      <TextField label="Name" {...form.register('name')} />
    </Overlay>
  );
}

for (const [kind, Overlay] of [
  ['FormDrawer', FormDrawer],
  ['FormDialog', FormDialog],
] as const) {
  test(`${kind} starts each opening from resetOnOpen() and never resets while open`, async () => {
    render(<Harness Overlay={Overlay} />);
    act(() => setOpen(true));
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Feeder A');

    await userEvent.fill(name, 'typed');
    // New values while open (a refetch): what was typed stays.
    act(() => setSaved('Feeder B'));
    await expect.element(name).toHaveValue('typed');

    // Closed by its parent and opened again: the values as they are now.
    act(() => setOpen(false));
    await expect.element(name).not.toBeInTheDocument();
    act(() => setOpen(true));
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Feeder B');
  });
}
