/**
 * Every string in every language: each namespace's French, Arabic and Chinese catalogues hold
 * exactly the keys of the English one (a missing key would show English in the middle of a
 * Chinese screen; an extra one is a typo nothing reads), each with the same {{placeholders}}
 * (a message that drops `{{count}}` would show a sentence without its number).
 */
import { describe, expect, it } from 'vitest';
import { KIT_NAMESPACE_DEFS } from '../../src/i18n/catalogues';
import type { Catalogue } from '../../src/i18n/namespace';

/** Every leaf of a catalogue as `a.b.c` → its text. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Catalogue, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g), (m) => m[1]))].sort();

describe.each(KIT_NAMESPACE_DEFS.map((ns) => [ns.name, ns] as const))('catalogue %s', (_name, ns) => {
  const english = leaves(ns.en);

  it.each(Object.keys(ns.load) as (keyof typeof ns.load)[])('%s has the keys and placeholders of English', async (language) => {
    const other = leaves(await ns.load[language]());
    expect([...other.keys()].filter((k) => !english.has(k)), 'keys English does not have').toEqual([]);
    expect([...english.keys()].filter((k) => !other.has(k)), 'keys missing').toEqual([]);
    const differing = [...english].filter(([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key)!).join()).map(([key]) => key);
    expect(differing, 'placeholders that differ').toEqual([]);
    const empty = [...other].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty, 'empty messages').toEqual([]);
  });
});
