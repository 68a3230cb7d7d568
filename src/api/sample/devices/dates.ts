/**
 * Calendar dates (`YYYY-MM-DD`) for the device domain. Dates are kept as text, not Date, so the
 * database stays plain JSON; all arithmetic is in UTC so every time zone sees the same days.
 */
export const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The text of each UTC day already asked for: the samples ask for the same few thousand days
 * tens of thousands of times (at 12,200 devices, a quarter of the build was Date formatting:
 * docs/performance.md#figures-the-code-relies-on). Bounded, as
 * requests can ask for any day.
 */
const dayTexts = new Map<number, string>();
const DAY_TEXTS_KEPT = 50_000;

/** `YYYY-MM-DD` of an epoch-ms instant (UTC). */
export function toDateString(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(ms).toISOString().slice(0, 10);
    if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

/** The instant of each day text already asked for (the other way round; bounded the same way). */
const dayInstants = new Map<string, number>();

/** Epoch ms of midnight UTC of a `YYYY-MM-DD` date. */
export function dateToMs(date: string): number {
  let ms = dayInstants.get(date);
  if (ms === undefined) {
    ms = Date.parse(`${date}T00:00:00Z`);
    if (dayInstants.size >= DAY_TEXTS_KEPT) dayInstants.clear();
    dayInstants.set(date, ms);
  }
  return ms;
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return toDateString(dateToMs(date) + days * DAY_MS);
}

/**
 * A calendar date from user input: `YYYY-MM-DD` or an ISO date-time (its UTC day). Anything
 * else, including impossible days such as 2026-02-30, gives undefined.
 */
export function parseDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = value.trim().slice(0, 10);
  const match = DATE_RE.exec(day);
  if (!match) return undefined;
  if (value.trim().length > 10 && Number.isNaN(Date.parse(value))) return undefined;
  const ms = dateToMs(day);
  // Date.parse rolls 02-30 over to 03-02; the round trip catches that.
  return Number.isNaN(ms) || toDateString(ms) !== day ? undefined : day;
}

/** Today's date in the simulation (from `db.meta.now`). */
export function todayOf(nowIso: string): string {
  return nowIso.slice(0, 10);
}

/**
 * The next inspection: the last one plus the type's interval; a device never inspected is due
 * one interval after commissioning. Null when neither date is known.
 */
export function computeNextInspection(
  lastInspection: string | null,
  commissionDate: string | null,
  intervalDays: number,
): string | null {
  const base = lastInspection ?? commissionDate;
  return base ? addDays(base, intervalDays) : null;
}
