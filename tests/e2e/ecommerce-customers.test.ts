/**
 * Issue 16 points 3–5 on the built app, as a new user: find a customer's orders from the customer
 * list; look at the reviews waiting for approval (the filter in the link they can share); invite
 * a friend, the invitation kept across a reload; and the four screens on a 390×844 phone.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('e-commerce customers, reviews and referrals (issue 16.3–5)', () => {
  it("finds a customer's orders and opens one", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/customer/list');
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('link').first().waitFor();

    // The customers with the most orders first; search that one by name.
    const header = table.getByRole('columnheader', { name: /Orders/ });
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('orders');
    // The header and the address change at once; the rows only when the sorted page has come
    // (the previous page stays on screen meanwhile): wait for the counts to fall down the column.
    const column = (await table.locator('thead th').allInnerTexts()).findIndex((text) =>
      /^orders$/i.test(text.trim()),
    );
    const counts = () =>
      table
        .locator('tbody tr')
        .evaluateAll(
          (rows, i) =>
            rows.map((row) =>
              Number((row.children[i] as HTMLElement).innerText.replace(/\D/g, '')),
            ),
          column,
        );
    await expect
      .poll(
        async () => {
          const c = await counts();
          return c.length > 1 && c.every((n, i) => i === 0 || c[i - 1] >= n) && c[0] > c.at(-1)!;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const name = (await table.getByRole('link').first().innerText()).trim();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(name);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
    await table.getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/apps/ecommerce/customer/details/'));
    await page.getByRole('heading', { level: 2, name }).waitFor();

    const orders = page.getByRole('table', { name: 'Orders placed' });
    await orders.getByRole('link').first().waitFor();
    const count = await orders.getByRole('link').count();
    expect(count).toBeGreaterThan(0);
    expect(await page.locator('[data-figure="orders"]').innerText()).toContain(String(count));

    await orders.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/apps/ecommerce/order/details/'));
    await context.close();
  }, 120_000);

  it('keeps the tab in the address; an unknown customer is not found', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/customer/details/5');
    const orders = page.getByRole('table', { name: 'Orders placed' });
    await orders.getByRole('link').first().waitFor();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('security');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await orders.getByRole('link').first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

    // An unknown customer: not found, with the way back.
    await page.goto(`${baseUrl()}/apps/ecommerce/customer/details/99999`);
    await page.getByRole('heading', { name: 'Customer not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to customers' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/ecommerce/customer/list');
    await context.close();
  }, 120_000);

  it('shows the reviews waiting for approval, the filter kept in the link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/reviews');
    const table = page.getByRole('table', { name: 'Reviews' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: /^Status: All/ }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('Pending');
    await page.reload();
    await page.getByRole('button', { name: 'Remove filter Status: Pending' }).waitFor();
    await table.getByRole('row').nth(1).waitFor();
    const statuses = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((r) => r.textContent ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toContain('Pending');
    await context.close();
  }, 120_000);

  it('invites a friend once: the same address is refused after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/ecommerce/referrals');
    const form = page.getByRole('form', { name: 'Invite your friends' });
    const field = form.getByLabel(/^E-mail address/);
    const address = `e2e.${Date.now()}@example.com`;
    await field.fill('not an address');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Enter a valid e-mail address').waitFor();
    expect(await field.inputValue()).toBe('not an address');
    await field.fill(address);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    await page.reload();
    await field.fill(address);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('This address has already been invited').waitFor();
    await context.close();
  }, 120_000);

  it('fits a 390×844 phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page);
    for (const [path, ready] of [
      ['/apps/ecommerce/customer/list', 'Customers'],
      ['/apps/ecommerce/customer/details/1', 'Orders placed'],
      ['/apps/ecommerce/reviews', 'Reviews'],
      ['/apps/ecommerce/referrals', 'Referred users'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      // On a phone the lists are cards (issue 35.17).
      await page.getByRole('list', { name: ready }).getByRole('article').first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
    await context.close();
  }, 120_000);
});
