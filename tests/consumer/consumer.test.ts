/**
 * The package as another team meets it (issue 10): the packed tarball installed into a fresh
 * Vite + React 19 host (see global-setup.ts). Types under the strictest settings a team uses,
 * what each import costs in a production build, Node import and server rendering, the README's
 * test snippet under the host's Vitest, and the kit's CSS beside the host's own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { headlessChromium } from '../support/chromium';
import { waitForStatus } from '../support/status-file';
import type { ConsumerContext, ConsumerStatus } from './global-setup';

/** The host app, once global-setup.ts has made it in the background; its error if it could not. */
async function consumerContext(): Promise<ConsumerContext> {
  const status = await waitForStatus<ConsumerStatus>(
    inject('consumerStatusFile'),
    'consumer: the host app (global-setup.ts)',
  );
  if (!status.ok) throw new Error(status.output);
  return status.context;
}
const ctx = await consumerContext();
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(cmd, args, {
    cwd: ctx.app,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
/**
 * A production build of one page (Vitest's NODE_ENV=test would otherwise give React's development
 * build).
 */
const build = (page: string) =>
  run('npx', ['vite', 'build'], { PAGE: page, NODE_ENV: 'production' });
/**
 * A sign-in page on the requester alone (requester, error translation, the login call): 5.8 kB when
 * written.
 */
const SIGN_IN_KB = 8;

/** Gzip kB of the JavaScript a built page loads before anything else (static imports only). */
function pageJsKb(page: string): number {
  build(page);
  const dir = join(ctx.app, 'dist', page);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(walk);
  };
  Object.keys(manifest)
    .filter((k) => manifest[k].isEntry)
    .forEach(walk);
  const bytes = [...seen]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
  return bytes / 1024;
}

/**
 * Whether a package's code is in a built page (its path survives in Rollup's module comments only
 * in dev, so look for a telltale string).
 */
function pageContains(page: string, needle: string): boolean {
  const dir = join(ctx.app, 'dist', page, 'assets');
  return (
    execFileSync('grep', ['-rl', needle, dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim().length > 0 || false
  );
}
const safeContains = (page: string, needle: string) => {
  try {
    return pageContains(page, needle);
  } catch {
    return false; // grep exits 1 when nothing matched
  }
};

describe('the package manifest and tarball', () => {
  test('publint and are-the-types-wrong pass', () => {
    expect(ctx.publint).toMatch(/All good/);
    // attw exited 0 (setup would have thrown); no problem on the resolutions that count (ESM
    // hosts: node16 and bundlers), only on the CommonJS ones the esm-only profile ignores.
    const counted = ctx.attw
      .split('\n')
      .filter((line) => /^(node16 \(from ESM\)|bundler):/.test(line));
    expect(counted.length).toBeGreaterThan(0);
    for (const line of counted) expect(line).toMatch(/🟢/);
  });

  // Issue 10 held the tarball under 350 kB (decimal) when it moved the demo app's sample apps
  // (29 screens with their catalogues, contract and sample data: 655 kB) out of the package. The
  // package has since grown by what its own screens and components do, not by anything only the
  // demo uses: issue 35 (cards on a phone, type-ahead filters, paths whose leaf shows, history in
  // the reader's language, deleted devices kept, three-way merge, tap targets) took it from 354
  // to 382 kB. Cutting the declarations' doc comments to a sentence saved 7 kB and mangling every
  // name 7 more, each at a cost to the teams who read them in their editor and devtools, so the
  // ceiling was 400 kB. Issue 37 split the kit's screens and components into parts (103 new
  // modules in the package's folders, each its own file, with its imports and exports) and added
  // the Table and Page components: 393.1 → 404.8 kB, nothing new for a host to load (each import's
  // cost is held below). Issue 39's work orders (eight calls in the document, four screens, the
  // simulation's orders and their samples, messages in four languages) took it to 485.2 kB,
  // nothing of it loaded by a host that does not import it. Its maintenance plans (seven calls
  // in the document, the plans list, form and device card, the work calendar, the plans' rules,
  // samples and simulation, messages in four languages) took it to 520.4 kB, again nothing a host
  // loads unless it imports it (each import's cost is held below). Issue 40's electrical tests
  // and attachments (eight calls in the document, with multipart and file examples; the test
  // rules and their messages in four languages; the files card) took it to 552.2 kB; the
  // recording form and Tests tab, the reports, the arc-flash study and the import calls (five
  // calls in the document, 306 kB unpacked now; the import's rules; their messages in four
  // languages) to 602.8 kB. The ceiling is 620 kB (docs/performance.md, "Size budgets"); taking
  // size back is issue 42's.
  test('the tarball is under 620 kB packed, and a table-only host installs no msw', () => {
    console.log(
      `tarball ${(ctx.tarballBytes / 1000).toFixed(1)} kB packed; table-only host: ${ctx.tableOnly.packages} packages, ${(ctx.tableOnly.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(ctx.tarballBytes).toBeLessThan(620_000);
    expect(ctx.tableOnly.hasMsw).toBe(false);
  });
});

describe('a host app', () => {
  test('type-checks the README examples with strict and exactOptionalPropertyTypes', () => {
    expect(() => run('npx', ['tsc', '-p', 'tsconfig.json'])).not.toThrow();
  });

  test('pays for what it imports (gzip JS over React + ReactDOM, production build)', () => {
    const base = pageJsKb('baseline');
    const cost = (page: string) => pageJsKb(page) - base;
    const button = cost('button');
    const table = cost('table');
    const screen = cost('device-list');
    const signIn = cost('sign-in');
    console.log(
      `over React + ReactDOM (${base.toFixed(1)} kB): Button ${button.toFixed(1)} kB, DataTable + Pagination ${table.toFixed(1)} kB, DeviceListScreen with providers ${screen.toFixed(1)} kB, sign-in with RequesterProvider ${signIn.toFixed(1)} kB`,
    );
    expect(button).toBeLessThanOrEqual(6);
    // RequesterProvider is for a page that only posts: no TanStack Query comes with it.
    expect(safeContains('sign-in', 'refetchOnWindowFocus')).toBe(false);
    expect(signIn).toBeLessThanOrEqual(SIGN_IN_KB);
    // Issue 10 said 45 kB. Issue 35.17 draws each row as a card on a phone: the cards load only
    // there (a lazy chunk), but the switch (a media query), the loader and Vite's preload helper
    // for it are in every table's page: +1.9 kB, so 47. Stop 50's merges measured 47.03: 48.
    expect(table).toBeLessThanOrEqual(48);
    expect(screen).toBeLessThanOrEqual(150);
    // No map, no charts, no simulation in a register.
    expect(safeContains('device-list', 'leaflet')).toBe(false);
    expect(safeContains('device-list', 'recharts')).toBe(false);
    expect(safeContains('device-list', 'mockServiceWorker')).toBe(false);
  });

  test('imports the package in plain Node and renders it to a string', () => {
    const results = JSON.parse(run('node', ['ssr.mjs'])) as Record<string, number | string>;
    for (const [name, result] of Object.entries(results))
      expect(typeof result === 'number' ? 'ok' : `${name}: ${result}`).toBe('ok');
    expect(results.DeviceListScreenFr).toEqual(expect.any(Number));
  });

  test("runs the README's test snippet under its own Vitest", () => {
    const out = run('npx', ['vitest', 'run', '--root', '.', 'src/readme.test.ts']);
    expect(out).toMatch(/1 passed|passed/);
  });
});

describe("the kit's CSS beside the host's", () => {
  let browser: Browser;
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    for (const page of ['css-host', 'css-kit']) build(page);
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.woff2': 'font/woff2',
      '.woff': 'font/woff',
    };
    server = createServer((req, res) => {
      const file = join(ctx.app, 'dist', decodeURIComponent((req.url ?? '/').split('?')[0]));
      if (!existsSync(file)) return void res.writeHead(404).end();
      res
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await chromium.launch({
      executablePath: headlessChromium(),
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  const HOST_PROPS = [
    'font-size',
    'font-family',
    'line-height',
    'color',
    'background-color',
    'margin-top',
    'padding-top',
    'border-top-width',
    'border-radius',
    'list-style-type',
    'display',
  ];
  async function hostStyles(page: string) {
    const tab = await browser.newPage({ colorScheme: 'light' });
    // Vite builds with the base '/', so assets resolve from the server root: serve each page's
    // folder.
    await tab.goto(`${origin}/${page}/pages/${page}.html`);
    await tab.waitForSelector('#host');
    const styles = await tab.evaluate((props) => {
      const pick = (el: Element | null) =>
        el
          ? Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]))
          : null;
      return {
        html: pick(document.documentElement),
        body: pick(document.body),
        h1: pick(document.getElementById('host-h1')),
        utility: pick(document.getElementById('host-3xl')),
        button: pick(document.getElementById('host-button')),
        link: pick(document.getElementById('host-link')),
        list: pick(document.getElementById('host-list')),
      };
    }, HOST_PROPS);
    return { tab, styles };
  }

  test("leaves the host's own elements and its Tailwind as they were", async () => {
    const alone = await hostStyles('css-host');
    const beside = await hostStyles('css-kit');
    expect(alone.styles.utility?.['font-size']).toBe('30px'); // the host's text-3xl at its 16 px root
    expect(beside.styles).toEqual(alone.styles);
    await alone.tab.close();
    await beside.tab.close();
  });

  test("keeps the kit's primary button and current page readable under the host's element rules", async () => {
    const { tab } = await hostStyles('css-kit');
    const primary = await tab.evaluate(() => {
      const el = document.getElementById('kit-primary')!;
      const cs = getComputedStyle(el);
      return { bg: cs.backgroundColor, color: cs.color };
    });
    expect(primary).toEqual({ bg: 'rgb(103, 93, 216)', color: 'rgb(255, 255, 255)' });
    const current = await tab.evaluate(() => {
      const el = document.querySelector('#kit [aria-current="page"]')!;
      const cs = getComputedStyle(el);
      return { bg: cs.backgroundColor, color: cs.color };
    });
    expect(current).toEqual({ bg: 'rgb(103, 93, 216)', color: 'rgb(255, 255, 255)' });
    await tab.close();
  });
});
