/**
 * Issue 35.11 on the built app, as the administrator: a deleted device leaves the register but
 * its record and audit trail stay. Delete a device, find it under "Show deleted", read its
 * history on its (read-only) page, and add a new device: it does not take the deleted number.
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

/** Adds a distribution cabinet through the register's drawer; its number, from the toast. */
async function addCabinet(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Add device' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add device' });
  await drawer.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'DC · Distribution cabinet' }).click();
  await drawer.getByLabel(/^Name/).fill(name);
  await drawer.getByRole('combobox', { name: /^Location/ }).click();
  await page.getByRole('option', { name: 'Shanghai Zhangjiang Campus', exact: true }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByText(/^Device \w+ added$/).last();
  await toast.waitFor();
  const number = (await toast.innerText()).split(' ')[1];
  await drawer.waitFor({ state: 'detached' });
  return number;
}

describe('deleted devices (issue 35.11)', () => {
  it('a deleted device is found under "Show deleted", its history reads, and its number is not given again', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/devices');
    const first = await addCabinet(page, 'Cabinet to be deleted');

    // Delete it from its page.
    await page.goto(`${baseUrl()}/deviceDetail?number=${first}`);
    await page.getByRole('heading', { level: 1, name: 'Cabinet to be deleted' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete device ${first}?` });
    await confirm.getByText(/its number is never given again/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/devices');

    // Gone from the register, even after a reload (stored) …
    await page.goto(`${baseUrl()}/devices?q=${first}`);
    await page.reload();
    await page.getByText('No devices found').waitFor();
    expect(await page.getByRole('link', { name: first }).count()).toBe(0);

    // … and there under "Show deleted", in the URL, marked "Deleted".
    await page.getByRole('button', { name: 'Deleted devices: All' }).click();
    await page.getByRole('option', { name: 'Show deleted' }).click();
    await page.waitForURL((url) => url.searchParams.get('deleted') === 'include');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: first }) });
    const chip = row.locator('[data-deleted]');
    await chip.waitFor();
    expect(await chip.getAttribute('title')).toMatch(/^Deleted on .* by John Doe$/);

    // Its page: read-only, says it was deleted and by whom; its history is there.
    await row.getByRole('link', { name: first }).click();
    await page.waitForURL(
      (url) => url.pathname === '/deviceDetail' && url.searchParams.get('number') === first,
    );
    await page
      .getByRole('region', { name: 'This device was deleted' })
      .getByText(/by John Doe/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await history.getByText('John Doe deleted the device').waitFor();
    await history.getByText('John Doe added the device').waitFor();

    // A new device of the same type and year takes the next number, not the deleted one.
    await page.goto(`${baseUrl()}/devices`);
    const second = await addCabinet(page, 'Cabinet after the deletion');
    expect(second).not.toBe(first);
    expect(second.slice(0, 4)).toBe(first.slice(0, 4));
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
    await context.close();
  });
});
