/**
 * Issue 15 points 2 and 3 on the built app, as a new user: add a user and find them by e-mail
 * (still there after a reload: the simulation stored them), open their page; then give a role a
 * permission and see it kept.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('users, roles and permissions (issue 15.2, 15.3)', () => {
  it('add a user and find them by e-mail', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/user/list');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('link').first().waitFor();

    await page.getByRole('button', { name: 'Add new user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add new user' });
    await drawer.getByLabel('Full name').fill('Nadia Haddad');
    await drawer.getByLabel('Username').fill('nadia.haddad');
    await drawer.getByLabel('E-mail').fill('nadia.haddad@example');
    await drawer.getByLabel('Contact').fill('+33 6 12 34 56 78');
    await drawer.getByLabel('Company').fill('Haddad Conseil');
    await drawer.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'France' }).click();
    await drawer.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await drawer.getByRole('combobox', { name: /^Plan/ }).click();
    await page.getByRole('option', { name: 'Team' }).click();
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await drawer.getByText('Enter a valid e-mail address').waitFor();
    expect(await drawer.getByLabel('Full name').inputValue()).toBe('Nadia Haddad');
    await drawer.getByLabel('E-mail').fill('nadia.haddad@example.com');
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search users' }).fill('nadia.haddad@example.com');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'))
      .toBe('nadia.haddad@example.com');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    // Stored: a reload (the search kept in the address) finds them again.
    await page.reload();
    const link = page
      .getByRole('table', { name: 'Users' })
      .getByRole('link', { name: /Nadia Haddad/ });
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => /^\/apps\/user\/view\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Nadia Haddad' }).waitFor();
    await page.getByText('nadia.haddad@example.com').waitFor();
    await context.close();
  });

  it('give a role a permission', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page, '/apps/roles');
    const editor = page.locator('[data-role="editor"]');
    await editor.waitFor();
    expect(await editor.textContent()).toContain('Areas: 3');

    await page.getByRole('button', { name: 'Edit role Editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role Editor' });
    const box = dialog.getByRole('checkbox', { name: 'User management: Read' });
    expect(await box.getAttribute('aria-checked')).toBe('false');
    await box.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await editor.textContent()) ?? '').toContain('Areas: 4');

    await page.reload();
    await page.locator('[data-role="editor"]').waitFor();
    await expect
      .poll(async () => (await page.locator('[data-role="editor"]').textContent()) ?? '')
      .toContain('Areas: 4');
    await page.getByRole('button', { name: 'Edit role Editor' }).click();
    expect(
      await page
        .getByRole('dialog', { name: 'Edit role Editor' })
        .getByRole('checkbox', { name: 'User management: Read' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await context.close();
  });
});
