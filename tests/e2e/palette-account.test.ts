/**
 * Issue 35 points 1, 2 and 14 in the built app: the palette of the client account survives a
 * mailto link (the simulation keeps answering after a `beforeunload` that did not unload), the
 * recent choices belong to one account and speak the current language, and the palette reopens
 * empty, ranks what was typed first and finds locations, people and list filters.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, palette, signIn, signInWithSamples, watchErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const list = (page: Page) => page.locator('[cmdk-list]');
const selected = (page: Page) => page.locator('[cmdk-item][data-selected="true"]');
/** The headings of the palette's groups, in order. */
const groupHeadings = async (page: Page) =>
  (await page.locator('[cmdk-group-heading]').allTextContents()).map((h) => h.toLowerCase());

/** What the page's own fetch of the search gets: the simulation's JSON, not the app's HTML. */
const searchAnswer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/app-bar/search?q=a');
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: (await response.text()).slice(0, 1),
    };
  });

describe('the client account after a mailto link (issue 35.1)', () => {
  it('follows "Ask an administrator", then Ctrl+K and a letter search as before: no crash', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(
      () => Boolean(window.__mockApi) && Boolean(navigator.serviceWorker.controller),
    );
    // A mailto link fires `beforeunload` and the page stays.
    await page.getByRole('link', { name: 'Ask an administrator' }).click();
    expect(page.url()).toBe(`${baseUrl()}/second-page`);
    await palette(page, 'a');
    await expect.poll(() => list(page).innerText(), { timeout: 30_000 }).toContain('Second page');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await searchAnswer(page)).toEqual({
      status: 200,
      type: expect.stringContaining('application/json'),
      body: '[',
    });
    // A leave prompt cancelled, or any other `beforeunload` that does not unload: the same.
    await page.evaluate(() =>
      window.dispatchEvent(new Event('beforeunload', { cancelable: true })),
    );
    expect(await searchAnswer(page)).toEqual({
      status: 200,
      type: expect.stringContaining('application/json'),
      body: '[',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the app's own server answers an /api path it does not serve with 404 JSON, never the app's page", async () => {
    const context = await browser.newContext();
    // Straight to the server (no page, no simulation's worker in between).
    const response = await context.request.get(`${baseUrl()}/api/app-bar/search?q=a`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ key: 'apiUnavailable' });
    await context.close();
  });
});

describe('recent choices belong to one account, in the current language (issue 35.2)', () => {
  it("the client never sees the admin's recents; a choice made in Arabic shows in English on an English screen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/devices');
    await page.locator('h1').first().waitFor();
    await palette(page, '24DC10003');
    // The device itself, not an action about it.
    await expect.poll(() => selected(page).innerText(), { timeout: 30_000 }).toMatch(/^24DC10003/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/number=24DC10003/);
    await palette(page, 'العربية');
    await expect.poll(() => selected(page).innerText(), { timeout: 30_000 }).toContain('العربية');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe('ar');
    await palette(page, 'English');
    await expect.poll(() => selected(page).innerText(), { timeout: 30_000 }).toContain('English');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe('en');
    // Back in English: the recents say what they are in English, the Arabic choice included.
    await page.keyboard.press('Control+k');
    const recent = page.locator('[cmdk-group]').first();
    await expect.poll(() => recent.innerText(), { timeout: 30_000 }).toMatch(/^recent searches/i);
    const recentText = await recent.innerText();
    expect(recentText).toContain('Language: English');
    expect(recentText).toContain('Language: العربية');
    expect(recentText).not.toContain('اللغة');
    expect(recentText).toContain('24DC10003');
    await page.keyboard.press('Escape');

    // The client signs in on this browser: none of the admin's choices.
    await palette(page, 'sign out');
    await expect.poll(() => selected(page).innerText(), { timeout: 30_000 }).toContain('Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill('client@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('client');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').waitFor();
    await expect.poll(() => list(page).innerText(), { timeout: 30_000 }).toContain('Second page');
    const clientList = await list(page).innerText();
    expect(clientList).not.toMatch(/recent searches/i);
    expect(clientList).not.toContain('24DC10003');
    await context.close();
  }, 180_000);
});

describe('finding things (issue 35.14)', () => {
  it('reopens empty; ranks what was typed first; finds locations, users and list filters', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/');
    await page.locator('h1').first().waitFor();
    // Closed with Escape after typing: it opens again empty, so the next word is a new search.
    await palette(page, 'transformer');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').waitFor();
    expect(await page.locator('[cmdk-input]').inputValue()).toBe('');
    await page.keyboard.type('dark');
    await expect
      .poll(() => selected(page).innerText(), { timeout: 30_000 })
      .toMatch(/Switch to (dark|light)/);
    expect(await list(page).innerText()).not.toContain('New device type');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('spare');
    await expect.poll(() => list(page).innerText(), { timeout: 30_000 }).not.toContain('Switch to');

    // A location by its name: its path shown, it opens the location.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('transformer bay');
    await expect.poll(() => groupHeadings(page), { timeout: 30_000 }).toContain('locations');
    const location = page.getByRole('option', { name: /^Transformer bay/ }).first();
    expect(await location.innerText()).toContain('HV switch room');
    await location.click();
    await page.waitForURL(`${baseUrl()}/deviceLocation?location=6`);

    // A user by name (the admin may read users).
    await palette(page, 'lucas');
    await expect.poll(() => groupHeadings(page), { timeout: 30_000 }).toContain('users');
    await page.getByRole('option', { name: /Lucas Hurran/ }).click();
    await page.waitForURL(`${baseUrl()}/apps/user/view/1`);

    // A list filter: the register, filtered.
    await palette(page, 'overdue');
    await expect
      .poll(() => selected(page).innerText(), { timeout: 30_000 })
      .toContain('Overdue inspections');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/devices?overdue=true`);
    await palette(page, 'faults');
    await expect
      .poll(() => selected(page).innerText(), { timeout: 30_000 })
      .toContain('Devices in fault');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/devices?status=fault`);
    await context.close();
  }, 180_000);

  it('the client is offered no users and no device filters', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.locator('h1').first().waitFor();
    await palette(page, 'lucas');
    await expect.poll(() => list(page).innerText(), { timeout: 30_000 }).toContain('No results');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('overdue');
    await expect.poll(() => list(page).innerText(), { timeout: 30_000 }).toContain('No results');
    await context.close();
  });
});
