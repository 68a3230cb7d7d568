/**
 * Issue 16 point 6 on the built app, as a new user: find My courses from the menu and hide the
 * completed courses (the link keeps it); start a finished course over and see it stay started
 * over after a reload; continue a course to its details (player, sections); and both screens at
 * 390×844 without sideways scrolling.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

/** Polls up to 20 s: on a busy machine an answer can take seconds. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const grid = (page: Page) => page.getByRole('list', { name: 'Courses' });
/** The "Courses shown: N" figure under the list's title. */
async function shown(page: Page): Promise<number> {
  const text = await page.getByText(/^Courses shown: \d+$/).innerText();
  return Number(/\d+/.exec(text)![0]);
}

describe('academy (issue 16.6)', () => {
  it('hide completed courses, start one over, continue another', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page);
    await page.locator('[data-layout="default"]').waitFor();

    // Apps → Academy → Courses, from the main menu.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Academy' }).click();
    await page.getByRole('menuitem', { name: 'Courses' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/academy/my-course');
    await grid(page).getByRole('heading', { level: 3 }).first().waitFor();
    const all = await shown(page);
    expect(all).toBeGreaterThan(6);
    const finishedOnPage = await grid(page).getByText('Completed', { exact: true }).count();
    expect(finishedOnPage).toBeGreaterThan(0);

    // Hide completed: none is left, fewer are counted, and the address keeps the choice.
    const hide = page.getByRole('switch', { name: 'Hide completed' });
    await hide.click();
    await poll(() => new URL(page.url()).searchParams.get('hideCompleted')).toBe('true');
    await poll(() => shown(page)).toBeLessThan(all);
    await poll(() => grid(page).getByText('Completed', { exact: true }).count()).toBe(0);
    await page.reload();
    await grid(page).getByRole('heading', { level: 3 }).first().waitFor();
    expect(
      await page.getByRole('switch', { name: 'Hide completed' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await grid(page).getByText('Completed', { exact: true }).count()).toBe(0);
    const open = await shown(page);
    await page.getByRole('switch', { name: 'Hide completed' }).click();
    await poll(() => shown(page)).toBe(all);

    // Start a finished course over: it asks, then the course counts as open, even after a reload.
    const card = grid(page)
      .locator('[data-course]')
      .filter({ has: page.getByText('Completed', { exact: true }) })
      .first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: `Start over: ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Start ${title} over?` });
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await dialog.waitFor({ state: 'detached' });
    const started = grid(page)
      .locator('[data-course]')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await started.getByRole('link', { name: `Start: ${title}` }).waitFor();
    await page.reload();
    await started.getByRole('link', { name: `Start: ${title}` }).waitFor();
    expect(await started.getByText('Completed', { exact: true }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Hide completed' }).click();
    await poll(() => shown(page)).toBe(open + 1);

    // Continue a course in progress: its details, with the player and the sections.
    const going = grid(page)
      .getByRole('link', { name: /^Continue: / })
      .first();
    const goingTitle = (await going.getAttribute('aria-label'))!.replace(/^Continue: /, '');
    await going.click();
    await page.waitForURL(
      (url) => url.pathname === '/apps/academy/course-details' && url.searchParams.has('courseId'),
    );
    await page.getByRole('heading', { level: 1, name: goingTitle }).waitFor();
    await page
      .getByRole('region', { name: `Video player: ${goingTitle}` })
      .getByRole('button', { name: 'Play', exact: true })
      .waitFor();
    await page.getByText(/^Lectures done: \d+ of \d+$/).waitFor();
    // Back to the list, which still hides the completed ones.
    await page.goBack();
    await page.waitForURL(
      (url) =>
        url.pathname === '/apps/academy/my-course' &&
        url.searchParams.get('hideCompleted') === 'true',
    );
    await context.close();
  }, 180_000);

  it('on a 390×844 phone: both screens fit the width', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/academy/my-course');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);

    await grid(page).getByRole('heading', { level: 3 }).first().waitFor();
    expect(await width()).toBeLessThanOrEqual(390);

    await page.goto(`${baseUrl()}/apps/academy/course-details`);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    await context.close();
  }, 180_000);
});
