/**
 * Readings and alarms of a device answer as the simulation does, request for request: the demo
 * feed's back-fill stores the model's whole-minute readings of a few devices (and judges their
 * alarms as it stores), then every metric, range, step and refusal is sent to both targets and
 * the answers compared whole. The readings come from the table: a device with nothing stored has
 * no points on the server.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { isLive } from '@/api/shared/live';
import { findAlarms, readingSource } from '@/api/shared/readings';
import { READING_METRICS } from '@/api/types/devices';

import { localBus } from '../../server/bus/bus';
import { demoFeed } from '../../server/live/feed';
import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
const NOW = Date.parse(TEST_NOW);
const HOUR = 3_600_000;
/** Back-filled span; the ranges asked stay 12 h inside it, so every run starts within it. */
const FILLED = 36 * HOUR;

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, request);
  expect(answer, request.url).toEqual(simulation);
  return answer;
}

let withAlarms: string;
let quiet: string;
let relay: string | undefined;

beforeAll(async () => {
  const { devices, deviceTypes } = server.samples;
  const sourceOf = (d: (typeof devices)[number]) =>
    readingSource(
      d,
      deviceTypes.find((t) => t.id === d.typeId),
    );
  const live = devices.filter(isLive);
  const alarmsOf = (d: (typeof devices)[number]) =>
    findAlarms(sourceOf(d), d.name, { from: NOW - 24 * HOUR, to: NOW }, { now: NOW });
  // A device whose alarms of the last day all start inside the filled span, and one with none.
  withAlarms = live.find((d) => {
    const alarms = alarmsOf(d);
    return alarms.length >= 2 && alarms.every((a) => Date.parse(a.startedAt) > NOW - FILLED + HOUR);
  })!.number;
  quiet = live.find((d) => alarmsOf(d).length === 0)!.number;
  relay = live.find((d) => sourceOf(d).ratedCurrentA === undefined)?.number;
  const numbers = new Set([withAlarms, quiet, relay]);
  // The feed over the register, kept to these devices by back-filling only them.
  const { db } = server.database;
  const feed = demoFeed({
    db,
    bus: localBus(),
    now: () => NOW,
    tickMs: 0,
    backfillMs: FILLED,
    onError: (error) => {
      throw error;
    },
  });
  await db
    .updateTable('devices')
    .set({ status: 'standby' })
    .where(
      'number',
      'not in',
      [...numbers].filter((n): n is string => Boolean(n)),
    )
    .where('status', 'in', ['in-service', 'fault'])
    .execute();
  // Only the chosen devices send readings while the feed back-fills; the rest are put back.
  const parked = live.filter((d) => !numbers.has(d.number));
  await feed.backfill();
  await feed.stop();
  for (const d of parked)
    await db
      .updateTable('devices')
      .set({ status: d.status })
      .where('number', '=', d.number)
      .execute();
}, 300_000);

describe('readings on both targets', () => {
  it('found devices to compare: one with alarms, one without', () => {
    expect(withAlarms).toBeTruthy();
    expect(quiet).toBeTruthy();
  });

  it.each(READING_METRICS)('every %s point of the last 6 hours (1-minute step)', async (metric) => {
    for (const number of [withAlarms, quiet]) {
      const answer = await expectSame({
        url: `/api/devices/${number}/readings?metric=${metric}&from=${NOW - 6 * HOUR}&to=${NOW}`,
      });
      const series = answer.body as { points: unknown[]; stepMs: number };
      expect(series.stepMs).toBe(60_000);
      if (metric !== 'voltage' || series.points.length) expect(series.points.length).toBe(361);
    }
  });

  it('the default range (the last 24 hours, load) and longer steps on the grid', async () => {
    await expectSame({ url: `/api/devices/${withAlarms}/readings` });
    await expectSame({
      url: `/api/devices/${withAlarms}/readings?metric=temperature&from=${new Date(NOW - 20 * HOUR).toISOString()}&to=${new Date(NOW - 3 * HOUR).toISOString()}`,
    });
    const answer = await expectSame({
      url: `/api/devices/${quiet}/readings?metric=current&from=${NOW - 24 * HOUR + 17_000}`,
    });
    expect((answer.body as { stepMs: number }).stepMs).toBe(5 * 60_000);
  });

  it('a device without a rated current measures no current (threshold null, no points)', async () => {
    if (!relay) return;
    const answer = await expectSame({ url: `/api/devices/${relay}/readings?metric=current` });
    expect(answer.body).toMatchObject({ measured: false, points: [], threshold: null });
  });

  it.each([
    ['an unknown metric', 'metric=power'],
    ['an unreadable from', 'from=yesterday'],
    ['to before from', `from=${NOW}&to=${NOW - HOUR}`],
    ['both wrong', 'metric=x&to=soon'],
  ])('refuses %s with the same field errors', async (_name, query) => {
    const answer = await expectSame({ url: `/api/devices/${withAlarms}/readings?${query}` });
    expect(answer.status).toBe(400);
  });

  it('an unknown device is 404 on both', async () => {
    const answer = await expectSame({ url: '/api/devices/24XX99999/readings' });
    expect(answer.status).toBe(404);
  });
});

describe('alarms on both targets', () => {
  it('the alarms of the last day: same ids, starts, ends, peaks and severities', async () => {
    const answer = await expectSame({ url: `/api/devices/${withAlarms}/alarms` });
    expect((answer.body as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it('ranges cutting through runs keep their starts; a device without any lists none', async () => {
    const { body } = await expectSame({ url: `/api/devices/${withAlarms}/alarms` });
    const alarms = (body as { alarms: { startedAt: string; endedAt: string | null }[] }).alarms;
    for (const alarm of alarms) {
      const start = Date.parse(alarm.startedAt);
      await expectSame({
        // Up to now: the simulation computes readings of the future too, the server has none.
        url: `/api/devices/${withAlarms}/alarms?from=${start + 60_000}&to=${Math.min(start + 2 * HOUR, NOW)}`,
      });
      await expectSame({
        url: `/api/devices/${withAlarms}/alarms?from=${start - HOUR}&to=${start}`,
      });
      await expectSame({
        url: `/api/devices/${withAlarms}/alarms?from=${start - HOUR}&to=${start - 1}`,
      });
    }
    const none = await expectSame({ url: `/api/devices/${quiet}/alarms` });
    expect(none.body).toEqual({ alarms: [], total: 0 });
  });

  it('refuses a bad range and an unknown device as the simulation does', async () => {
    expect((await expectSame({ url: `/api/devices/${withAlarms}/alarms?to=never` })).status).toBe(
      400,
    );
    expect((await expectSame({ url: '/api/devices/NOPE/alarms' })).status).toBe(404);
  });
});
