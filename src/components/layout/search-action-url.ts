/**
 * A result that does something rather than open a page ("Switch to dark", "Sign out") has a url
 * `action:<id>`; the app's `onSelect` runs it. Such results are kept in recent searches too.
 * (Its own module: an app that loads the palette when first opened can still tell them apart.)
 */
export const ACTION_URL_PREFIX = 'action:';
const ACTION_URL = /^action:[\w.:-]{1,80}$/;

/** True for an `action:<id>` result. */
export function isActionUrl(url: string): boolean {
  return ACTION_URL.test(url);
}
