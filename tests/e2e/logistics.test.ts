/**
 * Issue 15 point 4 on the built app, as a new user: find the logistics dashboard from the menu
 * and sort the vehicles by progress (the link they can share keeps the order); then follow a
 * vehicle to the fleet map and choose another there, its trip opening beside the map.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

/** Polls up to 20 s: on a busy machine an answer can take seconds. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The progress values of the table's rows, top to bottom. */
async function progressValues(page: Page): Promise<number[]> {
  const bars = page.getByRole('table', { name: 'Vehicles' }).getByRole('progressbar');
  return (await bars.evaluateAll((els) => els.map((el) => el.getAttribute('aria-valuenow')))).map(
    Number,
  );
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

describe('logistics (issue 15.4)', () => {
  it('sort vehicles by progress', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page);
    await page.locator('[data-layout="default"]').waitFor();

    // Apps → Logistics → Dashboard, from the main menu.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Logistics' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/logistics/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Logistics dashboard' }).waitFor();
    const table = page.getByRole('table', { name: 'Vehicles' });
    await table.getByRole('progressbar').first().waitFor();

    const header = table.getByRole('columnheader', { name: /Progress/ });
    await header.click();
    await poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await poll(async () => ascending(await progressValues(page))).toBe(true);
    await header.click();
    await poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await poll(async () => descending(await progressValues(page))).toBe(true);
    const top = await progressValues(page);
    expect(top).toHaveLength(10);

    // The order is in the address: the next page continues it, and the link reopens it as it was.
    await page.getByRole('button', { name: 'Next page' }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('progress');
    expect(new URL(page.url()).searchParams.get('orderBy')).toBe('desc');
    await poll(async () => (await progressValues(page))[0] <= top.at(-1)!).toBe(true);
    await page.reload();
    await table.getByRole('progressbar').first().waitFor();
    await poll(() =>
      table.getByRole('columnheader', { name: /Progress/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(descending(await progressValues(page))).toBe(true);
    expect((await progressValues(page))[0]).toBeLessThanOrEqual(top.at(-1)!);
    await context.close();
  }, 180_000);

  it('fleet: a vehicle from the dashboard opens on the map; choosing another shows its trip', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/logistics/dashboard');
    const first = page
      .getByRole('table', { name: 'Vehicles' })
      .getByRole('link', { name: /on the fleet map$/ })
      .first();
    const label = (await first.getAttribute('aria-label'))!;
    const name = /^Show (VOL-\d+) on the fleet map$/.exec(label)![1];
    await first.click();
    await page.waitForURL(
      (url) => url.pathname === '/apps/logistics/fleet' && url.searchParams.has('vehicle'),
    );

    const map = page.getByRole('region', { name: 'Map of the vehicles' });
    await map.locator('path.ee-map-marker').first().waitFor();
    await page.getByText(`Centred on ${name}.`).waitFor();
    const section = page.getByRole('button', { name: new RegExp(`^${name} `) });
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('list', { name: `Trip of ${name}` }).waitFor();

    // Another vehicle, chosen in the list: its trip opens, the map follows, the address too.
    const others = page.getByRole('button', { name: /^VOL-\d+ / });
    const other = others.nth(3);
    const otherName = (await other.innerText()).split('\n')[0].trim();
    expect(otherName).toMatch(/^VOL-\d+$/);
    await other.click();
    await page.getByText(`Centred on ${otherName}.`).waitFor();
    const trip = page.getByRole('list', { name: `Trip of ${otherName}` });
    await trip.waitFor();
    expect(await trip.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await section.getAttribute('aria-expanded')).toBe('false');
    const chosen = new URL(page.url()).searchParams.get('vehicle');
    expect(chosen).not.toBeNull();

    // The chosen vehicle's label sits at the map's centre. (A redraw fades the labels it replaced
    // out for 200 ms before it removes them: the one shown is the one not at opacity 0.)
    const box = (await map.boundingBox())!;
    const mark = (await map
      .locator('.ee-map-label:not([style*="opacity: 0;"])', { hasText: otherName })
      .boundingBox())!;
    expect(Math.abs(mark.x + mark.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);

    // Back returns to the vehicle from the dashboard.
    await page.goBack();
    await page.getByText(`Centred on ${name}.`).waitFor();
    await context.close();
  }, 180_000);

  it('on a 390×844 phone: both screens fit the width, the map above the list, and a vehicle can be chosen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/logistics/dashboard');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);

    // On a phone the vehicles are cards (issue 35.17).
    await page.getByRole('list', { name: 'Vehicles' }).getByRole('progressbar').first().waitFor();
    await page.locator('[data-card] .recharts-surface').nth(1).waitFor();
    expect(await fits()).toBeLessThanOrEqual(390);

    await page.goto(`${baseUrl()}/apps/logistics/fleet`);
    const map = page.getByRole('region', { name: 'Map of the vehicles' });
    await map.locator('path.ee-map-marker').first().waitFor();
    expect(await fits()).toBeLessThanOrEqual(390);
    // Stacked: the map first, the list under it, both the screen's width.
    const mapBox = (await map.boundingBox())!;
    const first = page.getByRole('button', { name: /^VOL-\d+ / }).first();
    const firstBox = (await first.boundingBox())!;
    expect(firstBox.y).toBeGreaterThan(mapBox.y + mapBox.height);
    const name = (await first.innerText()).split('\n')[0].trim();
    await first.tap();
    await page.getByRole('list', { name: `Trip of ${name}` }).waitFor();
    await page.getByText(`Centred on ${name}.`).waitFor();
    expect(await fits()).toBeLessThanOrEqual(390);
    await context.close();
  }, 180_000);
});
