/**
 * The gateway's ingest call, POST /api/devices/{number}/readings (src/api/contract/ingest.ts,
 * docs/api-contract.md, docs/simulation.md "Posted readings"), on both targets (this file is in
 * CONTRACT_SERVER_FILES): what was new and what repeated an instant, the posted value in the
 * readings endpoint's cell, alarms opened and closed by the shared rule (src/api/shared/
 * alarm-runs.ts) and listed by the alarms endpoint, and the refusals in the server's order.
 */
import { describe, expect, it } from 'vitest';

import type { IngestResponse } from '@/api/contract/ingest';
import type { MockDb } from '@/api/mock/db';
import { isLive } from '@/api/shared/live';
import { measures, readingSource, thresholdOf } from '@/api/shared/readings';
import type { AlarmListResponse, Device, ReadingSeries } from '@/api/types/devices';

import { call, startMockServer, TEST_NOW, type Caller } from './support/mock-server';

const store = startMockServer();
const NOW = Date.parse(TEST_NOW);
const MINUTE = 60_000;
type Errors = { errors: Record<string, string[]> };

const sourceOf = (db: MockDb, device: Device) =>
  readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );

/** A device that sends readings and measures load (it has a rating), and its load limit. */
function loadDevice(): { number: string; limit: number } {
  const db = store.db();
  const device = db.devices.find((d) => isLive(d) && measures(sourceOf(db, d), 'load'))!;
  return { number: device.number, limit: thresholdOf(sourceOf(db, device), 'load')! };
}

const post = <T = IngestResponse>(number: string, body: unknown, as: Caller = 'admin') =>
  call<T>(`/api/devices/${number}/readings`, { method: 'POST', body, as });

const iso = (t: number) => new Date(t).toISOString();

describe('POST /api/devices/{number}/readings', () => {
  it('stores the new instants and counts the repeated ones (kept as they were)', async () => {
    const { number } = loadDevice();
    const t = NOW - 30 * MINUTE;
    const first = await post(number, { readings: [{ t, values: { load: 42.5 } }] });
    expect(first).toEqual({ status: 201, body: { stored: 1, duplicates: 0, alarms: [] } });
    const again = await post(number, {
      readings: [
        { t, values: { load: 12 } },
        { t: t + 3000, values: { load: 43 } },
      ],
    });
    expect(again).toEqual({ status: 201, body: { stored: 1, duplicates: 1, alarms: [] } });

    const series = await call<ReadingSeries>(
      `/api/devices/${number}/readings?metric=load&from=${iso(NOW - 60 * MINUTE)}&to=${TEST_NOW}`,
    );
    expect(series.status).toBe(200);
    // The first posted reading of the cell, at the cell's instant (the repeat changed nothing).
    expect(series.body.points.find((p) => p.t === t)).toEqual({ t, v: 42.5 });
  });

  it('opens an alarm at the cell past the limit and closes it at the next cell back within', async () => {
    const { number, limit } = loadDevice();
    const boundary = NOW - 40 * MINUTE;
    const peak = limit + 5;
    const opened = await post(number, {
      readings: [{ t: boundary + MINUTE, values: { load: peak } }],
    });
    const alarm = {
      id: `${number}-load-${boundary}`,
      deviceNumber: number,
      deviceName: store.db().devices.find((d) => d.number === number)!.name,
      metric: 'load',
      unit: '%',
      threshold: limit,
      startedAt: iso(boundary),
      endedAt: null,
      peak,
      severity: peak > limit * 1.1 ? 'critical' : 'warning',
    };
    expect(opened).toEqual({ status: 201, body: { stored: 1, duplicates: 0, alarms: [alarm] } });
    // A later reading of the same cell is not its first: nothing changes.
    const sameCell = await post(number, {
      readings: [{ t: boundary + 2 * MINUTE, values: { load: limit + 9 } }],
    });
    expect(sameCell.body.alarms).toEqual([]);
    const within = await post(number, {
      readings: [{ t: boundary + 5 * MINUTE + 30_000, values: { load: limit - 20 } }],
    });
    expect(within.body).toEqual({ stored: 1, duplicates: 0, alarms: [] });

    const list = await call<AlarmListResponse>(
      `/api/devices/${number}/alarms?from=${iso(NOW - 60 * MINUTE)}&to=${TEST_NOW}`,
    );
    expect(list.body.alarms.find((a) => a.id === alarm.id)).toEqual({
      ...alarm,
      endedAt: iso(boundary + 5 * MINUTE),
    });
  });

  it('stores the readings of a device that sends nothing, and raises no alarm for them', async () => {
    const db = store.db();
    const standby = db.devices.find(
      (d) => d.status === 'standby' && measures(sourceOf(db, d), 'load'),
    )!;
    const answer = await post(standby.number, {
      readings: [{ t: NOW - 20 * MINUTE, values: { load: 500 } }],
    });
    expect(answer).toEqual({ status: 201, body: { stored: 1, duplicates: 0, alarms: [] } });
  });
});

describe('refusals, in the server order: session, body, clock, device', () => {
  it('401 without a session and 403 for a role that may not post readings', async () => {
    const { number } = loadDevice();
    const body = { readings: [{ t: NOW, values: { load: 40 } }] };
    expect((await post(number, body, 'anonymous')).status).toBe(401);
    const refused = await post<{ key: string }>(number, body, 'client');
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('notAllowed');
  });

  it.each([
    ['no readings', { readings: [] }, 'readings'],
    [
      'an unknown metric',
      { readings: [{ t: NOW, values: { humidity: 40 } }] },
      'readings.0.values.humidity',
    ],
    [
      'a value past 1e9',
      { readings: [{ t: NOW, values: { load: 2e9 } }] },
      'readings.0.values.load',
    ],
    [
      'an instant past the 5 minutes ahead',
      { readings: [{ t: NOW + 6 * MINUTE, values: {} }] },
      'readings.0.t',
    ],
  ])('400 for %s, on the field', async (_name, body, field) => {
    // An unknown device too: the body is read before the device is looked for.
    for (const number of [loadDevice().number, '24XX99999']) {
      const answer = await post<Errors>(number, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('404 for an unknown device, 409 for a deleted one', async () => {
    const body = { readings: [{ t: NOW - MINUTE, values: { load: 40 } }] };
    const missing = await post<{ key: string }>('24XX99999', body);
    expect(missing).toMatchObject({ status: 404, body: { key: 'deviceNotFound' } });
    const { number } = loadDevice();
    expect((await call(`/api/devices/${number}`, { method: 'DELETE' })).status).toBe(204);
    const deleted = await post<{ key: string }>(number, body);
    expect(deleted).toMatchObject({ status: 409, body: { key: 'deviceDeleted' } });
  });
});
