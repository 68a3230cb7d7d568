/**
 * Axis ticks chosen by us rather than by the chart library: round values (0, 0.25, 0.5 … or
 * 0, 8, 16 …) and times on the hour or at midnight, as many as the axis has room for. The
 * library measures its labels' text to thin them out, so its choice moved with the font's
 * arrival (6 time ticks in one run, 5 in the next); these depend on the numbers and the width only.
 */

const MULTIPLIERS = [1, 2, 2.5, 5] as const;

/** Rounds away binary noise (0.1 + 0.2) to the step's own decimals. */
function clean(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  return Number(value.toFixed(decimals));
}

export interface NiceScale {
  /** The axis's extent: the first and last tick. */
  domain: [number, number];
  ticks: number[];
}

/**
 * Evenly spaced round ticks covering [min, max], at most `maxTicks` of them (at least 3): the
 * step is 1, 2, 2.5 or 5 times a power of ten (whole numbers only with `integer`).
 */
export function niceTicks(
  min: number,
  max: number,
  maxTicks = 5,
  { integer = false }: { integer?: boolean } = {},
): NiceScale {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { domain: [0, 1], ticks: [0, 1] };
  if (min > max) [min, max] = [max, min];
  // A span too small to step through (equal values, or apart by rounding only) gets room around it.
  if (max - min <= Math.max(Math.abs(min), Math.abs(max), 1e-9) * 1e-9) {
    const pad = Math.abs(min) < 1e-9 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  // Three at least: a range across zero needs one below, zero, and one above.
  const limit = Math.max(3, Math.floor(maxTicks));
  const rough = (max - min) / (limit - 1);
  let power = 10 ** Math.floor(Math.log10(rough));
  if (!(power > 0) || !Number.isFinite(power)) return { domain: [min, max], ticks: [min, max] };
  // A step of 10 times the range always fits, so this ends within a few powers.
  for (;;) {
    for (const m of MULTIPLIERS) {
      const step = m * power;
      if (integer && !Number.isInteger(step)) continue;
      let first = Math.floor(min / step);
      let last = Math.ceil(max / step);
      // A quotient that underflowed to zero (a value next to zero) must still be covered.
      if (first * step > min) first--;
      if (last * step < max) last++;
      if (last - first + 1 <= limit) {
        const ticks = Array.from({ length: last - first + 1 }, (_, i) =>
          clean((first + i) * step, step),
        );
        return { domain: [ticks[0], ticks[ticks.length - 1]], ticks };
      }
    }
    power *= 10;
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Steps between time ticks: hours dividing a day, then whole days. */
const HOUR_STEPS = [1, 2, 3, 4, 6, 12];
const DAY_STEPS = [1, 2, 3, 5, 7, 14];

/**
 * Days since 1970-01-01 in local time (so a multi-day step lands on the same days whatever the
 * range).
 */
const localDayNumber = (d: Date) =>
  Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY);

/**
 * Times between `from` and `to` on round local hours (every 1, 2, 3, 4, 6 or 12 hours) or at
 * local midnight (every 1, 2, 3, 5, 7 or 14 days): the finest step that gives at most `maxTicks`.
 */
export function timeTicks(from: number, to: number, maxTicks = 6): number[] {
  if (!(to > from)) return [from];
  const limit = Math.max(2, Math.floor(maxTicks));
  for (const hours of HOUR_STEPS) {
    const ticks: number[] = [];
    const d = new Date(from);
    d.setMinutes(0, 0, 0);
    if (d.getTime() < from) d.setHours(d.getHours() + 1);
    for (; d.getTime() <= to && ticks.length <= limit; d.setHours(d.getHours() + 1))
      if (d.getHours() % hours === 0) ticks.push(d.getTime());
    if (ticks.length <= limit) return ticks;
  }
  for (const days of DAY_STEPS) {
    const ticks: number[] = [];
    const d = new Date(from);
    d.setHours(0, 0, 0, 0);
    if (d.getTime() < from) d.setDate(d.getDate() + 1);
    for (; d.getTime() <= to && ticks.length <= limit; d.setDate(d.getDate() + 1))
      if (localDayNumber(d) % days === 0) ticks.push(d.getTime());
    if (ticks.length <= limit) return ticks;
  }
  return [from, to];
}

/**
 * How many labels an axis of `length` pixels has room for, one per `spacing` pixels (a label's
 * width plus a gap), at least 2.
 */
export function ticksThatFit(length: number, spacing: number): number {
  return Math.max(2, Math.floor(length / spacing));
}

/**
 * The decimals that tell evenly spaced ticks apart (0.25 steps: 2; 0.005 steps: 3; 10 steps: 0).
 */
export function tickDecimals(ticks: readonly number[]): number {
  if (ticks.length < 2) return 0;
  const step = Math.abs(ticks[1] - ticks[0]);
  if (!(step > 0)) return 0;
  for (let decimals = 0; decimals < 12; decimals++)
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-6) return decimals;
  return 12;
}
