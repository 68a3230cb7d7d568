/**
 * The device register in Chromium (issue 6): `DeviceListScreen` over the large sample (12,200
 * devices), the list answered by the simulation through MSW's service worker, as in the app.
 * Each interaction is done as a user does it (Playwright's real mouse and keyboard) and timed
 * inside the page from the input event (pointer press; for search, the moment the debounced
 * query fires) to the frame that paints the new rows. Budget: p95 < 100 ms per interaction.
 *
 * The page (scripts/bench/register-page) is built for production with Vite and served by
 * Vite's preview server on 127.0.0.1 (a free port); browser and server are closed at the end
 * whatever happens, and the whole run is bounded (RUN_LIMIT_MS). The query cache keeps no list
 * the screen has left, so every sample asks the simulation (no cached answers).
 *
 * Under each row: where the time goes (p50): press→click and click→URL change, input→request
 * (includes those, then React rendering the new list state, synchronously, with the old rows
 * memoised; the fetch starts in an effect after that commit), the request (the service worker round
 * trip, most of it MSW's plumbing, with the pure list query alone in brackets), the response into
 * the cache, React rendering the new rows (render; rows keep their elements and update in place),
 * and style/layout/paint to the next frame (paint; software raster: --disable-gpu).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';

import type { FirstLoad, From, Sample } from './register-page/main';
import { percentile, report, type Timing } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'register-page');
const publicDir = join(here, '../../public');

const BUDGET_MS = 100;
/** The whole run (build, serve, measure) stops after this, closing what it opened. */
const RUN_LIMIT_MS = 5 * 60_000;
/**
 * Samples per interaction (after warm-up). 24, not fewer: with 12 the p95 is in effect the worst
 * sample, and one missed frame (16.7 ms) decided it.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 24);
const WARMUP = 2;

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
  const pressed = s.some((x) => Number.isFinite(x.click));
  const parts = [
    ...(pressed
      ? [
          `press→click ${ms(p50(s.map((x) => x.click - x.press)))}`,
          `click→URL ${ms(p50(s.map((x) => x.urlChange - x.click)))}`,
        ]
      : []),
    `input→request ${ms(p50(s.map((x) => x.fetchStart - x.start)))}`,
    `request ${ms(p50(s.map((x) => x.fetchEnd - x.fetchStart)))} (query ${ms(p50(row.queries))})`,
    `to cache ${ms(p50(s.map((x) => x.data - x.fetchEnd)))}`,
    `render ${ms(p50(s.map((x) => x.commit - x.data)))}`,
    `paint ${ms(p50(s.map((x) => x.paint - x.commit)))}`,
    `rows drawn ${s[0]?.rows ?? 0}`,
  ];
  console.log(`    ${parts.join(' · ')}`);
}

/** One sample: arm, act, wait for the painted rows; the pure query is timed afterwards, apart. */
async function sample(
  page: Page,
  act: () => Promise<unknown>,
  from: From,
  into: Row,
): Promise<Sample> {
  await page.evaluate(() => window.__registerBench.arm());
  await act();
  const s = await page.evaluate((f) => window.__registerBench.result(f), from);
  into.samples.push(s);
  into.queries.push(await page.evaluate((q) => window.__registerBench.queryMs(q), s.search));
  return s;
}

const reset = (page: Page, search = '') =>
  page.evaluate((q) => window.__registerBench.reset(q), search);

function row(name: string): Row {
  const r: Row = { name, samples: [], queries: [] };
  rows.push(r);
  return r;
}

/** Runs `n` warm-up + RUNS samples of `once`, keeping only the measured ones. */
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

async function measure(page: Page): Promise<void> {
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const header = (label: string) =>
    page
      .locator('table[aria-label="Devices"] thead')
      .getByRole('button', { name: label, exact: true });

  // Warm-up (untimed): the JIT and the collator caches see each kind of request once.
  const warm: Row = { name: 'warm-up', samples: [], queries: [] };
  await reset(page);
  for (let i = 0; i < 10; i++)
    await sample(
      page,
      () => pager.getByRole('button', { name: 'Next page' }).click(),
      'pointer',
      warm,
    );
  for (const label of ['Name', 'Location', 'Next inspection'])
    await sample(page, () => header(label).click(), 'pointer', warm);

  // Paging: next page at each page size (each click a page not seen yet), then last and first.
  for (const size of [10, 25, 50, 100]) {
    const search = size === 10 ? '' : `itemsPerPage=${size}`;
    const next = row(`next page (${size} rows a page)`);
    await reset(page, search);
    let pageNo = 1;
    await repeat(next, async () => {
      if (pageNo > 40) {
        await reset(page, search);
        pageNo = 1;
      }
      await sample(
        page,
        () => pager.getByRole('button', { name: 'Next page' }).click(),
        'pointer',
        next,
      );
      pageNo++;
    });
  }
  const last = row('last page');
  const first = row('first page (from the last)');
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await reset(page, i % 2 ? 'sortBy=name' : '');
    await sample(
      page,
      () => pager.getByRole('button', { name: 'Last page' }).click(),
      'pointer',
      last,
    );
    await sample(
      page,
      () => pager.getByRole('button', { name: 'First page' }).click(),
      'pointer',
      first,
    );
    if (i < WARMUP) [last, first].forEach((r) => (r.samples.pop(), r.queries.pop()));
  }
  print(last);
  print(first);

  // Sorting: each sortable column, both directions (a header click goes to the next direction).
  const sortable = await page
    .locator('table[aria-label="Devices"] thead th[aria-sort] button')
    .allTextContents();
  for (const label of sortable.map((l) => l.trim())) {
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

  // The largest page (100 rows): a sort and a status filter, where the most rows change at once.
  const bigSort = row('sort by Name (100 rows a page)');
  await repeat(bigSort, async (i) => {
    await reset(page, `itemsPerPage=100&page=${(i % 3) + 2}`);
    await sample(page, () => header('Name').click(), 'pointer', bigSort);
  });
  const bigFilter = row('status filter (100 rows a page)');
  await reset(page, 'itemsPerPage=100');
  const bigTrigger = page.getByRole('button', { name: /^Status:/ });
  const bigStatuses = ['In service', 'Standby', 'Maintenance'];
  await repeat(bigFilter, async (i) => {
    await bigTrigger.click();
    const box = page.getByRole('group', { name: 'Status' }).getByRole('checkbox', {
      name: bigStatuses[Math.floor(i / 2) % bigStatuses.length],
      exact: true,
    });
    await box.waitFor();
    await sample(page, () => box.click(), 'pointer', bigFilter);
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Status' }).waitFor({ state: 'detached' });
  });

  // Search: typed (timed from the debounced query firing, and from the keystroke), and set in the
  // URL.
  const terms = ['24DC', 'breaker', 'transformer', '10001', 'cabinet', 'zzz', 'meter', '24'];
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await reset(page);
  const typed = row('search typed (debounced query fires → rows)');
  const keyed: Row = {
    name: 'search typed (last keystroke → rows, incl. 300 ms debounce)',
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
  const direct = row('search set in the URL (?q=…)');
  await repeat(direct, async (i) => {
    const s = await page.evaluate(
      (q) => window.__registerBench.navigate(q),
      `q=${encodeURIComponent(terms[i % terms.length])}&page=${(i % 2) + 1}`,
    );
    direct.samples.push(s);
    direct.queries.push(await page.evaluate((q) => window.__registerBench.queryMs(q), s.search));
  });

  // Status filter (several at once): toggle one status on, then off.
  const statuses = ['In service', 'Fault', 'Standby', 'Maintenance', 'Retired'];
  const statusRow = row('status filter (toggle one status)');
  await reset(page);
  const statusTrigger = page.getByRole('button', { name: /^Status:/ });
  await repeat(statusRow, async (i) => {
    const label = statuses[Math.floor(i / 2) % statuses.length];
    await statusTrigger.click();
    const box = page
      .getByRole('group', { name: 'Status' })
      .getByRole('checkbox', { name: label, exact: true });
    await box.waitFor();
    await sample(page, () => box.click(), 'pointer', statusRow);
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Status' }).waitFor({ state: 'detached' });
  });

  // Type filter (one at a time): pick a type, the next one, …, and "All" now and then.
  const { types } = await page.evaluate(() => window.__registerBench.facts());
  const typeRow = row('type filter (pick a type)');
  await reset(page);
  const typeTrigger = page.getByRole('button', { name: /^Type:/ });
  await repeat(typeRow, async (i) => {
    await typeTrigger.click();
    // Option 0 is "All"; the others are the types in order.
    const option = page
      .getByRole('listbox', { name: 'Type' })
      .getByRole('option')
      .nth(i % 5 === 4 ? 0 : 1 + (i % types.length));
    await option.waitFor();
    await sample(page, () => option.click(), 'pointer', typeRow);
    await page.getByRole('listbox', { name: 'Type' }).waitFor({ state: 'detached' });
  });
}

async function firstLoads(page: Page, base: string, label = ''): Promise<void> {
  const loads: FirstLoad[] = [];
  for (let i = 0; i < 6; i++) {
    if (i === 0) await page.goto(`${base}devices`);
    else await page.reload();
    loads.push(await page.evaluate(() => window.__registerBench.firstLoad));
  }
  const [cold, ...warm] = loads;
  const fmt = (l: FirstLoad) =>
    `script ${ms(l.script)} · worker ${ms(l.worker)} · samples ready ${ms(l.samples)} · first request ${ms(l.fetchStart)}–${ms(l.fetchEnd)} · rows ${ms(l.rows)} · paint ${ms(l.paint)}`;
  console.log(`first load${label}, cold: ${fmt(cold)} ms since navigation`);
  report(
    `first load${label} (reload, navigation → rows painted)`,
    timing(warm.map((l) => l.paint)),
  );
  console.log(`    ${fmt(warm[Math.floor(warm.length / 2)])}`);
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'register-bench-'));
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
    console.error(`devices-register bench: stopped after ${RUN_LIMIT_MS / 1000} s`);
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
    if (!base) throw new Error('devices-register bench: the preview server has no address');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    // The same page over 122 devices first: what the page itself costs (script, MSW, React), which
    // the large sample's first load below adds to. (The sample cache keeps one scale: each first
    // load below starts cold, building and storing its own samples.)
    const small = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await small.addInitScript(() => void (window.__registerBenchScale = 1));
    small.setDefaultTimeout(15_000);
    await firstLoads(small, base, ' of 122 devices');
    await small.close();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(15_000);
    await firstLoads(page, base, ' of 12,200 devices');
    const { devices } = await page.evaluate(() => window.__registerBench.facts());
    console.log(
      `-- ${devices} devices; ${RUNS} samples per interaction; input event → new rows painted --`,
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
        ? `all register interactions within p95 < ${BUDGET_MS} ms`
        : `${over.length} register interaction(s) over budget: ${over.map((r) => r.name).join('; ')}`,
    );
  } catch (error) {
    if (!timedOut) throw error;
  } finally {
    clearTimeout(limit);
    await close();
  }
}

// Run directly: `npx tsx scripts/bench/devices-register.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
