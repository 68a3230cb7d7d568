/**
 * What the app entry needs before the lazy shell loads, kept tiny (no js-cookie, no rules):
 * the language, theme and skin cookies, applied to <html> so /login already looks right.
 */
const LANGS = ['en', 'fr', 'ar', 'zh'] as const;
type BootLanguage = (typeof LANGS)[number];

function cookie(name: string, source: string): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The language cookie (`device-language`), English when missing or unknown. */
export function bootLanguage(
  source: string = typeof document === 'undefined' ? '' : document.cookie,
): BootLanguage {
  const value = cookie('device-language', source);
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as BootLanguage) : 'en';
}

/**
 * Sets data-theme and data-skin from the cookies before first paint (default dark, default skin).
 */
export function applyBootTheme(doc: Document = document): void {
  const theme = cookie('device-theme', doc.cookie);
  const prefersDark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme =
    theme === 'light' ? 'light' : theme === 'system' ? (prefersDark ? 'dark' : 'light') : 'dark';
  doc.documentElement.dataset.theme = scheme;
  doc.documentElement.dataset.skin =
    cookie('device-skin', doc.cookie) === 'bordered' ? 'bordered' : 'default';
}
