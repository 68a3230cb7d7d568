/**
 * Live readings in Chromium (issue 19.1): the register's table with its live column, 200 devices
 * on screen, each sent 2 readings a second over the app's own LiveConnection (the socket is a
 * stand-in served in the page: scripts/bench/live-page). Budgets: the main thread's scripting in
 * a task (what runs between two frames) under 16.7 ms at p95, and the heap flat over the run.
 *
 * Scripting is read from a Chrome trace (devtools.timeline) of TRACE_S seconds: for each task on
 * the page's main thread, the time in script (timers, message handlers, microtasks, animation
 * frame callbacks: React's rendering included) not nested in another script event. The heap is
 * the used JS heap after a forced garbage collection, every SAMPLE_S seconds for MINUTES
 * minutes (LIVE_BENCH_MINUTES, default 3; the figure is for 10). LIVE_BENCH_DEBUG=1 prints
 * where the time of each task over a frame went.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type CDPSession } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';

import { percentile, report } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'live-page');

const DEVICES = 200;
const RATE = 2;
const FRAME_MS = 16.7;
const WARMUP_S = 5;
const TRACE_S = 20;
const MINUTES = Number(process.env.LIVE_BENCH_MINUTES ?? 3);
const SAMPLE_S = 30;
/** Heap growth above this over the run (MB per minute) is not flat. */
const HEAP_SLOPE_BUDGET_MB_MIN = 0.5;
const RUN_LIMIT_MS = (MINUTES + 4) * 60_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
}

const SCRIPT = new Set([
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireIdleCallback',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
]);

/** The scripting time (ms) of each main-thread task of the trace that ran any script. */
function scriptingPerTask(events: TraceEvent[]): number[] {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('live bench: no renderer main thread in the trace');
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const scripts = mine.filter((e) => SCRIPT.has(e.name));
  const out: number[] = [];
  let s = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    while (s < scripts.length && scripts[s].ts < task.ts) s++;
    let total = 0;
    let coveredTo = -Infinity;
    for (let i = s; i < scripts.length && scripts[i].ts < end; i++) {
      const e = scripts[i];
      const eEnd = e.ts + e.dur!;
      if (eEnd <= coveredTo) continue; // nested in one counted already
      total += eEnd - Math.max(e.ts, coveredTo);
      coveredTo = eEnd;
    }
    if (total > 0) out.push(total / 1000);
    if (process.env.LIVE_BENCH_DEBUG && total > 16_700) {
      const by = new Map<string, number>();
      for (const e of mine)
        if (e.ts >= task.ts && e.ts < end && e !== task)
          by.set(e.name, (by.get(e.name) ?? 0) + e.dur! / 1000);
      console.log(
        `task ${(task.dur! / 1000).toFixed(1)} ms:`,
        [...by]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([n, d]) => `${n} ${d.toFixed(1)}`)
          .join(', '),
      );
    }
  }
  return out;
}

async function trace(cdp: CDPSession, seconds: number): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1024 / 1024;
}

/** Least-squares slope of y over x. */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const num = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'live-bench-'));
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => {});
    if (server) await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  };
  const limit = setTimeout(() => {
    console.log(`live bench: stopped after ${RUN_LIMIT_MS / 60_000} min`);
    void close();
  }, RUN_LIMIT_MS);
  try {
    await build({
      root: pageRoot,
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      plugins: [react(), tailwindcss()],
      build: { outDir, emptyOutDir: true },
    });
    server = await preview({
      root: pageRoot,
      configFile: false,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
    });
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error('live bench: the preview server has no address');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.goto(`${base}?devices=${DEVICES}&rate=${RATE}`);
    await page.waitForFunction((n) => window.__liveBench.shown() >= n, DEVICES);
    await page.waitForTimeout(WARMUP_S * 1000);
    const cdp = await page.context().newCDPSession(page);

    console.log(
      `\n-- ${DEVICES} devices on screen, ${RATE} readings a second each (${DEVICES * RATE} a second) --`,
    );
    const sentBefore = await page.evaluate(() => ({ ...window.__liveBench.sent }));
    const perTask = scriptingPerTask(await trace(cdp, TRACE_S)).sort((a, b) => a - b);
    const sentAfter = await page.evaluate(() => ({ ...window.__liveBench.sent }));
    report(
      'scripting per task (ms, main thread)',
      { p50: percentile(perTask, 50), p95: percentile(perTask, 95), runs: perTask.length },
      FRAME_MS,
    );
    const over = perTask.filter((t) => t > FRAME_MS).length;
    console.log(
      `    ${perTask.length} tasks with script in ${TRACE_S} s · max ${perTask.at(-1)?.toFixed(1)} ms · over ${FRAME_MS} ms: ${over} · readings sent ${sentAfter.readings - sentBefore.readings} in ${sentAfter.frames - sentBefore.frames} frames`,
    );

    const xs: number[] = [];
    const ys: number[] = [];
    const start = Date.now();
    for (let i = 0; i <= (MINUTES * 60) / SAMPLE_S; i++) {
      if (i > 0) await page.waitForTimeout(start + i * SAMPLE_S * 1000 - Date.now());
      xs.push((Date.now() - start) / 60_000);
      ys.push(await heapMb(cdp));
    }
    const growth = slope(xs, ys);
    const verdict =
      growth <= HEAP_SLOPE_BUDGET_MB_MIN
        ? `ok (budget < ${HEAP_SLOPE_BUDGET_MB_MIN} MB/min)`
        : `GROWING (budget < ${HEAP_SLOPE_BUDGET_MB_MIN} MB/min)`;
    console.log(
      `${'JS heap after GC over'.padEnd(26)} ${MINUTES} min: ${ys[0].toFixed(2)} → ${ys.at(-1)!.toFixed(2)} MB (min ${Math.min(...ys).toFixed(2)}, max ${Math.max(...ys).toFixed(2)}) · slope ${growth.toFixed(3)} MB/min  ${verdict}`,
    );
    console.log(
      `    live cells with a reading: ${await page.evaluate(() => window.__liveBench.shown())} of ${DEVICES}`,
    );
  } finally {
    clearTimeout(limit);
    await close();
  }
}

// Run directly: `npx tsx scripts/bench/live.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
