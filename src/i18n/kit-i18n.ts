/**
 * The kit's messages inside any i18next instance: the host's own (shared through react-i18next's
 * context, so our components follow the host's language) or the one `createI18n` makes. Nothing
 * here registers a backend, touches react-i18next's global instance or imports i18next itself:
 * our catalogues are added to the instance as resource bundles, per language and namespace, the
 * first time a component needs them.
 */
import type { i18n as I18n } from 'i18next';

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { kitNs, type KitNamespaceDef } from './namespace';

/**
 * The catalogue language that serves an i18next language (`fr-CA` → fr; unknown ones → English).
 */
export function catalogueLanguage(lng: string | undefined): Language {
  const base = (lng ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * The code our bundles are registered under: the language's base code, which i18next also looks up.
 */
function bundleCode(lng: string | undefined): string {
  const base = (lng ?? '').split(/[-_]/)[0];
  return base || DEFAULT_LANGUAGE;
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

function add(
  i18n: I18n,
  code: string,
  ns: KitNamespaceDef,
  catalogue: Record<string, unknown>,
): void {
  i18n.addResourceBundle(code, kitNs(ns.name), catalogue, true, false);
}

/**
 * Makes sure `namespaces` are in `i18n` for its current language (and English, the fallback).
 * English is added at once; another language's catalogues load, and the returned promise settles
 * when they are in. Undefined when nothing is left to load.
 */
export function ensureKitCatalogues(
  i18n: I18n,
  namespaces: readonly KitNamespaceDef[],
  lng: string | undefined = i18n.language ?? i18n.resolvedLanguage,
): Promise<void> | undefined {
  const code = bundleCode(lng);
  const language = catalogueLanguage(lng);
  const waits: Promise<void>[] = [];
  for (const ns of namespaces) {
    if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, kitNs(ns.name)))
      add(i18n, DEFAULT_LANGUAGE, ns, ns.en);
    if (i18n.hasResourceBundle(code, kitNs(ns.name))) continue;
    if (language === 'en') {
      add(i18n, code, ns, ns.en);
      continue;
    }
    const key = `${code}|${ns.name}`;
    let loads = pending.get(i18n);
    if (!loads) pending.set(i18n, (loads = new Map()));
    let load = loads.get(key);
    if (!load) {
      load = ns.load[language]().then(
        (catalogue) => add(i18n, code, ns, catalogue),
        // A chunk that fails to load (offline, a new deploy) leaves English showing, not a crash.
        () => add(i18n, code, ns, ns.en),
      );
      loads.set(key, load);
    }
    waits.push(load);
  }
  // One namespace (what a component asks for) hands back the cached load itself: React's `use`
  // must see the same promise on every render until it settles.
  if (waits.length <= 1) return waits[0];
  return Promise.all(waits).then(() => undefined);
}

/** Options every instance the kit makes shares. */
export const baseI18nOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: kitNs('common'),
  ns: [] as string[],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  // No advertising line in users' consoles and test logs.
  showSupportNotice: false,
} as const;
