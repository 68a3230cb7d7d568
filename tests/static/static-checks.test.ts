/**
 * The typecheck and the linter as tests of the suite. They used to run before Vitest
 * (`tsc && eslint && vitest`), ~50 s in which nothing else ran. They start with the run
 * (global-setup.ts), beside the other projects' tests; these tests wait for what they
 * said. A failure is a failed test that prints it. `npm run typecheck` and `npm run lint` still
 * run them alone.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

import { waitForStatus } from '../support/status-file';
import type { CheckName, CheckResult } from './global-setup';

// On the CI's 2 cores, beside the builds and the browser projects, tsc takes up to a few times
// its ~35 s alone.
const SLOW = 300_000;

/** The check's result, once its process has ended. */
const result = (name: CheckName) =>
  waitForStatus<CheckResult>(
    join(inject('staticChecksDir'), `${name}.json`),
    `the ${name} check`,
    SLOW,
  );

describe('static checks', () => {
  it(
    'the code type-checks (tsc --noEmit -p tsconfig.json)',
    async () => {
      const { code, output } = await result('typecheck');
      expect(code, output).toBe(0);
    },
    SLOW,
  );

  it(
    'the linter finds nothing (eslint .)',
    async () => {
      const { code, output } = await result('lint');
      expect(code, output).toBe(0);
    },
    SLOW,
  );

  it(
    'every file is as Prettier writes it (prettier --check .)',
    async () => {
      const { code, output } = await result('format');
      expect(code, output).toBe(0);
    },
    SLOW,
  );
});
