import type { Plugin } from 'vite';

/** MSW's cookie library, bundled with psl (the public suffix list) by @bundled-es-modules. */
const TOUGH_COOKIE = /[\\/]@bundled-es-modules[\\/]tough-cookie[\\/]index-esm\.js$/;
/** psl's start: a record for each of the list's ~9,400 rules, made when the module is evaluated. */
const RULES = /internals\.rules = require_rules\(\)\.map\(function\(rule\) \{([\s\S]*?)\n {4}\}\);/;

/** The same records, made the first time psl looks a domain up. */
export function lazyRules(code: string): string | undefined {
  if (!RULES.test(code)) return undefined;
  return code.replace(
    RULES,
    (_, body: string) =>
      `Object.defineProperty(internals, "rules", { configurable: true, get() { const rules = require_rules().map(function(rule) {${body}\n    }); Object.defineProperty(internals, "rules", { value: rules }); return rules; } });`,
  );
}

/**
 * Makes psl's rule records when first needed instead of when the simulation's script is evaluated.
 * MSW imports tough-cookie for its cookie store, and tough-cookie's bundle builds psl's ~9,400
 * records as it loads: most of tough-cookie's evaluation (docs/performance.md), a large part of the
 * simulation's longest evaluation task. In the browser MSW's store (localStorage) never asks psl
 * (only a response cookie with a Domain, which the simulation never sends, or Node's memory store
 * would), so the records are never made. tests/unit/lazy-public-suffixes.test.ts checks the
 * installed bundle still has psl's start as written here, and the same answers.
 */
export function lazyPublicSuffixes(): Plugin {
  return {
    name: 'lazy-public-suffixes',
    // The dev server pre-bundles dependencies without plugins; the built app is what is measured.
    apply: 'build',
    transform: {
      filter: { id: TOUGH_COOKIE },
      handler(code) {
        const lazy = lazyRules(code);
        if (lazy === undefined) {
          this.warn(
            'lazy-public-suffixes: psl in @bundled-es-modules/tough-cookie no longer starts as expected; its rules are built at load',
          );
          return null;
        }
        return { code: lazy, map: null };
      },
    },
  };
}
