/**
 * Storing readings and telling every instance (docs/server.md): the rows of one device go in
 * one insert that keeps an instant already stored as it was (a gateway's repeated post, two
 * instances' demo feeds), only what this call stored is published (at once, then the alarms
 * judged on it), so a subscriber hears each reading and each alarm once.
 */
import type { Kysely } from 'kysely';

import type { Alarm } from '../../src/api/contract/devices';
import { liveReadingOf } from '../../src/api/shared/live';
import type { ReadingSource } from '../../src/api/shared/readings';
import { raiseAlarms, type StoredReading } from '../alarms/raise';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/schema';
import { withLive } from './tables';

/** Rows per insert: 7 parameters a row, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

export interface Stored {
  stored: StoredReading[];
  duplicates: number;
  alarms: Alarm[];
}

async function insertNew(
  db: Kysely<Database>,
  number: string,
  readings: readonly StoredReading[],
  origin: 'gateway' | 'demo',
): Promise<StoredReading[]> {
  const stored: StoredReading[] = [];
  for (let i = 0; i < readings.length; i += INSERT_CHUNK) {
    const rows = await withLive(db)
      .insertInto('readings')
      .values(
        readings.slice(i, i + INSERT_CHUNK).map((r) => ({
          device_number: number,
          at: r.t,
          voltage: r.values.voltage ?? null,
          current: r.values.current ?? null,
          load: r.values.load ?? null,
          temperature: r.values.temperature ?? null,
          source: origin,
        })),
      )
      .onConflict((c) => c.columns(['device_number', 'at']).doNothing())
      .returning(['at', 'voltage', 'current', 'load', 'temperature'])
      .execute();
    for (const row of rows)
      stored.push({
        t: Number(row.at),
        values: {
          voltage: row.voltage,
          current: row.current,
          load: row.load,
          temperature: row.temperature,
        },
      });
  }
  return stored.sort((a, b) => a.t - b.t);
}

/** Stores one device's readings, raises its alarms and publishes both. */
export async function storeReadings(
  db: Kysely<Database>,
  bus: Bus,
  device: { source: ReadingSource; name: string },
  readings: readonly StoredReading[],
  origin: 'gateway' | 'demo',
  /** false: a back-fill of the past, stored and judged but not announced as news. */
  announce = true,
): Promise<Stored> {
  const unique = [...new Map(readings.map((r) => [r.t, r])).values()];
  const stored = await insertNew(db, device.source.number, unique, origin);
  // Published before the alarms are judged (a transaction of several round trips): a reading's
  // way to its subscribers is the insert and one NOTIFY (docs/performance.md, live subscribers).
  if (announce && stored.length)
    await bus.publish({
      kind: 'readings',
      readings: stored.map((r) => liveReadingOf(device.source, r)),
    });
  const alarms = await raiseAlarms(db, device.source, device.name, stored);
  if (announce) for (const alarm of alarms) await bus.publish({ kind: 'alarm', alarm });
  return { stored, duplicates: readings.length - stored.length, alarms };
}
