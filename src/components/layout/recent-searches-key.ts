/**
 * Whose recent searches are whose (issue 35.2): each user's are kept under a key of their own, so
 * the next account to sign in on this browser never sees them. The first versions kept one list
 * for everyone; whose entries it holds cannot be told, so it is removed. A module of its own, so
 * a layout can name the key without loading the dialog.
 */

/**
 * Where recent searches are kept (localStorage) when no key is given: one list for whoever uses the
 * browser.
 */
export const RECENT_SEARCHES_KEY = 'device-recent-searches';

/** Where a user's recent searches are kept: `device-recent-searches:<user id>`. */
export function recentSearchesKey(userId: string | number): string {
  return `${RECENT_SEARCHES_KEY}:${userId}`;
}

/** Removes the list every user shared (once it is gone, a no-op). */
export function forgetSharedRecentSearches(
  storage: Pick<Storage, 'removeItem'> | undefined = localStorageIfAllowed(),
): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // storage disabled: nothing was kept either
  }
}

function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
