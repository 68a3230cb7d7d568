import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from '../../../src/components/layout/scroll-to-top';
import { looks } from './fixtures';

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
