/**
 * Readings posted to the simulation (POST /api/devices/{number}/readings, docs/simulation.md
 * "Posted readings"): the gateway's ingest call, answered as the server answers it
 * (docs/server.md), for a session allowed to (the admin: the simulation has no gateway accounts).
 * A posted reading stands in for the model at its instant: the readings endpoint reports it in
 * its cell (the first posted reading of each cell, as the server does with its stored ones), the
 * live stream pushes it to the device's subscribers at once, and it is judged for alarms by the
 * server's rule (src/api/shared/alarm-runs.ts); the alarms it opens are listed beside the model's.
 *
 * Kept beside the database (one log per database object), not in it: a reset of the store starts
 * without them (what the browser's journal does with them: docs/simulation.md "Posted readings").
 */
import type {
  Alarm,
  AlarmListResponse,
  ReadingMetric,
  ReadingSeries,
} from '@/api/contract/devices';
import type { IngestReading, IngestResponse } from '@/api/contract/ingest';
import type { LiveReading } from '@/api/contract/live';
import { alarmCellOf, alarmOfRun, judgeRun, type AlarmRun } from '@/api/shared/alarm-runs';
import { readIngestBody } from '@/api/shared/ingest';
import { liveReadingOf } from '@/api/shared/live';
import { conflict, created, notFound, type Outcome } from '@/api/shared/outcome';
import { param, type ParamSource } from '@/api/shared/params';
import {
  ALARM_METRICS,
  parseRange,
  readingSource,
  type ReadingSource,
} from '@/api/shared/readings';

import {
  findVisible,
  getAlarms,
  getReadings,
  readingsNow,
  type DeviceDb,
  type DeviceViewer,
} from './devices';

type Values = IngestReading['values'];

/** What was posted for one device: readings by instant, sorted, and the runs they opened. */
interface DeviceLog {
  times: number[];
  values: Map<number, Values>;
  runs: AlarmRun[];
}

/** What a post announces: the stored readings as the protocol sends them, the alarms opened. */
export interface PostedNews {
  db: object;
  readings: LiveReading[];
  alarms: Alarm[];
}

const logs = new WeakMap<object, Map<string, DeviceLog>>();
const listeners = new Set<(news: PostedNews) => void>();

function logOf(db: object, number: string, create: true): DeviceLog;
function logOf(db: object, number: string, create?: false): DeviceLog | undefined;
function logOf(db: object, number: string, create = false): DeviceLog | undefined {
  let byDevice = logs.get(db);
  if (!byDevice) {
    if (!create) return undefined;
    logs.set(db, (byDevice = new Map()));
  }
  let log = byDevice.get(number);
  if (!log && create) byDevice.set(number, (log = { times: [], values: new Map(), runs: [] }));
  return log;
}

/** Hears every post that stored something (the live link's sockets); returns the way to stop. */
export function onPosted(listener: (news: PostedNews) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a reading was posted for the device at exactly `t` (the live model then keeps quiet). */
export function isPosted(db: object, number: string, t: number): boolean {
  return Boolean(logOf(db, number)?.values.has(t));
}

/** The first index of `times` (sorted) at or after `t`. */
function firstAtOrAfter(times: readonly number[], t: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid] < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The first posted reading of [from, to) with a value of `metric`. */
function firstIn(log: DeviceLog, metric: ReadingMetric, from: number, to: number) {
  for (let i = firstAtOrAfter(log.times, from); i < log.times.length && log.times[i] < to; i++) {
    const value = log.values.get(log.times[i])?.[metric];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** Judges the cells whose first reading was just stored, by the server's rule. */
function judgeCells(log: DeviceLog, source: ReadingSource, stored: readonly number[]): AlarmRun[] {
  const opened: AlarmRun[] = [];
  if (source.since === null) return opened;
  for (const t of stored) {
    const boundary = alarmCellOf(t);
    // Only the first reading of its cell stands for the boundary.
    if (log.times[firstAtOrAfter(log.times, boundary)] !== t || boundary < source.since) continue;
    for (const metric of ALARM_METRICS) {
      const value = log.values.get(t)?.[metric];
      if (value === undefined || value === null) continue;
      const open = log.runs.find((r) => r.metric === metric && r.endedAt === null);
      const step = judgeRun(source, metric, open, boundary, value);
      if (step?.kind === 'open') {
        log.runs.push(step.run);
        opened.push(step.run);
      } else if (step?.kind === 'peak') open!.peak = step.peak;
      else if (step?.kind === 'close') open!.endedAt = step.endedAt;
    }
  }
  return opened;
}

/**
 * POST /api/devices/{number}/readings: the body checked by the contract, no instant past the
 * clock's 5 minutes, a device in the register (404; a deleted one 409); 201 with what was new.
 */
export function ingestReadings(
  db: DeviceDb,
  number: unknown,
  body: Record<string, unknown>,
): Outcome<IngestResponse> {
  const checked = readIngestBody(body, readingsNow(db));
  if (!checked.ok) return checked;
  const device = findVisible(db, number, { seesDeleted: true });
  if (!device) return notFound('deviceNotFound');
  if ('deletedAt' in device && typeof device.deletedAt === 'string')
    return conflict('deviceDeleted');
  const source = readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );
  const log = logOf(db, device.number, true);
  const stored: number[] = [];
  for (const reading of checked.data.readings) {
    if (log.values.has(reading.t)) continue;
    log.values.set(reading.t, reading.values);
    log.times.splice(firstAtOrAfter(log.times, reading.t), 0, reading.t);
    stored.push(reading.t);
  }
  stored.sort((a, b) => a - b);
  const alarms = judgeCells(log, source, stored).map((run) => alarmOfRun(run, device.name));
  if (stored.length) {
    const readings = stored.map((t) => liveReadingOf(source, { t, values: log.values.get(t)! }));
    for (const listener of listeners) listener({ db, readings, alarms });
  }
  return created({
    stored: stored.length,
    duplicates: checked.data.readings.length - stored.length,
    alarms,
  });
}

/**
 * GET …/readings: the model's series with the posted readings in its place: in each cell of the
 * step's grid that holds one, the first posted value, reported at the cell's instant (the
 * server's rule for its stored readings).
 */
export function getReadingsWithPosted(
  db: DeviceDb,
  number: unknown,
  params: ParamSource,
  viewer?: DeviceViewer,
): Outcome<ReadingSeries> {
  const outcome = getReadings(db, number, params, viewer);
  if (!outcome.ok) return outcome;
  const series = outcome.value;
  const log = logOf(db, series.deviceNumber);
  if (!log?.times.length) return outcome;
  const points = series.points.map((point) => {
    const end = Math.min(point.t + series.stepMs, series.to + 1);
    const v = firstIn(log, series.metric, point.t, end);
    return v === undefined ? point : { t: point.t, v };
  });
  return { ...outcome, value: { ...series, points } };
}

/** GET …/alarms: the model's alarms and the runs posted readings opened in the range. */
export function getAlarmsWithPosted(
  db: DeviceDb,
  number: unknown,
  params: ParamSource,
  viewer?: DeviceViewer,
): Outcome<AlarmListResponse> {
  const outcome = getAlarms(db, number, params, viewer);
  if (!outcome.ok) return outcome;
  const device = findVisible(db, number, { seesDeleted: true });
  const log = device && logOf(db, device.number);
  if (!device || !log?.runs.length) return outcome;
  const parsed = parseRange(param(params, 'from'), param(params, 'to'), readingsNow(db));
  if ('issues' in parsed) return outcome;
  const { range } = parsed;
  const posted = log.runs
    .filter((r) => r.startedAt <= range.to && (r.endedAt ?? Infinity) >= range.from)
    .map((r) => alarmOfRun(r, device.name));
  const ids = new Set(posted.map((a) => a.id));
  const alarms = [...posted, ...outcome.value.alarms.filter((a) => !ids.has(a.id))].sort(
    (a, b) =>
      Date.parse(b.startedAt) - Date.parse(a.startedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { ...outcome, value: { alarms, total: alarms.length } };
}
