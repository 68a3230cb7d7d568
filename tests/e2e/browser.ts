/** Debian's Chromium through Playwright: never a downloaded browser. */
import { chromium, type Browser, type Page } from 'playwright';
import { inject } from 'vitest';

import { headlessChromium } from '../support/chromium';
import { waitForStatus } from '../support/status-file';
import type { AppStatus } from './global-setup';

export const baseUrl = (): string => inject('baseUrl');

/**
 * Resolves once the built app is served (global-setup.ts builds it in the background while the
 * other projects start); throws the build's own message if it failed.
 */
export async function appReady(): Promise<void> {
  const status = await waitForStatus<AppStatus>(
    inject('appStatusFile'),
    "e2e: the app's build (global-setup.ts)",
  );
  if (!status.ok) throw new Error(status.output);
}

/**
 * How long one action or navigation may wait. Playwright's 30 s is not enough on the CI's 2
 * cores while Storybook's browsers run beside this project (a page load measured 30+ s there,
 * and 3 s alone): a slow machine must not read as a broken app. Tests that set their own keep it.
 */
export const ACTION_TIMEOUT = 60_000;

export async function launch(): Promise<Browser> {
  await appReady();
  const browser = await chromium.launch({
    executablePath: headlessChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Every context (and the one browser.newPage makes for itself) starts with the longer wait.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(ACTION_TIMEOUT);
    return page;
  };
  return browser;
}

/** The mark `visit` puts on the headings of the page it leaves (see `freshHeading`). */
const STALE = 'data-e2e-left';

/**
 * Opens `path` in the running app. To another page of the signed-in app it moves as a link
 * would: the router follows history.pushState and a popstate, without reloading. A page load
 * costs ~1.3 s here (the app and the simulation start again), a move ~0.3 s, and the route-wide
 * checks (axe, phone widths) visit ~200 pages. When only the query changes (another tab of a
 * device, another location) the same heading would stay, so nothing would say the move is done:
 * it moves through another page first (`DETOUR`, the lightest in the layout) and waits for that
 * page's heading, so the target's screen is drawn anew, as a link from elsewhere would draw it.
 * It loads the page instead when `load` is set (the first page after a setting's cookie
 * changed), or when the page is not the app yet. Callers wait for `freshHeading` before looking.
 */
export async function visit(page: Page, path: string, { load = false } = {}): Promise<void> {
  const target = new URL(path, baseUrl());
  const current = new URL(page.url());
  const inApp =
    current.origin === target.origin &&
    current.pathname !== '/login' &&
    (await page.locator('h1').count()) > 0;
  if (
    load ||
    !inApp ||
    (current.pathname === target.pathname && current.search === target.search)
  ) {
    await page.goto(target.href);
    return;
  }
  if (current.pathname === target.pathname) {
    await move(page, target.pathname === DETOUR ? '/' : DETOUR);
    await freshHeading(page).waitFor({ state: 'attached' });
  }
  await move(page, target.pathname + target.search);
}

/**
 * The page `visit` passes through when only the query changes: the layout's lightest, no data of
 * its own.
 */
const DETOUR = '/second-page';

/** Marks the headings on screen as left, and moves to `href` as a link would. */
async function move(page: Page, href: string): Promise<void> {
  await page.evaluate(
    ([href, stale]) => {
      for (const heading of Array.from(document.querySelectorAll('h1')))
        heading.setAttribute(stale, '');
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    [href, STALE] as const,
  );
}

/** The heading of the page `visit` opened (not one of the page it left). */
export const freshHeading = (page: Page) => page.locator(`h1:not([${STALE}])`).first();

/**
 * Signs in through the login form as a user would. With `to`, the login opens as a link to that
 * page while signed out opens it (`/login?to=…`), and signing in lands there in the same page.
 * In a browser (context) where another tab is signed in, the new tab takes that session (issue
 * 35.4) and the login page sends it on at once: then it must be the same user's.
 */
export async function signIn(
  page: Page,
  email = 'admin@demo.com',
  password = 'admin',
  { to }: { to?: string } = {},
): Promise<void> {
  await page.goto(`${baseUrl()}/login${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  const form = page.getByLabel('Email', { exact: true });
  const handedOver = await Promise.race([
    form.waitFor().then(() => false),
    page.waitForURL((url) => url.pathname !== '/login').then(() => true),
  ]);
  if (handedOver) {
    const user = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('userData') ?? '{}') as { email?: string }).email,
    );
    if (user !== email)
      throw new Error(
        `signIn: this browser is signed in as ${user} in another tab, not ${email} (a new tab takes that session)`,
      );
    return;
  }
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Password', password);
  await simulationReady(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the simulation answers and its worker controls the page. It starts as the user
 * types (app/login-app.tsx), and on a first visit it registers its worker then: a test that
 * signs in at machine speed and loads another page at once would otherwise arrive while the
 * worker is still taking pages over (the app copes, by waiting or reloading before anything is
 * typed, but a test's next step may land in that reload).
 */
export async function simulationReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Boolean(window.__mockApi) && Boolean(navigator.serviceWorker.controller),
  );
}

/**
 * Fills a field and checks it holds what was typed (typed again if not, as a person whose
 * keystrokes did not show would). The cause once seen here, MSW reloading a page loaded while
 * its worker still started, is fixed in app/mock.ts (login.test.ts covers it).
 */
async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(value);
    if ((await field.inputValue()) === value) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`signIn: the ${label} field does not keep what is typed`);
}

/**
 * Signs in as admin, lands on `to` (home by default), and puts the simulation back to its sample
 * data. A test that starts on another page names it here rather than loading it after landing
 * home: the sign-in takes it there in the same page (~1.5 s less than drawing home and loading
 * the app again), and in the fresh context every test opens the data it read is the samples too.
 */
export async function signInWithSamples(page: Page, to = '/'): Promise<void> {
  const target = new URL(to, baseUrl());
  await signIn(page, undefined, undefined, to === '/' ? {} : { to });
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await page.evaluate(() => window.__mockApi?.reset());
}

/** Uncaught errors of the page, as they happen (a crash screen comes with one). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the command palette with Ctrl+K and types into it. */
export async function palette(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').waitFor();
  await page.keyboard.type(text);
}
