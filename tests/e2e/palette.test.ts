/**
 * Issue 19 point 2: the palette acts, and the keyboard alone gets things done. From any page
 * Ctrl+K finds actions by fuzzy names ("new device", "schedule 24DC10003", "dark", "中文"),
 * filtered by what the user may do; `g d` and `n` are shortcuts shown beside what they do.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACTION_TIMEOUT, baseUrl, launch, palette, signIn, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInWithSamples(page, path);
  await page.locator('h1').first().waitFor();
  return page;
}

/**
 * Each wait of the end-to-end creation below is at most this long, well within the test's own
 * time: if a step never happens, its own message says which (twice, under load, the test's
 * timeout came first and said only that it timed out).
 */
const STEP_TIMEOUT = 30_000;

describe('the palette acts (issue 19.2)', () => {
  it('from any page, creates a device end to end by keyboard alone', async () => {
    const page = await adminPage('/deviceTypeList');
    page.setDefaultTimeout(STEP_TIMEOUT);
    page.setDefaultNavigationTimeout(ACTION_TIMEOUT);
    await palette(page, 'new device');
    // The best match is selected: Enter runs it.
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('New device');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Add device' });
    await drawer.waitFor();
    expect(new URL(page.url()).pathname).toBe('/devices');
    expect(new URL(page.url()).searchParams.has('action')).toBe(false);

    // Type: open the list from the keyboard, pick by typing, Enter.
    const type = drawer.getByRole('combobox', { name: /^Type/ });
    await type.focus();
    await page.keyboard.press('Enter');
    // As a user would, type once the list shows its choices: keys pressed before it has the focus
    // go to the closed trigger (a busy machine failed here: nothing was picked in 30 s).
    const typeList = page.getByRole('listbox');
    await typeList.getByRole('option', { name: /^DC/ }).first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="listbox"]') !== null))
      .toBe(true);
    await page.keyboard.type('DC');
    await expect
      .poll(() => typeList.locator('[role="option"][data-highlighted]').innerText())
      .toMatch(/^DC/);
    await page.keyboard.press('Enter');
    await expect.poll(() => type.innerText(), { timeout: 30_000 }).toContain('DC');
    // Its list closed: an open list keeps the focus (a busy machine closes it a moment later).
    await expect.poll(() => type.getAttribute('aria-expanded')).not.toBe('true');
    await drawer.getByLabel(/^Name/).focus();
    await page.keyboard.type('Cabinet made from the palette');
    const location = drawer.getByRole('combobox', { name: /^Location/ });
    await location.focus();
    await page.keyboard.press('Enter');
    // The same for the searchable list: type once its search box has the focus, Enter once the
    // match is the selected choice.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('cmdk-input') ?? false))
      .toBe(true);
    await page.keyboard.type('Shanghai Zhangjiang');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText())
      .toMatch(/shanghai zhangjiang/i);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => location.innerText().catch(() => location.inputValue()))
      .toContain('Shanghai');
    await expect.poll(() => location.getAttribute('aria-expanded')).not.toBe('true');
    // Save with the keyboard: the focus on the button, Enter.
    await drawer.getByRole('button', { name: 'Save' }).focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Save');
    await page.keyboard.press('Enter');
    const toast = page.getByText(/^Device \w+ added$/);
    // If it never comes, say what the drawer shows instead (a field's error, a failed save).
    await toast.waitFor({ timeout: STEP_TIMEOUT }).catch(async (error: Error) => {
      // Not the action timeout: a drawer that is gone would take the test's whole time to say so.
      throw new Error(
        `no "added" toast; the drawer says: ${await drawer.innerText({ timeout: 5_000 }).catch(() => '(gone)')}\n${error.message}`,
      );
    });
    const number = (await toast.innerText()).split(' ')[1];
    await page.goto(
      `${baseUrl()}/devices?q=${encodeURIComponent('Cabinet made from the palette')}`,
    );
    await page.getByRole('link', { name: number }).waitFor();
    await page.close();
    // Sign-in and three page loads, each up to ACTION_TIMEOUT on a busy machine, then steps of
    // at most STEP_TIMEOUT: the time to fail in words before the runner's timeout.
  }, 240_000);

  it('schedules maintenance for a device named in the query, and opens an invoice by number', async () => {
    const page = await adminPage('/');
    await palette(page, 'schedule 24dc10003');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('Schedule maintenance for 24DC10003');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /work order/i }).waitFor();
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('number'), url.searchParams.get('tab')]).toEqual([
      '/deviceDetail',
      '24DC10003',
      'maintenance',
    ]);
    await page.keyboard.press('Escape');

    await palette(page, 'invoice 4987');
    await page.getByRole('option', { name: 'Go to invoice 4987' }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/preview/4987`);
    await page.close();
  }, 120_000);

  it('switches theme, language and layout, and the chosen action comes first next time', async () => {
    const page = await adminPage('/devices');
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await palette(page, theme === 'dark' ? 'light' : 'dark');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain(theme === 'dark' ? 'Switch to light' : 'Switch to dark');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe(theme === 'dark' ? 'light' : 'dark');

    await palette(page, '中文');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('中文');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe('zh');
    // Recent choices open the empty palette, in the order used.
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => page.locator('[cmdk-group]').first().innerText(), { timeout: 30_000 })
      .toContain('中文');
    await page.keyboard.press('Escape');

    await palette(page, 'English');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('English');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe('en');

    await palette(page, 'layout vertical');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('Layout: vertical');
    await page.keyboard.press('Enter');
    await page.locator('[data-layout-nav="vertical"]').waitFor();
    await page.close();
  }, 120_000);

  it('g d goes to the register and n opens its add drawer; keys typed in a field are text', async () => {
    const page = await adminPage('/');
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.waitForURL(`${baseUrl()}/devices`);
    await page.locator('table').first().waitFor();
    await page.getByRole('searchbox').first().focus();
    await page.keyboard.type('gn');
    expect(new URL(page.url()).pathname).toBe('/devices');
    await page.getByRole('searchbox').first().fill('');
    await page.locator('h1').first().click();
    // Now and then (2 of ~10 suite runs on a loaded 2-core machine) the first n after the clicks is
    // not taken, cause not found yet (open problem, noted on issue 37): as a user would, press it
    // again if no drawer has come; a failure still says where the page was and what had focus.
    const drawer = page.getByRole('dialog', { name: 'Add device' });
    await page.keyboard.press('n');
    if (
      !(await drawer.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await page.locator('h1').first().click();
      await page.keyboard.press('n');
    }
    await drawer.waitFor().catch(async (error: Error) => {
      const focus = await page.evaluate(
        () => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing',
      );
      throw new Error(`${error.message}\nat ${page.url()}, focus on ${focus}`);
    });
    await page.close();
  }, 120_000);

  it('signs out from the palette; the client account is offered no device actions', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'client@demo.com', 'client');
    await page.waitForURL(`${baseUrl()}/second-page`);
    await page.locator('h1').first().waitFor();
    await palette(page, 'new device');
    await expect
      .poll(() => page.locator('[cmdk-list]').innerText(), { timeout: 30_000 })
      .not.toContain('New device');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('sign out');
    await expect
      .poll(() => page.locator('[cmdk-item][data-selected="true"]').innerText(), {
        timeout: 30_000,
      })
      .toContain('Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);
    await context.close();
  }, 120_000);
});
