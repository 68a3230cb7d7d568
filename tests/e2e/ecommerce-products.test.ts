/**
 * Issue 16 points 1–2 on the built app, as a new user: find the out-of-stock products in Office,
 * delete one and see the total fall (still fallen after a reload); add a product as a draft and
 * find it, inactive, after a reload; find a customer's orders by e-mail, open one and delete it;
 * and the four screens on a 390×844 phone.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A figure's number as shown: the card's line that is a number alone ("1,234" → 1234), not its
 * hint.
 */
const figure = async (page: Page, key: string) =>
  Number(
    (
      (await page.locator(`[data-stat="${key}"]`).innerText()).match(/^\s*([\d,]+)\s*$/m)?.[1] ??
      'NaN'
    ).replace(/,/g, ''),
  );
/** Text without the bidi isolation marks around user text. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('e-commerce products and orders (issue 16.1–2)', () => {
  it('deletes an out-of-stock Office product and the total falls, durably', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/product/list');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => figure(page, 'products')).toBeGreaterThan(0);

    // The filters from the toolbar end up in the address.
    await page.getByRole('button', { name: /^Category: All/ }).click();
    await page.getByRole('option', { name: /^Office/ }).click();
    await page.getByRole('button', { name: /^Stock: All/ }).click();
    await page.getByRole('option', { name: /^Out of stock/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Office');
    await expect.poll(() => new URL(page.url()).searchParams.get('stock')).toBe('false');
    await page.getByRole('button', { name: 'Remove filter Stock: Out of stock' }).waitFor();
    const total = await figure(page, 'products');
    const out = await figure(page, 'outOfStock');

    const actions = table.getByRole('button', { name: /^Actions for / }).first();
    await actions.waitFor();
    const name = plain((await actions.getAttribute('aria-label'))!).replace(/^Actions for /, '');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => figure(page, 'products')).toBe(total - 1);
    expect(await figure(page, 'outOfStock')).toBe(out - 1);

    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => figure(page, 'products')).toBe(total - 1);
    expect(await table.getByText(name, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('saves a product as a draft and finds it inactive after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/product/list');
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/ecommerce/product/add');
    const form = page.getByRole('form', { name: 'Add a new product' });
    await form.locator('[contenteditable="true"]').waitFor();

    // Nothing typed: the required fields say so, and nothing is saved.
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => form.getByLabel(/^Name/).getAttribute('aria-invalid')).toBe('true');

    const name = `E2E Lamp ${Date.now() % 100_000}`;
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^SKU/).fill(String(10_000_000 + (Date.now() % 89_999_999)));
    await form.getByLabel(/^Quantity/).fill('7');
    await form.getByLabel(/^Base price/).fill('49.90');
    await form.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Office' }).click();
    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/ecommerce/product/list');

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Inactive');
    expect(await row.innerText()).toContain('$49.90');
    await context.close();
  });

  it("finds a customer's orders by e-mail, opens one and deletes it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/order/list');
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByRole('row').nth(1).waitFor();
    const email = (await table.getByRole('row').nth(1).innerText()).match(/[\w.+-]+@[\w.-]+/)![0];
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(email);
    await expect
      .poll(async () =>
        (await table.getByRole('row').allInnerTexts())
          .slice(1)
          .every((text) => text.includes(email)),
      )
      .toBe(true);

    const link = table.getByRole('link', { name: /^#\d+$/ }).first();
    const number = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/apps/ecommerce/order/details/'));
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('list', { name: 'Shipping activity' }).waitFor();
    await page.getByRole('button', { name: 'Delete order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/ecommerce/order/list');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number.slice(1));
    await page.getByText('No orders found').waitFor();

    // An unknown order: not found, with the way back.
    await page.goto(`${baseUrl()}/apps/ecommerce/order/details/99999`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await context.close();
  });

  it('fits a 390×844 phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page);
    for (const [path, ready] of [
      // On a phone the lists are cards (issue 35.17).
      [
        '/apps/ecommerce/product/list',
        page.getByRole('list', { name: 'Products' }).getByRole('article').first(),
      ],
      ['/apps/ecommerce/product/add', page.locator('[contenteditable="true"]')],
      [
        '/apps/ecommerce/order/list',
        page.getByRole('list', { name: 'Orders' }).getByRole('article').first(),
      ],
      ['/apps/ecommerce/order/details/2', page.getByRole('list', { name: 'Shipping activity' })],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await ready.waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
