/**
 * What a kit component says when no i18next instance surrounds it (another team's tests, a
 * bare render): its English catalogue, read directly. Our catalogues use only nested keys and
 * `{{name}}` interpolation, so this is all `t` needs to be there (and i18next itself is not
 * loaded for it).
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

/** `t` over one English catalogue (keys may carry an `ee-<ns>:` prefix, as with i18next). */
export function englishText(catalogue: Catalogue): EnglishT {
  let t = cache.get(catalogue);
  if (!t) {
    t = (key, options = {}) => {
      const value = lookup(catalogue, key.replace(/^[^:]+:/, ''));
      const text = typeof value === 'string' ? value : typeof options.defaultValue === 'string' ? options.defaultValue : key;
      return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
    };
    cache.set(catalogue, t);
  }
  return t;
}
