import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Card, CardContent } from '@/components/ui/card';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'circle', 'block'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="ee:grid ee:max-w-md ee:gap-4">
      <Skeleton variant="line" />
      <Skeleton variant="circle" />
      <Skeleton variant="block" />
    </div>
  ),
};

/** `SkeletonText lines` with a shorter last line. */
export const Text: Story = {
  render: () => (
    <div className="ee:max-w-md" data-testid="text">
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('text');
    await expect(box.querySelectorAll('.ee\\:animate-pulse')).toHaveLength(4);
    await expect(box.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A loading card: avatar, two lines, a block. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card className="ee:max-w-md" aria-busy="true">
      <CardContent className="ee:grid ee:gap-4">
        <div className="ee:flex ee:items-center ee:gap-3">
          <Skeleton variant="circle" />
          <div className="ee:grid ee:flex-1 ee:gap-2">
            <Skeleton style={{ width: '50%' }} />
            <Skeleton style={{ width: '33%', height: 12 }} />
          </div>
        </div>
        <Skeleton variant="block" style={{ height: 128 }} />
        <SkeletonText lines={2} />
      </CardContent>
    </Card>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: CardPlaceholder.render };
export const Rtl: Story = { globals: { locale: 'ar' }, render: CardPlaceholder.render };
