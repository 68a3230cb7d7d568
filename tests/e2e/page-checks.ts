/**
 * What the route-wide checks (a11y.test.ts, phone.test.ts) share: when a page counts as drawn,
 * the phone they use, and how a page that scrolls sideways is found and explained.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { freshHeading } from './browser';

/** The phone of the width checks (issue 13.2). */
export const PHONE = { width: 390, height: 844 };

/** A phone's context; `bypassCSP` for a test that puts axe into the page (the app's policy would refuse it). */
export async function phoneContext(browser: Browser, { bypassCSP = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP });
  return { context, page: await context.newPage() };
}

/** Waits until the page `visit` opened has drawn its content: no skeleton, no loading bar, fonts in, two frames later. */
export async function drawn(page: Page): Promise<void> {
  // Attached, not visible: a phone layout may keep a page's heading for screen readers only.
  await freshHeading(page).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .ee-skeleton, [data-loading="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
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
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    // A fixed bar spanning the screen only follows the layout viewport, which a phone widens to
    // fit what is too wide: it is never the cause.
    const fixed = (el: Element) => getComputedStyle(el).position === 'fixed';
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (clipped(el) || fixed(el) || el.getBoundingClientRect().width <= 1) continue;
      const r = el.getBoundingClientRect();
      const over = Math.max(r.right - width, -r.left);
      if (over > worst.over + 0.5) worst = { over, what: `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).slice(0, 80)} "${(el.textContent ?? '').trim().slice(0, 40)}"` };
    }
    return `${scrollWidth} px wide (${worst.over > 0 ? `${Math.round(worst.over)} px: ${worst.what}` : 'no single element found'})`;
  }, width);
}
