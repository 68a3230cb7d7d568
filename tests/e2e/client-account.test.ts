/**
 * The client account's journey (issue 13.1): it lands where it may go, always inside the layout
 * with navigation and the user menu, and a page it may not open offers a way to somewhere allowed
 * and a way to sign out.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the client account (issue 13.1)', () => {
  it('signs in to the second page, inside the layout, with no way into pages it may not open', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: /User menu/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'My profile' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Home itself sends the client on to its own first page, not to a dead end.
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(`${baseUrl()}/second-page`);
    await context.close();
  });

  it('a page it may not open says so inside the layout, links to the second page and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.goto(`${baseUrl()}/deviceTypeList`);
    await page.getByRole('heading', { name: 'You may not open this page' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.locator('main main').count()).toBe(0); // one <main>: the shell's
    await page.getByRole('link', { name: 'Second page' }).last().click();
    await page.waitForURL(`${baseUrl()}/second-page`);

    await page.goto(`${baseUrl()}/devices`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
