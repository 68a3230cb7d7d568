/**
 * Issue 37.1: no function in src/ runs over 150 lines. A screen that grows past that mixes what
 * its parts (a hook for state and queries, a toolbar, dialogs) should hold apart, and new screens
 * copy what stands. Measured with the TypeScript compiler API: every function, method and arrow
 * function, from its first line to its last (a nested function counts inside its parent too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
/** The longest a function may run, in lines. */
const MAX_LINES = 150;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * A function's name as a reader finds it: its own, or the variable or property it is assigned to.
 */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    ts.isIdentifier(parent.name)
  ) {
    return parent.name.text;
  }
  return '(anonymous)';
}

/** Every function of `file` longer than `max` lines, as "path name". */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push(`${relative(ROOT, file)} ${nameOf(fn)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it('finds a function over the limit (the measure itself)', () => {
    const body = Array.from({ length: 151 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(
      longFunctions(
        'x.ts',
        `export function big() {\n${body}\n}\nconst small = () => 1;`,
        MAX_LINES,
      ),
    ).toEqual(['x.ts big']);
    expect(longFunctions('x.tsx', `const Screen = () => {\n${body}\n};`, MAX_LINES)).toEqual([
      'x.tsx Screen',
    ]);
    // 150 lines exactly is allowed.
    const lines148 = Array.from({ length: 148 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function edge() {\n${lines148}\n}`, MAX_LINES)).toEqual([]);
  });

  it(`no function in src/ runs over ${MAX_LINES} lines`, () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      longFunctions(file, readFileSync(file, 'utf8'), MAX_LINES),
    );
    expect(found).toEqual([]);
  });
});
