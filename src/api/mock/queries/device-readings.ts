/**
 * Readings are never stored: each value is a pure function of the device number, the metric
 * and the timestamp (hashString + an integer mix), so any range can be asked for, the same
 * instant always answers the same value, and a 30-day chart costs nothing to keep.
 *
 * Model: a per-device base load with a daily curve, a weekend dip, small noise and, now and
 * then, a one-hour surge; status scales it (a faulty device runs hot, a retired one is off).
 * Current and temperature follow the load; voltage hovers around the rated voltage.
 */
import {
  READING_METRICS,
  type Alarm,
  type Device,
  type DeviceStatus,
  type DeviceTypeRecord,
  type ReadingMetric,
  type ReadingPoint,
  type ReadingSeries,
} from '../../types/devices';
import { hashString } from '../db/random';
import type { ValidationIssue } from '../../contract/common';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A range is answered with at most this many points. */
export const MAX_POINTS = 500;
const STEPS = [MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY];

export const METRIC_UNITS: Record<ReadingMetric, string> = { voltage: 'kV', current: 'A', load: '%', temperature: '°C' };

const STATUS_FACTOR: Record<DeviceStatus, number> = { in_service: 1, fault: 1.25, standby: 0.08, maintenance: 0, retired: 0 };
const AMBIENT_C = 24;

/** The smallest step that keeps `span` within MAX_POINTS points. */
export function stepFor(spanMs: number): number {
  return STEPS.find((s) => spanMs / s <= MAX_POINTS) ?? Math.ceil(spanMs / MAX_POINTS / DAY) * DAY;
}

/** A 32-bit integer mix (lowbias32): cheap enough for millions of points. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Uniform in [0, 1) from a seed and an integer index. */
function unit(seed: number, index: number): number {
  return mix32(seed ^ mix32(index | 0)) / 4294967296;
}

/** What a series needs from the device and its type, derived once per series. */
export interface ReadingSource {
  number: string;
  status: DeviceStatus;
  ratedVoltageKv?: number;
  ratedCurrentA?: number;
  thresholds: DeviceTypeRecord['thresholds'];
}

export function readingSource(device: Device, type: Pick<DeviceTypeRecord, 'thresholds'> | undefined): ReadingSource {
  return {
    number: device.number,
    status: device.status,
    ratedVoltageKv: device.nameplate.ratedVoltageKv,
    ratedCurrentA: device.nameplate.ratedCurrentA,
    thresholds: type?.thresholds ?? { maxTemperatureC: 70, maxLoadPercent: 90 },
  };
}

/** The alarm limit of a metric, or null when the metric has none (voltage; current without a rating). */
export function thresholdOf(source: ReadingSource, metric: ReadingMetric): number | null {
  if (metric === 'load') return source.thresholds.maxLoadPercent;
  if (metric === 'temperature') return source.thresholds.maxTemperatureC;
  if (metric === 'current') return source.ratedCurrentA ?? null;
  return null;
}

/** A sampler of one metric of one device: t (ms) → value. */
export function sampler(source: ReadingSource, metric: ReadingMetric): (t: number) => number {
  const loadSeed = hashString(`${source.number}:load`);
  const metricSeed = hashString(`${source.number}:${metric}`);
  const baseLoad = 35 + (hashString(source.number) % 40);
  const factor = STATUS_FACTOR[source.status] ?? 1;
  const load = (t: number): number => {
    const hourOfDay = (t % DAY) / HOUR;
    const daily = 14 * Math.sin((2 * Math.PI * (hourOfDay - 8)) / 24);
    // 1970-01-01 was a Thursday (4); arithmetic avoids a Date per point.
    const weekday = (Math.floor(t / DAY) + 4) % 7;
    const weekend = weekday === 0 || weekday === 6 ? -8 : 0;
    const hour = Math.floor(t / HOUR);
    // About one hour in 150 a surge pushes the device past its limits.
    const surge = mix32(loadSeed ^ Math.imul(hour, 0x9e3779b1)) % 150 === 0 ? 35 : 0;
    const noise = (unit(loadSeed, Math.floor(t / MINUTE)) - 0.5) * 6;
    return Math.max(0, (baseLoad + daily + weekend + surge + noise) * factor);
  };
  const jitter = (t: number, size: number) => (unit(metricSeed, Math.floor(t / MINUTE)) - 0.5) * size;
  const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  switch (metric) {
    case 'load':
      return (t) => round(load(t), 1);
    case 'current': {
      const rated = source.ratedCurrentA ?? 630;
      return (t) => round(Math.max(0, (rated * load(t)) / 100 + jitter(t, rated * 0.01)), 1);
    }
    case 'temperature': {
      // Near the limit at full load: the limit is reached around 100 % of rating.
      const perPercent = Math.max(0.1, (source.thresholds.maxTemperatureC - AMBIENT_C - 3) / 100);
      return (t) => {
        const ambient = AMBIENT_C + 4 * Math.sin((2 * Math.PI * ((t % DAY) / HOUR - 9)) / 24);
        return round(ambient + perPercent * load(t) + jitter(t, 1.5), 1);
      };
    }
    case 'voltage': {
      const rated = source.ratedVoltageKv ?? 0.4;
      const on = factor > 0 ? 1 : 0;
      return (t) => round(on * rated * (1 + 0.015 * Math.sin((2 * Math.PI * (t % DAY)) / DAY) + jitter(t, 0.01)), 4);
    }
  }
}

export interface Range {
  from: number;
  to: number;
}

/** An instant from epoch ms (number or digits) or an ISO text; undefined when neither. */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value))) {
    const n = Number(value);
    return Number.isFinite(n) && Math.abs(n) <= 8.64e15 ? n : undefined;
  }
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** from/to of a request; missing → the 24 hours before `now` (or before `to`). */
export function parseRange(from: unknown, to: unknown, nowMs: number): { range: Range } | { issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const hasFrom = from !== undefined && from !== null && from !== '';
  const hasTo = to !== undefined && to !== null && to !== '';
  const toMs = hasTo ? parseInstant(to) : nowMs;
  if (toMs === undefined) issues.push({ path: 'to', key: 'instantFormat' });
  const fromMs = hasFrom ? parseInstant(from) : toMs !== undefined ? toMs - DAY : undefined;
  if (fromMs === undefined && hasFrom) issues.push({ path: 'from', key: 'instantFormat' });
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) issues.push({ path: 'to', key: 'rangeOrder' });
  return issues.length ? { issues } : { range: { from: fromMs!, to: toMs! } };
}

export function isMetric(value: unknown): value is ReadingMetric {
  return typeof value === 'string' && (READING_METRICS as readonly string[]).includes(value);
}

/** The points of one metric over a range, on a grid aligned to the step (so ranges agree). */
export function samplePoints(source: ReadingSource, metric: ReadingMetric, range: Range, stepMs = stepFor(range.to - range.from)): ReadingPoint[] {
  const value = sampler(source, metric);
  const points: ReadingPoint[] = [];
  for (let t = Math.ceil(range.from / stepMs) * stepMs; t <= range.to; t += stepMs) points.push({ t, v: value(t) });
  return points;
}

export function readingSeries(source: ReadingSource, metric: ReadingMetric, range: Range): ReadingSeries {
  const stepMs = stepFor(range.to - range.from);
  return {
    deviceNumber: source.number,
    metric,
    unit: METRIC_UNITS[metric],
    threshold: thresholdOf(source, metric),
    from: range.from,
    to: range.to,
    stepMs,
    points: samplePoints(source, metric, range, stepMs),
  };
}

/** Alarms are looked for every 5 minutes (a reading interval of a substation's SCADA) up to a month. */
const ALARM_STEP = 5 * MINUTE;
const ALARM_FINE_SPAN = 31 * DAY;

/** The step alarms are detected on: 5 minutes for a range up to a month, else the readings' step. */
export function alarmStepFor(spanMs: number): number {
  return spanMs <= ALARM_FINE_SPAN ? ALARM_STEP : stepFor(spanMs);
}

/** How far a run is followed outside the range, in steps, to find its start and its end. */
const MAX_FOLLOW = 2000;

export interface AlarmScan {
  /** Distance between the readings looked at; default `alarmStepFor` the range. */
  stepMs?: number;
  /** The simulation's "now": a run still past the threshold at the latest reading is ongoing. Default the range's end. */
  now?: number;
}

/**
 * Alarms: each run of consecutive readings past the threshold that overlaps the range, newest
 * first. A run is followed outside the range, so an alarm has the same start (and id) whatever
 * range is asked, and an end that is known: `endedAt` is the first reading back within the
 * limit, and null while the latest reading (now) is still past it. A single reading past the
 * limit therefore lasts one step, never zero.
 */
export function findAlarms(source: ReadingSource, deviceName: string, range: Range, scan: AlarmScan = {}): Alarm[] {
  const stepMs = scan.stepMs ?? alarmStepFor(range.to - range.from);
  const latest = Math.max(scan.now ?? range.to, range.to);
  const alarms: Alarm[] = [];
  for (const metric of READING_METRICS) {
    const threshold = thresholdOf(source, metric);
    if (threshold === null) continue;
    const value = sampler(source, metric);
    const first = Math.ceil(range.from / stepMs) * stepMs;
    for (let t = first; t <= range.to; t += stepMs) {
      let peak = value(t);
      if (!(peak > threshold)) continue;
      let start = t;
      // A run already under way when the range starts began earlier.
      if (t === first) {
        for (let k = 0, s = t - stepMs; k < MAX_FOLLOW; k++, s -= stepMs) {
          const v = value(s);
          if (!(v > threshold)) break;
          start = s;
          peak = Math.max(peak, v);
        }
      }
      // Past the range's end too, up to now: a run that has not cleared by then is ongoing.
      let end: number | null = null;
      for (let u = t + stepMs, stop = Math.min(latest, range.to + MAX_FOLLOW * stepMs); u <= stop; u += stepMs) {
        const v = value(u);
        if (!(v > threshold)) {
          end = u;
          break;
        }
        peak = Math.max(peak, v);
      }
      alarms.push({
        id: `${source.number}-${metric}-${start}`,
        deviceNumber: source.number,
        deviceName,
        metric,
        unit: METRIC_UNITS[metric],
        threshold,
        startedAt: new Date(start).toISOString(),
        endedAt: end === null ? null : new Date(end).toISOString(),
        peak,
        severity: peak > threshold * 1.1 ? 'critical' : 'warning',
      });
      if (end === null) break;
      t = end; // the loop steps past the reading that cleared it
    }
  }
  return alarms.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
