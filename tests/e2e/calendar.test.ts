/**
 * Issue 17 point 3 on the built app, as a user: drag an event to the next day in the month view
 * and find it there after a reload (the move is saved through the update call, and the
 * simulation stores it before it answers).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, launch, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface StoredEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** YYYY-MM-DD one day later. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('calendar (issue 17.3)', () => {
  it('drag an event to the next day and find it there after reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithSamples(page);
    const events = () =>
      page.evaluate(
        async () => (await (await fetch('/api/apps/calendar')).json()) as StoredEvent[],
      );
    // "Meeting With Client" is an all-day event on the samples' today: in this month's grid, with
    // the next day.
    const before = (await events()).find((e) => e.title === 'Meeting With Client')!;
    expect(before.allDay).toBe(true);
    const target = nextDay(before.start);

    await page.goto(`${baseUrl()}/apps/calendar?date=${before.start}`);
    const event = page.locator('.fc-event', { hasText: 'Meeting With Client' });
    await event.waitFor();
    const cell = page.locator(`td.fc-daygrid-day[data-date="${target}"]`);
    const from = (await event.boundingBox())!;
    const to = (await cell.boundingBox())!;
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/apps/calendar/${before.id}`) && r.request().method() === 'PATCH',
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await cell.locator('.fc-event', { hasText: 'Meeting With Client' }).waitFor();

    await page.reload();
    await page
      .locator(`td.fc-daygrid-day[data-date="${target}"] .fc-event`, {
        hasText: 'Meeting With Client',
      })
      .waitFor();
    expect(
      await page
        .locator(`td.fc-daygrid-day[data-date="${before.start}"] .fc-event`, {
          hasText: 'Meeting With Client',
        })
        .count(),
    ).toBe(0);
    const after = (await events()).find((e) => e.id === before.id)!;
    expect(after).toMatchObject({ start: target, end: nextDay(before.end), allDay: true });
    await context.close();
  });
});
