/**
 * The admin shell on the built app (issue 4): preferences survive a reload, access, keyboard reach.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const html = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);
const shellAttr = (page: Page, name: string) =>
  page.locator('[data-layout="default"]').getAttribute(name);

/** Every route the admin's navigation offers, by its palette name (English). */
const routes: [string, string][] = [
  ['Home', '/'],
  ['Devices', '/devices'],
  ['Device detail', '/deviceDetail'],
  ['Device location', '/deviceLocation'],
  ['Device types', '/deviceTypeList'],
  ['eCommerce · Products', '/apps/ecommerce/product/list'],
  ['eCommerce · Orders', '/apps/ecommerce/order/list'],
  ['eCommerce · Customers', '/apps/ecommerce/customer/list'],
  ['eCommerce · Reviews', '/apps/ecommerce/reviews'],
  ['eCommerce · Referrals', '/apps/ecommerce/referrals'],
  ['Invoice · List', '/apps/invoice/list'],
  ['Invoice · Preview', '/apps/invoice/preview/4987'],
  ['Users · List', '/apps/user/list'],
  ['Users · View', '/apps/user/view/1'],
  ['Roles & permissions · Roles', '/apps/roles'],
  ['Roles & permissions · Permissions', '/apps/permissions'],
  ['Logistics · Fleet', '/apps/logistics/fleet'],
  ['Academy · Courses', '/apps/academy/my-course'],
  ['E-mail', '/apps/email'],
  ['Chat', '/apps/chat'],
  ['Calendar', '/apps/calendar'],
  ['User profile', '/pages/user-profile/profile'],
  ['FAQ', '/pages/faq'],
  ['Help center', '/pages/help-center'],
  ['Sales datatable', '/pages/datatable'],
  ['Second page', '/second-page'],
];

describe('admin shell (issue 4)', () => {
  it('keeps language (rtl), theme and the collapsed vertical nav across a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    // Defaults: horizontal navigation, dark theme.
    await page.locator('[data-layout="default"]').waitFor();
    expect(await shellAttr(page, 'data-layout-nav')).toBe('horizontal');
    expect(await html(page, 'data-theme')).toBe('dark');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await html(page, 'lang')).toBe('ar');

    await page.getByRole('button', { name: /^السمة/ }).click();
    await page.getByRole('menuitemradio', { name: 'فاتح' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

    await page.getByRole('button', { name: 'فتح أداة التخصيص' }).click();
    const drawer = page.getByRole('dialog', { name: 'تخصيص السمة' });
    await drawer.getByRole('radio', { name: 'عمودي' }).click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'طي التنقل' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-layout="default"]')?.getAttribute('data-nav-collapsed') ===
        'true',
    );

    await page.reload();
    await page.locator('[data-layout="default"]').waitFor();
    expect(await html(page, 'dir')).toBe('rtl');
    expect(await html(page, 'lang')).toBe('ar');
    expect(await html(page, 'data-theme')).toBe('light');
    expect(await shellAttr(page, 'data-layout-nav')).toBe('vertical');
    expect(await shellAttr(page, 'data-nav-collapsed')).toBe('true');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('opens a page reached from another at its top', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('table', { name: 'Project analytics' }).getByRole('row').nth(1).waitFor();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await page.waitForFunction(() => window.scrollY > 300);
    // The register's "View all" (the maintenance card has one for the work orders).
    await page
      .getByRole('link', { name: 'View all' })
      .and(page.locator('[href^="/devices"]'))
      .click();
    await page.waitForURL((url) => url.pathname === '/devices');
    await page.getByRole('searchbox', { name: 'Search devices' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('shows the client account only what it may; other routes say it may not open them (403)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/second-page`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    // Two groups: the maintenance plans it reads, and its own page.
    const triggers = nav.getByRole('button');
    expect(await triggers.count()).toBe(2);
    const offered: string[] = [];
    for (const trigger of await triggers.all()) {
      await trigger.click();
      // The menu's code may still be loading (the navigation draws its buttons first): it opens
      // when in.
      const items = page.getByRole('menu').getByRole('menuitem');
      await items.first().waitFor();
      offered.push(...(await items.allTextContents()));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    expect(offered).toEqual(['Maintenance plans', 'Second page']);

    // The plans it reads, and may not change.
    await page.goto(`${baseUrl()}/maintenance-plans`);
    await page.getByRole('heading', { level: 1, name: 'Maintenance plans' }).waitFor();
    await page.locator('[data-type-default]').first().waitFor();
    expect(await page.getByRole('button', { name: 'New plan' }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);

    await page.goto(`${baseUrl()}/deviceTypeList`);
    await page.getByRole('heading', { name: 'You may not open this page' }).waitFor();
    await context.close();
  });

  it('reaches every route with the keyboard alone (Ctrl+K palette)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.locator('[data-layout="default"]').waitFor();
    for (const [name, path] of routes) {
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').waitFor();
      await page.keyboard.type(name);
      await dialog
        .getByRole('option', { name, exact: true, selected: true })
        .waitFor()
        .catch(async (e) => {
          const offered = await dialog.getByRole('option').allTextContents();
          throw new Error(`${name}: not the selected option of ${offered.join(' | ')} (${e})`);
        });
      await page.keyboard.press('Enter');
      await page
        .waitForURL((url) => url.pathname === path, { timeout: 5000 })
        .catch((e) => {
          throw new Error(`${name} → ${path}: at ${page.url()} (${e})`);
        });
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
