import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { IconButton } from '@/components/ui/icon-button';

const meta = {
  title: 'Components/UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Edit', children: <IconEdit aria-hidden />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'tonal', 'outline', 'text'] },
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['circle', 'rounded'] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const variants = ['solid', 'tonal', 'outline', 'text'] as const;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {variants.map((variant) => (
        <div key={variant} className="ee:flex ee:flex-wrap ee:gap-3">
          {colors.map((color) => (
            <IconButton
              key={color}
              {...args}
              aria-label={`${variant} ${color}`}
              variant={variant}
              color={color}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const SizesAndShapes: Story = {
  render: (args) => (
    <div className="ee:flex ee:items-center ee:gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <IconButton
          key={size}
          {...args}
          aria-label={`Delete ${size}`}
          size={size}
          variant="tonal"
          color="error"
        >
          <IconTrash aria-hidden />
        </IconButton>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <IconButton
          key={size}
          {...args}
          aria-label={`Edit ${size}`}
          size={size}
          variant="solid"
          color="primary"
          shape="rounded"
        />
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, variant: 'tonal', color: 'primary' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
