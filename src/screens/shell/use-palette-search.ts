/**
 * The palette's content, as the app wires it (issue 13.9, 13.12): the navigation as suggestions
 * and as instant matches, then the app-bar search's groups, every group and page titled from our
 * catalogues in the user's language (by the API's stable `category` and by a page's URL, never by
 * the API's English titles), and the device group ending in "See all N in the register" when it
 * lists only some of its matches.
 */
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';

import { useAppBarSearch } from '@/api/client/search';
import type { SearchMatchGroup } from '@/api/types/search';
import type { NavGroup } from '@/components/layout/nav-items';
import type { SearchResultGroup, SearchResultItem } from '@/components/layout/search-dialog';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import {
  actionGroup,
  matchScore,
  namesOnlyARecord,
  staticActions,
  type PaletteActionContext,
} from './palette-actions';
import { recentAsNow } from './palette-recents';
import { searchGroupsOf } from './search-answer';

type ShellT = TFunction<'ee-shell'>;

/** The catalogue title of each group the API answers, by its stable category. */
const GROUP_TITLES = {
  devices: 'search.groups.devices',
  locations: 'search.groups.locations',
  users: 'search.groups.users',
  dashboards: 'search.groups.dashboards',
  'devices-pages': 'search.groups.devicePages',
  appsPages: 'search.groups.appsPages',
  pages: 'search.groups.pages',
} as const;

/** Pages the search offers that are no route of their own (a place on one). */
const PLACE_TITLES: Record<string, 'search.pages.projectAnalytics'> = {
  '/?tab=projects': 'search.pages.projectAnalytics',
};

const isKnownGroup = (category: string): category is keyof typeof GROUP_TITLES =>
  Object.hasOwn(GROUP_TITLES, category);

/** Groups of records: an item's title is its data (a number, a name), never a page's title. */
const RECORD_GROUPS: ReadonlySet<string> = new Set(['devices', 'locations', 'users']);

export interface PaletteTitles {
  t: ShellT;
  /** A page's title in the user's language by its URL, when the app knows the page. */
  pageTitle: (url: string) => string | undefined;
  /** Where every device matching a query is listed (the register, through the app's paths). */
  registerHref: (query: string) => string;
  /** A count in the user's language ("1,234"). */
  formatCount: (count: number) => string;
}

/**
 * The API's groups as the palette shows them: catalogue titles, and "see all" where more matched
 * than listed. Pure.
 */
export function paletteGroups(
  groups: readonly SearchMatchGroup[],
  query: string,
  { t, pageTitle: titleOf, registerHref, formatCount }: PaletteTitles,
): SearchResultGroup[] {
  return groups.map((group) => {
    const title = isKnownGroup(group.category) ? t(GROUP_TITLES[group.category]) : group.title;
    if (!RECORD_GROUPS.has(group.category)) {
      return {
        title,
        category: group.category,
        children: group.children.map((item) => ({
          ...item,
          title: titleOf(item.url) ?? item.title,
        })),
      };
    }
    if (group.category !== 'devices')
      return { title, category: group.category, children: group.children };
    const more: SearchResultItem | undefined =
      group.total > group.children.length
        ? {
            title: t('search.seeAll', { count: group.total, total: formatCount(group.total) }),
            url: registerHref(query),
            recentTitle: t('search.seeAllRecent', { query }),
          }
        : undefined;
    return { title, category: group.category, children: group.children, ...(more && { more }) };
  });
}

export interface PaletteSearchOptions {
  /** The navigation the user may open (already filtered by abilities). */
  navigation: readonly NavGroup[];
  /** Search only while the palette is open. */
  enabled: boolean;
  /** Whether the user may open a URL the API offers (default: all). */
  allowed?: (url: string) => boolean;
  /** What the user may do and the settings the actions switch (no actions without it). */
  actions?: Omit<PaletteActionContext, 't'>;
  /** The keys that open a page, shown beside it ("G D"). */
  shortcutOf?: (url: string) => string | undefined;
  /**
   * A page's title in the user's language by its URL, for pages outside the navigation (the app
   * reads its route table).
   */
  routeTitle?: (url: string) => string | undefined;
}

/**
 * Suggestions for an empty query, and the results for `query` (trimmed, deferred by the caller).
 */
export function usePaletteSearch(
  query: string,
  {
    navigation,
    enabled,
    allowed = () => true,
    actions,
    shortcutOf,
    routeTitle,
  }: PaletteSearchOptions,
) {
  const { t, language } = useKitTranslation(shellNs);
  const paths = useScreenPaths();
  // With an empty query the palette suggests the navigation itself, so every allowed route is
  // reachable by keyboard.
  const pages = useMemo<SearchResultGroup[]>(
    () =>
      navigation.map((g) => ({
        title: g.heading,
        category: `nav-${g.id}`,
        children: g.items.flatMap((i) =>
          (i.children ?? [i]).map((c) => {
            const url = c.to ?? '/';
            const shortcut = shortcutOf?.(url);
            return {
              title: i.children ? `${i.title} · ${c.title}` : c.title,
              url,
              ...(shortcut && { shortcut }),
            };
          }),
        ),
      })),
    [navigation, shortcutOf],
  );
  const context = useMemo<PaletteActionContext | undefined>(
    () =>
      actions && { t, ...actions, registerHref: (filters) => withQuery(paths.devices, filters) },
    [t, actions, paths.devices],
  );
  // With an empty query: what can be done, then every page.
  const suggestions = useMemo<SearchResultGroup[]>(() => {
    const doable = context
      ? staticActions(context).map(({ keywords: _keywords, ...item }) => item)
      : [];
    return doable.length
      ? [{ title: t('search.actions.group'), category: 'actions', children: doable }, ...pages]
      : pages;
  }, [context, pages, t]);
  const titles = useMemo<PaletteTitles>(() => {
    const navTitles = new Map(
      pages.flatMap((g) => g.children.map((c) => [c.url, c.title] as const)),
    );
    return {
      t,
      // A route's title names the page, not the record a query picks on it
      // ("/deviceDetail?number=…").
      pageTitle: (url) =>
        navTitles.get(url) ??
        (PLACE_TITLES[url]
          ? t(PLACE_TITLES[url])
          : url.includes('?')
            ? undefined
            : routeTitle?.(url)),
      registerHref: (q) => withQuery(paths.devices, { q }),
      formatCount: (count) => count.toLocaleString(language),
    };
  }, [pages, t, routeTitle, paths.devices, language]);
  const search = useAppBarSearch(query, { enabled: enabled && query !== '' });
  const stale = search.isPlaceholderData;
  const searching = search.isFetching;
  const results = useMemo(() => {
    // The navigation's own matches (so every page is found by its menu name, in the user's
    // language), fuzzy and best first, and what can be done; the better of the two leads.
    const ranked = (g: SearchResultGroup) =>
      g.children
        .map((c) => ({ c, score: matchScore(c, query) }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score);
    const navHits = query
      ? pages
          .map((g) => ({ group: g, hits: ranked(g) }))
          .filter((g) => g.hits.length > 0)
          .map(({ group, hits }) => ({
            ...group,
            children: hits.map((h) => h.c),
            best: hits[0].score,
          }))
          // The group holding the best match leads ("Calendar" before the maintenance group's
          // "Work calendar"); equal groups keep the navigation's order (the sort is stable).
          .sort((a, b) => b.best - a.best)
      : [];
    const doable = context && query ? actionGroup(query, context) : null;
    const best = Math.max(0, ...navHits.map((g) => g.best));
    const actionBest = doable ? Math.max(...doable.children.map((c) => matchScore(c, query))) : 0;
    // A bare number asks for its record (the API's group): the actions about it come last.
    const bare = namesOnlyARecord(query);
    const leading = doable && !bare && actionBest >= best ? [doable] : [];
    const afterPages = doable && !bare && actionBest < best ? [doable] : [];
    // Until its answer is in, not even them: Enter right after typing a number opens the record,
    // never the first action about it.
    const trailing = doable && bare && !searching ? [doable] : [];
    const local = [...leading, ...navHits.map(({ best: _best, ...g }) => g), ...afterPages];
    const seen = new Set(navHits.flatMap((g) => g.children.map((c) => c.url)));
    // What the API answered is drawn only as far as it has the contract's shape (a page of HTML is
    // no groups).
    const server = paletteGroups(searchGroupsOf(search.data), query, titles)
      // The previous query's answer, shown while this one loads, counted other matches: no "see
      // all" from it.
      .map(({ more, ...g }) => ({
        ...g,
        children: g.children.filter((c) => !seen.has(c.url) && allowed(c.url)),
        ...(more && !stale && { more }),
      }))
      .filter((g) => g.children.length > 0);
    return [...local, ...server, ...trailing];
  }, [query, pages, context, search.data, stale, searching, allowed, titles]);
  const recentItem = useCallback(
    (stored: SearchResultItem) =>
      recentAsNow(stored, {
        titles,
        allowed,
        actions: context,
        registerPath: paths.devices,
        shortcutOf,
      }),
    [titles, allowed, context, paths.devices, shortcutOf],
  );
  // The records could not be searched: said, in the user's language, beside what was found here.
  const error = search.isError
    ? t('search.recordsFailed', { message: search.error.message })
    : undefined;
  return { suggestions, results, loading: search.isFetching, error, recentItem };
}
