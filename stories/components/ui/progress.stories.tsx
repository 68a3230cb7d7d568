import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Progress } from '@/components/ui/progress';

const meta = {
  title: 'Components/UI/Progress',
  component: Progress,
  args: { value: 64 },
  argTypes: {
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** A labelled bar: name from the label, value for assistive technology. */
export const WithLabel: Story = {
  args: { label: 'Inspections done', showValue: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Inspections done' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(within(canvasElement).getByText('64%')).toBeVisible();
  },
};

export const Colors: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-4">
      {colors.map((color, i) => (
        <Progress key={color} {...args} color={color} value={15 + i * 15} aria-label={color} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-4">
      <Progress {...args} size="sm" label="Small" />
      <Progress {...args} size="md" label="Medium" />
      <Progress {...args} size="lg" label="Large" />
    </div>
  ),
};

/** No value: a sliding segment and no aria-valuenow. */
export const Indeterminate: Story = {
  args: { value: null, label: 'Importing devices' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing devices' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Colors.render };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الفحوصات المنجزة', showValue: true },
};
