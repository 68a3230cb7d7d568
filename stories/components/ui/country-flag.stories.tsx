import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { CountryFlag } from '@/components/ui/country-flag';

const meta = {
  title: 'Components/UI/CountryFlag',
  component: CountryFlag,
  args: { code: 'fr' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof CountryFlag>;
export default meta;
type Story = StoryObj<typeof meta>;

const CODES = ['AU', 'US', 'FR', 'CN', 'BR', 'IN', 'GB', 'DE', 'JP', 'SA'];

/** Waits until every known flag of the story has its SVG (the flag set is a lazy chunk). */
async function flagsLoaded(root: HTMLElement, count: number) {
  await waitFor(() => expect(root.querySelectorAll('[data-loaded] svg')).toHaveLength(count));
}

/** SVG flags named in the user's language; an unknown code is a neutral box named by the code. */
export const Gallery: Story = {
  render: () => (
    <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-4">
      {CODES.map((code) => (
        <CountryFlag key={code} code={code} />
      ))}
      <CountryFlag code="zz" />
      <CountryFlag code="not a code" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await flagsLoaded(canvasElement, CODES.length);
    await expect(canvas.getByRole('img', { name: 'France' })).toHaveAttribute('title', 'France');
    await expect(
      canvas.getByRole('img', { name: 'United States' }).querySelector('svg'),
    ).toBeInTheDocument();
    // Unknown: a box, no SVG, still named (ZZ is CLDR's "unknown region"; not a code: as given).
    const unknown = canvasElement.querySelector('[data-code="ZZ"]') as HTMLElement;
    await expect(unknown.querySelector('svg')).toBeNull();
    await expect(unknown.getAttribute('aria-label')).toBeTruthy();
    await expect(canvas.getByRole('img', { name: 'not a code' }).querySelector('svg')).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="ee:flex ee:items-center ee:gap-4">
      <CountryFlag code="br" size="sm" />
      <CountryFlag code="br" size="md" />
      <CountryFlag code="br" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await flagsLoaded(canvasElement, 3);
    const boxes = within(canvasElement).getAllByRole('img', { name: 'Brazil' });
    await expect(boxes.map((b) => Math.round(b.getBoundingClientRect().width))).toEqual([
      18, 24, 36,
    ]);
    await expect(boxes.map((b) => Math.round(b.getBoundingClientRect().height))).toEqual([
      12, 16, 24,
    ]);
  },
};

/** An explicit title replaces the country name. */
export const Titled: Story = {
  args: { code: 'cn', title: 'Shanghai depot', size: 'lg' },
  play: async ({ canvasElement }) => {
    await flagsLoaded(canvasElement, 1);
    await expect(within(canvasElement).getByRole('img', { name: 'Shanghai depot' })).toBeVisible();
  },
};

export const Dark: Story = { ...Gallery, globals: { theme: 'dark' } };

/** Names come from the browser's region names in the user's language. */
export const Arabic: Story = {
  ...Sizes,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await flagsLoaded(canvasElement, 3);
    await expect(within(canvasElement).getAllByRole('img', { name: 'البرازيل' })).toHaveLength(3);
  },
};

export const Chinese: Story = {
  args: { code: 'IN', size: 'lg' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await flagsLoaded(canvasElement, 1);
    await expect(within(canvasElement).getByRole('img', { name: '印度' })).toBeVisible();
  },
};
