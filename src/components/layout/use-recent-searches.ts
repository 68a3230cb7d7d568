import { useCallback, useEffect, useState } from 'react';

import { readRecent, RECENT_LIMIT, writeRecent } from './recent-searches';
import type { SearchResultItem } from './search-types';

/**
 * The palette's recent choices under `recentKey`, read again each time it opens (another tab may
 * have added one): `remember` puts a choice first (once), `clear` forgets them all.
 */
export function useRecentSearches(recentKey: string, open: boolean) {
  const [recent, setRecent] = useState<SearchResultItem[]>(() => readRecent(recentKey));
  useEffect(() => {
    if (open) setRecent(readRecent(recentKey));
  }, [open, recentKey]);

  const remember = useCallback(
    (item: SearchResultItem) => {
      const kept: SearchResultItem = {
        url: item.url,
        title: item.recentTitle ?? item.title,
        ...(item.subtitle !== undefined && !item.recentTitle && { subtitle: item.subtitle }),
        icon: item.icon,
      };
      const next = [kept, ...readRecent(recentKey).filter((r) => r.url !== item.url)].slice(
        0,
        RECENT_LIMIT,
      );
      writeRecent(recentKey, next);
      setRecent(next);
    },
    [recentKey],
  );

  const clear = () => {
    writeRecent(recentKey, []);
    setRecent([]);
  };

  return { recent, remember, clear };
}
