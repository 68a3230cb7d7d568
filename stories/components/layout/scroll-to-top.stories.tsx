import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ScrollToTop } from '@/components/layout/scroll-to-top';

import { looks } from '../../support/looks';

function Harness({ scrolled = 0 }: { scrolled?: number }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div className="ee:relative ee:[transform:translateZ(0)]">
      <div
        ref={(node) => {
          setBox(node);
          if (node && scrolled) node.scrollTop = scrolled;
        }}
        data-testid="scroller"
        tabIndex={0}
        aria-label="Scrolling content"
        role="region"
        className="ee:h-[320px] ee:overflow-y-auto ee:rounded-ee ee:bg-surface ee:p-6"
      >
        <div className="ee:h-[1200px] ee:text-heading">Scroll me</div>
      </div>
      <ScrollToTop target={box} className="ee:absolute" />
    </div>
  );
}

const meta = { title: 'Layout/ScrollToTop', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shows past 200 px; a press scrolls back smoothly. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scroller.scrollTop = 150;
    scroller.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scroller.scrollTop = 400;
    scroller.dispatchEvent(new Event('scroll'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Scroll to top' }));
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  },
};

const shown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('button');
};
export const Visible: Story = { args: { scrolled: 400 }, play: shown };
export const Dark: Story = { globals: looks.dark, args: { scrolled: 400 }, play: shown };
export const Bordered: Story = { globals: looks.bordered, args: { scrolled: 400 }, play: shown };
export const Rtl: Story = { globals: looks.rtl, args: { scrolled: 400 }, play: shown };

/** A scrolling box with a pager in the middle of its content, as a list's page has. */
function PagerHarness() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div className="ee:relative ee:[transform:translateZ(0)]">
      <div
        ref={setBox}
        data-testid="scroller"
        tabIndex={0}
        aria-label="Scrolling content"
        role="region"
        className="ee:h-[320px] ee:overflow-y-auto ee:rounded-ee ee:bg-surface ee:p-6"
      >
        <div className="ee:h-[600px]" />
        <nav
          aria-label="Pagination"
          data-keep-clear=""
          className="ee:flex ee:h-10 ee:items-center ee:justify-end ee:gap-1 ee:bg-surface-2 ee:px-2"
        >
          <button type="button" className="ee:size-[34px]">
            1
          </button>
          <button type="button" className="ee:size-[34px]">
            2
          </button>
        </nav>
        <div className="ee:h-[600px]" />
      </div>
      <ScrollToTop target={box} className="ee:absolute" />
    </div>
  );
}

/**
 * The button steps aside while a pager (or tabs) would lie under it: a finger aiming at the
 * last page must not hit "Scroll to top" (issue 35.18). Scrolled on, it is back.
 */
export const StepsAsideForThePager: Story = {
  parameters: { visual: false },
  render: () => <PagerHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    const scrollTo = async (top: number) => {
      scroller.scrollTop = top;
      scroller.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    };
    const button = () =>
      canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Scroll to top"]');
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    const overlaps = () => {
      const a = button()!.getBoundingClientRect();
      const b = pager.getBoundingClientRect();
      return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    };
    // Scrolled so the pager lies where the button sits: hidden, and out of reach.
    await scrollTo(360);
    await waitFor(() => expect(button()).toHaveAttribute('data-blocked'));
    await expect(overlaps()).toBe(true);
    await expect(getComputedStyle(button()!).visibility).toBe('hidden');
    await expect(button()).toHaveAttribute('inert');
    // The pager above it: the button is back.
    await scrollTo(520);
    await waitFor(() => expect(button()).not.toHaveAttribute('data-blocked'));
    await expect(overlaps()).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  },
};
