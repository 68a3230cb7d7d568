/**
 * The one rule for every redirect the app takes from outside (`?to=`, stored recent searches):
 * a path of this app only. Control characters are stripped first (a browser drops a tab or a
 * newline inside a URL, so `/\t/example.com` would become `//example.com`, another origin);
 * then the value must resolve, against any origin, to that same origin, and it comes back as
 * path, query and hash. Anything else (another origin, `javascript:`, a protocol-relative or
 * backslash path, garbage) is not a safe path.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
const PROBE = 'http://same.invalid';

/** The same-app path `raw` names, or undefined when it names anything else. */
export function safePath(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.replace(CONTROL, '');
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
