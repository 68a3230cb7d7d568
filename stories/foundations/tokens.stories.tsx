import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { tones } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

/** The colour tokens and tones of the theme (src/theme/tokens.css), as designers review them. */
function Tokens() {
  // Muted text is AA on body and surface only; surface-2 (hover rows, wells) takes body text.
  const surfaces = [
    ['ee:bg-body', 'Body', true],
    ['ee:bg-surface', 'Surface', true],
    ['ee:bg-surface-2', 'Surface 2', false],
  ] as const;
  return (
    <div className="ee:grid ee:gap-6">
      <section aria-labelledby="tones-title" className="ee:grid ee:gap-3">
        <h2 id="tones-title" className="ee:text-lg ee:font-semibold">
          Tones
        </h2>
        <div className="ee:grid ee:grid-cols-6 ee:gap-3">
          {tones.map((tone) => (
            <div
              key={tone}
              className={cn(
                `ee:tone-${tone}`,
                'ee:grid ee:gap-1.5 ee:rounded-ee ee:bg-surface ee:p-3 ee:shadow-card',
              )}
            >
              <span className="ee:h-10 ee:rounded-ee ee:bg-tone" aria-hidden />
              <span className="ee:rounded-ee ee:bg-tone-solid ee:px-2 ee:py-1 ee:text-[13px] ee:text-white">
                {tone} solid
              </span>
              <span className="ee:rounded-ee ee:bg-tone/16 ee:px-2 ee:py-1 ee:text-[13px] ee:text-tone-ink">
                {tone} tonal
              </span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="surfaces-title" className="ee:grid ee:gap-3">
        <h2 id="surfaces-title" className="ee:text-lg ee:font-semibold">
          Surfaces and text
        </h2>
        <div className="ee:grid ee:grid-cols-3 ee:gap-3">
          {surfaces.map(([cls, label, muted]) => (
            <div
              key={cls}
              className={cn(cls, 'ee:grid ee:gap-1 ee:rounded-ee ee:border ee:border-line ee:p-4')}
            >
              <span className="ee:font-semibold ee:text-heading">{label}</span>
              <span className="ee:text-text">Body text</span>
              {muted && <span className="ee:text-muted">Muted text</span>}
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
  parameters: {
    docs: {
      description: {
        component: 'Primary #7367F0 (darker #675DD8). Solid fills and inks are tuned for WCAG AA.',
      },
    },
  },
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
