/**
 * Readings are never stored: each value is a pure function of the device, the metric and the
 * timestamp (hashString + an integer mix), so any range can be asked for, the same instant
 * always answers the same value, and a 30-day chart costs nothing to keep.
 *
 * The model is a three-phase circuit (issue 35.10). A device draws an apparent power S(t): a
 * per-device base share of its rating with a daily curve, a weekend dip, small noise and, now
 * and then, a one-hour surge. The voltage U(t) hovers around the rated voltage; the current is
 * I = S / (√3 · U), so a 2,500 kVA transformer at 10 kV carries 72 A at half its rating; the
 * load is I / I rated (the nameplate's rated current, else S rated / (√3 · U rated)); the
 * temperature lags, with a 30-minute time constant, toward ambient + k · load², k such that a
 * full load nears the type's limit (a device in fault runs hotter at the same load). Readings
 * exist from the device's commissioning (never before it was registered), and only while it is
 * in service or in fault (readingsSince): a standby, maintenance or retired device has none.
 * Current and load need a rating to be measured against: a relay reads voltage and temperature.
 */
import type { ValidationIssue } from '../contract/common';
import {
  instant,
  type Alarm,
  type Device,
  type DeviceStatus,
  type DeviceTypeRecord,
  type ReadingPoint,
  type ReadingSeries,
} from '../contract/devices';
import { READING_METRICS, type ReadingMetric } from '../contract/devices-values';
import { readingsSince } from '../contract/readings-since';
import { ratedCurrentOf } from '../sample/devices/electrical';
import { hashString } from '../sample/random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A range is answered with at most this many points. */
export const MAX_POINTS = 500;
const STEPS = [
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
];

export const METRIC_UNITS: Record<ReadingMetric, string> = {
  voltage: 'kV',
  current: 'A',
  load: '%',
  temperature: '°C',
};

const AMBIENT_C = 24;
/**
 * A device in fault runs hot: its cooling or a joint has failed, so the same load heats it twice
 * as much, and it has losses of its own (a share of the full-load rise) whatever the load.
 */
const FAULT_HEATING = 2;
const FAULT_LOSSES = 0.5;
/** The temperature's time constant, and the window and step its lag is summed over. */
const THERMAL_TAU = 30 * MINUTE;
const THERMAL_STEP = 10 * MINUTE;
const THERMAL_TERMS = 10;
/** A device without a current to heat it (a relay) sits this share of its rise above ambient. */
const IDLE_RISE = 0.2;
/** The demand's daily swing and a surge's size, % of the rating. */
const DAILY_SWING = 14;
const SURGE = 35;
const AMBIENT_SWING = 4;
const TEMPERATURE_JITTER = 1.5;

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
  /** The first instant with readings (readingsSince), or null: the device sends none. */
  since: number | null;
  ratedVoltageKv?: number;
  /** The rated current: the nameplate's, else what its rated power and voltage give. */
  ratedCurrentA?: number;
  thresholds: DeviceTypeRecord['thresholds'];
}

export function readingSource(
  device: Device,
  type: Pick<DeviceTypeRecord, 'thresholds'> | undefined,
): ReadingSource {
  const rated = ratedCurrentOf(device.nameplate);
  return {
    number: device.number,
    status: device.status,
    since: readingsSince(device),
    ratedVoltageKv: device.nameplate.ratedVoltageKv,
    ratedCurrentA: rated === undefined ? undefined : Math.round(rated * 10) / 10,
    thresholds: type?.thresholds ?? { maxTemperatureC: 70, maxLoadPercent: 90 },
  };
}

/**
 * Whether the device measures a metric at all: current and load need a rating, voltage a rated
 * voltage.
 */
export function measures(source: ReadingSource, metric: ReadingMetric): boolean {
  if (metric === 'current' || metric === 'load')
    return source.ratedCurrentA !== undefined && source.ratedCurrentA > 0;
  if (metric === 'voltage') return source.ratedVoltageKv !== undefined && source.ratedVoltageKv > 0;
  return true;
}

/**
 * The alarm limit of a metric, or null when it has none: the type's load and temperature limits,
 * and for current the load limit in amperes (I rated · max load %); voltage has none.
 */
export function thresholdOf(source: ReadingSource, metric: ReadingMetric): number | null {
  if (!measures(source, metric)) return null;
  if (metric === 'load') return source.thresholds.maxLoadPercent;
  if (metric === 'temperature') return source.thresholds.maxTemperatureC;
  if (metric === 'current')
    return Math.round(source.ratedCurrentA! * source.thresholds.maxLoadPercent) / 100;
  return null;
}

/**
 * The metrics an alarm is raised on. Current is not one of them: with a limit of the load's in
 * amperes it is past its limit exactly when the load is, and one event is one alarm.
 */
export const ALARM_METRICS: readonly ReadingMetric[] = ['load', 'temperature'];

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The device's circuit at an instant: the share of its rated power it draws (%, before noise for
 * the smooth part) and its voltage (per unit of the rated voltage). Nothing before `since`.
 */
function circuit(source: ReadingSource) {
  const loadSeed = hashString(`${source.number}:load`);
  const voltageSeed = hashString(`${source.number}:voltage`);
  const baseShare = 35 + (hashString(source.number) % 40);
  const since = source.since ?? Infinity;
  /** About one hour in 150 a surge pushes the device past its limits. */
  const surge = (hour: number): number =>
    mix32(loadSeed ^ Math.imul(hour, 0x9e3779b1)) % 150 === 0 ? SURGE : 0;
  /** The demand without minute noise, % of rated power: what the temperature follows. */
  const smoothDemand = (t: number): number => {
    if (t < since) return 0;
    const hourOfDay = (t % DAY) / HOUR;
    const daily = DAILY_SWING * Math.sin((2 * Math.PI * (hourOfDay - 8)) / 24);
    // 1970-01-01 was a Thursday (4); arithmetic avoids a Date per point.
    const weekday = (Math.floor(t / DAY) + 4) % 7;
    const weekend = weekday === 0 || weekday === 6 ? -8 : 0;
    return Math.max(0, baseShare + daily + weekend + surge(Math.floor(t / HOUR)));
  };
  const demand = (t: number): number =>
    t < since
      ? 0
      : Math.max(0, smoothDemand(t) + (unit(loadSeed, Math.floor(t / MINUTE)) - 0.5) * 6);
  const voltagePu = (t: number): number =>
    t < since
      ? 0
      : 1 +
        0.015 * Math.sin((2 * Math.PI * (t % DAY)) / DAY) +
        (unit(voltageSeed, Math.floor(t / MINUTE)) - 0.5) * 0.01;
  /**
   * The most the smooth demand can be over (from, to]: the base, the top of the daily curve and a
   * surge if one falls in it.
   */
  const peakDemand = (from: number, to: number): number => {
    const top = baseShare + DAILY_SWING;
    for (let h = Math.floor(from / HOUR); h <= Math.floor(to / HOUR); h++)
      if (surge(h)) return top + SURGE;
    return top;
  };
  return { smoothDemand, demand, voltagePu, peakDemand };
}

/**
 * A sampler of one metric of one device: t (ms) → value (0, or ambient, where it reads nothing).
 */
export function sampler(source: ReadingSource, metric: ReadingMetric): (t: number) => number {
  const { demand, voltagePu } = circuit(source);
  const rated = source.ratedCurrentA ?? 0;
  // load = I / I rated, with I = S / (√3 U) = (demand · S rated) / (√3 · U pu · U rated) = demand ·
  // I rated / U pu.
  const loadPercent = (t: number): number => {
    const u = voltagePu(t);
    return u > 0 ? demand(t) / u : 0;
  };
  switch (metric) {
    case 'load':
      return (t) => (rated > 0 ? round(loadPercent(t), 1) : 0);
    case 'current':
      return (t) => (rated > 0 ? round((loadPercent(t) / 100) * rated, 1) : 0);
    case 'voltage': {
      const ratedKv = source.ratedVoltageKv ?? 0;
      return (t) => round(voltagePu(t) * ratedKv, 4);
    }
    case 'temperature':
      return thermal(source).value;
  }
}

/**
 * A device's temperature: a first-order lag (time constant THERMAL_TAU) toward ambient + k ·
 * load², summed over the last THERMAL_TERMS steps, each weighed by how much of it has reached the
 * device by now (e^(-age/τ)); before commissioning it was cold. `ceiling` is a quick bound the
 * alarm scan tries first: most readings are far below the limit, and the sum costs ten demands.
 */
function thermal(source: ReadingSource): {
  value: (t: number) => number;
  ceiling: (t: number) => number;
} {
  const { smoothDemand, peakDemand } = circuit(source);
  const jitterSeed = hashString(`${source.number}:temperature`);
  // The rise at full load: the type's limit less a margin, above ambient.
  const fullRise = Math.max(1, source.thresholds.maxTemperatureC - AMBIENT_C - 3);
  const fault = source.status === 'fault';
  const heating = fault ? FAULT_HEATING : 1;
  const losses = (fault ? FAULT_LOSSES : 0) + (source.ratedCurrentA ? 0 : IDLE_RISE);
  const heated = Boolean(source.ratedCurrentA);
  const since = source.since ?? Infinity;
  const decay = Math.exp(-THERMAL_STEP / THERMAL_TAU);
  const norm = (1 - decay) / (1 - decay ** THERMAL_TERMS);
  const ambient = (t: number) =>
    AMBIENT_C + AMBIENT_SWING * Math.sin((2 * Math.PI * ((t % DAY) / HOUR - 9)) / 24);
  const value = (t: number): number => {
    if (t < since) return round(ambient(t), 1);
    let rise = 0;
    for (let k = 0, w = 1, at = t; k < THERMAL_TERMS; k++, w *= decay, at -= THERMAL_STEP) {
      if (at < since) break;
      const share = heated ? smoothDemand(at) / 100 : 0;
      rise += w * (heating * share * share + losses);
    }
    return round(
      ambient(t) +
        fullRise * rise * norm +
        (unit(jitterSeed, Math.floor(t / MINUTE)) - 0.5) * TEMPERATURE_JITTER,
      1,
    );
  };
  const ceiling = (t: number): number => {
    const share = heated ? peakDemand(t - THERMAL_TERMS * THERMAL_STEP, t) / 100 : 0;
    return (
      AMBIENT_C +
      AMBIENT_SWING +
      fullRise * (heating * share * share + losses) +
      TEMPERATURE_JITTER / 2 +
      0.1
    );
  };
  return { value, ceiling };
}

/**
 * A quick bound of a metric at t that is never below its value, or null where the value itself is
 * as cheap: the alarm scan skips a reading whose bound is within the limit.
 */
function ceilingOf(source: ReadingSource, metric: ReadingMetric): ((t: number) => number) | null {
  return metric === 'temperature' ? thermal(source).ceiling : null;
}

export interface Range {
  from: number;
  to: number;
}

/**
 * An instant as the contract reads it (`instant`: epoch ms, or an ISO date-time with its offset);
 * undefined when it is not one.
 */
export function parseInstant(value: unknown): number | undefined {
  if (!instant.safeParse(value).success) return undefined;
  const ms =
    typeof value === 'number' || /^-?\d+$/.test(String(value))
      ? Number(value)
      : Date.parse(String(value));
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : undefined;
}

/** from/to of a request; missing → the 24 hours before `now` (or before `to`). */
export function parseRange(
  from: unknown,
  to: unknown,
  nowMs: number,
): { range: Range } | { issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const hasFrom = from !== undefined && from !== null && from !== '';
  const hasTo = to !== undefined && to !== null && to !== '';
  const toMs = hasTo ? parseInstant(to) : nowMs;
  if (toMs === undefined) issues.push({ path: 'to', key: 'instantFormat' });
  const fromMs = hasFrom ? parseInstant(from) : toMs !== undefined ? toMs - DAY : undefined;
  if (fromMs === undefined && hasFrom) issues.push({ path: 'from', key: 'instantFormat' });
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs)
    issues.push({ path: 'to', key: 'rangeOrder' });
  return issues.length ? { issues } : { range: { from: fromMs!, to: toMs! } };
}

export function isMetric(value: unknown): value is ReadingMetric {
  return typeof value === 'string' && (READING_METRICS as readonly string[]).includes(value);
}

/** The points of one metric over a range, on a grid aligned to the step (so ranges agree). */
/**
 * The points of one metric over a range, on a grid aligned to the step (so ranges agree); none
 * before the device reads, none of what it does not measure.
 */
export function samplePoints(
  source: ReadingSource,
  metric: ReadingMetric,
  range: Range,
  stepMs = stepFor(range.to - range.from),
): ReadingPoint[] {
  const points: ReadingPoint[] = [];
  if (source.since === null || !measures(source, metric)) return points;
  const value = sampler(source, metric);
  for (
    let t = Math.ceil(Math.max(range.from, source.since) / stepMs) * stepMs;
    t <= range.to;
    t += stepMs
  )
    points.push({ t, v: value(t) });
  return points;
}

/** Points on their step's grid as the contract's ReadingSeries: the same answer on both targets. */
export function seriesOf(
  source: ReadingSource,
  metric: ReadingMetric,
  range: Range,
  stepMs: number,
  points: ReadingPoint[],
): ReadingSeries {
  return {
    deviceNumber: source.number,
    metric,
    unit: METRIC_UNITS[metric],
    threshold: thresholdOf(source, metric),
    since: source.since,
    measured: measures(source, metric),
    from: range.from,
    to: range.to,
    stepMs,
    points,
  };
}

/** The simulation's series: the readings model sampled on the step's grid. */
export function readingSeries(
  source: ReadingSource,
  metric: ReadingMetric,
  range: Range,
): ReadingSeries {
  const stepMs = stepFor(range.to - range.from);
  return seriesOf(source, metric, range, stepMs, samplePoints(source, metric, range, stepMs));
}

/**
 * Alarms are looked for every 5 minutes (a reading interval of a substation's SCADA) up to a month.
 */
const ALARM_STEP = 5 * MINUTE;
const ALARM_FINE_SPAN = 31 * DAY;

/**
 * The step alarms are detected on: 5 minutes for a range up to a month, else the readings' step.
 */
export function alarmStepFor(spanMs: number): number {
  return spanMs <= ALARM_FINE_SPAN ? ALARM_STEP : stepFor(spanMs);
}

/** How far a run is followed outside the range, in steps, to find its start and its end. */
const MAX_FOLLOW = 2000;

export interface AlarmScan {
  /** Distance between the readings looked at; default `alarmStepFor` the range. */
  stepMs?: number;
  /**
   * The simulation's "now": a run still past the threshold at the latest reading is ongoing.
   * Default the range's end.
   */
  now?: number;
}

/**
 * Alarms: each run of consecutive readings past the threshold that overlaps the range, newest
 * first. A run is followed outside the range, so an alarm has the same start (and id) whatever
 * range is asked, and an end that is known: `endedAt` is the first reading back within the
 * limit, and null while the latest reading (now) is still past it. A single reading past the
 * limit therefore lasts one step, never zero.
 */
export function findAlarms(
  source: ReadingSource,
  deviceName: string,
  range: Range,
  scan: AlarmScan = {},
): Alarm[] {
  const stepMs = scan.stepMs ?? alarmStepFor(range.to - range.from);
  const latest = Math.max(scan.now ?? range.to, range.to);
  const alarms: Alarm[] = [];
  if (source.since === null) return alarms;
  for (const metric of ALARM_METRICS) {
    const threshold = thresholdOf(source, metric);
    if (threshold === null) continue;
    const value = sampler(source, metric);
    const ceiling = ceilingOf(source, metric);
    const first = Math.ceil(Math.max(range.from, source.since) / stepMs) * stepMs;
    for (let t = first; t <= range.to; t += stepMs) {
      if (ceiling && !(ceiling(t) > threshold)) continue;
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
      for (
        let u = t + stepMs, stop = Math.min(latest, range.to + MAX_FOLLOW * stepMs);
        u <= stop;
        u += stepMs
      ) {
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
  return alarms.sort(
    (a, b) =>
      Date.parse(b.startedAt) - Date.parse(a.startedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
