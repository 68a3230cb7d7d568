import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CircularProgress } from '@/components/ui/circular-progress';

const meta = {
  title: 'Components/UI/CircularProgress',
  component: CircularProgress,
  args: { value: 72 },
  argTypes: {
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
  },
} satisfies Meta<typeof CircularProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** The value in the centre and as aria-valuenow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Progress' });
    await expect(ring).toHaveAttribute('aria-valuenow', '72');
    await expect(ring).toHaveTextContent('72%');
  },
};

export const Colors: Story = {
  render: (args) => (
    <div className="ee:flex ee:flex-wrap ee:gap-4">
      {colors.map((color, i) => (
        <CircularProgress key={color} {...args} color={color} value={10 + i * 18} />
      ))}
    </div>
  ),
};

export const SizesAndLabels: Story = {
  render: (args) => (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-4">
      <CircularProgress {...args} size={28} thickness={3} />
      <CircularProgress {...args} size={56} />
      <CircularProgress {...args} size={96} thickness={8} label="18/25" color="success" />
    </div>
  ),
};

/** No value: a spinning arc without aria-valuenow. */
export const Indeterminate: Story = {
  args: { value: null },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Colors.render };
