/**
 * Issue 39's maintenance plans on the simulation (docs/domain/maintenance-plans.md), the
 * acceptance's second line: a monthly plan after completion makes its order, and once that order
 * is done the next one, due a month after the completion; a condition-based plan's next due date
 * (and its open order's) halves when the device's condition grade goes to 3. Every date is
 * worked out here from the page's clock, as the rules say it.
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

/** A call as the signed-in user of the page (the session's token), answered by the simulation. */
function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ([path, method, body, headers]) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [path, init.method ?? 'GET', init.body, init.headers ?? {}] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** The page's day (UTC), as the simulation's clock reads it. */
const todayOf = (page: Page) => page.evaluate(() => new Date().toISOString().slice(0, 10));

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(ms(day) + days * DAY_MS);
/** Calendar months, the day clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** A device's plans card on its Maintenance tab, and one plan's item in it. */
async function planItem(page: Page, device: string, planName: string) {
  await page.goto(`${baseUrl()}/deviceDetail?number=${device}&tab=maintenance`);
  const card = page.locator('[data-device-plans]');
  const item = card.locator('li[data-plan]').filter({ hasText: planName });
  await item.waitFor();
  return item;
}

describe('maintenance plans make work orders (issue 39)', () => {
  it('a monthly plan after completion: its order, done, brings the next one a month later', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const device = '24DC10002';
    const name = 'Monthly thermal scan';
    await signInWithSamples(page, `/deviceDetail?number=${device}&tab=maintenance`);
    const today = await todayOf(page);

    // The admin adds the plan from the device's page: the drawer comes with the device.
    const card = page.locator('[data-device-plans]');
    await card.getByRole('button', { name: 'Add plan' }).click();
    const drawer = page.getByRole('dialog', { name: 'New maintenance plan' });
    await drawer.getByLabel(/^Name/).fill(name);
    await drawer.getByRole('checkbox', { name: /Needs isolation/ }).click();
    await drawer.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Li Wei' }).click();
    await drawer.getByLabel(/^Lead time/).fill('31');
    // The preview: from today, a month apart.
    const preview = drawer.locator('[data-plan-preview] [data-due-date]');
    await expect
      .poll(() => preview.evaluateAll((li) => li.map((e) => e.getAttribute('data-due-date'))))
      .toEqual([0, 1, 2, 3, 4].map((k) => addMonths(today, k)));
    await drawer.getByRole('button', { name: 'Save plan' }).click();
    await drawer.waitFor({ state: 'detached' });

    // Its first occurrence is due today: the order is made at once.
    let item = await planItem(page, device, name);
    await item.locator(`[data-next-due="${today}"]`).waitFor();
    const firstOrder = item.locator('[data-plan-order]');
    await firstOrder.waitFor();
    const first = (await firstOrder.getAttribute('data-plan-order'))!;

    // The admin does the work (the technician's order, as a planner may) and signs it off.
    await firstOrder.click();
    await page.waitForURL(`${baseUrl()}/work-orders/${first}`);
    await page.getByRole('button', { name: 'Start work' }).click();
    await page.locator('[data-status="in_progress"]').first().waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete ${first}` });
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-status="done"]').first().waitFor();

    // The next order exists at once (a month is within the 31 lead days), due a month after the
    // completion: on the device's plans, and in the work order list.
    const next = addMonths(today, 1);
    item = await planItem(page, device, name);
    await item.locator(`[data-next-due="${next}"]`).waitFor();
    const secondOrder = item.locator('[data-plan-order]');
    await secondOrder.waitFor();
    const second = (await secondOrder.getAttribute('data-plan-order'))!;
    expect(second).not.toBe(first);
    const order = await api<{ dueDate: string; status: string; deviceNumber: string }>(
      page,
      `/api/work-orders/${second}`,
    );
    expect(order.body).toMatchObject({ dueDate: next, status: 'open', deviceNumber: device });

    await page.goto(`${baseUrl()}/work-orders?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: second });
    const shown = await page.evaluate(
      (day) =>
        new Intl.DateTimeFormat('en', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${day}T00:00:00Z`)),
      next,
    );
    await row.getByText(shown).waitFor();
    await context.close();
  });

  it('a condition-based plan: grade 3 halves the next due date and its order’s', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const device = '24DC10001';
    const name = 'Condition-based overhaul';
    await signInWithSamples(page, `/deviceDetail?number=${device}&tab=maintenance`);
    const today = await todayOf(page);

    // The device in good condition (grade 1), and a yearly plan on it counted from today.
    const got = await api<{ version: number }>(page, `/api/devices/${device}`);
    const put = await api(page, `/api/devices/${device}`, {
      method: 'PUT',
      body: { condition: 1 },
      headers: { 'If-Match': `"${got.body.version}"` },
    });
    expect(put.status).toBe(200);
    const created = await api<{ id: number }>(page, '/api/maintenance-plans', {
      method: 'POST',
      body: {
        name,
        deviceNumber: device,
        kind: 'preventive',
        trigger: 'condition',
        every: 12,
        unit: 'months',
        startDate: today,
        leadDays: 365,
        needsIsolation: false,
      },
    });
    expect(created.status).toBe(201);

    // Its first occurrence (today) is skipped from the device's page, with a reason: the next
    // counts from today, a year on.
    let item = await planItem(page, device, name);
    await item.locator(`[data-next-due="${today}"]`).waitFor();
    await item.getByRole('button', { name: 'Skip' }).click();
    const skip = page.getByRole('dialog', { name: /^Skip this occurrence/ });
    await skip.getByLabel(/^Reason/).fill('Done with the annual shutdown');
    await skip.getByRole('button', { name: 'Skip occurrence' }).click();
    await skip.waitFor({ state: 'detached' });
    const yearOn = addMonths(today, 12);
    await item.locator(`[data-next-due="${yearOn}"]`).waitFor();

    // The admin grades the device 3 (worn) on its edit form: the interval halves, in whole days.
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit device ${device}` });
    await form.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: /^Grade 3/ }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const halved = addDays(today, Math.floor(((ms(yearOn) - ms(today)) / DAY_MS) * 0.5));
    item = await planItem(page, device, name);
    await item.locator(`[data-next-due="${halved}"]`).waitFor();
    const orderLink = item.locator('[data-plan-order]');
    await orderLink.waitFor();
    const number = (await orderLink.getAttribute('data-plan-order'))!;
    const order = await api<{ dueDate: string }>(page, `/api/work-orders/${number}`);
    expect(order.body.dueDate).toBe(halved);
    await context.close();
  });
});
