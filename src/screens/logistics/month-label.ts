/** Month names for the logistics charts, in the user's language ("Jun", "juin", "6月"). */
const cache = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM` → the month's short name. */
export function monthLabel(month: string, locale: string): string {
  let format = cache.get(locale);
  if (!format)
    cache.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })),
    );
  const [year, m] = month.split('-').map(Number);
  return Number.isFinite(year) && Number.isFinite(m)
    ? format.format(Date.UTC(year, m - 1, 1))
    : month;
}
