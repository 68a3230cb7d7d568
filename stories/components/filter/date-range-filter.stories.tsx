import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DateRangeFilter, type DateRangeValue } from '@/components/filter/date-range-filter';

interface Args {
  onChange: (v: DateRangeValue | undefined) => void;
  initial?: DateRangeValue;
}

function Demo({ onChange, initial }: Args) {
  const [value, setValue] = useState<DateRangeValue | undefined>(initial);
  return (
    <div className="ee:min-h-[420px]">
      <DateRangeFilter
        label="Installed"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Filter/DateRangeFilter',
  args: { onChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRange: Story = { args: { initial: { from: '2025-03-03', to: '2025-03-19' } } };

/** A preset applies at once and focus returns to the trigger. */
export const Preset: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: /Installed/ }));
    await userEvent.click(await body.findByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const range = (args.onChange as ReturnType<typeof fn>).mock.calls[0][0] as DateRangeValue;
    await expect(range.from! < range.to!).toBe(true);
    await waitFor(() => expect(c.getByRole('button', { name: /Installed/ })).toHaveFocus());
  },
};

/** Two clicks pick a range; Apply commits it. */
export const PickRange: Story = {
  args: { initial: { from: '2025-03-03', to: '2025-03-03' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: /Installed/ }));
    const dialog = await body.findByRole('dialog', { name: 'Installed' });
    const days = within(dialog).getAllByRole('button', { name: /March 10(th)?, 2025/ });
    await userEvent.click(days[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2025-03-03', to: '2025-03-10' });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { initial: { from: '2025-03-03', to: '2025-03-19' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initial: { from: '2025-03-03', to: '2025-03-19' } },
};
