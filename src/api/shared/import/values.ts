/**
 * A cell's text read as the value of a field (docs/domain/import.md), in the user's locale: dates
 * in ISO, in the locale's order (05/01/2024 is 5 January in French, May 1st in English) or as an
 * Excel serial; numbers with either decimal separator; digits of any script (٣, ３).
 */

/** Arabic-Indic, Persian and full-width digits as ASCII, the Arabic separators as . and ,. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Excel's serial dates: days since 1899-12-30 (the 1900 system, whose serial 60 is a 29 February
 * 1900 that never was). Only five-digit serials (1927 to 2173) are read as dates, so a bare year
 * or a small count is never taken for one.
 */
export const EXCEL_SERIAL = { min: 10_000, max: 99_999 } as const;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export function excelSerialDate(serial: number): string | null {
  if (!(serial >= EXCEL_SERIAL.min && serial <= EXCEL_SERIAL.max)) return null;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

type DatePart = 'day' | 'month' | 'year';
const orderCache = new Map<string, DatePart[]>();

/** The order of day, month and year in the locale's short dates (Intl's own). */
export function dateOrder(locale: string): DatePart[] {
  let order = orderCache.get(locale);
  if (!order) {
    let parts: Intl.DateTimeFormatPart[];
    try {
      parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).formatToParts(0);
    } catch {
      parts = new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).formatToParts(0);
    }
    order = parts
      .map((p) => p.type)
      .filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
    orderCache.set(locale, order);
  }
  return order;
}

/** A two-digit year: 00–69 are 2000–2069, 70–99 are 1970–1999. */
const fullYear = (year: string) =>
  year.length === 2 ? (Number(year) < 70 ? 2000 : 1900) + Number(year) : Number(year);

/** The outcome of reading a cell: the value, nothing (an empty cell) or a refusal. */
export type Read<T> = { ok: true; value: T | null } | { ok: false };
const none = { ok: true, value: null } as const;
const refused = { ok: false } as const;

/**
 * A date cell as YYYY-MM-DD: ISO (a date-time keeps its date), year first in any locale
 * (2024/1/5, 2024年1月5日, 2024.01.05), the locale's own order otherwise, or an Excel serial.
 */
export function readDate(cell: string, locale: string): Read<string> {
  const text = asciiDigits(cell).trim();
  if (!text) return none;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return dateOf(isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  if (/^\d+(\.\d+)?$/.test(text)) return dateOf(excelSerialDate(Number(text)));
  const yearFirst = /^(\d{4})\s*[/.\-年]\s*(\d{1,2})\s*[/.\-月]\s*(\d{1,2})\s*日?$/.exec(text);
  if (yearFirst)
    return dateOf(isoOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])));
  const groups = /^(\d{1,4})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{2}|\d{4})$/.exec(text);
  if (!groups) return refused;
  const order = dateOrder(locale);
  const value: Partial<Record<DatePart, string>> = {};
  order.forEach((part, i) => (value[part] = groups[i + 1]));
  if (!value.year || value.year.length === 1 || value.year.length === 3) return refused;
  return dateOf(isoOf(fullYear(value.year), Number(value.month), Number(value.day)));
}

const dateOf = (iso: string | null): Read<string> => (iso ? { ok: true, value: iso } : refused);

const decimalCache = new Map<string, string>();
function decimalSeparator(locale: string): string {
  let sep = decimalCache.get(locale);
  if (!sep) {
    try {
      sep = asciiDigits(new Intl.NumberFormat(locale).format(1.5)).replace(/\d/g, '') || '.';
    } catch {
      sep = '.';
    }
    decimalCache.set(locale, sep);
  }
  return sep;
}

/**
 * A number cell, with either decimal separator: when both . and , appear, the last is the decimal
 * one; one separator used several times groups thousands; used once, it is the decimal one unless
 * three digits follow it and it is not the locale's (1,234 is 1234 in English, 1.234 in French).
 * Spaces and apostrophes group thousands.
 */
export function readNumber(cell: string, locale: string): Read<number> {
  let text = asciiDigits(cell)
    .trim()
    .replace(/[\s\u00a0\u202f'’]/g, '');
  if (!text) return none;
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (dot >= 0 || comma >= 0) {
    const sep = dot >= 0 ? '.' : ',';
    const parts = text.split(sep);
    const grouping =
      parts.length > 2 ||
      (parts[1]!.length === 3 &&
        sep !== decimalSeparator(locale) &&
        /^[-+]?\d{1,3}$/.test(parts[0]!));
    text = grouping ? parts.join('') : parts.join('.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return refused;
  return { ok: true, value: Number(text) };
}
