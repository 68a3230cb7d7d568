/**
 * Issue 13 point 2: on a 390×844 phone no route is wider than the screen, in English and in
 * Arabic (right to left), for the admin and for the client account. A page that scrolls
 * sideways is measured by the document's scroll width once the page's content has drawn.
 * The admin's routes in Arabic are checked by the axe sweep in dark Arabic, which runs on this
 * phone (a11y.test.ts): one walk through every route does both.
 *
 * Issue 35 points 17 and 18, on the same walk: no interactive element of a page's main content
 * is smaller than 24 × 24 px (WCAG 2.2 2.5.8), the register shows each device's status and
 * location without scrolling sideways, and the floating buttons never lie over tabs or a pager.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn, visit } from './browser';
import {
  drawn,
  floatingOverlaps,
  overflow,
  PHONE,
  phoneContext,
  smallTargets,
} from './page-checks';
import { ADMIN_PATHS, CLIENT_PATHS } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The routes among `paths` that scroll sideways, each with what sticks out most, and (with
 * `targets`) the interactive elements of their main content smaller than 24 × 24 px. With
 * `move`, the pages after the first are reached as a link would reach them (see ADMIN_PATHS);
 * else each is loaded.
 */
async function tooWide(
  page: Page,
  paths: readonly string[],
  { move = false, targets = false } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    await visit(page, path, { load: index === 0 || !move });
    await drawn(page).catch((error: Error) => {
      throw new Error(`${path} did not draw: ${error.message}`);
    });
    const wide = await overflow(page);
    if (wide) found.push(`${path} is ${wide}`);
    if (targets)
      for (const small of await smallTargets(page))
        found.push(`${path}: ${small.what} is ${small.width}×${small.height} px`);
  }
  return found;
}

describe('every route fits a 390×844 phone (issue 13.2)', () => {
  it('as the admin, in English: and every target of the main content is 24 × 24 px or more (issue 35.18)', async () => {
    const { context, page } = await phoneContext(browser);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    const wide = await tooWide(page, ADMIN_PATHS, { move: true, targets: true });
    // The routes in the message: a report (the flake script's JSON) shows no diff.
    expect(wide, wide.join('; ')).toEqual([]);
    await context.close();
  }, 240_000);

  it('signed out (login) and as the client account, in English and in Arabic', async () => {
    const { context, page } = await phoneContext(browser);
    const found = await tooWide(page, ['/login']);
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    found.push(...(await tooWide(page, CLIENT_PATHS, { targets: true })));
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

describe('the register on a phone (issue 35.17)', () => {
  it("shows each device's number, status and location without scrolling sideways", async () => {
    const { context, page } = await phoneContext(browser);
    await signIn(page, undefined, undefined, { to: '/devices' });
    await page.waitForURL(`${baseUrl()}/devices`);
    await drawn(page);
    const first = page.getByRole('list', { name: 'Devices' }).getByRole('article').first();
    await first.scrollIntoViewIfNeeded();
    const seen = await first.evaluate((card) => {
      const inside = (el: Element | null) => {
        if (!el) return false;
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.left >= 0 &&
          r.right <= innerWidth &&
          r.top >= 0 &&
          r.bottom <= innerHeight
        );
      };
      const location =
        Array.from(card.querySelectorAll('dt')).find((dt) => dt.textContent === 'Location')
          ?.nextElementSibling ?? null;
      return {
        number: card.querySelector('a')?.textContent,
        status: inside(card.querySelector('[data-status]')),
        location: inside(location),
        leaf: location?.querySelector('div')?.textContent,
        wide: document.documentElement.scrollWidth,
      };
    });
    expect(seen).toEqual({
      number: expect.stringMatching(/^\d{2}[A-Z]{2}\d{5}$/),
      status: true,
      location: true,
      leaf: expect.any(String),
      wide: PHONE.width,
    });
    expect(await page.locator('table').count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('primary actions on a phone (issue 35.18)', () => {
  it("are 44 px high: a list screen's main button and a drawer's Save", async () => {
    const { context, page } = await phoneContext(browser);
    await signIn(page, undefined, undefined, { to: '/devices' });
    await page.waitForURL(`${baseUrl()}/devices`);
    await drawn(page);
    const heights: Record<string, number> = {};
    const measure = async (name: string, locator: ReturnType<Page['getByRole']>) => {
      heights[name] = Math.round((await locator.boundingBox())?.height ?? 0);
    };
    await measure('Add device', page.getByRole('button', { name: 'Add device' }));
    await page.getByRole('button', { name: 'Add device' }).click();
    await measure('Save', page.getByRole('dialog').getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Escape');
    await visit(page, '/deviceTypeList');
    await drawn(page);
    await measure('Add type', page.getByRole('button', { name: 'Add type' }));
    await visit(page, '/apps/invoice/list');
    await drawn(page);
    await measure('Create invoice', page.getByRole('link', { name: 'Create invoice' }));
    expect(heights).toEqual({ 'Add device': 44, Save: 44, 'Add type': 44, 'Create invoice': 44 });
    await context.close();
  }, 90_000);
});

/** Pages with a pager or tabs, and how far down they are scrolled in steps. */
const WITH_PAGERS_OR_TABS = [
  '/devices',
  '/deviceTypeList',
  '/deviceDetail?number=24DC10001&tab=maintenance',
  '/apps/invoice/list',
  '/apps/user/view/1',
  '/apps/ecommerce/customer/details/1',
];

/** The floating buttons' overlaps with tabs and pagers at every 150 px of the page's scroll. */
async function overlapsWhileScrolling(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    await visit(page, path, { load: index === 0 });
    await drawn(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (let y = 0; y <= height + 150; y += 150) {
      await page.evaluate((y) => scrollTo(0, y), y);
      // The button reads the scroll once a frame.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      for (const overlap of await floatingOverlaps(page))
        found.push(`${path} at ${y} px: ${overlap}`);
    }
  }
  return [...new Set(found)];
}

describe('floating buttons never cover tabs or the pager (issue 35.18)', () => {
  it('on a phone: no customizer tab (the user menu opens it), and scroll-to-top steps aside', async () => {
    const { context, page } = await phoneContext(browser);
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await drawn(page);
    expect(await page.getByRole('button', { name: 'Open customizer' }).count()).toBe(0);
    const found = await overlapsWhileScrolling(page, WITH_PAGERS_OR_TABS);
    expect(found, found.join('; ')).toEqual([]);
    // It is still there where nothing is under it: the register scrolled half-way down.
    await visit(page, '/devices?itemsPerPage=25', { load: true });
    await drawn(page);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(() => page.getByRole('button', { name: 'Scroll to top' }).isVisible())
      .toBe(true);
    // The user menu opens the customizer.
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it('on a desk screen (1440 × 900), with the customizer tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await drawn(page);
    expect(await page.getByRole('button', { name: 'Open customizer' }).count()).toBe(1);
    const found = await overlapsWhileScrolling(page, WITH_PAGERS_OR_TABS);
    expect(found, found.join('; ')).toEqual([]);
    await context.close();
  }, 180_000);
});
