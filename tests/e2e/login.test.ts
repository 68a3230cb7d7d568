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

  it('a reload while the simulation starts, and a hard reload, keep what is typed and sign in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
    // A first visit registers the simulation's worker; loading again at once finds it starting.
    await page.goto(`${baseUrl()}/login`);
    await page.goto(`${baseUrl()}/login`);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    // Whatever the worker does now, the page is not loaded again under the user's hands.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = loads.length;
    await page.waitForTimeout(1500);
    expect(loads.length).toBe(before);
    expect(await email.inputValue()).toBe('admin@demo.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    // A hard reload (past the worker) is reloaded once, at once, and then answered by it: the
    // home page's figures come from the simulation.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await page.waitForFunction(
      () => /\d/.test(document.querySelector('[data-stat="overdue"]')?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    expect(page.url()).toBe(`${baseUrl()}/`);
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
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('opened at /login?to=… (drawn without the router), goes to that page in the same page; a foreign one goes home', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${baseUrl()}/login?to=${encodeURIComponent('/devices?status=fault')}`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign in · 电气设备管理');
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/devices?status=fault`);
    await page.getByRole('heading', { level: 1, name: 'Device register' }).waitFor();
    // No reload: the routed app took over the page the login was drawn in.
    expect(loads).toBe(1);
    // The login page was replaced, not stacked: Back leaves the app rather than showing the form
    // again.
    expect(await page.evaluate(() => history.length)).toBe(2);

    const other = await context.newPage();
    await other.goto(`${baseUrl()}/login?to=${encodeURIComponent('https://evil.example/')}`);
    // A new tab takes the open tab's session (issue 35.4), and the login page sends it on through
    // the same rule: a foreign `to` is not followed, home instead.
    await other.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('draws the sign-in card in English without i18next (it loads once the user types), and in Chinese with it', async () => {
    const isI18next = (url: string) => /\/assets\/i18n-[\w-]+\.js$/.test(url);
    const english = await browser.newContext();
    const page = await english.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => isI18next(request.url()) && loaded.push(request.url()));
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The card's English without i18next: a field error names the field, as with it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    expect(loaded, 'i18next before the user typed').toEqual([]);
    await page.getByLabel('Email').fill('admin@demo.com');
    await expect.poll(() => loaded.length, { message: 'i18next once the user typed' }).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await english.close();

    const chinese = await browser.newContext();
    await chinese.addCookies([{ name: 'device-language', value: 'zh', url: baseUrl() }]);
    const zhPage = await chinese.newPage();
    await zhPage.goto(`${baseUrl()}/login?to=%2Fdevices`);
    await zhPage.getByRole('button', { name: '登录' }).click();
    await zhPage.getByText('请输入邮箱').waitFor();
    await zhPage.getByLabel('邮箱').fill('admin@demo.com');
    await zhPage.getByLabel('密码', { exact: true }).fill('admin');
    await zhPage.getByRole('button', { name: '登录' }).click();
    await zhPage.waitForURL(`${baseUrl()}/devices`);
    await zhPage.getByRole('heading', { level: 1, name: '设备台账' }).waitFor();
    await chinese.close();
  });
});
