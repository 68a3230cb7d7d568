/**
 * No import cycles (issue 12 point 5): among the modules of src/ and app/, no chain of runtime
 * imports leads back to where it started. A cycle makes what a module sees at load time depend
 * on which module a bundler or Node happens to evaluate first (a value is `undefined` until the
 * other side has run), and it defeats tree-shaking. Type-only imports and dynamic `import()`
 * are not runtime edges at load, so they are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'app'].map((dir) => join(ROOT, dir));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * `import … from 'x'` / `export … from 'x'` / `import 'x'`, with whether it can only bring types.
 */
const STATEMENT =
  /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The runtime imports of a file's source, as written. */
export function runtimeSpecifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(STATEMENT)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    if (m[2]) continue; // import type / export type
    const clause = m[3];
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    // `{ type A, type B }` brings only types.
    if (
      braces &&
      braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    )
      continue;
    out.push(m[4]);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/')
    ? resolve(ROOT, 'src', specifier.slice(2))
    : resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(ts|tsx)$/.test(candidate))
      return candidate;
  }
  return null;
}

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v))
        found.push(component.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('import graph of src/ and app/', () => {
  it('reads type-only and runtime imports apart', () => {
    expect(
      runtimeSpecifiers(
        "import type { A } from './a';\nimport { type B, type C } from './b';\nimport { d, type E } from './d';\nexport { f } from './f';\nexport type { G } from './g';\nimport './h';",
      ),
    ).toEqual(['./d', './f', './h']);
  });

  it('has no cycle of runtime imports', () => {
    const graph = new Map<string, string[]>();
    for (const file of SOURCES.flatMap(files)) {
      const targets = runtimeSpecifiers(readFileSync(file, 'utf8'))
        .map((s) => resolveImport(file, s))
        .filter((t): t is string => t !== null);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });
});
