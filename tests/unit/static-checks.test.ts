/**
 * The typecheck and the linter as tests of the suite. They used to run before Vitest
 * (`tsc && eslint && vitest`), ~50 s in which nothing else ran; as tests they run beside the
 * browser projects, and a failure is a failed test that prints what they said. `npm run
 * typecheck` and `npm run lint` still run them alone.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** A package's script by path: eslint's package exports do not include its bin. */
const bin = (...path: string[]) => join(ROOT, 'node_modules', ...path);

/** Runs a package's command-line script with Node, in the repository; its exit code and all it printed. */
function run(script: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [script, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}${stderr}`.trim() || String(error?.message ?? '') });
    });
  });
}

// On the CI's 2 cores, beside the browser projects, tsc takes up to a few times its ~35 s alone.
const SLOW = 300_000;

describe('static checks', () => {
  it('the code type-checks (tsc --noEmit -p tsconfig.json)', async () => {
    const { code, output } = await run(bin('typescript', 'bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    expect(code, output).toBe(0);
  }, SLOW);

  it('the linter finds nothing (eslint .)', async () => {
    const { code, output } = await run(bin('eslint', 'bin', 'eslint.js'), ['.']);
    expect(code, output).toBe(0);
  }, SLOW);
});
