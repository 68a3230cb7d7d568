/**
 * Word pools and date helpers shared by the sample-data modules. Fixed lists picked by the
 * seeded generator keep the data deterministic without shipping a data library.
 */
import type { Rng } from './random';

export const FIRST_NAMES = [
  'Galen',
  'Halsey',
  'Marjory',
  'Cyrill',
  'Julee',
  'Maggy',
  'Silvain',
  'Breena',
  'Jillene',
  'Hugh',
  'Lorine',
  'Zaccaria',
  'Sherwood',
  'Benedetto',
  'Maureen',
  'Ardine',
  'Kristina',
  'Tommy',
  'Olivia',
  'Wei',
  'Ana',
  'Priya',
  'Lucas',
  'Chloé',
  'Rafael',
  'Mei',
  'Arjun',
  'Isabela',
  'Noah',
  'Emma',
  'Liam',
  'Sofia',
  'Mateo',
  'Aarav',
  'Camille',
  'Jun',
  'Beatriz',
  'Ethan',
  'Léa',
  'Rohan',
] as const;

export const LAST_NAMES = [
  'Slixby',
  'Quida',
  'Hurran',
  'Risby',
  'Ganforth',
  'Meachem',
  'Ede',
  'Surgey',
  'Caldicott',
  'Hallyburton',
  'Zhang',
  'Silva',
  'Sharma',
  'Dubois',
  'Costa',
  'Chen',
  'Patel',
  'Martin',
  'Oliveira',
  'Smith',
  'Wang',
  'Kumar',
  'Bernard',
  'Santos',
  'Li',
  'Singh',
  'Moreau',
  'Pereira',
  'Brown',
  'Taylor',
] as const;

export const COMPANIES = [
  'Yotz PVT LTD',
  'Skinder PVT LTD',
  'Oozz PVT LTD',
  'Voonix PVT LTD',
  'Trudoo PVT LTD',
  'Jabbersphere PVT LTD',
  'Wordware PVT LTD',
  'Leenti PVT LTD',
  'Zoonder PVT LTD',
  'Eazzy PVT LTD',
] as const;

export const COUNTRIES = [
  'Australia',
  'United States',
  'France',
  'China',
  'Brazil',
  'India',
] as const;

/** Cities per country, for addresses and vehicle routes. */
export const CITIES: Record<(typeof COUNTRIES)[number], readonly string[]> = {
  Australia: ['Sydney', 'Melbourne', 'Brisbane'],
  'United States': ['Boston', 'Chicago', 'Seattle', 'Dallas'],
  France: ['Paris', 'Lyon', 'Marseille'],
  China: ['Shanghai', 'Beijing', 'Shenzhen'],
  Brazil: ['São Paulo', 'Rio de Janeiro', 'Curitiba'],
  India: ['Mumbai', 'Delhi', 'Bengaluru'],
};

export const COUNTRY_CODES: Record<(typeof COUNTRIES)[number], string> = {
  Australia: 'au',
  'United States': 'us',
  France: 'fr',
  China: 'cn',
  Brazil: 'br',
  India: 'in',
};

/** Emoji flags: a flag needs no image file, so it works offline. */
export const COUNTRY_FLAGS: Record<(typeof COUNTRIES)[number], string> = {
  Australia: '🇦🇺',
  'United States': '🇺🇸',
  France: '🇫🇷',
  China: '🇨🇳',
  Brazil: '🇧🇷',
  India: '🇮🇳',
};

export interface Person {
  fullName: string;
  /** lower-case handle, unique within one generated list when `index` is given. */
  handle: string;
}

/** A person name; `index` makes the handle unique across a long list. */
export function person(rng: Rng, index?: number): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const base = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return { fullName: `${first} ${last}`, handle: index === undefined ? base : `${base}${index}` };
}

export function phone(rng: Rng): string {
  return `+1 (${rng.int(200, 999)}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

const DAY_MS = 86_400_000;

/** yyyy-mm-dd (UTC) of `now` shifted by `days`. */
export function isoDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO datetime of `now` shifted by `minutes`. */
export function isoMinutes(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** A yyyy-mm-dd day inside the month of `now` (UTC). */
export function dayInMonth(now: Date, day: number): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(Math.max(1, day), last))).toISOString().slice(0, 10);
}

/** Days in the month of `now`. */
export function daysInMonth(now: Date): number {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}

/** m/d/yyyy, the review date format. */
export function usDate(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY_MS);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Apr 2026, 8:43 PM", the permission date text. */
export function displayDateTime(now: Date, minutes: number): string {
  const d = new Date(now.getTime() + minutes * 60_000);
  const h = d.getUTCHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hour12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "hh:mm AM" */
export function clockTime(rng: Rng): string {
  return `${String(rng.int(1, 12)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.chance(0.5) ? 'AM' : 'PM'}`;
}

/** "$1,234" */
export function money(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** HTML that a careless screen would execute: proves that screens sanitise. */
export const HOSTILE_HTML = [
  '<p>Please review the attached report.</p><script>alert("xss-script")</script>',
  '<p>Quarterly numbers below.</p><img src=x onerror="alert(\'xss-onerror\')">',
  '<p>Confirm your account <a href="javascript:alert(\'xss-link\')">here</a>.</p>',
] as const;
