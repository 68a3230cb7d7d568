import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Rating } from '@/components/ui/rating';

const meta = {
  title: 'Components/UI/Rating',
  component: Rating,
  args: { value: 4.5 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named "4.5 out of 5"; the count after it is read as "Ratings: 1,284". */
export const WithCount: Story = {
  args: { count: 1284 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(1,284)')).toBeVisible();
    await expect(canvas.getByText('Ratings: 1,284')).toBeInTheDocument();
  },
};

/**
 * Values are drawn to the nearest half star but named to one decimal (the name gives the rating,
 * as the text beside it does); out-of-range values are held to 0…5.
 */
export const Values: Story = {
  render: () => (
    <div className="ee:grid ee:gap-3">
      {[0, 1, 2.26, 2.74, 3.5, 5, 7, -1].map((value) => (
        <Rating key={value} value={value} data-testid={`r${value}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (value: number) =>
      within(canvas.getByTestId(`r${value}`))
        .getByRole('img')
        .getAttribute('aria-label');
    await expect(name(0)).toBe('0 out of 5');
    await expect(name(2.26)).toBe('2.3 out of 5');
    await expect(name(2.74)).toBe('2.7 out of 5');
    await expect(name(3.5)).toBe('3.5 out of 5');
    await expect(name(7)).toBe('5 out of 5');
    await expect(name(-1)).toBe('0 out of 5');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="ee:grid ee:gap-3">
      <Rating value={3.5} size="sm" count={12} />
      <Rating value={3.5} size="md" count={12} />
      <Rating value={3.5} size="lg" count={12} />
    </div>
  ),
};

export const Dark: Story = { args: { count: 86 }, globals: { theme: 'dark' } };

/** The half star fills its right (start) half; the name and count in Arabic. */
export const Rtl: Story = {
  args: { value: 3.5, count: 1284 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/من/);
  },
};

export const Chinese: Story = {
  args: { value: 4, count: 20 },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4 分（满分 5）' })).toBeVisible();
  },
};
