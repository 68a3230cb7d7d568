/**
 * The map stays in the repository (issue 37.5): every relative link of CONTRIBUTING, README and
 * docs/ reaches a file (and a heading, when it names one), every `docs/…` a comment cites exists
 * (with its heading, and its `§N` a section of docs/spec.md), and no comment cites a file a clone
 * does not have (SPEC.md, DEVICE-DOMAIN.md, ARCHITECTURE.md, ../shared/…) outside the files the
 * lead's list docs/citations-todo.md still names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['src', 'app', 'stories', 'tests', 'scripts', '.storybook'];
const SOURCE_FILES = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SKIP_DIRS = new Set(['node_modules', '__screenshots__', 'dist', 'dist-app']);
const OUTSIDE = /(?<![\w/.-])(SPEC\.md|DEVICE-DOMAIN\.md|ARCHITECTURE\.md|MAINTENANCE-DOMAIN\.md)/;
/** The design notes beside the repository, which a clone does not have. */
const BESIDE = /\.\.\/shared\//;
const TODO = 'docs/citations-todo.md';
const SELF = 'tests/unit/docs-links.test.ts';

function walk(dir: string, keep: (path: string) => boolean): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? walk(path, keep) : keep(path) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const markdownFiles = [
  'CONTRIBUTING.md',
  'README.md',
  ...walk('docs', (path) => path.endsWith('.md')),
];
const sourceFiles = [
  ...SOURCE_DIRS.flatMap((dir) => walk(dir, (path) => SOURCE_FILES.test(path))),
  'eslint.config.js',
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const text = read(path).replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingSlug(match[1])));
}

/** Relative links of a markdown file, code blocks and inline code left out. */
function linksOf(path: string): string[] {
  const text = read(path)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** Problems with one relative link from `from`: a missing file or heading. */
function brokenLink(from: string, target: string): string | null {
  const [file, anchor] = target.split('#');
  const path = file ? relative(root, resolve(join(root, dirname(from)), file)) : from;
  if (path.startsWith('..') || !existsSync(join(root, path)))
    return `${from}: ${target} (no file ${path})`;
  if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))
    return `${from}: ${target} (no heading #${anchor} in ${path})`;
  return null;
}

/** The files docs/citations-todo.md still lists (its `file:line` entries). */
function todoFiles(): Set<string> {
  return new Set([...read(TODO).matchAll(/^\| `([^`:]+):\d+` +\|/gm)].map((match) => match[1]));
}

describe('the map in the repository', () => {
  it('finds the files it checks', () => {
    expect(markdownFiles).toContain('docs/architecture.md');
    expect(sourceFiles.length).toBeGreaterThan(500);
  });

  it('every relative link of CONTRIBUTING, README and docs/ reaches its file and heading', () => {
    const broken = markdownFiles
      .flatMap((path) => linksOf(path).map((target) => brokenLink(path, target)))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('every docs/… a comment cites exists, and every §N is a section of docs/spec.md', () => {
    const sections = new Set(
      [...read('docs/spec.md').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]),
    );
    const problems = sourceFiles.flatMap((path) =>
      [
        ...read(path).matchAll(
          /(?<![\w/.-])(docs\/[\w/.-]+\.md)(?:#([\w-]+))?((?:[\s,/]*(?:and\s+)?§\d+)*)/g,
        ),
      ].flatMap(([, cited, anchor, refs]) => {
        if (!existsSync(join(root, cited))) return [`${path}: ${cited} does not exist`];
        if (anchor && !anchorsOf(cited).has(anchor))
          return [`${path}: ${cited} has no heading #${anchor}`];
        const numbers = [...refs.matchAll(/§(\d+)/g)].map((match) => match[1]);
        if (numbers.length && cited !== 'docs/spec.md')
          return [`${path}: ${cited} has no numbered sections`];
        return numbers
          .filter((number) => !sections.has(number))
          .map((number) => `${path}: ${cited} §${number} is no section`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('no comment cites a file outside the repository, but those the lead still has to change', () => {
    const allowed = todoFiles();
    const outside = sourceFiles.filter(
      (path) =>
        path !== SELF &&
        !allowed.has(path) &&
        read(path)
          .split('\n')
          .some((line) => OUTSIDE.test(line)),
    );
    expect(outside).toEqual([]);
    const markdown = markdownFiles.filter(
      (path) => path !== TODO && (OUTSIDE.test(read(path)) || BESIDE.test(read(path))),
    );
    expect(markdown).toEqual([]);
  });

  it('docs/citations-todo.md lists only files that still cite outside', () => {
    const stale = [...todoFiles()].filter(
      (path) => !existsSync(join(root, path)) || !OUTSIDE.test(read(path)),
    );
    expect(stale).toEqual([]);
  });

  it('CONTRIBUTING is an index under 150 lines that leads to the register’s toolbar and the device write rule', () => {
    const contributing = read('CONTRIBUTING.md');
    expect(contributing.split('\n').length).toBeLessThan(150);
    expect(contributing).toContain('device-list-toolbar.tsx');
    expect(contributing).toMatch(/device write rule/i);
  });
});
