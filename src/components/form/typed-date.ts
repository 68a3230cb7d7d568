/**
 * Dates as people type them, in their own language: "06/15/2026" or "Jun 15, 2026" in English,
 * "15/06/2026" or "15 juin 2026" in French, "2026/6/15" or "2026年6月15日" in Chinese,
 * "١٥/٠٦/٢٠٢٦" in Arabic, and ISO "2026-06-15" everywhere. Read into yyyy-mm-dd; anything that
 * is not one calendar day is refused (undefined), never guessed into another date.
 */

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as ASCII. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

type Part = 'day' | 'month' | 'year';

/** The order day, month and year come in the language's numeric dates (en: month/day/year). */
export function dateOrder(language: string): Part[] {
  const parts = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2026, 5, 15));
  return parts
    .map((p) => p.type)
    .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
}

/** The language's month names (long and short, lower case) → month number 1–12, longest first. */
function monthNames(language: string): [string, number][] {
  const names: [string, number][] = [];
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(language, { month });
    for (let m = 0; m < 12; m++)
      names.push([
        asciiDigits(format.format(new Date(2026, m, 1)))
          .toLowerCase()
          .replace(/\.$/, ''),
        m + 1,
      ]);
  }
  // Names made of digits ("6月") are read as numbers below; the longest name wins ("juin" over
  // "jui").
  return names
    .filter(([name]) => !/^\d+\D?$/.test(name) && name.length > 1)
    .sort((a, b) => b[0].length - a[0].length);
}

/** yyyy-mm-dd of a real calendar day, or undefined (31 June, month 13). */
function isoOf(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A two-digit year read as this century's (26 → 2026). */
const fullYear = (text: string) => (text.length <= 2 ? 2000 + Number(text) : Number(text));

/** The day a person typed, as yyyy-mm-dd; undefined when it is not one day. */
export function parseTypedDate(input: string, language: string): string | undefined {
  const text = asciiDigits(input).trim().toLowerCase();
  if (!text) return undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const named = monthNames(language).find(([name]) => text.includes(name));
  const numbers = (named ? text.replace(named[0], ' ') : text).match(/\d+/g) ?? [];
  if (named) {
    if (numbers.length !== 2) return undefined;
    // The year is the four-digit number (or the one that cannot be a day); the other the day.
    const yearFirst = numbers[0].length > 2 || Number(numbers[0]) > 31;
    const [year, day] = yearFirst ? [numbers[0], numbers[1]] : [numbers[1], numbers[0]];
    return isoOf(fullYear(year), named[1], Number(day));
  }
  if (numbers.length !== 3) return undefined;
  // A leading four-digit year is year-month-day in every language (2026/6/15, 2026年6月15日).
  const order: Part[] = numbers[0].length === 4 ? ['year', 'month', 'day'] : dateOrder(language);
  const value = (part: Part) => numbers[order.indexOf(part)];
  if (value('year').length === 3 || value('year').length > 4) return undefined;
  return isoOf(fullYear(value('year')), Number(value('month')), Number(value('day')));
}

/**
 * A day written as the language writes numeric dates (an example for a hint or an error):
 * 06/15/2026.
 */
export function numericDate(iso: string, language: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(y, m - 1, d));
}

/** How a language names the parts of a date in a format hint ("dd", "mm", "yyyy" in English). */
export type DatePartNames = Record<Part, string>;

/**
 * The format a date is typed in, as a hint: "mm/dd/yyyy" in English, "jj/mm/aaaa" in French,
 * "年/月/日" in Chinese: the language's numeric order and separators with the part names given.
 * An empty field shows this, not a date, which a grey placeholder would pass off as a value.
 */
export function dateFormatHint(language: string, names: DatePartNames): string {
  const parts = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2026, 10, 29));
  return parts
    .map((p) =>
      p.type === 'day' || p.type === 'month' || p.type === 'year' ? names[p.type] : p.value,
    )
    .join('');
}
