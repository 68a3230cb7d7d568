/**
 * The handlers that may answer a request, found before MSW tries them. MSW's getResponse runs every
 * handler in turn until one answers, and each one it tries parses the request's cookies
 * (document.cookie and MSW's cookie store) before looking at the path: with the ~150 handlers of
 * the demo's simulation, that was most of the time a request took on a phone's main thread. A
 * handler whose path starts with literal segments (`api('/api/devices/:number')`: `devices`) can
 * only match a URL that has those segments after an `/api/`, so the others are left out; the order
 * of the rest, and so which one answers, is MSW's own.
 */
import type { RequestHandler } from 'msw';

const API = '/api/';
/** A path segment path-to-regexp reads as itself (no parameter, wildcard, group or modifier). */
const LITERAL = /^[^:*(){}?+\\]+$/;

/**
 * The literal segments a handler's path starts with after its `/api/` (lower case), or undefined
 * when it cannot be told.
 */
function literalPrefix(handler: RequestHandler): string[] | undefined {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string' || !path.startsWith(`*${API}`)) return undefined;
  const segments: string[] = [];
  for (const segment of path.slice(API.length + 1).split('/')) {
    if (!LITERAL.test(segment)) break;
    segments.push(segment.toLowerCase());
  }
  return segments.length > 0 ? segments : undefined;
}

/**
 * The segments after each `/api/` of the URL (without query or hash, lower case, as MSW matches it:
 * case-insensitively).
 */
function apiTails(url: string): string[][] {
  const { origin, pathname } = new URL(url);
  const clean = `${origin}${pathname}`.toLowerCase();
  const tails: string[][] = [];
  for (let at = clean.indexOf(API); at !== -1; at = clean.indexOf(API, at + 1))
    tails.push(clean.slice(at + API.length).split('/'));
  return tails;
}

const startsWith = (tail: string[], prefix: string[]) =>
  prefix.every((segment, i) => tail[i] === segment);

/** For each request, the handlers (of `handlers`, in their order) that could match its URL. */
export function handlerIndex(
  handlers: readonly RequestHandler[],
): (request: Request) => RequestHandler[] {
  const prefixes = handlers.map(literalPrefix);
  return (request) => {
    const tails = apiTails(request.url);
    return handlers.filter((_, i) => {
      const prefix = prefixes[i];
      return prefix === undefined || tails.some((tail) => startsWith(tail, prefix));
    });
  };
}
