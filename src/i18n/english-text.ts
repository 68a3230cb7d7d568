/**
 * What a kit component says when no i18next instance surrounds it (another team's tests, a
 * bare render): its English catalogue, read directly. Our catalogues use only nested keys,
 * `{{name}}` interpolation and i18next's plural keys (`key_one`, `key_other`, chosen by a numeric
 * `count`), so this is all `t` needs to be there (and i18next itself is not loaded for it).
 */
import type { Catalogue } from './namespace';

export type EnglishT = (key: string, options?: Record<string, unknown>) => string;

function lookup(catalogue: Catalogue, key: string): unknown {
  let value: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const cache = new WeakMap<Catalogue, EnglishT>();
const englishPlural = new Intl.PluralRules('en');

/** `t` over one English catalogue (keys may carry an `ee-<ns>:` prefix, as with i18next). */
export function englishText(catalogue: Catalogue): EnglishT {
  let t = cache.get(catalogue);
  if (!t) {
    t = (key, options = {}) => {
      const path = key.replace(/^[^:]+:/, '');
      // As i18next: with a numeric count the plural form comes first, the bare key after it.
      const plural =
        typeof options.count === 'number'
          ? lookup(catalogue, `${path}_${englishPlural.select(options.count)}`)
          : undefined;
      const value = plural ?? lookup(catalogue, path);
      const text =
        typeof value === 'string'
          ? value
          : typeof options.defaultValue === 'string'
            ? options.defaultValue
            : key;
      return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        name in options ? String(options[name]) : whole,
      );
    };
    cache.set(catalogue, t);
  }
  return t;
}
