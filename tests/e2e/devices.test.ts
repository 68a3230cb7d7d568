/**
 * Issue 6 on the built app, as a user: find a device by number with the palette, change its
 * status, and see the register show the change after a reload (the simulation persists); and
 * the acceptance walk: where a device is, its type and next inspection, a maintenance
 * visit recorded, and every device of a type at a site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright';
import { baseUrl, launch, signIn, signInWithSamples } from './browser';

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
    await signInWithSamples(page);
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

    // Stored before it was answered: the register after a reload shows it.
    await page.goto(`${baseUrl()}/devices?q=24DC10003`);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: '24DC10003' });
    await row.getByText('Fault').waitFor();
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('acceptance: a device found by number shows where it is, its type and next inspection; a done inspection moves that date', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInWithSamples(page);

    await page.getByRole('button', { name: /^Search/ }).first().click();
    await page.keyboard.type('24DC10002');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('option', { name: '24DC10002', selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/deviceDetail' && url.searchParams.get('number') === '24DC10002');

    // Where it is (a breadcrumb from the site down) and what type it is.
    const crumbs = page.getByRole('navigation', { name: /location/i });
    await crumbs.getByRole('link').first().waitFor();
    expect((await crumbs.getByRole('link').allInnerTexts())[0]).toBe('Wuhan Optics Valley Data Center');
    await page.getByText(/^DC · Distribution cabinet/).waitFor();
    const next = page.getByTestId('next-inspection');
    const nextBefore = await next.innerText();

    // A maintenance visit: a done inspection today, passed.
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add maintenance record' });
    await dialog.getByLabel(/^Technician/).fill('Li Wei');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const moved = await page.getByText(/^Next inspection moved to /).innerText();
    await page.getByRole('row').filter({ hasText: 'Li Wei' }).first().waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    const nextAfter = await next.innerText();
    expect(nextAfter).not.toBe(nextBefore);
    expect(moved).toContain(nextAfter.split('\n')[0]);
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()));
    await page.getByText(today, { exact: true }).first().waitFor(); // the last inspection is today
    await page.close();
  });

  it('acceptance: every device of a type at a site, from the type list to the register filters', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInWithSamples(page);
    await page.goto(`${baseUrl()}/deviceTypeList`);
    await page.getByRole('link', { name: /^Devices of type DC: \d+$/ }).click();
    await page.waitForURL((url) => url.pathname === '/devices' && url.searchParams.has('typeId'));

    await page.getByRole('button', { name: /^Location:/ }).click();
    await page.getByRole('listbox', { name: 'Location' }).getByRole('option', { name: /^Wuhan Optics Valley Data Center/ }).first().click();
    await page.waitForURL((url) => url.searchParams.has('locationId'));
    const url = new URL(page.url());

    const expected = await page.evaluate(async (search) => {
      const res = await fetch(`/api/devices?${search}&itemsPerPage=-1`);
      return ((await res.json()) as { devices: { number: string }[] }).devices.map((d) => d.number);
    }, `typeId=${url.searchParams.get('typeId')}&locationId=${url.searchParams.get('locationId')}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((n) => n.includes('DC'))).toBe(true);

    const table = page.locator('table[aria-label="Devices"]');
    await table.locator('tbody tr').first().waitFor();
    await page.getByText(`of ${expected.length} entries`).waitFor();
    const shown = await table.locator('tbody tr a').allInnerTexts();
    expect(shown).toEqual(expected.slice(0, shown.length));
    await page.close();
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
