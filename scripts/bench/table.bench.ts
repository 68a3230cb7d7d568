/**
 * DataTable in Chromium (issue 5): client-side sort of 10,000 rows (budget < 100 ms for one
 * interaction), global text filter over them (< 50 ms), and first render of 10,000
 * virtualised rows (< 100 ms). The page (scripts/bench/table-page) is built for production
 * with Vite and served by Vite's preview server; each sample is timed inside the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';

import { percentile, report, type Timing } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const pageRoot = join(here, 'table-page');

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'table-bench-'));
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    root: pageRoot,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url!);
    await page.waitForFunction(() => typeof window.__bench?.sortOnce === 'function');

    // First render: a fresh root each time.
    const mounts: number[] = [];
    for (let i = 0; i < 25; i++) mounts.push(await page.evaluate(() => window.__bench.mount()));
    const shown = await page.evaluate(() => window.__bench.rowsShown());
    report(`first render, 10k rows virtualised (${shown} in DOM)`, timing(mounts.slice(5)), 100);

    const sorts: number[] = [];
    for (let i = 0; i < 45; i++) sorts.push(await page.evaluate(() => window.__bench.sortOnce()));
    report('sort 10k rows (header click → commit)', timing(sorts.slice(5)), 100);

    const queries = ['lyon', 'meter', 'a', 'berlin mitte', 'zzz', 'dev-0', 'relay', ''];
    const filters: number[] = [];
    for (let i = 0; i < 48; i++) {
      const q = queries[i % queries.length];
      filters.push(await page.evaluate((text) => window.__bench.filterOnce(text), q));
    }
    report('filter 10k rows (global text → commit)', timing(filters.slice(8)), 50);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx scripts/bench/table.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
