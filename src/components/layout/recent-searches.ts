import { safePath } from '@/lib/safe-path';

import { isActionUrl } from './search-action-url';
import type { SearchResultItem } from './search-types';

/** How many choices the palette remembers. */
export const RECENT_LIMIT = 5;

/** The remembered choices under `key`: only well-formed ones that lead inside this app. */
export function readRecent(key: string): SearchResultItem[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (v): v is SearchResultItem =>
          typeof v === 'object' &&
          v !== null &&
          typeof v.url === 'string' &&
          typeof v.title === 'string' &&
          (safePath(v.url) === v.url || isActionUrl(v.url)),
      )
      .slice(0, RECENT_LIMIT)
      .map(({ url, title, subtitle, icon }) => ({
        url,
        title,
        ...(typeof subtitle === 'string' && { subtitle }),
        ...(typeof icon === 'string' && { icon }),
      }));
  } catch {
    return [];
  }
}

/** Keeps `items` as the remembered choices (a full or disabled storage forgets them). */
export function writeRecent(key: string, items: SearchResultItem[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // storage full or disabled: recents are a nicety
  }
}
