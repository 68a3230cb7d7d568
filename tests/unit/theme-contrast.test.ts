/**
 * The table rows' muted text against the tints a row takes (hover, focus, selection), in both
 * themes, from the tokens themselves: axe sees a focused row only where a story focuses one, and
 * never a hovered one. WCAG AA asks 4.5:1 for text of 13 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../src/theme/tokens.css', import.meta.url), 'utf8');

/** The `--ee-*` colours declared in the first block whose selector list starts with `selector`. */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}`);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--ee-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [
      name!,
      value!.toLowerCase(),
    ]),
  );
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
/** `over` at `alpha` painted on `under` (Tailwind's `bg-x/8` on the row's surface). */
const mix = (under: Rgb, over: Rgb, alpha: number): Rgb =>
  under.map((c, i) => c * (1 - alpha) + over[i]! * alpha) as Rgb;
const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const light = tokens(':root');
const themes = { light, dark: { ...light, ...tokens("[data-theme='dark']") } };

describe.each(Object.entries(themes))('table rows in the %s theme', (_, t) => {
  const surface = rgb(t.surface!);
  const primary = rgb(t.primary!);
  // data-table-row.tsx: hover bg-surface-2/70, focus bg-primary/8, selected bg-primary/4 (hover
  // /6).
  const tints = {
    hovered: mix(surface, rgb(t['surface-2']!), 0.7),
    focused: mix(surface, primary, 0.08),
    selected: mix(surface, primary, 0.04),
    'selected and hovered': mix(surface, primary, 0.06),
  };

  it('muted text on the plain surface is at least 4.5:1', () => {
    expect(contrast(rgb(t.muted!), surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(tints))('muted text on a %s row is at least 4.5:1', (_, background) => {
    expect(contrast(rgb(t['muted-on-tint']!), background)).toBeGreaterThanOrEqual(4.5);
  });
});
