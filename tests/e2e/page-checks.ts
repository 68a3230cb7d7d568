/**
 * What the route-wide checks (a11y.test.ts, phone.test.ts) share: when a page counts as drawn,
 * the phone they use, and how a page that scrolls sideways is found and explained.
 */
import type { Browser, BrowserContext, Page } from 'playwright';

import { freshHeading } from './browser';

/** The phone of the width checks (issue 13.2). */
export const PHONE = { width: 390, height: 844 };

/**
 * A phone's context; `bypassCSP` for a test that puts axe into the page (the app's policy would
 * refuse it).
 */
export async function phoneContext(
  browser: Browser,
  { bypassCSP = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    bypassCSP,
  });
  return { context, page: await context.newPage() };
}

/**
 * Waits until the page `visit` opened has drawn its content: no skeleton, no loading bar, fonts in,
 * two frames later.
 */
export async function drawn(page: Page): Promise<void> {
  // Attached, not visible: a phone layout may keep a page's heading for screen readers only.
  await freshHeading(page).waitFor({ state: 'attached' });
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .ee-skeleton, [data-loading="true"]'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    ),
  );
}

/**
 * '' when the page is no wider than the phone; else how wide it is and the element that sticks
 * out most past the right or left edge, to say what to fix. The width is the phone's, not
 * `innerWidth`: a phone may widen its layout viewport to what is too wide.
 */
export function overflow(page: Page, width = PHONE.width): Promise<string> {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return '';
    let worst = { over: 0, what: '' };
    // What a scrolling or clipping box holds does not widen the page (that box itself would).
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    // A fixed bar spanning the screen only follows the layout viewport, which a phone widens to
    // fit what is too wide: it is never the cause.
    const fixed = (el: Element) => getComputedStyle(el).position === 'fixed';
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (clipped(el) || fixed(el) || el.getBoundingClientRect().width <= 1) continue;
      const r = el.getBoundingClientRect();
      const over = Math.max(r.right - width, -r.left);
      if (over > worst.over + 0.5)
        worst = {
          over,
          what: `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).slice(0, 80)} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        };
    }
    return `${scrollWidth} px wide (${worst.over > 0 ? `${Math.round(worst.over)} px: ${worst.what}` : 'no single element found'})`;
  }, width);
}

/** What a tap-target check reports of one element: where it is and how big. */
export interface SmallTarget {
  /** Tag, role and name, to say what to fix. */
  what: string;
  width: number;
  height: number;
}

/**
 * The interactive elements inside `root` (the main content by default) that are drawn smaller
 * than `min` × `min` CSS px (WCAG 2.2 2.5.8, target size minimum). A control's target is its
 * own box, or its label's when the label wraps it (a native radio inside its label), or the clear
 * layer it holds to be pressed beyond its drawn box (`data-hit-area`, the checkbox's). A link in a
 * line of text is the exception the criterion makes ("in a sentence"); hidden, screen-reader-only
 * and inert elements are not targets, nor is what takes the focus without doing anything on a
 * press (a focusable image, a scrolling region).
 */
export function smallTargets(page: Page, { root = 'main', min = 24 } = {}): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ root, min }) => {
      const SELECTOR = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="slider"]',
        '[role="combobox"]',
        '[role="menuitem"]',
      ].join(', ');
      const container = document.querySelector(root);
      if (!container) return [];
      const hidden = (el: Element) => {
        if (el.closest('[aria-hidden="true"], [inert]')) return true;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return true;
        const r = el.getBoundingClientRect();
        // Screen-reader-only text (1×1 px, clipped) is no target.
        return r.width <= 1 || r.height <= 1;
      };
      // A link in running text: inline, and its block holds more text than the link.
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline'))
          block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own + 2;
      };
      const found: { what: string; width: number; height: number }[] = [];
      for (const el of Array.from(container.querySelectorAll(SELECTOR))) {
        if (hidden(el) || inSentence(el)) continue;
        const label = el.closest('label');
        // A clear layer inside a control that reaches past its drawn box (`data-hit-area`) is
        // part of what a press hits.
        const boxes = [
          el,
          ...Array.from(el.querySelectorAll(':scope > [data-hit-area]')),
          ...(label && label !== el ? [label] : []),
        ].map((b) => b.getBoundingClientRect());
        const width = Math.max(...boxes.map((b) => b.width));
        const height = Math.max(...boxes.map((b) => b.height));
        if (width + 0.01 >= min && height + 0.01 >= min) continue;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const role = el.getAttribute('role');
        found.push({
          what: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`,
          width: Math.round(width * 10) / 10,
          height: Math.round(height * 10) / 10,
        });
      }
      return found;
    },
    { root, min },
  );
}

/**
 * The floating buttons (fixed to the screen, outside dialogs: scroll-to-top, the customizer's
 * tab) that lie over a tab list or a pager, as "what over what". Hidden and inert ones do not
 * count: they cannot be hit.
 */
export function floatingOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !el.closest('[inert]') &&
        r.width > 0 &&
        r.height > 0
      );
    };
    const floating = Array.from(document.querySelectorAll('button')).filter(
      (b) =>
        getComputedStyle(b).position === 'fixed' &&
        !b.closest('[role="dialog"], [role="alertdialog"]') &&
        visible(b),
    );
    const clear = Array.from(
      document.querySelectorAll('[role="tablist"], nav[data-keep-clear]'),
    ).filter(visible);
    const found: string[] = [];
    for (const button of floating) {
      const b = button.getBoundingClientRect();
      for (const el of clear) {
        const r = el.getBoundingClientRect();
        // Only what is on the screen can be covered.
        if (r.bottom <= 0 || r.top >= innerHeight) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
          found.push(
            `"${button.getAttribute('aria-label')}" over ${el.getAttribute('role') ?? el.getAttribute('aria-label')}`,
          );
      }
    }
    return found;
  });
}
