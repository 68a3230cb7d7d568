/** Kilometres in the user's language ("3,116 km", "3 116 km", "3,116 公里"). */
const cache = new Map<string, Intl.NumberFormat>();

export function formatKm(km: number, locale: string): string {
  let format = cache.get(locale);
  if (!format)
    cache.set(
      locale,
      (format = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      })),
    );
  return format.format(km);
}
