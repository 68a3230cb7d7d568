/**
 * `npm run test:flaky`: runs the storybook, browser and e2e projects three times in a row, the
 * third with the machine kept busy (a spinning process per core, as when other jobs share the
 * machine), and lists every test that did not pass in all three. A test that fails only sometimes
 * is a defect of the test or of the code, never "retry and see". Exits 1 when there is any. Takes
 * ~3 × the projects' time (Storybook and the browser tests, then e2e two files at a time: ~15
 * minutes a run on 2 cores, the busy one longer). `RUNS=n` changes the count (the last run is
 * always the busy one). The projects run in Chromium, as in `npm test`; unit, static and consumer
 * run in Node, without a page's timing to flake on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
// The stories run as two projects (storybook-kit, storybook-apps: vitest.config.ts).
const PROJECTS = ['storybook-*', 'browser', 'e2e'];
const dir = mkdtempSync(join(tmpdir(), 'ee-flaky-'));

/** Keeps every core busy until stopped. */
function load() {
  const spinners = cpus().map(() =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  return () => spinners.forEach((p) => p.kill());
}

/** test id → results over the runs */
const results = new Map();
for (let run = 1; run <= RUNS; run++) {
  const busy = run === RUNS;
  const out = join(dir, `run-${run}.json`);
  console.log(`run ${run} of ${RUNS}${busy ? ' (machine kept busy)' : ''} …`);
  const stop = busy ? load() : () => {};
  const started = Date.now();
  const args = [
    'vitest',
    'run',
    ...PROJECTS.flatMap((p) => ['--project', p]),
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  stop();
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    console.log(`  run ${run} wrote no report: the runner itself failed`);
    process.exit(1);
  }
  let passed = 0;
  let failed = 0;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const id = `${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}`;
      if (!results.has(id)) results.set(id, []);
      results.get(id).push(test.status);
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed') failed++;
    }
  }
  console.log(
    `  ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

const flaky = [...results].filter(
  ([, statuses]) =>
    statuses.length !== RUNS ||
    statuses.some((s) => s !== 'passed' && s !== 'skipped' && s !== 'pending'),
);
console.log(
  flaky.length
    ? `\nNot passing in every run (${flaky.length}):`
    : `\nEvery test passed in all ${RUNS} runs.`,
);
for (const [id, statuses] of flaky) console.log(`  ${statuses.join(' / ').padEnd(24)} ${id}`);
process.exit(flaky.length ? 1 : 0);
