import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SearchInput } from '@/components/filter/search-input';

interface Args {
  onChange: (value: string) => void;
  delay: number;
  initial: string;
}

function Demo({ onChange, delay, initial }: Args) {
  const [q, setQ] = useState(initial);
  return (
    <div className="ee:flex ee:w-80 ee:flex-col ee:gap-2">
      <SearchInput
        value={q}
        delay={delay}
        placeholder="Search devices"
        onChange={(v) => {
          setQ(v);
          onChange(v);
        }}
      />
      <output className="ee:text-[13px] ee:text-muted">Applied: “{q}”</output>
    </div>
  );
}

const meta = {
  title: 'Components/Filter/SearchInput',
  args: { onChange: fn(), delay: 300, initial: '' },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing calls back once, after the pause; Escape clears at once. */
export const Debounced: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'meter');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenCalledWith('meter');
    await expect(c.getByText('Applied: “meter”')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    box.blur();
  },
};

export const WithValue: Story = {
  args: { initial: 'transformer' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Clear search' }));
    await expect(c.getByRole('searchbox')).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
    c.getByRole('searchbox').blur();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { initial: 'محول' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { initial: 'relay' } };
