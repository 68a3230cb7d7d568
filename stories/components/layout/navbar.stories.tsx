import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBell, IconMenu2 } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { Navbar } from '@/components/layout/navbar';
import { SearchButton } from '@/components/layout/search-button';
import { IconButton } from '@/components/ui/icon-button';

import { looks } from '../../support/looks';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: { type: 'static', variant: 'floating', blur: true },
  argTypes: {
    type: { control: 'inline-radio', options: ['sticky', 'static', 'hidden'] },
    variant: { control: 'inline-radio', options: ['floating', 'full'] },
  },
  render: (args) => (
    <div className="ee:bg-[linear-gradient(135deg,var(--ee-primary)_0_30%,transparent_30%)] ee:p-2">
      <Navbar {...args}>
        <IconButton aria-label="Open navigation" className="ee:text-heading">
          <IconMenu2 aria-hidden />
        </IconButton>
        <SearchButton />
        <div className="ee:ms-auto ee:flex ee:items-center ee:gap-1">
          <IconButton aria-label="Notifications" className="ee:text-heading">
            <IconBell aria-hidden />
          </IconButton>
        </div>
      </Navbar>
    </div>
  ),
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Floating, blurred (the primary band behind shows through). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-navbar-blur', 'true');
    await expect(getComputedStyle(header).backdropFilter).toContain('blur');
  },
};
export const Full: Story = { args: { variant: 'full', blur: false } };
export const Hidden: Story = {
  args: { type: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).not.toBeVisible();
  },
};
export const Dark: Story = { globals: looks.dark };
export const Bordered: Story = { globals: looks.bordered };
export const Rtl: Story = { globals: looks.rtl };
