/**
 * Issue 6 on the built app, as a user: find a device by number with the palette, change its
 * status, and see the register show the change after a reload (the simulation persists).
 */
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

describe('device management (issue 6)', () => {
  it('palette "24DC10003" opens its detail; a status change shows in the register after reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.evaluate(() => window.__mockApi?.reset());
    await page.locator('[data-layout="default"]').waitFor();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type('24DC10003');
    await palette.getByRole('option', { name: '24DC10003', selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/deviceDetail' && url.searchParams.get('number') === '24DC10003');
    await page.getByText('24DC10003').first().waitFor();

    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: /Change status of 24DC10003/ });
    await dialog.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Fault' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.waitForTimeout(400); // the simulation saves shortly after each answer
    await page.goto(`${baseUrl()}/devices?q=24DC10003`);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: '24DC10003' });
    await row.getByText('Fault').waitFor();
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('filters the register by status from the URL', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/devices?status=standby`);
    await page.getByRole('row').nth(1).waitFor();
    const statuses = await page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') }).allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const text of statuses) expect(text).toContain('Standby');
    await page.close();
  });
});
