/**
 * The durable simulation in Chromium (issue 11): what a write costs now that it is persisted
 * before it is answered, and what the first load costs, at scale 1 and at scale 100 (12,200
 * devices). The page (scripts/bench/durable-page) is `startMockApi()` as the app starts it,
 * built for production and served by Vite's preview server; every time is taken inside the page
 * (`performance.now()`), a write from the `fetch` call to its answer read (service worker round
 * trip included; a read of one device is printed beside it for the plumbing alone). Under each
 * write: the part the durable store adds inside the simulation (the Web Lock and catching up,
 * the domain handler, storing the journal entry and head), from `startMockApi({ onWrite })`.
 * Budget: a write's p95 < 50 ms at scale 100.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';

import type { FirstLoad } from './durable-page/main';
import { percentile, report, type Timing } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'durable-page');
const publicDir = join(here, '../../public');

const WRITE_BUDGET_MS = 50;
const RUN_LIMIT_MS = 5 * 60_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const RELOADS = 5;

function timing(samples: number[]): Timing {
  const sorted = samples.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
}

/** Runs `fn` in the page (with `arg`) once its module has set `window.__durableBench`. */
async function bench<T, A = undefined>(
  page: Page,
  fn: (b: Window['__durableBench'], arg: A) => Promise<T> | T,
  arg?: A,
): Promise<T> {
  const handle = await page.waitForFunction(() => window.__durableBench);
  return handle.evaluate(fn as (b: unknown, arg: unknown) => Promise<T>, arg) as Promise<T>;
}

async function samples(once: () => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const ms = await once();
    if (i >= WARMUP) out.push(ms);
  }
  return out;
}

async function firstLoads(page: Page, url: string, label: string): Promise<void> {
  const loads: FirstLoad[] = [];
  await page.goto(url);
  for (let i = 0; i < RELOADS; i++) {
    await page.reload();
    loads.push(await bench(page, (b) => b.firstLoad));
  }
  report(`${label}: first load (simulation ready)`, timing(loads.map((l) => l.ready)));
  report(`${label}: first load (first list answered)`, timing(loads.map((l) => l.firstList)));
}

async function measure(page: Page, base: string, scale: number): Promise<void> {
  const url = `${base}?scale=${scale}`;
  await page.goto(url);
  await bench(page, (b) => b.reset());
  await page.reload();
  const { devices } = await bench(page, (b) => b.firstLoad);
  console.log(`-- scale ${scale}: ${devices} devices --`);
  await firstLoads(page, url, `scale ${scale}, samples only`);
  const budget = scale === 100 ? WRITE_BUDGET_MS : undefined;
  report(
    `scale ${scale}: read GET /api/devices/24DC10001 (plumbing)`,
    timing(await samples(() => bench(page, (b) => b.read()))),
  );
  for (const kind of ['create', 'update'] as const) {
    await bench(page, (b) => b.timings());
    const round = await samples(() => bench(page, (b, k) => b.write(k), kind));
    const inside = (await bench(page, (b) => b.timings())).slice(WARMUP);
    report(
      `scale ${scale}: write ${kind === 'create' ? 'POST /api/devices' : 'PUT /api/devices/24DC10001'}`,
      timing(round),
      budget,
    );
    const part = (name: string, values: number[]) =>
      `${name} ${timing(values).p50.toFixed(2)}/${timing(values).p95.toFixed(2)}`;
    console.log(
      `    inside the simulation, p50/p95 ms: ${[
        part(
          'lock+catch-up',
          inside.map((t) => t.lock),
        ),
        part(
          'handler',
          inside.map((t) => t.apply),
        ),
        part(
          'store entry+head',
          inside.map((t) => t.append),
        ),
        part(
          'total',
          inside.map((t) => t.total),
        ),
      ].join(' · ')}`,
    );
  }
  // A compaction (scale 1) runs after the answers: let it finish before the reloads.
  await page.waitForTimeout(1000);
  await firstLoads(page, url, `scale ${scale}, after ${2 * (WARMUP + RUNS)} writes`);
  await bench(page, (b) => b.reset());
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'durable-bench-'));
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await browser?.close().catch(() => {});
      if (server) await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    })());
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    console.error(`durable bench: stopped after ${RUN_LIMIT_MS / 1000} s`);
    void close();
  }, RUN_LIMIT_MS);
  try {
    await build({
      root: pageRoot,
      publicDir,
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    });
    server = await preview({
      root: pageRoot,
      configFile: false,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
    });
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error('durable bench: the preview server has no address');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    console.log(
      `${RUNS} writes of each kind after ${WARMUP} warm-up; ${RELOADS} reloads per first load`,
    );
    for (const scale of [1, 100]) await measure(page, base, scale);
  } catch (error) {
    if (!timedOut) throw error;
  } finally {
    clearTimeout(limit);
    await close();
  }
}

// Run directly: `npx tsx scripts/bench/durable.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
