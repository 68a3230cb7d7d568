/**
 * The package's public API is a list someone chose (issue 10 point 6): src/index.ts names every
 * export, so nothing becomes public because a module happened to export it, and every name it
 * lists is really there when a host imports the package.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../src/index.ts', import.meta.url), 'utf8');

/** The value names of `export { a, b, type C } from '…'` lines (types are checked by tsc). */
function valueNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/).pop()!);
    }
  }
  return names;
}

describe('src/index.ts', () => {
  it('lists every export by name (no export *)', () => {
    expect(source).not.toMatch(/^\s*export\s*\*/m);
  });

  it('exports each value it names, once', async () => {
    const api = (await import('@/index')) as Record<string, unknown>;
    const names = valueNames(source);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => api[name] === undefined)).toEqual([]);
    // And nothing beyond them.
    expect(Object.keys(api).sort()).toEqual([...names].sort());
    // Importing every module of the package (thirty screens) is a cold transform of most of src/:
    // seconds alone, more beside the browser projects on two cores.
  }, 120_000);

  it('gives hosts what the README uses to fit their routes', () => {
    expect(valueNames(source)).toEqual(
      expect.arrayContaining(['ScreenPathsProvider', 'useScreenPaths', 'DEFAULT_SCREEN_PATHS']),
    );
  });
});
