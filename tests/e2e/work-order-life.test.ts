/**
 * Issue 39's acceptance, two accounts on the simulation (docs/domain/work-orders.md): the
 * administrator raises an order on 24DC10003 for the technician; the technician, signed in on
 * their own, finds it in My work, is told why it cannot start yet, records the isolation, starts
 * it (the device goes into maintenance), is told how many checklist items are left when completing
 * too early, answers them, logs 1.5 h and completes it with their name; the administrator then
 * sees it done, and the device back in service with the order in its maintenance and cost.
 *
 * One browser context, the two accounts in turn in one page: the simulation's database is the
 * context's (shared by its tabs), a session is the tab's (signing out ends it).
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

/** A call as the signed-in user of the page (the session's token), answered by the simulation. */
function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ([path, method, body]) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [path, init.method ?? 'GET', init.body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** Signs in on the login form, then opens `path` (where the account lands first varies). */
async function signInAs(page: Page, email: string, password: string, path: string) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${baseUrl()}${path}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

describe('a work order, from the admin to the technician and back (issue 39)', () => {
  it('is created, assigned, isolated, started, answered, logged, completed and signed; the device follows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // The administrator plans the work: 24DC10003, for the technician (user 3), due today.
    await signInWithSamples(page, '/devices');
    const today = new Date().toISOString().slice(0, 10);
    const created = await api<{ number: string; status: string; needsIsolation: boolean }>(
      page,
      '/api/work-orders',
      {
        method: 'POST',
        body: {
          deviceNumber: '24DC10003',
          title: 'Replace the surge arrester',
          kind: 'corrective',
          priority: 'high',
          assigneeId: 3,
          dueDate: today,
          checklist: [
            { key: 'visual', text: 'Arrester seated and bonded', kind: 'check', required: true },
            {
              key: 'ir',
              text: 'Insulation resistance',
              kind: 'number',
              unit: 'MΩ',
              min: 100,
              required: true,
            },
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    const { number } = created.body;
    expect(created.body).toMatchObject({ status: 'open', needsIsolation: true });
    await signOut(page);

    // The technician finds it in My work, among what is due today.
    await signInAs(page, 'tech@demo.com', 'tech', '/my-work');
    const today_ = page.getByRole('region', { name: /Overdue and today/ });
    await today_.locator(`a[data-order="${number}"]`).click();
    await page.waitForURL(`${baseUrl()}/work-orders/${number}`);
    await page.getByRole('heading', { level: 1, name: 'Replace the surge arrester' }).waitFor();

    // A step the rules refuse: the API answers 409 and the page says why; nothing moves.
    await page.getByRole('button', { name: 'Start work' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Record the isolation (lock, tag and absence of voltage)' })
      .waitFor();
    expect(await page.locator('[data-status]').first().textContent()).toBe('Open');

    // The isolation: the parent breaker opened, locked and tagged by the technician, dead.
    await page.getByRole('tab', { name: 'Isolation' }).click();
    const isolation = page.getByRole('tabpanel', { name: 'Isolation' });
    await isolation.getByLabel(/Isolating device/).fill('24DC10001');
    await isolation.getByLabel(/Tag number/).fill('LOTO-7');
    await isolation.getByRole('checkbox', { name: /Absence of voltage verified/ }).click();
    await isolation.getByRole('button', { name: 'Record isolation' }).click();
    await isolation.getByText('LOTO-7').waitFor();

    await page.getByRole('button', { name: 'Start work' }).click();
    await page.locator('[data-status="in_progress"]').first().waitFor();
    const device = await api<{ status: string }>(page, '/api/devices/24DC10003');
    expect(device.body.status).toBe('maintenance');

    // Completing before the checklist is answered: refused, with how many are left.
    await page.getByRole('button', { name: 'Complete' }).click();
    let dialog = page.getByRole('dialog', { name: `Complete ${number}` });
    expect(await dialog.getByLabel(/Signed off by/).inputValue()).toBe('Li Wei');
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Answer every required checklist item before completing (2 left)' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Checklist' }).click();
    const checklist = page.getByRole('tabpanel', { name: 'Checklist' });
    await checklist.getByRole('checkbox', { name: 'Done' }).click();
    await checklist.getByLabel('Measured value').fill('450');
    await checklist.getByText('Every required item is answered').waitFor();
    await checklist.getByRole('button', { name: 'Save answers' }).click();
    await page.getByText('Answers saved').first().waitFor();

    await page.getByRole('tab', { name: 'Labour' }).click();
    const labour = page.getByRole('tabpanel', { name: 'Labour' });
    await labour.getByLabel(/^Hours/).fill('1.5');
    await labour.getByRole('button', { name: 'Log hours' }).click();
    await labour.getByText('1.5 h in all').waitFor();

    await page.getByRole('button', { name: 'Complete' }).click();
    dialog = page.getByRole('dialog', { name: `Complete ${number}` });
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-status="done"]').first().waitFor();
    await signOut(page);

    // The administrator sees it done, signed, costed; the device back in service, the work in
    // its maintenance (1.5 h × $65) and its history.
    await signInAs(page, 'admin@demo.com', 'admin', `/work-orders/${number}`);
    await page.locator('[data-status="done"]').first().waitFor();
    await page.locator('aside').getByText('Li Wei').waitFor();
    expect(await page.locator('[data-cost]').getAttribute('data-cost')).toBe('97.5');
    await page.getByRole('link', { name: /24DC10003/ }).click();
    await page.waitForURL((url) => url.pathname === '/deviceDetail');
    await page.locator('[data-status="in_service"]').first().waitFor();
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    const record = page.getByRole('row').filter({ hasText: number });
    await record.getByText('$97.50').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByRole('tabpanel', { name: 'History' })
      .getByText(/added a maintenance record/)
      .first()
      .waitFor();
    await context.close();
  });
});
