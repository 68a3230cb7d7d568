/**
 * The rough edges of the admin shell a new user meets (issue 13: 12, 16, 17) on the built app:
 * the palette finds devices by name and leads to all of them, each page titles the tab in the
 * user's language, and notifications read stay read after a reload.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
};

/**
 * Settings are cookies with the prefix `device` (docs/spec.md §9): the language before the first
 * page.
 */
const withLanguage = (context: BrowserContext, language: string) =>
  context.addCookies([{ name: 'device-language', value: language, url: baseUrl() }]);

/** The tab's title once it reads `expected` (titles follow the route after it renders). */
async function titleBecomes(page: Page, expected: string): Promise<string> {
  // Polled from here, not waited for in the page: a wait in the page ends when its document is
  // replaced (a navigation still under way), and the title then read was the empty one between.
  const deadline = Date.now() + 30_000;
  let title = '';
  while (Date.now() < deadline) {
    title = await page.title().catch(() => '');
    if (title === expected) return title;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return title;
}

describe('the palette (issue 13.12)', () => {
  it('finds devices by name: Ctrl+K, "transformer", See all… opens the register searched for it', async () => {
    const { context, page } = await newPage();
    await signInWithSamples(page);
    await page.locator('[data-layout="default"]').waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').waitFor();
    await page.keyboard.type('transformer');
    const devices = dialog.getByRole('group', { name: 'Device number' });
    // Each hit shows number and name; five are listed of the 14 sample devices named so.
    await devices
      .getByRole('option', { name: /^\d{2}[A-Z]{2}\d{5} · .*transformer/i })
      .first()
      .waitFor();
    expect(await devices.getByRole('option', { name: /^\d{2}[A-Z]{2}\d{5} · / }).count()).toBe(5);
    await devices.getByRole('option', { name: 'See all 14 in the register' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/devices' && url.searchParams.get('q') === 'transformer',
    );
    await dialog.waitFor({ state: 'detached' });
    // The register, searched for it.
    expect(await page.getByRole('searchbox', { name: 'Search devices' }).inputValue()).toBe(
      'transformer',
    );
    await page
      .getByRole('row')
      .filter({ hasText: /transformer/i })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('document titles (issue 13.17)', () => {
  it('name each page and the app, in English and in Chinese, and follow a change of language', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseUrl()}/login`);
    expect(await titleBecomes(page, 'Sign in · 电气设备管理')).toBe('Sign in · 电气设备管理');
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    expect(await titleBecomes(page, 'Home · 电气设备管理')).toBe('Home · 电气设备管理');
    const english: [string, string][] = [
      ['/devices', 'Devices · 电气设备管理'],
      ['/deviceTypeList', 'Device types · 电气设备管理'],
      ['/apps/invoice/list', 'Invoice · List · 电气设备管理'],
      ['/no/such/page', 'Page not found · 电气设备管理'],
    ];
    for (const [path, title] of english) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await titleBecomes(page, title)).toBe(title);
    }

    // The language chosen in the app: the title follows at once.
    await page.goto(`${baseUrl()}/devices`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    expect(await titleBecomes(page, '设备列表 · 电气设备管理')).toBe('设备列表 · 电气设备管理');
    await context.close();
  });

  it('in Chinese from the stored language, the not-authorised page included', async () => {
    const { context, page } = await newPage();
    await withLanguage(context, 'zh');
    await page.goto(`${baseUrl()}/login`);
    expect(await titleBecomes(page, '登录 · 电气设备管理')).toBe('登录 · 电气设备管理');
    await page.getByRole('textbox').first().fill('admin@demo.com');
    await page.locator('input[type="password"]').fill('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/`);
    const chinese: [string, string][] = [
      ['/', '首页 · 电气设备管理'],
      ['/deviceDetail?number=24DC10001', '设备详情 · 电气设备管理'],
      ['/deviceLocation', '设备位置 · 电气设备管理'],
      ['/apps/ecommerce/product/list', '电子商务 · 商品 · 电气设备管理'],
    ];
    for (const [path, title] of chinese) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await titleBecomes(page, title)).toBe(title);
    }
    await context.close();

    const client = await newPage();
    await signIn(client.page, 'client@demo.com', 'client');
    await client.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await withLanguage(client.context, 'zh');
    await client.page.goto(`${baseUrl()}/devices`);
    expect(await titleBecomes(client.page, '无权访问 · 电气设备管理')).toBe(
      '无权访问 · 电气设备管理',
    );
    await client.context.close();
  });
});

describe('notifications (issue 13.16)', () => {
  /** The bell's unread count (0 when its label has none). */
  const unread = async (page: Page) =>
    Number(
      /(\d+) unread/.exec(
        (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ??
          '',
      )?.[1] ?? 0,
    );

  it('are told from the data, and what was read stays read after a reload', async () => {
    const { context, page } = await newPage();
    await signInWithSamples(page);
    // The user's own work joins the bell when the page is first idle: counted once it is in.
    const work = page.waitForResponse((r) => r.url().includes('/api/work-orders?'));
    await page.reload();
    await work;
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByRole('listitem');
    // Both sources are in (the stats: due inspections and alarms; the register: overdue ones).
    await items.filter({ hasText: 'Inspection overdue' }).first().waitFor();
    await items.filter({ hasText: 'Inspection due' }).first().waitFor();
    const before = await unread(page);
    expect(before).toBeGreaterThan(0);
    expect(await items.count()).toBe(before);
    // Inspections and alarms of real devices and the user's own work orders, nothing of the old
    // samples.
    for (const text of await items.allTextContents())
      expect(text).toMatch(
        /(Critical alarm on|Alarm on|Inspection overdue:|Inspection due:) \W?\d{2}[A-Z]{2}\d{5}|(Assigned to you|Due today|Work overdue): \W?WO-\d{4}-\d{5}/,
      );
    await panel
      .getByRole('button', { name: /^Mark as read: / })
      .first()
      .click();
    await page.getByRole('button', { name: `Notifications, ${before - 1} unread` }).waitFor();

    await page.reload();
    await expect.poll(() => unread(page), { timeout: 30_000 }).toBe(before - 1);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect.poll(() => panel.getByRole('listitem').count(), { timeout: 30_000 }).toBe(before);
    expect(await unread(page)).toBe(0);

    // The title leads to the device's page.
    const link = panel.locator('a[href^="/deviceDetail"]').first();
    const number = /\d{2}[A-Z]{2}\d{5}/.exec((await link.textContent()) ?? '')![0];
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === '/deviceDetail' && url.searchParams.get('number') === number,
    );
    await context.close();
  });
});
