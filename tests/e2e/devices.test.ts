/**
 * Issue 6 on the built app, as a user: find a device by number with the palette, change its
 * status, and see the register show the change after a reload (the simulation persists); and
 * the acceptance walk: where a device is, its type and next inspection, a maintenance
 * visit recorded, and every device of a type at a site.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
    // The device's own hit (its number leads); "Change status of 24DC10003" and the like match
    // the number too, and Enter on one of those opens its form instead.
    await palette.getByRole('option', { name: /^24DC10003/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === '/deviceDetail' &&
        url.searchParams.get('number') === '24DC10003' &&
        !url.searchParams.has('action'),
    );
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

    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    await page.keyboard.type('24DC10002');
    // The device's own hit (number, then name); "Schedule maintenance for 24DC10002" is offered
    // too.
    await page
      .getByRole('dialog', { name: 'Search' })
      .getByRole('option', { name: /^24DC10002/ })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/deviceDetail' &&
        url.searchParams.get('number') === '24DC10002' &&
        !url.searchParams.has('action'),
    );

    // Where it is (a breadcrumb from the site down) and what type it is.
    const crumbs = page.getByRole('navigation', { name: /location/i });
    await crumbs.getByRole('link').first().waitFor();
    expect((await crumbs.getByRole('link').allInnerTexts())[0]).toBe(
      'Wuhan Optics Valley Data Center',
    );
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
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
    );
    await page.getByText(today, { exact: true }).first().waitFor(); // the last inspection is today
    await page.close();
  });

  it('acceptance: every device of a type at a site, from the type list to the register filters', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInWithSamples(page, '/deviceTypeList');
    await page.getByRole('link', { name: /^Devices of type DC: \d+$/ }).click();
    await page.waitForURL((url) => url.pathname === '/devices' && url.searchParams.has('typeId'));

    await page.getByRole('button', { name: /^Location:/ }).click();
    await page
      .getByRole('listbox', { name: 'Location' })
      .getByRole('option', { name: /^Wuhan Optics Valley Data Center/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.has('locationId'));
    const url = new URL(page.url());

    const expected = await page.evaluate(
      async (search) => {
        const res = await fetch(`/api/devices?${search}&itemsPerPage=-1`);
        return ((await res.json()) as { devices: { number: string }[] }).devices.map(
          (d) => d.number,
        );
      },
      `typeId=${url.searchParams.get('typeId')}&locationId=${url.searchParams.get('locationId')}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((n) => n.includes('DC'))).toBe(true);

    const table = page.locator('table[aria-label="Devices"]');
    await table.locator('tbody tr').first().waitFor();
    await page.getByText(`of ${expected.length} entries`).waitFor();
    const shown = await table.locator('tbody tr a').allInnerTexts();
    expect(shown).toEqual(expected.slice(0, shown.length));
    await page.close();
  });

  it('issue 13: a name typed as the number offers the devices it names; an unknown location says so and leads back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInWithSamples(page, '/deviceDetail?number=server room');
    await page.getByRole('heading', { name: 'Device not found' }).waitFor();
    const offered = page.getByRole('list', { name: 'Did you mean:' });
    await offered.getByRole('link', { name: '24DC10001 Server room cabinet 01' }).click();
    await page.getByRole('heading', { level: 1, name: 'Server room cabinet 01' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: /^See all matches in the register/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/devices' && url.searchParams.get('q') === 'server room',
    );
    expect(await page.getByRole('searchbox', { name: 'Search devices' }).inputValue()).toBe(
      'server room',
    );

    await page.goto(`${baseUrl()}/deviceLocation?location=9999`);
    await page.getByRole('heading', { name: 'Location not found' }).waitFor();
    await page.getByRole('link', { name: 'Show all sites' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/deviceLocation' && !url.searchParams.has('location'),
    );
    await page.getByRole('table', { name: 'Devices here and below' }).waitFor();
    await page.close();
  });

  it('issue 13: a type devices use is not offered for a refusal: the dialog leads to its devices in the register', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInWithSamples(page, '/deviceTypeList');
    await page.getByRole('button', { name: 'Actions for CB' }).click();
    await page.getByRole('menuitem', { name: 'Delete CB' }).click();
    const dialog = page.getByRole('dialog', { name: 'CB cannot be deleted' });
    await dialog.getByRole('link', { name: 'Show these devices in the register' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/devices' && url.searchParams.get('typeId') === '4',
    );
    await page.getByText('of 30 entries').waitFor();
    await page.close();
  });

  it('issue 13: at 390 px the register’s search box shows its whole hint, and the register and locations do not scroll sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInWithSamples(page);
    // The selected location's header (its actions) fits once CardHeader wraps its actions (the
    // phone check of every route).
    const drawn = {
      '/devices': 'Devices',
      '/deviceLocation': 'Devices here and below',
      '/deviceLocation?location=9999': 'Location not found',
    };
    for (const [path, name] of Object.entries(drawn)) {
      await page.goto(`${baseUrl()}${path}`);
      // On a phone the lists are cards (issue 35.17).
      await page.getByRole(path.endsWith('9999') ? 'heading' : 'list', { name }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
    await page.goto(`${baseUrl()}/devices`);
    const search = page.getByRole('searchbox', { name: 'Search devices' });
    await search.waitFor();
    // The placeholder's drawn width against the room the input gives it (between its icon and clear
    // button paddings).
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context2d.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeLessThanOrEqual(room);
    await context.close();
  });

  it('filters the register by status from the URL', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/devices?status=standby`);
    await page.getByRole('row').nth(1).waitFor();
    const statuses = await page
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
      .allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const text of statuses) expect(text).toContain('Standby');
    await page.close();
  });
});
