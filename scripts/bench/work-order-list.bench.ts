/**
 * The work order list in Chromium (issue 39: "the register at 12,200 devices with ~50,000 orders:
 * the work order list's interactions stay under 100 ms p95"): `WorkOrderListScreen` for the
 * admin over the large sample (scale 100: 12,200 devices, ~46,000 orders), answered by the
 * simulation through MSW's service worker, as in the app. The page is the register bench's
 * (scripts/bench/register-page, its work order mode); each interaction is done as a user does it
 * (Playwright's real mouse and keyboard) and timed inside the page from the input event (pointer
 * press; a selected page size's input event; for search, the moment the debounced query fires)
 * to the frame that paints the new rows. Budget: p95 < 100 ms per interaction.
 *
 * Under each row, where the time goes (p50), as the register bench prints it: input→request, the
 * request (the service worker round trip, the pure list query alone in brackets), into the cache,
 * React's render and the paint. `npm run bench:work-order-list`; BENCH_RUNS changes the samples.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';

import type { From, Sample } from './register-page/main';
import { percentile, report, type Timing } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'register-page');
const publicDir = join(here, '../../public');

const BUDGET_MS = 100;
/** The whole run (build, serve, measure) stops after this, closing what it opened. */
const RUN_LIMIT_MS = 12 * 60_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
/** First loads build the ~46,000 orders each time (seconds): fewer of them. */
const FIRST_LOADS = 6;

function timing(samples: number[]): Timing {
  const sorted = samples.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
}
const p50 = (values: number[]) => timing(values).p50;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

interface Row {
  name: string;
  samples: Sample[];
  queries: number[];
}
const rows: Row[] = [];

function print(row: Row): void {
  const s = row.samples;
  report(row.name, timing(s.map((x) => x.paint - x.start)), BUDGET_MS);
  const parts = [
    `input→request ${ms(p50(s.map((x) => x.fetchStart - x.start)))}`,
    `request ${ms(p50(s.map((x) => x.fetchEnd - x.fetchStart)))} (query ${ms(p50(row.queries))})`,
    `to cache ${ms(p50(s.map((x) => x.data - x.fetchEnd)))}`,
    `render ${ms(p50(s.map((x) => x.commit - x.data)))}`,
    `paint ${ms(p50(s.map((x) => x.paint - x.commit)))}`,
    `rows drawn ${s[0]?.rows ?? 0}`,
  ];
  console.log(`    ${parts.join(' · ')}`);
}

function row(name: string): Row {
  const r: Row = { name, samples: [], queries: [] };
  rows.push(r);
  return r;
}

/** One sample: arm, act, wait for the painted rows; the pure query is timed afterwards, apart. */
async function sample(page: Page, act: () => Promise<unknown>, from: From, into: Row) {
  await page.evaluate(() => window.__registerBench.arm());
  await act();
  const s = await page.evaluate((f) => window.__registerBench.result(f), from);
  into.samples.push(s);
  into.queries.push(await page.evaluate((q) => window.__registerBench.queryMs(q), s.search));
  return s;
}

const reset = (page: Page, search = '') =>
  page.evaluate((q) => window.__registerBench.reset(q), search);

/** Runs WARMUP + RUNS samples of `once`, keeping only the measured ones. */
async function repeat(r: Row, once: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const before = r.samples.length;
    await once(i);
    if (i < WARMUP) {
      r.samples.splice(before);
      r.queries.splice(before);
    }
  }
  print(r);
}

/** A filter of several choices: open it, tick one (each run the next), close it. */
async function checklist(page: Page, label: string, choices: string[]): Promise<void> {
  const r = row(`${label.toLowerCase()} filter (toggle one)`);
  await reset(page);
  const trigger = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await repeat(r, async (i) => {
    await trigger.click();
    const box = page
      .getByRole('group', { name: label })
      .getByRole('checkbox', { name: choices[Math.floor(i / 2) % choices.length], exact: true });
    await box.waitFor();
    await sample(page, () => box.click(), 'pointer', r);
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: label }).waitFor({ state: 'detached' });
  });
}

/** A filter of one choice: open it, pick the next option ("All" now and then). */
async function listbox(page: Page, label: string): Promise<void> {
  const r = row(`${label.toLowerCase()} filter (pick one)`);
  await reset(page);
  const trigger = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await repeat(r, async (i) => {
    await trigger.click();
    const options = page.getByRole('listbox', { name: label }).getByRole('option');
    await options.first().waitFor();
    const count = Math.min(await options.count(), 8);
    // Option 0 is "All"; a pick of the option already chosen asks nothing: never twice in a row.
    const pick = i % 4 === 3 ? 0 : 1 + (i % (count - 1));
    await sample(page, () => options.nth(pick).click(), 'pointer', r);
    await page.getByRole('listbox', { name: label }).waitFor({ state: 'detached' });
    if (pick === 0) await reset(page);
  });
}

async function measure(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const table = page.locator('table[aria-label="Work orders"]');
  const header = (label: string) =>
    table.locator('thead').getByRole('button', { name: label, exact: true });

  // Warm-up (untimed): the JIT and the collator caches see each kind of request once.
  const warm: Row = { name: 'warm-up', samples: [], queries: [] };
  await reset(page);
  for (let i = 0; i < 5; i++)
    await sample(
      page,
      () => pager.getByRole('button', { name: 'Next page' }).click(),
      'pointer',
      warm,
    );

  const next = row('next page (10 rows a page)');
  await reset(page);
  await repeat(next, async (i) => {
    if (i % 30 === 29) await reset(page);
    await sample(
      page,
      () => pager.getByRole('button', { name: 'Next page' }).click(),
      'pointer',
      next,
    );
  });

  const size = row('page size (10 → 25 → 50 → 100 → 10)');
  await reset(page);
  const sizes = ['25', '50', '100', '10'];
  await repeat(size, async (i) => {
    await sample(
      page,
      () => page.getByLabel('Rows per page').selectOption(sizes[i % sizes.length]),
      'input',
      size,
    );
  });

  // Sorting: each sortable column, both directions (a header click goes to the next direction).
  const sortable = (await table.locator('thead th[aria-sort] button').allTextContents()).map((l) =>
    l.trim(),
  );
  for (const label of sortable) {
    const byDir = new Map<string, Row>();
    for (let i = 0; i < WARMUP + RUNS; i++) {
      await reset(page, i % 2 ? 'page=3' : '');
      for (let click = 0; click < 2; click++) {
        const scratch: Row = { name: '', samples: [], queries: [] };
        const s = await sample(page, () => header(label).click(), 'pointer', scratch);
        const dir = (await header(label).locator('xpath=..').getAttribute('aria-sort')) ?? '?';
        const name = `sort by ${label} (${dir})`;
        const r = byDir.get(name) ?? { name, samples: [], queries: [] };
        byDir.set(name, r);
        if (i >= WARMUP) {
          r.samples.push(s);
          r.queries.push(scratch.queries[0]);
        }
      }
    }
    for (const r of byDir.values()) {
      rows.push(r);
      print(r);
    }
  }

  // Search: typed (timed from the debounced query firing, and from the keystroke).
  const terms = [
    '24DC1',
    'transformer',
    'relay',
    'WO-2026-0004',
    'infrared scan',
    'zzz',
    'breaker',
  ];
  const search = page.getByRole('searchbox', { name: 'Search number, title or device' });
  await reset(page);
  const typed = row('search typed (debounced query fires → rows)');
  const keyed: Row = {
    name: 'search typed (last keystroke → rows, incl. the debounce)',
    samples: [],
    queries: [],
  };
  await repeat(typed, async (i) => {
    const s = await sample(page, () => search.fill(terms[i % terms.length]), 'url', typed);
    if (i >= WARMUP) {
      keyed.samples.push({ ...s, start: s.lastInput });
      keyed.queries.push(typed.queries[typed.queries.length - 1]);
    }
  });
  rows.push(keyed);
  report(keyed.name, timing(keyed.samples.map((x) => x.paint - x.start)));

  await checklist(page, 'Status', ['Open', 'In progress', 'On hold', 'Done', 'Requested']);
  await checklist(page, 'Priority', ['Urgent', 'High', 'Medium', 'Low']);
  await checklist(page, 'Kind', ['Inspection', 'Preventive', 'Corrective', 'Test']);
  for (const label of ['Assignee', 'Location', 'Due']) await listbox(page, label);

  // Clear: from a search and two filters back to the whole list.
  const clear = row('clear filters (search, status, priority → none)');
  await repeat(clear, async (i) => {
    await reset(page, `q=${i % 2 ? 'relay' : 'scan'}&status=open&priority=high`);
    await sample(
      page,
      () => page.getByRole('button', { name: 'Clear all', exact: true }).click(),
      'pointer',
      clear,
    );
  });
}

async function firstLoads(page: Page, base: string): Promise<void> {
  const loads: number[] = [];
  for (let i = 0; i < FIRST_LOADS; i++) {
    if (i === 0) await page.goto(`${base}work-orders`);
    else await page.reload();
    loads.push((await page.evaluate(() => window.__registerBench.firstLoad)).paint);
  }
  console.log(`first load, cold: rows painted ${ms(loads[0])} ms since navigation`);
  report('first load (reload, navigation → first rows painted)', timing(loads.slice(1)));
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'work-order-list-bench-'));
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
    console.error(`work-order-list bench: stopped after ${RUN_LIMIT_MS / 1000} s`);
    void close();
  }, RUN_LIMIT_MS);
  try {
    await build({
      root: pageRoot,
      publicDir,
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      plugins: [react(), tailwindcss()],
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
    if (!base) throw new Error('work-order-list bench: the preview server has no address');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => void (window.__registerBenchScreen = 'work-orders'));
    page.setDefaultTimeout(20_000);
    await firstLoads(page, base);
    const { devices, workOrders } = await page.evaluate(() => window.__registerBench.facts());
    console.log(
      `-- ${devices} devices, ${workOrders} work orders; ${RUNS} samples per interaction; input event → new rows painted --`,
    );
    await measure(page);
    const over = rows.filter(
      (r) =>
        r.samples.length &&
        timing(r.samples.map((x) => x.paint - x.start)).p95 > BUDGET_MS &&
        !r.name.includes('keystroke'),
    );
    console.log(
      over.length === 0
        ? `all work order list interactions within p95 < ${BUDGET_MS} ms`
        : `${over.length} work order list interaction(s) over budget: ${over.map((r) => r.name).join('; ')}`,
    );
  } catch (error) {
    if (!timedOut) throw error;
  } finally {
    clearTimeout(limit);
    await close();
  }
}

// Run directly: `npx tsx scripts/bench/work-order-list.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
