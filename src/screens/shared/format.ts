/**
 * Date, number and money formatting for every screen, in the language of the surrounding
 * i18next instance (Intl does the plural and digit rules, so catalogues need no plural keys).
 */
import { useMemo } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';

const DAY_MS = 86_400_000;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a `YYYY-MM-DD` day (UTC midnight) or an ISO date-time; NaN for garbage. */
export function timeOf(value: string): number {
  return PLAIN_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

/** Today as `YYYY-MM-DD` (UTC), from the app clock (pinned in stories and tests). */
export function todayIso(at: number = now()): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Whole days from today to a `YYYY-MM-DD` day: 0 today, negative when past. */
export function daysUntil(day: string, at: number = now()): number {
  return Math.round((timeOf(day) - timeOf(todayIso(at))) / DAY_MS);
}

/** True when a `YYYY-MM-DD` day is before today. */
export function isPast(day: string | null | undefined, at: number = now()): boolean {
  return !!day && day < todayIso(at);
}

/** Formatters bound to one locale. */
export interface Format {
  locale: string;
  /**
   * `YYYY-MM-DD` or ISO → "15 Jun 2026" (plain dates are read as UTC so they never shift a day).
   */
  date: (value: string | null | undefined) => string;
  /** ISO date-time → date and time. */
  dateTime: (value: string | null | undefined) => string;
  /** Epoch ms or ISO → time of day. */
  time: (value: string | number) => string;
  /** A plain number with grouping. */
  number: (value: number, maximumFractionDigits?: number) => string;
  /**
   * An amount of money in MONEY_CURRENCY: `money(1234.5)` is "$1,234.50" in English, "1 234,50 $US"
   * in French.
   */
  money: (value: number) => string;
  /** A ratio 0–1 as a percentage. */
  percent: (ratio: number) => string;
  /** "30 days", plural and digits by locale. */
  days: (count: number) => string;
  /** "in 3 days" / "2 days ago" / "today". */
  relativeDays: (days: number) => string;
  /**
   * An instant from now in its largest fitting unit: "5 minutes ago", "in 2 hours", "yesterday".
   */
  relativeTime: (value: string | number, at?: number) => string;
  /** The age of something recent: "now", "12 seconds ago" under a minute, then as relativeTime. */
  since: (value: string | number, at?: number) => string;
  /** A span of time in its largest fitting unit: "5 min", "2.5 hr", "3 days". */
  duration: (ms: number) => string;
}

/**
 * The one currency of every amount the app shows (invoices, e-commerce, plans, maintenance
 * costs): an amount reads the same way in every screen of a language ("$1,234.50",
 * "1 234,50 $US", "US$1,234.50", "‏1,234.50 US$").
 */
export const MONEY_CURRENCY = 'USD';

const cache = new Map<string, Format>();

/** A value made the first time it is asked for. */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** Formatters for a locale (cached: Intl objects are costly to build). */
export function formatFor(locale: string): Format {
  const hit = cache.get(locale);
  if (hit) return hit;
  // Each made on first use: building them all for a locale is not free
  // (docs/performance.md#figures-the-code-relies-on), and a page's first render (the shell's
  // notification times) needs one or two.
  const dateUtc = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  );
  const dateLocal = once(
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  );
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const time = once(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
  const percent = once(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  );
  const days = once(
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
  );
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const spans = {
    minute: once(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'minute',
          unitDisplay: 'short',
          maximumFractionDigits: 0,
        }),
    ),
    hour: once(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'hour',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        }),
    ),
    day: once(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'day',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        }),
    ),
  };
  const money = once(() => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: MONEY_CURRENCY });
    // A zero with a minus ("-$0.00": 0 negated, as a discount of nothing shown as a reduction,
    // or -0.001 rounded) is written as zero. Not signDisplay 'negative': it is ES2023, and a
    // host's older browser would throw on it.
    const minusZero = intl.format(-0);
    const zero = intl.format(0);
    return (value: number) => {
      const text = intl.format(value);
      return text === minusZero ? zero : text;
    };
  });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let f = numbers.get(digits);
    if (!f)
      numbers.set(digits, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })));
    return f;
  };
  const format: Format = {
    locale,
    date: (value) => {
      if (!value) return '';
      const t = timeOf(value);
      if (Number.isNaN(t)) return value;
      return (PLAIN_DATE.test(value) ? dateUtc() : dateLocal()).format(t);
    },
    dateTime: (value) => {
      if (!value) return '';
      const t = timeOf(value);
      return Number.isNaN(t) ? value : dateTime().format(t);
    },
    time: (value) => time().format(typeof value === 'number' ? value : timeOf(value)),
    number: (value, digits = 2) => numberFormat(digits).format(value),
    money: (value) => money()(Number.isFinite(value) ? value : 0),
    percent: (ratio) => percent().format(Number.isFinite(ratio) ? ratio : 0),
    days: (count) => days().format(count),
    relativeDays: (d) => relative().format(d, 'day'),
    relativeTime: (value, at = now()) => {
      const ms = (typeof value === 'number' ? value : timeOf(value)) - at;
      if (Number.isNaN(ms)) return typeof value === 'string' ? value : '';
      const minutes = Math.round(ms / 60_000);
      if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
      const hours = Math.round(ms / 3_600_000);
      if (Math.abs(hours) < 24) return relative().format(hours, 'hour');
      return relative().format(Math.round(ms / DAY_MS), 'day');
    },
    since: (value, at = now()) => {
      const ms = (typeof value === 'number' ? value : timeOf(value)) - at;
      // A reading a moment "in the future" (clocks a little apart) is just now.
      if (ms > -60_000) return relative().format(Math.min(0, Math.round(ms / 1000)), 'second');
      return format.relativeTime(value, at);
    },
    duration: (ms) => {
      const minutes = Math.max(0, ms) / 60_000;
      if (minutes < 60) return spans.minute().format(Math.round(minutes));
      if (minutes < 48 * 60) return spans.hour().format(minutes / 60);
      return spans.day().format(minutes / 1440);
    },
  };
  cache.set(locale, format);
  return format;
}

/** The formatters of the current i18n language. */
export function useFormat(): Format {
  const { language: locale } = useKitTranslation(commonNs);
  return useMemo(() => formatFor(locale), [locale]);
}
