/**
 * Issue 35.19: "Reset demo data" (the user menu's) asks first, then brings the samples back in
 * every open tab at once, each refreshing what it shows without a reload and saying why.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signIn, signInWithSamples, simulationReady } from './browser';

let browser: Browser;
let context: BrowserContext;
let a: Page;
let b: Page;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  [a, b] = [await context.newPage(), await context.newPage()];
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const SAMPLE_NAME = 'Server room cabinet 01';
const RENAMED = 'Renamed before the reset';

/** Renames the device through the API, as the signed-in user of the page. */
async function rename(page: Page, name: string): Promise<number> {
  await simulationReady(page);
  return page.evaluate(async (name) => {
    const token = sessionStorage.getItem('accessToken');
    const response = await fetch('/api/devices/24DC10001', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    return response.status;
  }, name);
}

/** Opens the user menu's "Reset demo data" and answers its question. */
async function askToReset(page: Page) {
  await page.getByRole('button', { name: /John Doe/ }).click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset the demo data?' });
  await dialog.waitFor();
  return dialog;
}

describe('Reset demo data (issue 35.19)', () => {
  it('asks first; then both tabs show the samples again, without a reload, and say so', async () => {
    // A session is per page (sessionStorage), the demo data per browser.
    await signInWithSamples(a);
    await signIn(b);
    await b.waitForURL(`${baseUrl()}/`);
    expect(await rename(a, RENAMED)).toBe(200);

    await a.goto(`${baseUrl()}/deviceDetail?number=24DC10001`);
    await a.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
    await b.goto(`${baseUrl()}/devices?q=24DC10001`);
    const row = b.getByRole('row').filter({ hasText: '24DC10001' });
    await row.filter({ hasText: RENAMED }).waitFor();
    // Marks that a reload would wipe.
    await a.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await b.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

    // Cancelling changes nothing.
    let dialog = await askToReset(a);
    await dialog.getByText(/Every change made in this browser/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await a.getByRole('heading', { level: 1, name: RENAMED }).waitFor();

    dialog = await askToReset(a);
    await dialog.getByRole('button', { name: 'Reset demo data' }).click();
    await dialog.waitFor({ state: 'detached' });
    await a.getByText('The demo data was reset: the samples are back').waitFor();
    await a.getByRole('heading', { level: 1, name: SAMPLE_NAME }).waitFor();

    await b.getByText('The demo data was reset in another tab: the samples are back').waitFor();
    await row.filter({ hasText: SAMPLE_NAME }).waitFor();
    expect(await row.innerText()).not.toContain(RENAMED);

    expect(await a.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await b.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Both still signed in, on the same database again.
    expect(await rename(b, 'After the reset')).toBe(200);
    expect(
      await a.evaluate(() =>
        fetch('/api/devices/24DC10001')
          .then((r) => r.json())
          .then((d: { name: string }) => d.name),
      ),
    ).toBe('After the reset');
  });
});
