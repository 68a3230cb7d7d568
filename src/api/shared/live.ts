/**
 * The live stream's pure rules, shared by the simulation (src/api/mock/queries/live.ts) and the
 * server (server/live): what a client message means, the readings a device sends (the same
 * sampler as the readings endpoint, interpolated between whole minutes, so a live value at a
 * whole minute is the chart's point), when it sends them, and the alarms that start at a
 * boundary of the 5-minute grid the alarms endpoint scans.
 */
import type { Alarm, Device } from '../contract/devices';
import { READING_METRICS, type ReadingMetric } from '../contract/devices-values';
import {
  LIVE_READING_INTERVAL_MS,
  liveClientMessage,
  MAX_LIVE_DEVICES,
  MAX_LIVE_MESSAGE_CHARS,
  type LiveClientMessage,
  type LiveReading,
  type LiveServerMessage,
} from '../contract/live';
import { readingsSince } from '../contract/readings-since';
import { hashString } from '../sample/random';
import {
  ALARM_METRICS,
  measures,
  METRIC_UNITS,
  sampler,
  thresholdOf,
  type ReadingSource,
} from './readings';

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

/**
 * A measured reading (a gateway's, stored or posted) as the protocol sends it: every metric (0
 * where none was measured) and those past their limit.
 */
export function liveReadingOf(
  source: ReadingSource,
  reading: { t: number; values: Partial<Record<ReadingMetric, number | null>> },
): LiveReading {
  const values = Object.fromEntries(
    READING_METRICS.map((m) => [m, reading.values[m] ?? 0]),
  ) as Record<ReadingMetric, number>;
  const over = READING_METRICS.filter((m) => {
    const limit = thresholdOf(source, m);
    return limit !== null && reading.values[m] != null && values[m] > limit;
  });
  return { device: source.number, t: reading.t, values, over };
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
      unit: METRIC_UNITS[metric],
      threshold: limit,
      startedAt: new Date(boundary).toISOString(),
      endedAt: null,
      peak: now,
      severity: now > limit * 1.1 ? 'critical' : 'warning',
    });
  }
  return alarms;
}

const errorMessage = (key: string, message: string): LiveServerMessage => ({
  type: 'error',
  key,
  message,
});

/**
 * Reads a client's frame: the message, or the error to answer (the socket stays open). Text only,
 * at most MAX_LIVE_MESSAGE_CHARS, JSON, a LiveClientMessage.
 */
export function readLiveMessage(
  data: unknown,
): { message: LiveClientMessage } | { error: LiveServerMessage } {
  if (typeof data !== 'string')
    return { error: errorMessage('liveUnreadable', 'Send JSON text frames.') };
  if (data.length > MAX_LIVE_MESSAGE_CHARS)
    return {
      error: errorMessage(
        'liveTooLarge',
        `A message may have at most ${MAX_LIVE_MESSAGE_CHARS} characters.`,
      ),
    };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { error: errorMessage('liveUnreadable', 'The message is not JSON.') };
  }
  const parsed = liveClientMessage.safeParse(json);
  if (!parsed.success)
    return {
      error: errorMessage(
        'liveInvalid',
        `Not a subscribe or unsubscribe message: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'} ${i.message}`).join('; ')}`,
      ),
    };
  return { message: parsed.data };
}

/**
 * Applies a read message to the session: an unsubscribe answers nothing; a subscribe adds the
 * devices `sends` accepts (existing, live) up to MAX_LIVE_DEVICES and answers `subscribed`.
 */
export function applyLiveMessage(
  session: LiveSession,
  message: LiveClientMessage,
  sends: (number: string) => boolean,
): LiveServerMessage[] {
  if (message.type === 'unsubscribe') {
    for (const number of message.devices) session.devices.delete(number);
    if (message.alarms) session.alarms = false;
    return [];
  }
  if (message.alarms) session.alarms = true;
  const accepted: string[] = [];
  const ignored: string[] = [];
  for (const number of message.devices) {
    if (sends(number) && (session.devices.has(number) || session.devices.size < MAX_LIVE_DEVICES)) {
      session.devices.add(number);
      accepted.push(number);
    } else ignored.push(number);
  }
  return [{ type: 'subscribed', devices: accepted, ignored }];
}
