import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '@/components/ui/button';

const meta = {
  title: 'Components/UI/Button',
  component: Button,
  args: { children: 'Button', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'tonal', 'outline', 'text'] },
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const variants = ['solid', 'tonal', 'outline', 'text'] as const;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Button' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {variants.map((variant) => (
        <div key={variant} className="ee:flex ee:flex-wrap ee:gap-3">
          {colors.map((color) => (
            <Button key={color} {...args} variant={variant} color={color}>
              {color}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="ee:flex ee:items-center ee:gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <IconPlus aria-hidden size={18} />, children: 'Add device' },
  render: (args) => (
    <div className="ee:flex ee:gap-3">
      <Button {...args} />
      <Button
        {...args}
        variant="tonal"
        startIcon={undefined}
        endIcon={<IconDeviceFloppy aria-hidden size={18} />}
      >
        Save
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};
