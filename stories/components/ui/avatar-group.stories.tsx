import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';

import { portrait } from '../../support/sample-images';

const meta = {
  title: 'Components/UI/AvatarGroup',
  component: AvatarGroup,
  args: { 'aria-label': 'Assigned engineers' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof AvatarGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = [
  { name: 'Ada Lovelace', color: 'primary' },
  { name: 'Nikola Tesla', color: 'info' },
  { name: 'Grace Hopper', color: 'success', src: portrait },
  { name: 'Alan Turing', color: 'warning' },
  { name: 'Marie Curie', color: 'error' },
  { name: 'Michael Faraday', color: 'secondary' },
  { name: 'James Maxwell', color: 'primary' },
] as const;

const avatars = people.map((p) => (
  <Avatar key={p.name} name={p.name} color={p.color} src={'src' in p ? p.src : undefined} />
));

/** Four shown, "+3" names the rest (accessible name and tooltip on focus). */
export const WithMax: Story = {
  args: { max: 4, children: avatars },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('img', {
      name: '3 more: Marie Curie, Michael Faraday, James Maxwell',
    });
    await expect(more).toHaveTextContent('+3');
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Marie Curie, Michael Faraday, James Maxwell',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const All: Story = { args: { children: avatars } };

export const Sizes: Story = {
  render: (args) => (
    <div className="ee:grid ee:gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <AvatarGroup key={size} {...args} size={size} max={3}>
          {avatars}
        </AvatarGroup>
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: WithMax.args };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { max: 4, children: avatars },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /^3 أخرى/ })).toBeVisible();
  },
};
