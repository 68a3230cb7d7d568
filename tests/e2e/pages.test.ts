/**
 * Issue 18 (FAQ, help center, profile, second page) and issue 15 point 5 (sales datatable) on the
 * built app, as a user: what is chosen lives in the URL (a reload or a shared link gives the same
 * view) and what is saved (a helpful vote, a connection) is still there after a reload.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithSamples(page);
  return page;
}

/** The query string of the page's URL as an object. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('pages (issue 18) and the sales datatable (issue 15.5)', () => {
  it('FAQ: "cancel" finds the 72-hour rule; a search with no match says so and can be cleared', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl()}/pages/faq`);
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('cancel');
    await page.getByRole('tab', { name: 'Cancellation & Return', selected: true }).waitFor();
    await page
      .getByText(/Scheduled delivery orders can be cancelled 72 hours before the delivery date/)
      .waitFor();
    await page.waitForURL(/\/pages\/faq\?q=cancel$/);

    await search.fill('qwertyuiop');
    await page.getByRole('heading', { name: 'No question matches “qwertyuiop”' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    // The search is in the URL: a reload shows the same empty result.
    await page.waitForURL(/\?q=qwertyuiop$/);
    await page.reload();
    await page.getByRole('heading', { name: 'No question matches “qwertyuiop”' }).waitFor();
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search the questions' }).inputValue()).toBe(
      '',
    );
    await page.context().close();
  });

  it('help center: an article found by its category, voted helpful, remembered after a reload', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl()}/pages/help-center`);
    const category = page.locator('#category-getting-started');
    await category.getByRole('link').first().click();
    await page.waitForURL(/\/pages\/help-center\/article\/getting-started\/[\w-]+$/);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    await page.getByText(/^Last updated/).waitFor();

    const yes = page.getByRole('button', { name: 'Yes' });
    expect(await yes.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/pages/help-center/article/feedback') &&
        r.request().method() === 'POST',
    );
    await yes.click();
    expect((await saved).status()).toBeLessThan(300);
    await page.getByText('Thank you for your feedback: glad it helped.').waitFor();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await title.waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByText('Thank you for your feedback: glad it helped.').waitFor();
    await page.context().close();
  });

  it('profile: a shared URL opens its tab, each tab is in the URL, a connection survives a reload', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl()}/pages/user-profile/projects`);
    await page.getByRole('tab', { name: 'Projects', selected: true }).waitFor();
    await page
      .getByRole('progressbar', { name: /^Tasks done in / })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.waitForURL(/\/pages\/user-profile\/teams$/);
    await page.getByRole('tab', { name: 'Connections' }).click();
    await page.waitForURL(/\/pages\/user-profile\/connections$/);

    const toggles = page.getByRole('button', { name: /^Connect with / });
    await toggles.first().waitFor();
    const name = (await toggles.first().getAttribute('aria-label'))!.replace('Connect with ', '');
    const saved = page.waitForResponse(
      (r) =>
        /\/api\/pages\/profile\/connections\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await toggles.first().click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: `Connected with ${name}`, pressed: true }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Connections', selected: true }).waitFor();
    const connected = page.getByRole('button', { name: `Connected with ${name}` });
    await connected.waitFor();
    expect(await connected.getAttribute('aria-pressed')).toBe('true');

    // And back: disconnecting is stored too.
    await connected.click();
    await page.getByRole('button', { name: `Connect with ${name}`, pressed: false }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: `Connect with ${name}`, pressed: false }).waitFor();
    await page.context().close();
  });

  it('sales datatable: search, sort and page are in the URL and come back with a reload', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl()}/pages/datatable`);
    const table = page.getByRole('table', { name: 'Sales' });
    const rows = table.locator('tbody tr');
    await page.getByText(/^Showing 1 to 10 of \d+ entries$/).waitFor();
    const total = Number(
      (await page.getByText(/^Showing 1 to 10 of \d+ entries$/).textContent())!.match(
        /of (\d+)/,
      )![1],
    );
    expect(total).toBeGreaterThan(20);

    // Search by a buyer on the first page: only their rows, the search in the URL.
    // The cell holds the avatar's initials, then the name.
    const buyer = (await rows.first().locator('td').nth(2).innerText())
      .trim()
      .split('\n')
      .pop()!
      .trim();
    await page.getByRole('searchbox', { name: 'Search the sales' }).fill(buyer);
    await expect.poll(() => query(page).q).toBe(buyer);
    await expect
      .poll(async () =>
        (await rows.locator('td:nth-child(3)').allTextContents()).every((text) =>
          text.includes(buyer),
        ),
      )
      .toBe(true);
    const found = Number(
      (await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).textContent())!.match(
        /of (\d+)/,
      )![1],
    );
    expect(found).toBeLessThan(total);
    await page.getByRole('searchbox', { name: 'Search the sales' }).fill('');
    await expect.poll(() => query(page).q).toBeUndefined();

    // Sort by payment (ascending), then the next page.
    const payment = page.getByRole('columnheader', { name: /Payment/ });
    await payment.getByRole('button').click();
    await expect.poll(() => payment.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => query(page)).toMatchObject({ sortBy: 'total', orderBy: 'asc' });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Showing 11 to 20 of ${total} entries`).waitFor();
    await expect.poll(() => query(page)).toEqual({ sortBy: 'total', orderBy: 'asc', page: '2' });
    const secondPage = await rows.locator('td:nth-child(1)').allTextContents();

    await page.reload();
    await page.getByText(`Showing 11 to 20 of ${total} entries`).waitFor();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Payment/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    expect(await rows.locator('td:nth-child(1)').allTextContents()).toEqual(secondPage);
    await page.context().close();
  });

  it('the client account reads the second page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.getByRole('heading', { level: 1, name: /^Welcome,/ }).waitFor();
    await page.getByText('Read-only access').waitFor();
    await context.close();
  });
});
