/**
 * A recent choice as the palette shows it now (issue 35.2). What was stored is where it leads;
 * what it says is told again from the catalogues in the current language (an action, a page, a
 * "see all"), so a choice made in Arabic reads in English on an English screen. A record's title
 * is its data (a device's number and name, a location's, a person's) and is kept. A choice this
 * user may not open (or run) is left out.
 */
import { isActionUrl } from '@/components/layout/search-action-url';
import type { SearchResultItem } from '@/components/layout/search-dialog';

import { actionItem, filterItem, type PaletteActionContext } from './palette-actions';
import type { PaletteTitles } from './use-palette-search';

export interface RecentContext {
  titles: PaletteTitles;
  /** Whether the user may open a URL. */
  allowed: (url: string) => boolean;
  /** What the user may do (no actions without it). */
  actions?: PaletteActionContext;
  /** The register's path: `<it>?q=…` is a "see all" of the device group. */
  registerPath: string;
  /** The keys that open a page, shown beside it. */
  shortcutOf?: (url: string) => string | undefined;
}

/** The query of a "see all N in the register" choice, when `url` is one. */
function seeAllQuery(url: string, registerPath: string): string | undefined {
  const [path, search = ''] = url.split('?');
  if (path !== registerPath) return undefined;
  const params = new URLSearchParams(search);
  const q = params.get('q');
  return q !== null && [...params.keys()].length === 1 ? q : undefined;
}

/** The stored choice as it reads now, or null when it is not offered to this user. Pure. */
export function recentAsNow(
  stored: SearchResultItem,
  { titles, allowed, actions, registerPath, shortcutOf }: RecentContext,
): SearchResultItem | null {
  if (isActionUrl(stored.url)) return actions ? actionItem(stored.url, actions) : null;
  if (!allowed(stored.url)) return null;
  const filter = actions && filterItem(stored.url, actions);
  if (filter) return filter;
  const query = seeAllQuery(stored.url, registerPath);
  if (query !== undefined)
    return {
      url: stored.url,
      title: titles.t('search.seeAllRecent', { query }),
      ...(stored.icon !== undefined && { icon: stored.icon }),
    };
  if (stored.subtitle !== undefined) return stored;
  const title = titles.pageTitle(stored.url);
  const shortcut = shortcutOf?.(stored.url);
  return { ...stored, ...(title && { title }), ...(shortcut && { shortcut }) };
}
