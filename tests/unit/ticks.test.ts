/**
 * Axis ticks (issue 13 point 15): round values and round times, as many as fit, chosen from the
 * numbers and the axis length only (never from measured text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { niceTicks, tickDecimals, ticksThatFit, timeTicks } from '@/lib/ticks';

describe('niceTicks', () => {
  it.each([
    [0, 1, 5, [0, 0.25, 0.5, 0.75, 1]],
    [0, 30, 5, [0, 10, 20, 30]],
    [0, 32, 5, [0, 10, 20, 30, 40]],
    [209.3, 241.7, 5, [200, 210, 220, 230, 240, 250].slice(0, 5)],
    [0.1, 0.3, 5, [0.1, 0.15, 0.2, 0.25, 0.3]],
    [-3.2, 4.9, 5, [-5, -2.5, 0, 2.5, 5]],
    [0, 0, 2, [-1, 0, 1]],
  ])('%f to %f in at most %i ticks', (min, max, most, expected) => {
    const { ticks } = niceTicks(min, max, most);
    if (min === 209.3) {
      // 209.3–241.7: tens from 200 to 250 would be 6; the step grows to 20.
      expect(ticks).toEqual([200, 220, 240, 260]);
    } else expect(ticks).toEqual(expected);
  });

  it('counts stay whole numbers with `integer`', () => {
    expect(niceTicks(0, 3, 5, { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 9, 5, { integer: true }).ticks).toEqual([0, 5, 10]);
  });

  it('one value gets room around it; not-a-number gets a plain 0–1', () => {
    expect(niceTicks(5, 5).domain[0]).toBeLessThan(5);
    expect(niceTicks(5, 5).domain[1]).toBeGreaterThan(5);
    expect(niceTicks(Number.NaN, 3)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('always covers the values, evenly, within the limit, on round steps', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 3, max: 12 }),
        (a, b, most) => {
          const { domain, ticks } = niceTicks(a, b, most);
          expect(ticks.length).toBeLessThanOrEqual(most);
          expect(domain[0]).toBeLessThanOrEqual(Math.min(a, b));
          expect(domain[1]).toBeGreaterThanOrEqual(Math.max(a, b));
          const step = ticks[1] - ticks[0];
          const mantissa = step / 10 ** Math.floor(Math.log10(step));
          expect([1, 2, 2.5, 5, 10].some((m) => Math.abs(mantissa - m) < 1e-6)).toBe(true);
          for (let i = 1; i < ticks.length; i++)
            expect(ticks[i] - ticks[i - 1]).toBeCloseTo(step, 6);
        },
      ),
    );
  });
});

describe('timeTicks', () => {
  const at = (iso: string) => new Date(iso).getTime();
  const hours = (ticks: number[]) => ticks.map((t) => new Date(t).getHours());

  it('a day: on the hour, every 4 or 6 hours as room allows', () => {
    const from = at('2026-06-14T09:00:00');
    const to = at('2026-06-15T09:00:00');
    expect(hours(timeTicks(from, to, 7))).toEqual([12, 16, 20, 0, 4, 8]);
    expect(hours(timeTicks(from, to, 5))).toEqual([12, 18, 0, 6]);
    for (const t of timeTicks(from + 17 * 60_000, to, 5)) expect(new Date(t).getMinutes()).toBe(0);
  });

  it('a week and a month: at midnight, on the same days whatever the start', () => {
    const week = timeTicks(at('2026-06-08T09:00:00'), at('2026-06-15T09:00:00'), 8);
    expect(week.map((t) => new Date(t).getDate())).toEqual([9, 10, 11, 12, 13, 14, 15]);
    for (const t of week) expect(new Date(t).getHours()).toBe(0);
    const month = timeTicks(at('2026-05-16T09:00:00'), at('2026-06-15T09:00:00'), 6);
    expect(month.length).toBeLessThanOrEqual(6);
    const later = timeTicks(at('2026-05-17T09:00:00'), at('2026-06-16T09:00:00'), 6);
    expect(later.filter((t) => month.includes(t)).length).toBeGreaterThanOrEqual(month.length - 1);
  });

  it('labels with the decimals the step needs', () => {
    expect(tickDecimals([0.39, 0.395, 0.4])).toBe(3);
    expect(tickDecimals([0, 0.25, 0.5])).toBe(2);
    expect(tickDecimals([0, 10, 20])).toBe(0);
    expect(tickDecimals([5])).toBe(0);
  });

  it('how many fit', () => {
    expect(ticksThatFit(300, 64)).toBe(4);
    expect(ticksThatFit(20, 64)).toBe(2);
  });
});
