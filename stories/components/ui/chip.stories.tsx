import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBolt, IconCircleCheck } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Chip } from '@/components/ui/chip';

const meta = {
  title: 'Components/UI/Chip',
  component: Chip,
  args: { children: 'Active' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['tonal', 'solid', 'outline'] },
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    shape: { control: 'inline-radio', options: ['rounded', 'pill'] },
  },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const variants = ['tonal', 'solid', 'outline'] as const;

export const Default: Story = { args: { color: 'success' } };

export const Variants: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {variants.map((variant) => (
        <div key={variant} className="ee:flex ee:flex-wrap ee:gap-3">
          {colors.map((color) => (
            <Chip key={color} {...args} variant={variant} color={color}>
              {color}
            </Chip>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const SizesAndShapes: Story = {
  render: (args) => (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">
      <Chip {...args} size="sm">
        Small
      </Chip>
      <Chip {...args} size="md">
        Medium
      </Chip>
      <Chip {...args} size="sm" shape="pill">
        Small pill
      </Chip>
      <Chip {...args} size="md" shape="pill">
        Medium pill
      </Chip>
    </div>
  ),
};

/** Device statuses as the lists show them. */
export const WithIcon: Story = {
  render: () => (
    <div className="ee:flex ee:flex-wrap ee:gap-3">
      <Chip color="success" icon={<IconCircleCheck />}>
        In service
      </Chip>
      <Chip color="warning" icon={<IconBolt />}>
        Maintenance due
      </Chip>
      <Chip color="error" variant="solid" icon={<IconBolt />} size="md">
        Fault
      </Chip>
    </div>
  ),
};

/** The remove button has its own name ("Remove Substation A") and calls onDelete. */
export const Deletable: Story = {
  args: { children: 'Substation A', color: 'primary', onDelete: fn() },
  render: (args) => (
    <div className="ee:flex ee:flex-wrap ee:gap-3">
      <Chip {...args} />
      <Chip {...args} variant="solid" size="md" shape="pill" onDelete={() => {}}>
        Solid
      </Chip>
      <Chip {...args} variant="outline" color="secondary" onDelete={() => {}}>
        Outline
      </Chip>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Substation A' });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
  },
};

/**
 * `truncate` ends a label too long for its container with "…" (filter chips); without it the chip
 * keeps its whole label.
 */
export const Truncated: Story = {
  args: { children: 'Location: Suzhou Industrial Park Plant / 35 kV Substation / Switchgear room' },
  render: (args) => (
    <div className="ee:flex ee:w-64 ee:flex-col ee:items-start ee:gap-2">
      <Chip {...args} truncate color="primary" onDelete={fn()} />
      <Chip {...args} color="secondary" className="ee:max-w-none" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [clipped, whole] = Array.from(
      canvasElement.querySelectorAll<HTMLElement>(
        'span.ee\\:inline-flex > span:not([aria-hidden])',
      ),
    );
    await expect(clipped.scrollWidth).toBeGreaterThan(clipped.clientWidth);
    await expect(whole.scrollWidth).toBe(whole.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { children: 'نشط', color: 'success', icon: <IconCircleCheck />, onDelete: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إزالة نشط' })).toBeVisible();
  },
};
