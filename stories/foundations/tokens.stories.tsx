import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../src/components/ui/tone';
import { cn } from '../../src/lib/cn';

/** The colour tokens and tones of the theme (src/theme/tokens.css), as designers review them. */
function Tokens() {
  // Muted text is AA on body and surface only; surface-2 (hover rows, wells) takes body text.
  const surfaces = [
    ['bg-body', 'Body', true],
    ['bg-surface', 'Surface', true],
    ['bg-surface-2', 'Surface 2', false],
  ] as const;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="tones-title" className="grid gap-3">
        <h2 id="tones-title" className="text-lg font-semibold">Tones</h2>
        <div className="grid grid-cols-6 gap-3">
          {tones.map((tone) => (
            <div key={tone} className={cn(`tone-${tone}`, 'grid gap-1.5 rounded-ee bg-surface p-3 shadow-card')}>
              <span className="h-10 rounded-ee bg-tone" aria-hidden />
              <span className="rounded-ee bg-tone-solid px-2 py-1 text-[13px] text-white">{tone} solid</span>
              <span className="rounded-ee bg-tone/16 px-2 py-1 text-[13px] text-tone-ink">{tone} tonal</span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="surfaces-title" className="grid gap-3">
        <h2 id="surfaces-title" className="text-lg font-semibold">Surfaces and text</h2>
        <div className="grid grid-cols-3 gap-3">
          {surfaces.map(([cls, label, muted]) => (
            <div key={cls} className={cn(cls, 'grid gap-1 rounded-ee border border-line p-4')}>
              <span className="font-semibold text-heading">{label}</span>
              <span className="text-text">Body text</span>
              {muted && <span className="text-muted">Muted text</span>}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: { docs: { description: { component: 'Primary #7367F0 (darker #675DD8). Solid fills and inks are tuned for WCAG AA.' } } },
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('primary solid')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Bordered: Story = { globals: { skin: 'bordered' } };
