/**
 * Issue 13 point 2: on a 390×844 phone no route is wider than the screen, in English and in
 * Arabic (right to left), for the admin and for the client account. A page that scrolls
 * sideways is measured by the document's scroll width once the page's content has drawn.
 * The admin's routes in Arabic are checked by the axe sweep in dark Arabic, which runs on this
 * phone (a11y.test.ts): one walk through every route does both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { baseUrl, launch, signIn, visit } from './browser';
import { ADMIN_PATHS, CLIENT_PATHS } from './routes';
import { drawn, overflow, phoneContext } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The routes among `paths` that scroll sideways, each with what sticks out most. With `move`,
 * the pages after the first are reached as a link would reach them (see ADMIN_PATHS); else each
 * is loaded.
 */
async function tooWide(page: Page, paths: readonly string[], { move = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    await visit(page, path, { load: index === 0 || !move });
    await drawn(page).catch((error: Error) => {
      throw new Error(`${path} did not draw: ${error.message}`);
    });
    const wide = await overflow(page);
    if (wide) found.push(`${path} is ${wide}`);
  }
  return found;
}

describe('every route fits a 390×844 phone (issue 13.2)', () => {
  it('as the admin, in English', async () => {
    const { context, page } = await phoneContext(browser);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    const wide = await tooWide(page, ADMIN_PATHS, { move: true });
    // The routes in the message: a report (the flake script's JSON) shows no diff.
    expect(wide, wide.join('; ')).toEqual([]);
    await context.close();
  }, 240_000);

  it('signed out (login) and as the client account, in English and in Arabic', async () => {
    const { context, page } = await phoneContext(browser);
    const found = await tooWide(page, ['/login']);
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    found.push(...(await tooWide(page, CLIENT_PATHS)));
    // Each page is loaded, so the language cookie applies from the next one on.
    await context.addCookies([{ name: 'device-language', value: 'ar', url: baseUrl() }]);
    found.push(...(await tooWide(page, CLIENT_PATHS)).map((f) => `${f} (Arabic)`));
    // Signed out (the session is the tab's), the sign-in card in Arabic.
    await page.evaluate(() => sessionStorage.clear());
    found.push(...(await tooWide(page, ['/login'])).map((f) => `${f} (Arabic)`));
    expect(found, found.join('; ')).toEqual([]);
    await context.close();
  }, 120_000);
});
