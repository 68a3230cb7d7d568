/**
 * Issue 13 point 2: on a 390×844 phone no route is wider than the screen, in English and in
 * Arabic (right to left), for the admin and for the client account. A page that scrolls
 * sideways is measured by the document's scroll width once the page's content has drawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { baseUrl, freshHeading, launch, signIn, visit } from './browser';
import { ADMIN_PATHS, CLIENT_PATHS } from './routes';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone's context. */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** The language setting, as the app keeps it (a cookie), for the pages loaded next. */
const speak = (context: BrowserContext, language: 'en' | 'ar') => context.addCookies([{ name: 'device-language', value: language, url: baseUrl() }]);

/** Waits until the page has drawn its content: no skeleton, no loading bar, fonts in. */
async function drawn(page: Page): Promise<void> {
  // Attached, not visible: a phone layout may keep a page's heading for screen readers only.
  await freshHeading(page).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .ee-skeleton, [data-loading="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

/** The widest element that sticks out past the viewport's right or left edge, to say what to fix. */
function widest(page: Page): Promise<string> {
  return page.evaluate((width) => {
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
    return worst.over > 0 ? `${Math.round(worst.over)} px: ${worst.what}` : '';
  }, PHONE.width);
}

/**
 * The routes among `paths` that scroll sideways, each with what sticks out most. With `move`,
 * the pages after the first are reached as a link would reach them (see ADMIN_PATHS); else each
 * is loaded.
 */
async function tooWide(page: Page, paths: readonly string[], { move = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    // The first page is loaded: the language cookie was set after the sign-in.
    await visit(page, path, { load: index === 0 || !move });
    await drawn(page).catch((error: Error) => {
      throw new Error(`${path} did not draw: ${error.message}`);
    });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > PHONE.width) found.push(`${path} is ${scrollWidth} px wide (${await widest(page)})`);
  }
  return found;
}

describe('every route fits a 390×844 phone (issue 13.2)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`as the admin, in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const { context, page } = await phone();
      await signIn(page);
      await page.waitForURL(`${baseUrl()}/`);
      await speak(context, language);
      const wide = await tooWide(page, ADMIN_PATHS, { move: true });
      // The routes in the message: a report (the flake script's JSON) shows no diff.
      expect(wide, wide.join('; ')).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('signed out (login) and as the client account', async () => {
    const { context, page } = await phone();
    const login = await tooWide(page, ['/login']);
    expect(login, login.join('; ')).toEqual([]);
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    const client = await tooWide(page, CLIENT_PATHS);
    expect(client, client.join('; ')).toEqual([]);
    await context.close();
  }, 120_000);
});
