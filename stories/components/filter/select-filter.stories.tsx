import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectFilter, type FilterOption } from '../../../src/components/filter/select-filter';

const statusOptions: FilterOption<'active' | 'maintenance' | 'offline'>[] = [
  { value: 'active', label: 'Active', count: 128 },
  { value: 'maintenance', label: 'Maintenance', count: 14 },
  { value: 'offline', label: 'Offline', count: 6 },
];
const typeOptions: FilterOption[] = [
  { value: 'transformer', label: 'Transformer', count: 42 },
  { value: 'breaker', label: 'Breaker', count: 77 },
  { value: 'meter', label: 'Meter', count: 19 },
];

interface Args {
  onSingle: (v: string | undefined) => void;
  onMulti: (v: string[]) => void;
}

function Demo({ onSingle, onMulti }: Args) {
  const [status, setStatus] = useState<'active' | 'maintenance' | 'offline' | undefined>(undefined);
  const [types, setTypes] = useState<string[]>(['breaker']);
  return (
    <div className="ee:flex ee:flex-wrap ee:gap-3">
      <SelectFilter
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(v) => {
          setStatus(v);
          onSingle(v);
        }}
      />
      <SelectFilter
        label="Type"
        multiple
        options={typeOptions}
        value={types}
        onChange={(v) => {
          setTypes(v);
          onMulti(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Filter/SelectFilter',
  args: { onSingle: fn(), onMulti: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Single choice: a listbox with counts; multi: checkboxes. Focus returns to the trigger. */
export const Interaction: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const status = c.getByRole('button', { name: 'Status: All' });
    await userEvent.click(status);
    const listbox = await body.findByRole('listbox', { name: 'Status' });
    await expect(within(listbox).getByRole('option', { name: /Maintenance/ })).toHaveTextContent('14');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSingle).toHaveBeenLastCalledWith('maintenance');
    await waitFor(() => expect(c.getByRole('button', { name: 'Status: Maintenance' })).toHaveFocus());

    await userEvent.click(c.getByRole('button', { name: 'Type: Breaker' }));
    await userEvent.click(await body.findByRole('checkbox', { name: 'Meter' }));
    await expect(args.onMulti).toHaveBeenLastCalledWith(['breaker', 'meter']);
    await userEvent.keyboard('{Escape}');
    await expect(c.getByRole('button', { name: 'Type: 2 selected' })).toBeVisible();
  },
};

export const OpenMulti: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Type: Breaker' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Type' })).toBeVisible();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
