import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TruncatedPath } from '@/components/ui/truncated-path';

const meta = {
  title: 'Components/UI/TruncatedPath',
  component: TruncatedPath,
  args: {
    segments: [
      'Suzhou Industrial Park Plant',
      '35 kV Substation',
      'Switchgear room',
      'Transformer room B',
    ],
  },
} satisfies Meta<typeof TruncatedPath>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Widths in px the same path is drawn at, widest first. */
const WIDTHS = [720, 360, 220, 165];

/** Names from three scripts, as a site's people type them. */
const MIXED = ['موقع الرياض', 'Suzhou Industrial Park Plant', '35 kV Substation', '变压器室 B'];

function AtWidths({ segments }: { segments: readonly string[] }) {
  return (
    <div className="ee:flex ee:flex-col ee:gap-3 ee:text-[15px]">
      {WIDTHS.map((w) => (
        <div
          key={w}
          data-width={w}
          style={{ width: w }}
          className="ee:rounded-ee ee:border ee:border-dashed ee:border-line ee:px-2 ee:py-1"
        >
          <TruncatedPath segments={segments} />
        </div>
      ))}
    </div>
  );
}

/** The leaf of a path (`bdi` last in the path) and the box it is drawn in. */
const leafOf = (box: Element) => {
  const bdis = box.querySelectorAll(':scope > span > bdi');
  return bdis[bdis.length - 1] as HTMLElement;
};

/**
 * The same path in boxes of 720 to 165 px: whole when it fits; then the names between the site
 * and the leaf give way to "…", then the site; the leaf always shows whole. The whole path is
 * the tooltip.
 */
export const Widths: Story = {
  render: (args) => <AtWidths segments={args.segments} />,
  play: async ({ canvasElement }) => {
    const boxes = Array.from(canvasElement.querySelectorAll('[data-width]'));
    for (const box of boxes) {
      const leaf = leafOf(box);
      await expect(leaf).toHaveTextContent('Transformer room B');
      // Never cut: its box holds its whole text.
      await expect(leaf.scrollWidth).toBeLessThanOrEqual(leaf.clientWidth);
      await expect(box.firstElementChild).toHaveAttribute(
        'title',
        expect.stringContaining('35 kV Substation'),
      );
    }
    // At 720 px nothing is cut; at 220 px the middle is.
    const middleOf = (box: Element) =>
      box.querySelector(':scope > span > span:not(.ee\\:sr-only)') as HTMLElement;
    await expect(middleOf(boxes[0]).scrollWidth).toBeLessThanOrEqual(
      middleOf(boxes[0]).clientWidth,
    );
    await expect(middleOf(boxes[2]).scrollWidth).toBeGreaterThan(middleOf(boxes[2]).clientWidth);
    // Screen readers get every name, in order.
    await expect(within(boxes[3] as HTMLElement).getByText('35 kV Substation')).toBeInTheDocument();
  },
};

/**
 * Arabic, right to left, with Latin and Chinese names: the path reads from the right (the site
 * first), the chevrons point left, and each name keeps its own order ("35 kV", not "kV … 35").
 */
export const RightToLeftMixedNames: Story = {
  globals: { locale: 'ar' },
  args: { segments: MIXED },
  render: (args) => <AtWidths segments={args.segments} />,
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-width="720"]')!;
    const path = box.firstElementChild as HTMLElement;
    // Separators are icons that turn with the page; never the `›` glyph, which the bidi
    // algorithm mirrors by itself (turned as well, it pointed the wrong way).
    await expect(path.textContent).not.toContain('›');
    const chevrons = Array.from(path.querySelectorAll('svg'));
    await expect(chevrons).toHaveLength(MIXED.length - 1);
    for (const chevron of chevrons) await expect(getComputedStyle(chevron).scale).toBe('-1 1');
    // Reading order from the right: each name lies left of the one before.
    const names = Array.from(path.querySelectorAll('bdi'));
    await expect(names.map((n) => n.textContent)).toEqual(MIXED);
    for (let i = 1; i < names.length; i++)
      await expect(names[i].getBoundingClientRect().right).toBeLessThan(
        names[i - 1].getBoundingClientRect().left + 1,
      );
    // "35 kV Substation" reads left to right inside the Arabic line: "35" before (left of) "kV".
    const text = names[2].firstChild as Text;
    const at = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect();
    };
    await expect(at(0, 2).left).toBeLessThan(at(3, 5).left);
    // Narrow, the Chinese leaf still shows whole.
    const narrow = leafOf(canvasElement.querySelector('[data-width="165"]')!);
    await expect(narrow).toHaveTextContent('变压器室 B');
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(narrow.clientWidth);
  },
};

/** One name alone (a site): no chevron, no tooltip. */
export const SingleName: Story = {
  args: { segments: ['Wuhan Optics Valley Data Center'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvasElement.querySelector('[title]')).toBeNull();
  },
};
