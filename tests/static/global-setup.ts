/**
 * Starts the typecheck and the linter when the run starts, in the background, and tells
 * static-checks.test.ts where each writes its result. Vitest's other setups (the package built,
 * packed and installed for the consumer check; the app built for e2e) run one after another
 * for ~90 s before any test, leaving a core mostly idle: tsc (~40 s) and eslint (~15 s) use it
 * then instead of taking their time from the serial Node project files later.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeStatus } from '../support/status-file';

const ROOT = resolve(import.meta.dirname, '../..');
/** A package's script by path: eslint's package exports do not include its bin. */
const bin = (...path: string[]) => join(ROOT, 'node_modules', ...path);

/** The checks, by the name static-checks.test.ts asks for. */
export const CHECKS = {
  typecheck: [bin('typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
  lint: [bin('eslint', 'bin', 'eslint.js'), '.'],
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
  const child = spawn(process.execPath, [...CHECKS[name]], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const done = (result: CheckResult) => writeStatus(join(into, `${name}.json`), result);
  child.on('error', (error) => done({ code: 1, output: error.message }));
  child.on('close', (code, signal) => done({ code: code ?? 1, output: output.trim() || `ended by ${signal ?? 'an unknown cause'}` }));
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
