/**
 * Issue 35 points 3 and 4 in the built app: a stored return path is only for the user who left
 * it (and a signed-in user who may not open a page is told 403, not asked to sign in), and a new
 * tab of the same browser takes the session from an open one, so links open where they point;
 * signing out still ends it in every tab, and a signed-out tab hands nothing out.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs out from the user menu. */
async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

/** Fills the sign-in form already on screen. */
async function signInHere(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const DEVICE = '/deviceDetail?number=24DC10003';
/** The device page of 24DC10003, drawn (its heading is the device's name). */
const deviceShown = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Lighting distribution cabinet 03' }).waitFor();

describe('two accounts in turn (issue 35.3)', () => {
  it("the client does not land on the admin's last page; the admin's own return path still works", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.com', 'admin', { to: DEVICE });
    await page.waitForURL(`${baseUrl()}${DEVICE}`);
    await deviceShown(page);
    await signOutFromMenu(page);
    await signInHere(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('You are not authorised').count()).toBe(0);

    // A page the client may not open: 403, "not allowed", inside the layout.
    await page.goto(`${baseUrl()}/devices`);
    await page.getByRole('heading', { name: 'You may not open this page' }).waitFor();
    expect(await page.getByText('403', { exact: true }).count()).toBe(1);
    expect(await page.getByText('401', { exact: true }).count()).toBe(0);
    expect(await page.title()).toContain('Not allowed');

    // The client leaves from there; the admin signs in and goes home, not to the client's page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await signInHere(page, 'admin@demo.com', 'admin');
    await page.waitForURL(`${baseUrl()}/`);

    // The admin's own return path: signed out by another tab on a device, back there after signing
    // in.
    const other = await context.newPage();
    await page.goto(`${baseUrl()}${DEVICE}`);
    await deviceShown(page);
    await other.goto(`${baseUrl()}/devices`);
    await other.getByRole('table', { name: 'Devices' }).waitFor();
    await signOutFromMenu(other);
    await page.waitForURL(/\/login\?to=/);
    await signInHere(page, 'admin@demo.com', 'admin');
    await page.waitForURL(`${baseUrl()}${DEVICE}`);
    await context.close();
  }, 180_000);
});

/** The tab the context opens next (a Ctrl+click, a pasted link). */
const nextTab = (context: BrowserContext) => context.waitForEvent('page');

describe('a new tab of the same browser (issue 35.4)', () => {
  it('Ctrl+click on a device in the register, and a pasted device link, open the device signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.com', 'admin', { to: '/devices' });
    await page.waitForURL(`${baseUrl()}/devices`);
    const link = page.getByRole('table', { name: 'Devices' }).getByRole('link').first();
    await link.waitFor();
    const number = await link.innerText();
    const [opened] = await Promise.all([nextTab(context), link.click({ modifiers: ['Control'] })]);
    await opened.getByRole('heading', { level: 1 }).first().waitFor();
    expect(opened.url()).toBe(`${baseUrl()}/deviceDetail?number=${number}`);
    // Taken from the open tab, kept in this tab's own storage (docs/spec.md §2).
    expect(await opened.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();

    const pasted = await context.newPage();
    const visited: string[] = [];
    pasted.on(
      'framenavigated',
      (frame) => frame === pasted.mainFrame() && visited.push(new URL(frame.url()).pathname),
    );
    await pasted.goto(`${baseUrl()}${DEVICE}`);
    await deviceShown(pasted);
    // No flash of the sign-in page on the way.
    expect(visited).not.toContain('/login');
    expect(await pasted.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    // Signing out in one tab ends the session in every tab, and no tab hands it out again.
    await signOutFromMenu(pasted);
    await page.waitForURL(/\/login/);
    await opened.waitForURL(/\/login/);
    const late = await context.newPage();
    await late.goto(`${baseUrl()}${DEVICE}`);
    await late.waitForURL(/\/login\?to=/);
    await late.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  }, 180_000);

  it('a browser with no tab signed in asks for a sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${DEVICE}`);
    await page.waitForURL(/\/login\?to=/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});
