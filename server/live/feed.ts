/**
 * The demo feed (docs/server.md): where no gateway posts, the server fills in the readings the
 * simulation's model gives (src/api/shared/live.ts, readings.ts), so a demo database shows live
 * charts, stored alarms and pushed messages without hardware. Each tick stores the readings due
 * since the last one (each device at its own offset in the 3-second interval) for every device
 * in the register that sends readings, except those a gateway posted for lately. At start it
 * back-fills the hours before at whole minutes, where the model's value is the simulation's
 * chart point. Two instances running it store each reading once (the readings' key) and judge
 * each alarm once (server/alarms/raise.ts).
 */
import { sql, type Kysely } from 'kysely';

import { LIVE_READING_INTERVAL_MS } from '../../src/api/contract/live';
import { liveReading, MAX_TICK_SPAN_MS, readingTimes } from '../../src/api/shared/live';
import type { ReadingSource } from '../../src/api/shared/readings';
import type { StoredReading } from '../alarms/raise';
import type { Bus } from '../bus/bus';
import type { Database } from '../db/schema';
import { liveSources } from '../readings/source';
import { storeReadings } from '../readings/store';
import { withLive } from '../readings/tables';

const MINUTE = 60_000;

/**
 * Lets the event loop run between devices: PGlite answers in microtasks, so a long run of
 * queries would otherwise hold back sockets, timers and logs until it ends.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A device a gateway posted for within this span gets no demo readings. */
export const GATEWAY_QUIET_MS = 60_000;
/** How far back the feed fills in at start (whole minutes). */
export const BACKFILL_MS = 24 * 60 * MINUTE;
/** The register is read again after this long (devices added, status changed). */
const DEVICES_TTL_MS = 10_000;

type LiveDevice = { source: ReadingSource; name: string };

/** The model's readings of a device at the given instants (from its since on). */
export function modelReadings(source: ReadingSource, times: readonly number[]): StoredReading[] {
  const since = source.since;
  if (since === null) return [];
  return times
    .filter((t) => t >= since)
    .map((t) => {
      const reading = liveReading(source, t);
      return { t, values: reading.values };
    });
}

/** Whole minutes in [from, to]. */
export function minutesBetween(from: number, to: number): number[] {
  const times: number[] = [];
  for (let t = Math.ceil(from / MINUTE) * MINUTE; t <= to; t += MINUTE) times.push(t);
  return times;
}

/** Devices with a gateway reading after `since`. */
async function gatewayDevices(db: Kysely<Database>, since: number): Promise<Set<string>> {
  const rows = await withLive(db)
    .selectFrom('readings')
    .select('device_number')
    .distinct()
    .where('source', '=', 'gateway')
    .where('at', '>', since)
    .execute();
  return new Set(rows.map((r) => r.device_number));
}

/** The latest stored instant of each device (the back-fill starts after it). */
async function latestReadings(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await withLive(db)
    .selectFrom('readings')
    .select(['device_number', sql<number>`max(at)::float8`.as('latest')])
    .groupBy('device_number')
    .execute();
  return new Map(rows.map((r) => [r.device_number, Number(r.latest)]));
}

export interface DemoFeedOptions {
  db: Kysely<Database>;
  bus: Bus;
  now?: () => number;
  /** How often the feed stores what is due (ms); 0: only when `tick()` is called. */
  tickMs?: number;
  backfillMs?: number;
  onError?: (error: unknown) => void;
}

export interface DemoFeed {
  /** Stores what is due in (last tick, now]; resolves when stored and published. */
  tick(): Promise<void>;
  /** Fills in whole minutes of the `backfillMs` before now after each device's latest reading. */
  backfill(): Promise<void>;
  stop(): Promise<void>;
}

export function demoFeed(options: DemoFeedOptions): DemoFeed {
  const { db, bus, now = Date.now, tickMs = 1000, onError = () => {} } = options;
  let devices: Map<string, LiveDevice> | undefined;
  let devicesAt = 0;
  let last = now();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const liveDevices = async () => {
    if (!devices || now() - devicesAt > DEVICES_TTL_MS) {
      const all = await liveSources(db);
      devices = new Map([...all].filter(([, d]) => d.source.since !== null));
      devicesAt = now();
    }
    return devices;
  };

  const tick = async () => {
    const to = now();
    const from = Math.max(last, to - MAX_TICK_SPAN_MS);
    last = to;
    if (to <= from) return;
    const quiet = await gatewayDevices(db, to - GATEWAY_QUIET_MS);
    for (const device of (await liveDevices()).values()) {
      if (stopped) return;
      if (quiet.has(device.source.number)) continue;
      const times = readingTimes(device.source.number, from, to, LIVE_READING_INTERVAL_MS);
      const readings = modelReadings(device.source, times);
      if (readings.length) await storeReadings(db, bus, device, readings, 'demo');
      await breathe();
    }
  };

  const backfill = async () => {
    const to = now();
    const latest = await latestReadings(db);
    for (const device of (await liveDevices()).values()) {
      if (stopped) return;
      const from = Math.max(
        to - (options.backfillMs ?? BACKFILL_MS),
        latest.get(device.source.number) ?? -Infinity,
      );
      const readings = modelReadings(device.source, minutesBetween(from + 1, to));
      if (readings.length) await storeReadings(db, bus, device, readings, 'demo', false);
      await breathe();
    }
  };

  /** Runs one step after the previous one: ticks never overlap. */
  const serial = (step: () => Promise<void>) =>
    (running = running.then(step).catch((error: unknown) => onError(error)));

  // tickMs 0: ticks only when asked (tests).
  const timer = tickMs > 0 ? setInterval(() => void serial(tick), tickMs) : undefined;
  timer?.unref();
  return {
    tick: () => serial(tick),
    backfill: () => serial(backfill),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The demo feed's switch: DEMO_FEED=1 or 0, else on exactly when the demo is asked for. */
export function demoFeedOn(env: NodeJS.ProcessEnv, demo: boolean): boolean {
  const value = env.DEMO_FEED?.trim();
  return value === '1' || value === 'true'
    ? true
    : value === '0' || value === 'false'
      ? false
      : demo;
}
