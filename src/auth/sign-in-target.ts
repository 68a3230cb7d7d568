/**
 * Where a sign-in goes (issue 35.3). Its own module: only the sign-in pages need it, not every
 * page's first script.
 */
import type { UserData } from '../api/types/auth';
import { safeRedirect } from '../lib/safe-redirect';
import { ownerOf, RETURN_OWNER_KEY, tabStorage } from './session';

/**
 * Where signing in goes: the page `?to=` names (a path of this app, see safeRedirect) when the
 * session that left it was this user's, or when none did (a link opened signed out); home
 * otherwise, so one account never lands on the page another was on (which it may not open).
 * Reading the owner consumes it.
 */
export function signInTarget(
  to: string | null | undefined,
  user: Pick<UserData, 'id' | 'email'>,
  store: Storage | undefined = tabStorage(),
): string {
  const owner = store?.getItem(RETURN_OWNER_KEY) ?? null;
  store?.removeItem(RETURN_OWNER_KEY);
  return owner !== null && owner !== ownerOf(user) ? '/' : safeRedirect(to);
}
