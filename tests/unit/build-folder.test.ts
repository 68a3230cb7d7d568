/**
 * Issue 37.4: `app/` holds only the running app; what only the build runs (Vite plugins, the
 * `@/` alias) is in `build/`. A module of app/ that imports Vite or Node's built-ins runs at
 * build time, not in the page, and belongs in build/; vite.config.ts takes its plugins from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The modules a file imports (static, dynamic and type-only), as written. */
function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return Array.from(
    text.matchAll(
      /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
    (m) => m[1] ?? m[2],
  );
}

/** Imports that only a build can use: Vite and its plugins, Node's built-ins. */
const BUILD_ONLY = /^(vite|@vitejs\/|@tailwindcss\/vite|node:)/;

describe('app/ and build/', () => {
  it('no module of app/ imports Vite or Node (those are build code, in build/)', () => {
    const found = sources(join(ROOT, 'app')).flatMap((path) =>
      importsOf(path)
        .filter((name) => BUILD_ONLY.test(name))
        .map((name) => `${relative(ROOT, path)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('vite.config.ts takes nothing from app/: its plugins come from build/', () => {
    const local = importsOf(join(ROOT, 'vite.config.ts')).filter((name) => name.startsWith('.'));
    expect(local.filter((name) => !name.startsWith('./build/'))).toEqual([]);
    expect(local).toEqual(
      expect.arrayContaining([
        './build/spa-fallback.ts',
        './build/preload-fonts.ts',
        './build/immutable-assets.ts',
        './build/spread-module-preloads.ts',
        './build/lazy-public-suffixes.ts',
      ]),
    );
  });
});
