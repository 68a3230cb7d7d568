/**
 * Runs before every story test (Vitest browser mode). After a story's play function passes,
 * its canvas is compared with the committed baseline, pixel for pixel. Stories opt out with
 * `parameters: { visual: false }` (e.g. ones that only exist to drive an interaction).
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// A blinking caret and a smooth scroll are the two things reduced motion does not stop. How much
// of a video the browser has buffered when the picture is taken depends on the machine's load (a
// busy run drew part of the academy player's seek bar once): the buffered range is not drawn.
const style = document.createElement('style');
style.textContent = [
  '*, *::before, *::after { caret-color: transparent !important; scroll-behavior: auto !important; }',
  'media-time-range { --media-time-range-buffered-color: transparent !important; }',
].join('\n');
document.head.appendChild(style);

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: Record<string, unknown> } }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters?.visual === false) return;
  await document.fonts.ready;
  // Transitions that reduced motion does not stop (colours, opacity) end before the picture, so
  // a play function that ends right after a hover or a click is not captured mid-fade.
  await settled();
  const root = document.querySelector<HTMLElement>('[data-visual-root]') ?? document.body;
  // A screen taller than the viewport would be captured blank below the fold: grow the
  // viewport to the content (capped), then let layout settle before comparing. The width stays
  // the story's (1200, or a phone's 390: a phone story must not be drawn on a desk screen).
  const height = Math.min(
    Math.max(document.documentElement.scrollHeight, window.innerHeight),
    4000,
  );
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  await expect.element(page.elementLocator(root)).toMatchScreenshot({ timeout: 20_000 });
});

/** Resolves when every finite CSS transition and animation running in the document has ended. */
async function settled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}
