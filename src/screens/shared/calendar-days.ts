/** Days as YYYY-MM-DD, read from a URL and moved by days or months (the two calendars share them). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `?date` → a YYYY-MM-DD day that exists, else `fallback`. */
export function parseDay(value: string | null, fallback: string): string {
  const m = value ? DAY.exec(value) : null;
  if (!m) return fallback;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? value : fallback;
}

/** A YYYY-MM-DD day moved by whole days or months (calendar arithmetic, no time zone). */
export function addToDay(day: string, amount: { days?: number; months?: number }): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + (amount.months ?? 0), 1));
  // A month step keeps the day of the month where it can (31 Jan + 1 month → 28/29 Feb).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last) + (amount.days ?? 0));
  return date.toISOString().slice(0, 10);
}
