import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Footer } from '@/components/layout/footer';

import { looks } from '../../support/looks';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    type: 'static',
    year: 2026,
    links: (
      <a href="#help" className="ee:text-primary-ink">
        Help
      </a>
    ),
  },
  argTypes: { type: { control: 'inline-radio', options: ['static', 'sticky', 'hidden'] } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      '© 2026 电气设备管理',
    );
  },
};
export const Sticky: Story = { args: { type: 'sticky' } };
/** Hidden renders nothing (the product's default). */
export const Hidden: Story = {
  args: { type: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};
export const Dark: Story = { globals: looks.dark, args: { type: 'sticky' } };
export const Bordered: Story = { globals: looks.bordered, args: { type: 'sticky' } };
export const Rtl: Story = { globals: looks.rtl };
