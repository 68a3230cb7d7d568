/**
 * Issue 19.1's acceptance on the built app: a live reading past its threshold shows in the device's
 * alarms tab and on home without a reload; after the simulation drops the socket the page says so
 * and recovers by itself. The page's clock is Playwright's (page.clock), set just before a surge
 * that the simulation's own functions find here in Node, so it is the same every run.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { alarmsStartingAt, isLive, LIVE_ALARM_STEP_MS } from '@/api/mock/queries/live';
import { readingSource } from '@/api/shared/readings';
import type { Alarm, Device, DeviceTypeRecord } from '@/api/types/devices';

import { baseUrl, launch, signIn, signInWithSamples } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The first 5-minute boundary after `after` at which some device's alarm starts, as the stream will
 * announce it.
 */
function nextSurge(devices: Device[], types: DeviceTypeRecord[], after: number): Alarm {
  const live = devices.filter(isLive).sort((a, b) => (a.number < b.number ? -1 : 1));
  const first = Math.ceil(after / LIVE_ALARM_STEP_MS) * LIVE_ALARM_STEP_MS;
  for (let boundary = first; boundary < first + 7 * 86_400_000; boundary += LIVE_ALARM_STEP_MS) {
    for (const device of live) {
      const [alarm] = alarmsStartingAt(
        readingSource(
          device,
          types.find((t) => t.id === device.typeId),
        ),
        device.name,
        boundary,
      );
      if (alarm) return alarm;
    }
  }
  throw new Error('no alarm starts in the week after the test begins');
}

const ready = (page: Page) =>
  page.waitForFunction(
    () => Boolean(window.__mockApi) && Boolean(navigator.serviceWorker.controller),
  );

describe('live readings (issue 19.1)', () => {
  it('an alarm starting live shows in the alarms tab and on home without a reload; a dropped socket recovers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const setup = await context.newPage();
    await signInWithSamples(setup);
    await ready(setup);
    const db = await setup.evaluate(() => {
      const { devices, deviceTypes } = window.__mockApi!.db();
      return JSON.parse(JSON.stringify({ devices, deviceTypes })) as {
        devices: Device[];
        deviceTypes: DeviceTypeRecord[];
      };
    });
    const alarm = nextSurge(db.devices, db.deviceTypes, Date.now() + 10 * 60_000);
    const at = Date.parse(alarm.startedAt);
    await setup.close();

    // The pages' clock runs from 40 s before the surge.
    await context.clock.install({ time: at - 40_000 });
    // Each tab signs in (a new tab takes the open one's session: signIn checks it is the admin's).
    const home = await context.newPage();
    await signIn(home);
    await home.waitForURL(`${baseUrl()}/`);
    await home.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    expect(await home.locator(`time[datetime="${alarm.startedAt}"]`).count()).toBe(0);

    const detail = await context.newPage();
    await signIn(detail);
    await detail.waitForURL(`${baseUrl()}/`);
    await detail.goto(`${baseUrl()}/deviceDetail?number=${alarm.deviceNumber}&tab=alarms`);
    const table = detail.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    const firstRow = () => table.locator('tbody tr').first().innerText();
    // The loaded list (its skeleton rows have no text).
    await expect
      .poll(async () => (await firstRow()).trim().length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const before = await firstRow();

    // On to 2 s before the surge (the stream sends what is due in its last 10 s only, as after a
    // throttled timer), then the clock runs as usual through it.
    const pageNow = await home.evaluate(() => Date.now());
    if (at - 2_000 > pageNow) await context.clock.fastForward(at - 2_000 - pageNow);
    // Home lists it (the start time is the alarm's), and the alarms tab leads with it, ongoing.
    // (Another device's alarm may start at the same boundary, and so may a second alarm of this
    // device, on another reading: the first of this device's items at that time is looked for.)
    const item = home
      .getByRole('listitem')
      .filter({ hasText: alarm.deviceNumber })
      .filter({ has: home.locator(`time[datetime="${alarm.startedAt}"]`) })
      .first();
    await item.waitFor();
    await expect
      .poll(
        async () => {
          const row = await firstRow();
          return row !== before && row.includes('Ongoing');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await item.innerText()).toContain('Ongoing');

    // The simulation restarts its socket: the page says so, then is live again by itself.
    await home.evaluate(() => window.__mockApi!.live.drop());
    await home.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
    await context.clock.fastForward(2_000);
    await home.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await context.close();
  });
});
