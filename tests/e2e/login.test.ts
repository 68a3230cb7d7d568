import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { baseUrl, launch, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('login and guard (issue 2)', () => {
  it('signs in as admin and lands on /', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
    await page.close();
  });

  it('sends a new tab without a session from /deviceTypeList to /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/deviceTypeList`);
    await page.waitForURL(/\/login\?to=%2FdeviceTypeList$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('shows not-found for an unknown path, also under /pages/misc/not-found', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/nope`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${baseUrl()}/pages/misc/not-found/anything`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('keeps the typed e-mail and shows the message on a wrong password', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@demo.com', 'wrong');
    await page.getByText('Invalid email or password').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@demo.com');
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await page.close();
  });

  it('returns to the page asked for after signing in, and logout clears the session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/deviceTypeList`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/deviceTypeList`);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
