import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBolt } from '@tabler/icons-react';
import { expect, waitFor, within } from 'storybook/test';

import { Avatar } from '@/components/ui/avatar';

import { portrait } from '../../support/sample-images';

const meta = {
  title: 'Components/UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
    variant: { control: 'inline-radio', options: ['tonal', 'solid'] },
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** The image, named by `name`. */
export const Image: Story = {
  args: { src: portrait, name: 'Grace Hopper' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Grace Hopper' }).tagName).toBe('IMG'),
    );
  },
};

/** No `src`: the initials, still named for screen readers. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

/** A broken image falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Nikola Tesla', color: 'info' },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByRole('img', { name: 'Nikola Tesla' });
    await expect(avatar).toHaveTextContent('NT');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Colors: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {(['tonal', 'solid'] as const).map((variant) => (
        <div key={variant} className="ee:flex ee:flex-wrap ee:gap-3">
          {colors.map((color) => (
            <Avatar key={color} {...args} variant={variant} color={color} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const SizesAndShapes: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {(['circle', 'square'] as const).map((shape) => (
        <div key={shape} className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Avatar key={size} {...args} shape={shape} size={size} />
          ))}
          <Avatar {...args} shape={shape} size="lg" src={portrait} />
        </div>
      ))}
    </div>
  ),
};

/** An icon instead of initials, e.g. for a device. */
export const IconFallback: Story = {
  args: {
    name: 'Transformer',
    fallback: <IconBolt aria-hidden />,
    color: 'warning',
    shape: 'square',
  },
};

/** CJK names take their first character. */
export const CjkName: Story = {
  args: { name: '王小明', color: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '王小明' })).toHaveTextContent(
      '王',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Colors.render };
