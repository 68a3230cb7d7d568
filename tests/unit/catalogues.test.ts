/**
 * Every string in every language: each namespace's French, Arabic and Chinese catalogues hold
 * exactly the keys of the English one (a missing key would show English in the middle of a
 * Chinese screen; an extra one is a typo nothing reads), each with the same {{placeholders}}
 * (a message that drops `{{count}}` would show a sentence without its number). A plural message
 * (i18next's `key_one`, `key_other`…) has in each language exactly the forms that language's
 * plural rules choose from (Arabic six, Chinese one); its `_other` form keeps every placeholder
 * of the English one, and no form names one English does not have (a form for one or two may
 * leave the number out, as Arabic says "with two stars" in one word).
 */
import { describe, expect, it } from 'vitest';

import type { Catalogue } from '@/i18n/namespace';
import { ALL_NAMESPACE_DEFS } from '@/i18n/sample-app-catalogues';

/** Every leaf of a catalogue as `a.b.c` → its text. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of leaves(value as Catalogue, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g), (m) => m[1]))].sort();

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = new RegExp(`_(${PLURAL_FORMS.join('|')})$`);

/**
 * The messages with the plural forms of one key folded into that key (`a.b_one`, `a.b_other` →
 * `a.b`), each form kept by its name; a plain message is a family of one form, ''.
 */
function families(messages: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of messages) {
    const form = pluralSuffix.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)!.set(form, text);
  }
  return out;
}

describe('plural forms', () => {
  it('a message is plural when it has an _other form', () => {
    const f = families(
      new Map([
        ['a.b_one', '1'],
        ['a.b_other', 'n'],
        ['c', 'x'],
      ]),
    );
    expect([...f.get('a.b')!.keys()]).toEqual(['one', 'other']);
    expect([...f.get('c')!.keys()]).toEqual(['']);
  });
});

describe.each(ALL_NAMESPACE_DEFS.map((ns) => [ns.name, ns] as const))(
  'catalogue %s',
  (_name, ns) => {
    const english = families(leaves(ns.en));
    const formsOf = (language: string) =>
      new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

    it('English plural messages have the forms English chooses from', () => {
      const wrong = [...english]
        .filter(
          ([, forms]) =>
            !forms.has('') && [...forms.keys()].sort().join() !== [...formsOf('en')].sort().join(),
        )
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });

    it.each(Object.keys(ns.load) as (keyof typeof ns.load)[])(
      '%s has the keys and placeholders of English',
      async (language) => {
        const all = leaves(await ns.load[language]());
        const other = families(all);
        expect(
          [...other.keys()].filter((k) => !english.has(k)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          [...english.keys()].filter((k) => !other.has(k)),
          'keys missing',
        ).toEqual([]);
        const plural = (forms: Map<string, string>) => !forms.has('');
        const wrongForms = [...english]
          .filter(([key]) => other.has(key))
          .filter(([key, forms]) => {
            const theirs = [...other.get(key)!.keys()].sort().join();
            return plural(forms) ? theirs !== [...formsOf(language)].sort().join() : theirs !== '';
          })
          .map(([key]) => key);
        expect(wrongForms, "plural forms that differ from the language's").toEqual([]);
        const differing = [...english]
          .filter(([key]) => other.has(key))
          .filter(([key, forms]) => {
            const theirs = other.get(key)!;
            if (!plural(forms))
              return (
                placeholders(forms.get('')!).join() !== placeholders(theirs.get('') ?? '').join()
              );
            const known = new Set([...forms.values()].flatMap(placeholders));
            const fullOther =
              placeholders(forms.get('other')!).join() ===
              placeholders(theirs.get('other') ?? '').join();
            return (
              !fullOther ||
              [...theirs.values()].some((text) =>
                placeholders(text).some((name) => !known.has(name)),
              )
            );
          })
          .map(([key]) => key);
        expect(differing, 'placeholders that differ').toEqual([]);
        const empty = [...all].filter(([, text]) => !text.trim()).map(([key]) => key);
        expect(empty, 'empty messages').toEqual([]);
      },
    );
  },
);
