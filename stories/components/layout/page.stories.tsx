import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Page } from '@/components/layout/page';
import { Card, CardHeader } from '@/components/ui/card';

import { looks } from '../../support/looks';

const cards = (
  <>
    <Card>
      <CardHeader title="Devices" subtitle="122 in the register" />
    </Card>
    <Card>
      <CardHeader title="Alarms" subtitle="3 open" />
    </Card>
  </>
);

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { children: cards },
  argTypes: { layout: { control: 'inline-radio', options: ['stack', 'grid'] } },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards one under the other, 24 px apart, inside the page's padding. */
export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByText('Devices').closest('.ee\\:p-4') as HTMLElement;
    const [first, second] = [...page.children].map((card) => card.getBoundingClientRect());
    // gap-6: 1.5 rem (22.5 px at the kit's 15 px root), as every screen spaces its cards.
    await expect(second!.top - first!.bottom).toBe(parseFloat(getComputedStyle(page).rowGap));
    await expect(second!.top - first!.bottom).toBeGreaterThan(20);
    await expect(first!.left - page.getBoundingClientRect().left).toBeGreaterThanOrEqual(16);
  },
};
/** Columns the screen names: the side column first on a desk screen. */
export const Grid: Story = {
  args: { layout: 'grid', className: 'ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]' },
};
export const Dark: Story = { globals: looks.dark };
