import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Brand } from '@/components/layout/brand';
import { SearchButton } from '@/components/layout/search-button';

import { looks } from '../../support/looks';

const meta = {
  title: 'Layout/Brand',
  component: Brand,
  render: (args) => (
    <div className="ee:flex ee:items-center ee:gap-6 ee:text-heading">
      <Brand {...args} />
      <Brand compact />
      <SearchButton />
    </div>
  ),
} satisfies Meta<typeof Brand>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mark, the title 电气设备管理 (compact: the mark alone), and the navbar's search button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('电气设备管理')[0]).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Search/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    );
  },
};
export const Dark: Story = { globals: looks.dark };
export const Bordered: Story = { globals: looks.bordered };
export const Rtl: Story = { globals: looks.rtl };
