/**
 * Alarms raised by the server (server/alarms/raise.ts): judged on the 5-minute grid by the first
 * reading of each cell, opened once per run (also when two demo feeds of two instances store the
 * same span), followed to their peak and closed by the first cell back within the limit; and the
 * demo feed's live ticks store the model's readings once and announce them on the bus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Alarm } from '@/api/contract/devices';
import type { KitDb } from '@/api/mock/db';
import { alarmsStartingAt, isLive, liveReading } from '@/api/shared/live';
import { findAlarms, readingSource, thresholdOf } from '@/api/shared/readings';

import { busOf, type Bus, type BusMessage } from '../../server/bus/bus';
import type { OpenDatabase } from '../../server/db/open';
import { demoFeed } from '../../server/live/feed';
import { storeReadings } from '../../server/readings/store';
import { withLive } from '../../server/readings/tables';
import { seededDatabase } from './live-sockets';
import { TEST_NOW } from './support';

const NOW = Date.parse(TEST_NOW);
const CELL = 300_000;
let database: OpenDatabase;
let samples: KitDb;
let buses: Bus[];
const heard: BusMessage[] = [];

beforeAll(async () => {
  ({ database, samples } = await seededDatabase());
  buses = [await busOf(database), await busOf(database)];
  buses[0].subscribe((m) => heard.push(m));
}, 300_000);

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await database.close();
});

const sourceOf = (d: KitDb['devices'][number]) =>
  readingSource(
    d,
    samples.deviceTypes.find((t) => t.id === d.typeId),
  );

const alarmRows = (number: string) =>
  withLive(database.db)
    .selectFrom('alarms')
    .selectAll()
    .where('device_number', '=', number)
    .orderBy('started_at')
    .execute();

describe('the 5-minute grid', () => {
  it('opens at the first cell past the limit, follows the peak, closes at the first back within', async () => {
    const device = samples.devices.filter(isLive)[0];
    const source = sourceOf(device);
    const limit = thresholdOf(source, 'load')!;
    const base = Math.floor(NOW / CELL) * CELL - 12 * CELL;
    // Cell 0 within; cell 1 over (first reading), a later one in cell 1 within (not judged);
    // cell 2 higher; cell 3 back within; cell 4 over again: a second alarm.
    const at = (cell: number, offset: number, load: number) => ({
      t: base + cell * CELL + offset,
      values: { load },
    });
    const device2 = { source, name: device.name };
    const stored = await storeReadings(
      database.db,
      buses[0],
      device2,
      [
        at(0, 0, limit - 1),
        at(1, 2_000, limit + 1),
        at(1, 60_000, limit - 10),
        at(2, 1_000, limit + 5),
        at(3, 0, limit - 2),
        at(4, 500, limit + 2),
      ],
      'gateway',
    );
    expect(stored.alarms.map((a) => a.id)).toEqual([
      `${device.number}-load-${base + CELL}`,
      `${device.number}-load-${base + 4 * CELL}`,
    ]);
    const rows = await alarmRows(device.number);
    expect(
      rows.map((r) => [Number(r.started_at), r.ended_at && Number(r.ended_at), r.peak]),
    ).toEqual([
      [base + CELL, base + 3 * CELL, limit + 5],
      [base + 4 * CELL, null, limit + 2],
    ]);
  });

  it('the first reading of a cell stands for it: one arriving later in a judged cell changes nothing', async () => {
    const device = samples.devices.filter(isLive)[1];
    const source = sourceOf(device);
    const limit = thresholdOf(source, 'temperature')!;
    const base = Math.floor(NOW / CELL) * CELL - 20 * CELL;
    const one = { source, name: device.name };
    await storeReadings(
      database.db,
      buses[0],
      one,
      [{ t: base + 1000, values: { temperature: limit - 1 } }],
      'gateway',
    );
    const later = await storeReadings(
      database.db,
      buses[0],
      one,
      [{ t: base + 2000, values: { temperature: limit + 9 } }],
      'gateway',
    );
    expect(later.alarms).toEqual([]);
    expect(await alarmRows(device.number)).toEqual([]);
  });
});

describe('the demo feed', () => {
  it("two instances' feeds over the same span store each reading once and raise each alarm once", async () => {
    // A device whose model crosses a limit at a boundary of the span (found from the shared rule).
    const live = samples.devices.filter(isLive);
    let found: { device: (typeof live)[number]; boundary: number; alarms: Alarm[] } | undefined;
    for (let boundary = NOW - CELL; !found && boundary > NOW - 3 * 86_400_000; boundary -= CELL)
      for (const device of live) {
        const alarms = alarmsStartingAt(sourceOf(device), device.name, boundary);
        if (alarms.length) {
          found = { device, boundary, alarms };
          break;
        }
      }
    expect(found).toBeDefined();
    const { device, boundary, alarms } = found!;
    // Only this device sends readings while the feeds run.
    const others = live.filter((d) => d !== device).map((d) => d.number);
    await database.db
      .updateTable('devices')
      .set({ status: 'standby' })
      .where('number', 'in', others)
      .execute();
    // From the cell before the crossing (within the limit, by alarmsStartingAt's rule).
    const clock = { now: boundary - CELL };
    const feeds = buses.map((bus) =>
      demoFeed({
        db: database.db,
        bus,
        now: () => clock.now,
        tickMs: 0,
        backfillMs: 0,
        onError: (e) => {
          throw e;
        },
      }),
    );
    heard.length = 0;
    // Both tick every 5 s through the crossing; whole minutes are filled in first so the cell
    // boundaries hold the model's values, as the back-fill at start does.
    await Promise.all(feeds.map((f) => f.tick()));
    const times: number[] = [];
    for (let t = boundary - CELL; t <= boundary + CELL; t += 60_000) times.push(t);
    for (const bus of buses)
      await storeReadings(
        database.db,
        bus,
        { source: sourceOf(device), name: device.name },
        times.map((t) => ({ t, values: liveReading(sourceOf(device), t).values })),
        'demo',
      );
    for (clock.now = boundary - CELL + 5_000; clock.now <= boundary + CELL; clock.now += 5_000)
      await Promise.all(feeds.map((f) => f.tick()));
    for (const f of feeds) await f.stop();

    const raised = heard.filter(
      (m): m is Extract<BusMessage, { kind: 'alarm' }> => m.kind === 'alarm',
    );
    expect(raised.map((m) => m.alarm)).toEqual(alarms);
    const readings = heard.flatMap((m) => (m.kind === 'readings' ? m.readings : []));
    const instants = readings.map((r) => r.t);
    expect(new Set(instants).size).toBe(instants.length);
    const count = await withLive(database.db)
      .selectFrom('readings')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('device_number', '=', device.number)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(instants.length);
    // Each live reading is the model's at its instant.
    for (const r of readings.slice(0, 20)) expect(r).toEqual(liveReading(sourceOf(device), r.t));
    // The alarms endpoint's rule over the model finds the same start.
    const model = findAlarms(
      sourceOf(device),
      device.name,
      { from: boundary - CELL, to: boundary },
      { now: boundary },
    );
    expect(model.map((a) => a.id)).toEqual(expect.arrayContaining(alarms.map((a) => a.id)));
  });
});
