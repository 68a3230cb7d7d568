/**
 * The live stream's pure functions: what a connection is sent for a client message and for a
 * span of time. Readings come from the same sampler as the readings endpoint, interpolated
 * between whole minutes (so a live value at a whole minute is the chart's point); alarms are
 * the runs findAlarms detects on its 5-minute grid that start at a boundary in the span, so the
 * alarms endpoint later lists exactly what the stream announced. Nothing is computed for a
 * device no connection subscribed to (unless one asked for every device's alarms).
 */
import {
  LIVE_READING_INTERVAL_MS,
  liveClientMessage,
  MAX_LIVE_DEVICES,
  MAX_LIVE_MESSAGE_CHARS,
  type LiveReading,
  type LiveServerMessage,
} from '@/api/contract/live';
import { hashString } from '@/api/sample/random';
import {
  READING_METRICS,
  readingsSince,
  type Alarm,
  type Device,
  type ReadingMetric,
} from '@/api/types/devices';

import type { MockDb } from '../db';
import {
  ALARM_METRICS,
  measures,
  readingSource,
  sampler,
  thresholdOf,
  type ReadingSource,
} from './device-readings';

type LiveDb = Pick<MockDb, 'devices' | 'deviceTypes'>;

const MINUTE = 60_000;
/** The grid alarms are detected on (the alarms endpoint's step for ranges up to a month). */
export const LIVE_ALARM_STEP_MS = 5 * MINUTE;
/** A span longer than this (a throttled timer) is cut to its end: no burst of old readings. */
export const MAX_TICK_SPAN_MS = 10_000;

const DIGITS: Record<ReadingMetric, number> = { voltage: 4, current: 1, load: 1, temperature: 1 };

/** What one connection asked for. */
export interface LiveSession {
  devices: Set<string>;
  alarms: boolean;
}

export function createLiveSession(): LiveSession {
  return { devices: new Set(), alarms: false };
}

/** Devices that send readings: in service or in fault, and commissioned (readingsSince). */
export function isLive(device: Pick<Device, 'status' | 'commissionDate' | 'createdAt'>): boolean {
  return readingsSince(device) !== null;
}

/**
 * The value of a metric at any instant: the sampler's whole-minute points joined by straight lines.
 */
export function liveValue(
  source: ReadingSource,
  metric: ReadingMetric,
  t: number,
  value = sampler(source, metric),
): number {
  const start = Math.floor(t / MINUTE) * MINUTE;
  const a = value(start);
  if (t === start) return a;
  const b = value(start + MINUTE);
  const scale = 10 ** DIGITS[metric];
  return Math.round((a + ((b - a) * (t - start)) / MINUTE) * scale) / scale;
}

/** Every metric of a device at `t`, and those past their limit (the same thresholds as alarms). */
export function liveReading(source: ReadingSource, t: number): LiveReading {
  // A metric the device does not measure reads 0 and is never over (it has no limit).
  const values = Object.fromEntries(
    READING_METRICS.map((m) => [m, measures(source, m) ? liveValue(source, m, t) : 0]),
  ) as Record<ReadingMetric, number>;
  const over = READING_METRICS.filter((m) => {
    const limit = thresholdOf(source, m);
    return limit !== null && values[m] > limit;
  });
  return { device: source.number, t, values, over };
}

/** Where in the interval a device's readings fall: spread by device so batches stay small. */
export function readingOffset(number: string, intervalMs = LIVE_READING_INTERVAL_MS): number {
  return hashString(`${number}:live`) % intervalMs;
}

/** The instants in (from, to] at which the device reads: every interval, at its offset. */
export function readingTimes(
  number: string,
  from: number,
  to: number,
  intervalMs = LIVE_READING_INTERVAL_MS,
): number[] {
  const offset = readingOffset(number, intervalMs);
  const times: number[] = [];
  for (
    let t = Math.floor((from - offset) / intervalMs + 1) * intervalMs + offset;
    t <= to;
    t += intervalMs
  )
    times.push(t);
  return times;
}

/**
 * The alarms (runs past a threshold on the 5-minute grid) that start exactly at `boundary`, as
 * the alarms endpoint's findAlarms sees them then: the reading before the boundary was within
 * the limit and the one at it is past. Ongoing (endedAt null) at that moment.
 */
export function alarmsStartingAt(
  source: ReadingSource,
  deviceName: string,
  boundary: number,
): Alarm[] {
  const alarms: Alarm[] = [];
  if (source.since === null || boundary < source.since) return alarms;
  for (const metric of ALARM_METRICS) {
    const limit = thresholdOf(source, metric);
    if (limit === null) continue;
    const value = sampler(source, metric);
    const now = value(boundary);
    if (!(now > limit) || value(boundary - LIVE_ALARM_STEP_MS) > limit) continue;
    alarms.push({
      id: `${source.number}-${metric}-${boundary}`,
      deviceNumber: source.number,
      deviceName,
      metric,
      unit: metricUnit(metric),
      threshold: limit,
      startedAt: new Date(boundary).toISOString(),
      endedAt: null,
      peak: now,
      severity: now > limit * 1.1 ? 'critical' : 'warning',
    });
  }
  return alarms;
}

function metricUnit(metric: ReadingMetric): string {
  return { voltage: 'kV', current: 'A', load: '%', temperature: '°C' }[metric];
}

function sourceOf(db: LiveDb, device: Device): ReadingSource {
  return readingSource(
    device,
    db.deviceTypes.find((t) => t.id === device.typeId),
  );
}

const errorMessage = (key: string, message: string): LiveServerMessage => ({
  type: 'error',
  key,
  message,
});

/**
 * Applies a client message to the session; the answer to send (subscribed, or an error: the socket
 * stays open).
 */
export function handleLiveMessage(
  db: LiveDb,
  session: LiveSession,
  data: unknown,
): LiveServerMessage[] {
  if (typeof data !== 'string') return [errorMessage('liveUnreadable', 'Send JSON text frames.')];
  if (data.length > MAX_LIVE_MESSAGE_CHARS)
    return [
      errorMessage(
        'liveTooLarge',
        `A message may have at most ${MAX_LIVE_MESSAGE_CHARS} characters.`,
      ),
    ];
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return [errorMessage('liveUnreadable', 'The message is not JSON.')];
  }
  const parsed = liveClientMessage.safeParse(json);
  if (!parsed.success)
    return [
      errorMessage(
        'liveInvalid',
        `Not a subscribe or unsubscribe message: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'} ${i.message}`).join('; ')}`,
      ),
    ];
  const message = parsed.data;
  if (message.type === 'unsubscribe') {
    for (const number of message.devices) session.devices.delete(number);
    if (message.alarms) session.alarms = false;
    return [];
  }
  if (message.alarms) session.alarms = true;
  const byNumber = new Map(db.devices.map((d) => [d.number, d]));
  const accepted: string[] = [];
  const ignored: string[] = [];
  for (const number of message.devices) {
    const device = byNumber.get(number);
    if (
      device &&
      isLive(device) &&
      (session.devices.has(number) || session.devices.size < MAX_LIVE_DEVICES)
    ) {
      session.devices.add(number);
      accepted.push(number);
    } else ignored.push(number);
  }
  return [{ type: 'subscribed', devices: accepted, ignored }];
}

/**
 * What the session is sent for the span (from, to]: one batch of readings and the alarms starting
 * in it.
 */
export function liveTick(
  db: LiveDb,
  session: LiveSession,
  from: number,
  to: number,
  intervalMs = LIVE_READING_INTERVAL_MS,
): LiveServerMessage[] {
  if (to <= from || (!session.devices.size && !session.alarms)) return [];
  const start = Math.max(from, to - MAX_TICK_SPAN_MS);
  const messages: LiveServerMessage[] = [];
  const readings: LiveReading[] = [];
  const byNumber = new Map(db.devices.map((d) => [d.number, d]));
  for (const number of session.devices) {
    const device = byNumber.get(number);
    if (!device || !isLive(device)) continue;
    const source = sourceOf(db, device);
    const times = readingTimes(
      number,
      Math.max(start, (source.since ?? Infinity) - 1),
      to,
      intervalMs,
    );
    if (!times.length) continue;
    for (const t of times) readings.push(liveReading(source, t));
  }
  if (readings.length)
    messages.push({ type: 'readings', readings: readings.sort((a, b) => a.t - b.t) });
  const firstBoundary = Math.floor(start / LIVE_ALARM_STEP_MS + 1) * LIVE_ALARM_STEP_MS;
  if (firstBoundary <= to) {
    const watched = session.alarms
      ? db.devices.filter(isLive)
      : [...session.devices]
          .map((n) => byNumber.get(n))
          .filter((d): d is Device => Boolean(d && isLive(d)));
    for (let boundary = firstBoundary; boundary <= to; boundary += LIVE_ALARM_STEP_MS) {
      for (const device of watched)
        for (const alarm of alarmsStartingAt(sourceOf(db, device), device.name, boundary))
          messages.push({ type: 'alarm', alarm });
    }
  }
  return messages;
}
