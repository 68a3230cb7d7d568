/**
 * The device samples are the same, byte for byte, since the plain devices' maintenance and
 * history are made when first read and the build yields between steps (issue 14): stories, pixel
 * baselines and tests depend on every field, id and key order. Compared with digests of the JSON
 * taken before the change (at scales 1 to 100, several seeds and days), and, over many seeds,
 * the deferred tables with the same tables read in another order.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { createKitDb, createKitDbInSteps, createMockDb, createMockDbInSteps } from '@/api/mock/db';
import { createDeviceData, deviceDataSteps } from '@/api/sample/devices';
import { createRng } from '@/api/sample/random';
import { MAINTENANCE_PLAN_SUBJECT } from '@/auth/subjects';
import { runAtOnce } from '@/lib/steps';

const sha = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const context = (seed: number, scale: number, now: string) => ({ seed, scale, now: new Date(now) });

/**
 * The kit's samples as they were before maintenance plans: without the plans' tables, the orders
 * the plans made at "now" (whose serials they took) and the accounts' right to read plans, every
 * other row as it was.
 */
function withoutPlans(db: ReturnType<typeof createKitDb>) {
  const { maintenancePlans: _plans, planStates: _states, ...rest } = db;
  const made = rest.workOrders.filter((o) => o.planId !== null);
  const workOrderSerials = { ...rest.workOrderSerials };
  for (const o of made) workOrderSerials[o.number.slice(3, 7)]! -= 1;
  const loginUsers = rest.loginUsers.map((u) => ({
    ...u,
    abilityRules: u.abilityRules.filter((r) => r.subject !== MAINTENANCE_PLAN_SUBJECT),
  }));
  return {
    ...rest,
    loginUsers,
    workOrders: rest.workOrders.filter((o) => o.planId === null),
    workOrderSerials,
  };
}

/**
 * The kit's samples without the tables that start empty: the electrical tests' (SAMPLES_FORMAT
 * 6), the arc-flash studies' (SAMPLES_FORMAT 7) and the imports': every other table is as it was
 * with the plans.
 */
function withoutTests(db: ReturnType<typeof createKitDb>) {
  const { testResults, testLimits, arcFlashStudies, imports, ...rest } = db;
  expect(testResults).toEqual([]);
  expect(testLimits).toEqual([]);
  expect(arcFlashStudies).toEqual([]);
  expect(imports).toEqual([]);
  return rest as typeof db;
}

describe('device samples (same as before issue 14)', () => {
  // Issue 40, item 4 (SAMPLES_FORMAT 7): the arc-flash studies' table is added, empty.
  // Issue 40 (SAMPLES_FORMAT 6): the electrical tests' tables are added, empty; without them the
  // JSON gives the digests of before (`withPlans`).
  // Issue 39, point 3 (SAMPLES_FORMAT 5): the maintenance plans' tables and the orders the type's
  // default plans and the sample plans make at "now" are added (`withPlans`); without them the
  // JSON gives the digests of before (`kit`).
  // `withPlans` re-taken deliberately at 2025-01-01 and 2024-02-29: a device's own sample plan
  // whose device those dates' samples lack is left out (it named a device that did not exist);
  // the pinned "now" and 2026-12-31 have every such device and keep their digests.
  // The kit's digests re-taken deliberately for issue 39 (SAMPLES_FORMAT 4): the technician login
  // user (id 3) and the work orders' tables (made when first read) are added; without them the
  // JSON gives the digests of before (the device digests did not change).
  // Re-taken deliberately for issue 35.11 (SAMPLES_FORMAT 3): the device tables gain the deleted
  // devices' table (empty in the samples); nothing else changed. Re-taken deliberately for issue
  // 35.12 (SAMPLES_FORMAT 2): makers paired with their own model lines, nameplates that agree with
  // the model. The same draws in the same order, so every device keeps its number, status, dates
  // and place; only makers, models, nameplates, serials and the names of two replaced kinds (a bus
  // duct, a battery inverter) changed. Before: taken at e94f9af, before issue 14's change
  // (JSON.stringify, sha256, first 16 hex digits).
  const digests = [
    {
      seed: 2024,
      scale: 1,
      now: '2026-06-15T09:00:00Z',
      devices: 'b1fafb1877348b3f',
      kit: 'ef8814d929851293',
      withPlans: '81bd55cbafb5b7f6',
    },
    {
      seed: 2024,
      scale: 3,
      now: '2026-06-15T09:00:00Z',
      devices: '18d8f2cd3d7c8c66',
      kit: '0b0668f17cac6f94',
      withPlans: '73d5df9a48514b38',
    },
    {
      seed: 2024,
      scale: 100,
      now: '2026-06-15T09:00:00Z',
      devices: '5dabbc4fb11721e7',
      kit: '454e5396d893b8d2',
      withPlans: '3fb4b9435d1182a9',
    },
    {
      seed: 1,
      scale: 2,
      now: '2025-01-01T00:00:00Z',
      devices: '6cc04e22c5715e04',
      kit: '1d095ae153d7c194',
      withPlans: '881630ae9e7dcf50',
    },
    {
      seed: 77,
      scale: 5,
      now: '2026-12-31T23:59:59Z',
      devices: 'c7e93e22c7e4db41',
      kit: '3c6a7749408f668f',
      withPlans: '92e6ca74a591570b',
    },
    {
      seed: 123456,
      scale: 1,
      now: '2024-02-29T12:00:00Z',
      devices: '3ece0a67eef271bd',
      kit: 'f17f9f2e526d27d1',
      withPlans: '448bbe588f72b91a',
    },
  ];

  it.each(digests)(
    'gives the JSON of before (seed $seed, scale $scale, $now)',
    ({ seed, scale, now, devices, kit, withPlans }) => {
      expect(sha(createDeviceData(context(seed, scale, now)))).toBe(devices);
      const db = withoutTests(createKitDb({ seed, scale, now }));
      expect(sha(db)).toBe(withPlans);
      expect(sha(withoutPlans(db))).toBe(kit);
    },
  );

  it('gives the same tables whichever is read first, over many seeds, scales and days, and after the devices changed', () => {
    const rng = createRng(14);
    for (let i = 0; i < 24; i++) {
      const seed = rng.int(0, 2 ** 31);
      const scale = rng.pick([2, 3, 4, 7]);
      const now = new Date(
        Date.UTC(2023, 0, 1) + rng.int(0, 4 * 365) * 86_400_000 + rng.int(0, 86_399) * 1000,
      ).toISOString();
      const ctx = context(seed, scale, now);
      const label = `seed ${seed}, scale ${scale}, ${now}`;
      // Strings, not toEqual: the key order is part of what a story or a stored copy shows.
      const whole = JSON.stringify(createDeviceData(ctx));
      const historyFirst = createDeviceData(ctx);
      const history = JSON.stringify(historyFirst.history);
      expect(JSON.stringify(historyFirst), label).toBe(whole);
      const changedFirst = createDeviceData(ctx);
      for (const device of changedFirst.devices) {
        device.status = 'fault';
        device.lastInspection = null;
        device.number = `X${device.number}`;
      }
      expect(JSON.stringify(changedFirst.maintenance), label).toBe(
        JSON.stringify(JSON.parse(whole).maintenance),
      );
      expect(JSON.stringify(changedFirst.history), label).toBe(history);
    }
  });

  it('makes the plain devices extras only when read, then keeps them as plain, writable tables', () => {
    const data = createDeviceData(context(2024, 3, '2026-06-15T09:00:00Z'));
    expect(Object.getOwnPropertyDescriptor(data, 'maintenance')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(data, 'history')?.get).toBeTypeOf('function');
    const first = data.history;
    expect(Object.getOwnPropertyDescriptor(data, 'history')).toMatchObject({
      value: first,
      writable: true,
      enumerable: true,
    });
    expect(data.history).toBe(first);
    expect(first.map((h) => h.id)).toEqual(first.map((_, i) => i + 1));
    data.maintenance = [];
    expect(data.maintenance).toEqual([]);
    // Scale 1 has no plain devices: nothing to defer.
    expect(
      Object.getOwnPropertyDescriptor(
        createDeviceData(context(2024, 1, '2026-06-15T09:00:00Z')),
        'history',
      )?.get,
    ).toBeUndefined();
  });

  it('keeps the tables deferred in the databases built on them, which store them whole', () => {
    const options = { scale: 2, now: '2026-06-15T09:00:00Z' };
    const kit = createKitDb(options);
    expect(Object.getOwnPropertyDescriptor(kit, 'maintenance')?.get).toBeTypeOf('function');
    const mock = createMockDb(options);
    expect(Object.getOwnPropertyDescriptor(mock, 'history')?.get).toBeTypeOf('function');
    expect(JSON.parse(JSON.stringify(mock)).history).toEqual(
      createDeviceData(context(2025, 2, options.now)).history,
    );
  });

  it('builds the same databases a step at a time', async () => {
    const options = { scale: 2, now: '2026-06-15T09:00:00Z' };
    const atOnce = JSON.stringify(createMockDb(options));
    expect(JSON.stringify(await createMockDbInSteps(options))).toBe(atOnce);
    const whenRead = await createMockDbInSteps(options, { appsWhenRead: true });
    expect(Object.getOwnPropertyDescriptor(whenRead, 'users')?.get).toBeTypeOf('function');
    expect(JSON.stringify(whenRead)).toBe(atOnce);
    // A table written before any is read keeps the write; the others are still built.
    const written = await createMockDbInSteps(options, { appsWhenRead: true });
    written.faq = [];
    expect(written.faq).toEqual([]);
    expect(JSON.stringify({ ...written, faq: createMockDb(options).faq })).toBe(atOnce);
    expect(JSON.stringify(await createKitDbInSteps(options))).toBe(
      JSON.stringify(createKitDb(options)),
    );
  });

  it('yields every 1,000 devices', () => {
    const steps = deviceDataSteps(context(2025, 100, '2026-06-15T09:00:00Z'));
    let yields = 0;
    for (let next = steps.next(); !next.done; next = steps.next()) yields++;
    expect(yields).toBe(12);
    expect(
      runAtOnce(deviceDataSteps(context(2025, 1, '2026-06-15T09:00:00Z'))).devices,
    ).toHaveLength(122);
  });
});

describe('the sample stream', () => {
  it('keeps its place and skips draws without making them', () => {
    const a = createRng(99);
    const b = createRng(99);
    for (let i = 0; i < 7; i++) a.next();
    b.skip(7);
    expect(b.state()).toBe(a.state());
    const c = createRng(a.state());
    expect([c.next(), c.int(1, 6), c.pick(['x', 'y', 'z'])]).toEqual([
      a.next(),
      a.int(1, 6),
      a.pick(['x', 'y', 'z']),
    ]);
    // Past 2^32: the state wraps as one draw at a time does.
    const d = createRng(0xffffffff);
    const e = createRng(0xffffffff);
    for (let i = 0; i < 5; i++) d.next();
    e.skip(5);
    expect(e.next()).toBe(d.next());
  });
});
