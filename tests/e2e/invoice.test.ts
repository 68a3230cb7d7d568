/**
 * Issue 15 point 1 on the built app, as a user: find every unpaid invoice of a client this
 * month, open one, print it (the invoice alone on paper), download it as a PDF, record a part
 * payment and see the balance fall; then write a new invoice (refused first with field errors,
 * nothing typed lost), change it, see the change survive a reload, and delete it from the list.
 */
import { readFile } from 'node:fs/promises';
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

/** The invoice numbers of the list's rows, top to bottom. */
async function shownIds(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Invoices' })
    .locator('tbody tr')
    .getByRole('link', { name: /^#\d+$/ })
    .allInnerTexts();
}

/** Slow machines: a list or a save may take seconds to show. */
const POLL = { timeout: 20_000 };

/** The preview's side panel: its actions and summary. */
const actions = (page: Page) => page.getByRole('complementary', { name: 'Invoice actions' });

/** A money amount as the English screens write it. */
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

describe('invoices (issue 15.1)', () => {
  it("acceptance: a client's unpaid invoices this month; one opened, printed, downloaded and part paid", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/invoice/list');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first().waitFor();

    // Unpaid (the figure leads to every status but Paid), one client, issued this month.
    await page.locator('[data-stat="unpaid"]').click();
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'Downloaded,Sent,Draft,Partial Payment,Past Due',
    );
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('voonix');
    await page.waitForURL((url) => url.searchParams.get('q') === 'voonix');
    await page.getByRole('button', { name: /^Issued: All/ }).click();
    await page.getByRole('button', { name: 'This month' }).click();
    await page.waitForURL((url) => url.searchParams.has('issued'));
    const issued = new URL(page.url()).searchParams.get('issued')!;
    const [start, end] = issued.split('..');

    // What the API says that search holds: the same rows, none of them paid.
    const expected = await page.evaluate(
      async ({ start, end }) => {
        const query = new URLSearchParams({
          q: 'voonix',
          itemsPerPage: '-1',
          selectedDateRange: JSON.stringify({ start, end }),
        });
        for (const s of ['Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'])
          query.append('status', s);
        const res = await fetch(`/api/apps/invoice?${query}`);
        return (
          (await res.json()) as {
            invoices: { id: number; balance: number; client: { companyEmail: string } }[];
          }
        ).invoices;
      },
      { start, end },
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((i) => i.balance > 0 && i.client.companyEmail.includes('voonix'))).toBe(
      true,
    );
    await expect
      .poll(() => shownIds(page), POLL)
      .toEqual(expected.slice(0, 10).map((i) => `#${i.id}`));
    await page.getByRole('button', { name: /^Remove filter Issued:/ }).waitFor();

    // Open the first one.
    const chosen = expected[0];
    await page.getByRole('link', { name: `View invoice #${chosen.id}` }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/preview/${chosen.id}`);
    await page.getByRole('heading', { level: 1, name: `Invoice #${chosen.id}` }).waitFor();
    const balance = page.locator('[data-summary-balance]');
    await expect.poll(() => balance.innerText(), POLL).toBe(usd(chosen.balance));

    // On paper: the invoice alone, no navigation and no action buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-invoice-print]').isVisible()).toBe(true);
    expect(await actions(page).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    const pdfPrint = await page.pdf({ format: 'A4' });
    expect(pdfPrint.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    expect(await actions(page).isVisible()).toBe(true);

    // Download as PDF: a real PDF file named after the invoice.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      actions(page).getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toContain(String(chosen.id));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // A part payment: more than the balance is refused in place; a part is recorded and the balance
    // falls.
    await actions(page).getByRole('button', { name: 'Add payment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add payment' });
    const amount = drawer.getByLabel(/^Payment amount/);
    const over = (chosen.balance + 1).toFixed(2);
    await amount.fill(over);
    await drawer.getByRole('button', { name: 'Add payment' }).click();
    await drawer.getByText('The payment cannot be more than the balance due').waitFor();
    expect(await amount.inputValue()).toBe(over);
    const part = Math.max(0.01, Math.floor(chosen.balance * 50) / 100);
    await amount.fill(String(part));
    await drawer.getByRole('combobox', { name: /^Payment method/ }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await drawer.getByLabel(/^Internal note/).fill('First instalment');
    await drawer.getByRole('button', { name: 'Add payment' }).click();
    await drawer.waitFor({ state: 'detached' });
    const left = Math.round((chosen.balance - part) * 100) / 100;
    await expect.poll(() => balance.innerText(), POLL).toBe(usd(left));
    await page
      .getByRole('region', { name: 'Payments received' })
      .getByText('Bank transfer · First instalment')
      .waitFor();

    // Stored before it was answered: a reload shows the same balance, Partial payment.
    await page.reload();
    await expect.poll(() => balance.innerText(), POLL).toBe(usd(left));
    await actions(page).waitFor();
    await actions(page).getByText('Partial payment').waitFor();
    await context.close();
  }, 180_000);

  it('a new invoice: refused with field errors, created, changed, kept after a reload, deleted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/invoice/list');
    await page.getByRole('link', { name: 'Create invoice' }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/add`);
    const create = page.getByRole('button', { name: 'Create invoice' });
    await create.waitFor();

    // Bad input: each field says what it needs; what was typed stays.
    const line1 = page.getByRole('group', { name: 'Line 1' });
    await line1.getByLabel(/^Description/).fill('Infrared scan of panels');
    await create.click();
    await page.locator('p', { hasText: /^Choose a client$/ }).waitFor();
    await line1.getByText('Name the item').waitFor();
    expect(await line1.getByLabel(/^Description/).inputValue()).toBe('Infrared scan of panels');
    expect(new URL(page.url()).pathname).toBe('/apps/invoice/add');

    // Filled in: client, a line, tax; the totals add up as typed.
    await page.getByRole('combobox', { name: /^Client/ }).click();
    await page.getByRole('option').first().click();
    await line1.getByLabel(/^Item/).fill('Thermal Imaging Survey');
    await line1.getByLabel(/^Cost/).fill('1250');
    await page.getByLabel(/^Tax/).fill('20');
    await page.getByLabel(/^Salesperson/).fill('Tommy Smith');
    await expect.poll(() => page.locator('[data-total]').innerText(), POLL).toBe('$1,500.00');
    await create.click();
    await page.waitForURL((url) => url.pathname.startsWith('/apps/invoice/preview/'));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: `Invoice #${id}` }).waitFor();
    await expect.poll(() => page.locator('[data-total]').innerText(), POLL).toBe('$1,500.00');
    await actions(page).getByText('Draft').waitFor();

    // Edit: two of them now.
    await actions(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/edit/${id}`);
    await page.getByRole('heading', { level: 1, name: `Edit invoice #${id}` }).waitFor();
    const qty = page.getByRole('group', { name: 'Line 1' }).getByLabel(/^Qty/);
    expect(await page.getByRole('group', { name: 'Line 1' }).getByLabel(/^Item/).inputValue()).toBe(
      'Thermal Imaging Survey',
    );
    await qty.fill('2');
    await expect.poll(() => page.locator('[data-total]').innerText(), POLL).toBe('$3,000.00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/preview/${id}`);
    await expect.poll(() => page.locator('[data-total]').innerText(), POLL).toBe('$3,000.00');
    await page.reload();
    await expect.poll(() => page.locator('[data-total]').innerText(), POLL).toBe('$3,000.00');

    // Delete it from the list, found by its number.
    await actions(page).getByRole('link', { name: 'Back to invoices' }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/list`);
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(String(id));
    await expect.poll(() => shownIds(page), POLL).toEqual([`#${id}`]);
    await page.getByRole('button', { name: `Delete invoice #${id}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete invoice #${id}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No invoices found').waitFor();
    const gone = await page.evaluate(
      async (n) => (await fetch(`/api/apps/invoice/${n}`)).status,
      id,
    );
    expect(gone).toBe(404);
    await context.close();
  }, 180_000);
});
