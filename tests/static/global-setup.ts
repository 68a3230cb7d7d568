/**
 * Starts the typecheck and the linter when the run starts, in the background (the other
 * projects' setups return at once too, so every project's tests start meanwhile), and tells
 * static-checks.test.ts where each writes its result. Its own project, so a filtered run (one
 * unit file, the storybook project) does not start them.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

import { runProcess } from '../support/run-process';
import { writeStatus } from '../support/status-file';

const ROOT = resolve(import.meta.dirname, '../..');
/** A package's script by path: eslint's package exports do not include its bin. */
const bin = (...path: string[]) => join(ROOT, 'node_modules', ...path);

/** The checks, by the name static-checks.test.ts asks for. */
export const CHECKS = {
  typecheck: [bin('typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
  lint: [bin('eslint', 'bin', 'eslint.js'), '.'],
  format: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '.'],
} as const;
export type CheckName = keyof typeof CHECKS;

/** What a finished check wrote: its exit code and all it printed. */
export interface CheckResult {
  code: number;
  output: string;
}

let dir: string | undefined;
const running: ChildProcess[] = [];

/** Runs one check with Node; writes `<name>.json` (a CheckResult) into `into` when it ends. */
function start(name: CheckName, into: string): void {
  const { child, ended } = runProcess(process.execPath, CHECKS[name], { cwd: ROOT });
  running.push(child);
  void ended.then(({ code, output }) =>
    writeStatus(join(into, `${name}.json`), { code, output } satisfies CheckResult),
  );
}

export function setup(project: TestProject): void {
  dir = mkdtempSync(join(tmpdir(), 'ee-static-'));
  for (const name of Object.keys(CHECKS) as CheckName[]) start(name, dir);
  project.provide('staticChecksDir', dir);
}

export function teardown(): void {
  // A run stopped early (a filter, a bail) does not leave the checks running.
  for (const child of running) if (child.exitCode === null) child.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    staticChecksDir: string;
  }
}
