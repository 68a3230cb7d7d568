/**
 * Issue 14 point 4: axe on every route of the running app, not only on stories, signed in as the
 * admin and as the client, light and dark, left to right (English) and right to left (Arabic).
 * The whole page is checked (shell, landmarks, the screen inside it), with axe's default rules,
 * once the page's content has drawn. The admin's dark Arabic sweep runs on a 390×844 phone and
 * checks there too that no route is wider than the screen (issue 13.2; phone.test.ts does the
 * rest): the phone layout gets axe's eye, and the routes are walked once for both.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn, visit } from './browser';
import { drawn, overflow, phoneContext } from './page-checks';
import { ADMIN_PATHS, CLIENT_PATHS } from './routes';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Look {
  theme: 'light' | 'dark';
  language: 'en' | 'ar';
  /**
   * On a 390×844 phone (else a 1280×900 desk screen), where no route may be wider than the screen.
   */
  phone?: boolean;
}
const LOOKS: Look[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'ar' },
  { theme: 'dark', language: 'ar' },
];
const PHONE_DARK_ARABIC: Look = { theme: 'dark', language: 'ar', phone: true };

/**
 * A phone's or a desk screen's context. axe is put into the page by the test, which the app's own
 * policy would refuse.
 */
async function screenFor(look: Look): Promise<{ context: BrowserContext; page: Page }> {
  if (look.phone) return phoneContext(browser, { bypassCSP: true });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

/** Signed in, then the theme and language settings (cookies, as the app keeps them). */
async function session(
  look: Look,
  email = 'admin@demo.com',
  password = 'admin',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await screenFor(look);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await context.addCookies(
    Object.entries({ 'device-theme': look.theme, 'device-language': look.language }).map(
      ([name, value]) => ({ name, value, url: baseUrl() }),
    ),
  );
  return { context, page };
}

/**
 * axe's violations on each path, as "path: rule (impact) × nodes — target". With `move`, the
 * pages after the first are reached as a link would reach them (see ADMIN_PATHS); else each is
 * loaded.
 */
async function violations(
  page: Page,
  paths: readonly string[],
  look: Look,
  { move = false } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of paths.entries()) {
    // The first page is loaded: the look's cookies were set after the sign-in.
    await visit(page, path, { load: index === 0 || !move });
    await drawn(page).catch((error: Error) => {
      throw new Error(`${path} [${look.theme}, ${look.language}] did not draw: ${error.message}`);
    });
    const dir = await page.evaluate(() => document.documentElement.dir);
    expect(dir, path).toBe(look.language === 'ar' ? 'rtl' : 'ltr');
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              options: { resultTypes: string[] },
            ) => Promise<{
              violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      // Violations only: every rule still runs on every node, but the passes and the incomplete
      // keep one node each instead of a selector for each of thousands of nodes.
      const { violations } = await axe.run(document, { resultTypes: ['violations'] });
      return violations.map(
        (v) => `${v.id} (${v.impact}) × ${v.nodes.length} — ${v.nodes[0]?.target.join(' ')}`,
      );
    });
    found.push(
      ...result.map(
        (r) => `${path} [${look.theme}, ${look.language}${look.phone ? ', phone' : ''}]: ${r}`,
      ),
    );
    const wide = look.phone ? await overflow(page) : '';
    if (wide) found.push(`${path} [phone, ${look.language}]: ${wide}`);
  }
  return found;
}

describe('axe on every route of the app (issue 14.4)', () => {
  // Every admin route in both themes and both directions: light left to right on a desk screen,
  // dark right to left on a phone (the four combinations on every route would double the time
  // for little more).
  for (const look of [LOOKS[0], PHONE_DARK_ARABIC]) {
    it(`as the admin, ${look.theme}, ${look.language === 'en' ? 'left to right' : 'right to left'}${look.phone ? ', on a phone' : ''}`, async () => {
      const { context, page } = await session(look);
      expect(await violations(page, ADMIN_PATHS, look, { move: true })).toEqual([]);
      await context.close();
    }, 300_000);
  }

  for (const look of LOOKS) {
    it(`as the client, ${look.theme}, ${look.language === 'en' ? 'left to right' : 'right to left'}`, async () => {
      const { context, page } = await session(look, 'client@demo.com', 'client');
      expect(await violations(page, CLIENT_PATHS, look)).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('the login page, signed out, in both directions', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const found = await violations(page, ['/login'], { theme: 'dark', language: 'en' });
    await context.addCookies([{ name: 'device-language', value: 'ar', url: baseUrl() }]);
    found.push(...(await violations(page, ['/login'], { theme: 'dark', language: 'ar' })));
    expect(found).toEqual([]);
    await context.close();
  });
});
