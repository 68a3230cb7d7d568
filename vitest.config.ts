import { readdirSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { SRC_ALIAS } from './build/src-alias.ts';
import { FULL_CHROMIUM } from './tests/support/chromium.ts';

/**
 * The kit's API test files (tests/unit, `call()` of tests/unit/support/mock-server.ts) that run a
 * second time against the server (`server/`) in the `contract-server` project: one suite, two
 * targets (docs/server.md). A file joins when the server answers the calls it makes; within a
 * file, `needs()` skips a test on the server while server/NOT-YET.md lists an operation it calls.
 */
const CONTRACT_SERVER_FILES = [
  'api-device-types',
  'api-device-locations',
  'api-devices',
  'api-devices-deleted',
  'api-versions',
  'api-strict-bodies',
  'api-security',
  'api-ingest',
  'api-work-orders',
  'api-maintenance-plans',
  'api-attachments',
  'api-test-results',
  'api-arc-flash',
  'api-imports',
];

/**
 * One runner, eight projects:
 * - static: the typecheck and the linter, started with the run
 * - unit: Node (query rules, handlers over msw/node, settings rules)
 * - server: server/ over an in-memory PGlite per file
 * - contract-server: the kit's API tests of CONTRACT_SERVER_FILES again, against server/
 * - storybook-kit and storybook-apps: every story as a test in Debian's Chromium, split in two
 *   halves run side by side (below): play function, axe, and a pixel baseline (see
 *   .storybook/vitest.setup.ts)
 * - browser: component tests that are not stories
 * - consumer: the packed package installed into a fresh host app (types, bundle budgets, Node
 *   import and server rendering, the README's test snippet, CSS beside the host's)
 * - e2e: the built app driven by Playwright in Chromium
 * Chromium comes from Debian (`apt-get install chromium`); nothing downloads a browser.
 */
// The full Chromium the pixel baselines were drawn with (e2e picks its own:
// tests/support/chromium.ts).
const executablePath = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
const chromium = playwright({
  // Reduced motion: CSS animations and chart tweens stop, so pixels are the same every run.
  contextOptions: { reducedMotion: 'reduce' },
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
    ],
  },
});
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: chromium,
  // Named instances: two browser projects must not both be called "… (chromium)".
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
  viewport: { width: 1200, height: 900 },
  // Vitest waits 60 s for a browser project's page to connect; on a 2-core machine under load 8
  // one project's page took longer and every file of it went unrun (an "unhandled error").
  connectTimeout: 300_000,
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // threshold 0: a colour one step off (#675dd8 → #665cd7, ~1,700 pixels on the Button
      // stories) must fail. A few dozen pixels may differ between runs: software rasterising of
      // small SVG icons varies by a shade at the edges, and under a full run's load a chart's
      // tick label once came out a subpixel apart (41 pixels, the readings stories).
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: 64 },
    },
  },
});

// Pre-bundle every browser dependency up front (both browser projects): one discovered mid-run
// makes Vite reload and fails whole test files at import, or loads a second React.
const browserDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react/jsx-runtime',
    'msw',
    'msw/browser',
    'react-router',
    'react-i18next',
    'i18next',
    '@tanstack/react-query',
    '@tanstack/react-table',
    '@tanstack/react-virtual',
    '@tabler/icons-react',
    'class-variance-authority',
    'clsx',
    'tailwind-merge',
    'leaflet',
    'qrcode.react',
    'recharts',
    'sonner',
    'react-day-picker',
    'cmdk',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'zod',
    'react-dropzone',
    'js-cookie',
    'dompurify',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    '@radix-ui/react-tooltip',
    '@radix-ui/react-dropdown-menu',
    '@radix-ui/react-popover',
    '@radix-ui/react-select',
    '@radix-ui/react-checkbox',
    '@radix-ui/react-switch',
    '@radix-ui/react-radio-group',
    '@radix-ui/react-progress',
    '@radix-ui/react-avatar',
    // The sample apps' libraries (issues 15–18): accordion, rich text, calendar, PDF, flags, video.
    '@radix-ui/react-accordion',
    '@tiptap/react',
    '@tiptap/starter-kit',
    '@tiptap/extensions',
    '@tiptap/pm/state',
    '@fullcalendar/react',
    '@fullcalendar/core',
    '@fullcalendar/daygrid',
    '@fullcalendar/timegrid',
    '@fullcalendar/list',
    '@fullcalendar/interaction',
    '@fullcalendar/core/locales/ar',
    '@fullcalendar/core/locales/fr',
    '@fullcalendar/core/locales/zh-cn',
    'jspdf',
    // The register's XLSX writer, loaded on the export's click.
    'write-excel-file/universal',
    'country-flag-icons/react/3x2',
    'media-chrome/react',
    // The preview's viewport sizes (.storybook/preview.tsx).
    'storybook/viewport',
  ],
};

/**
 * The stories run as two projects, each in its own Chromium, beside each other: a browser runs
 * story files one after another (its iframes share one main thread, so a second worker in it was
 * no faster), and one story page kept only ~1.2 of the CI's 2 cores busy. storybook-apps takes
 * these screen folders (e-commerce, e-mail, invoice, pages, users, academy, roles, login, and
 * home), storybook-kit the rest (components, device screens, calendar, chat, logistics); a new
 * folder runs with the rest. The split is by time, not by kind: in four fresh-clone runs the kit
 * half took 378–418 s of story time and the apps half 350–398 s, so home (~11 s) moved over and
 * neither half waits long for the other at the end.
 */
const SAMPLE_APP_FOLDERS = [
  'ecommerce',
  'email',
  'invoice',
  'pages',
  'users',
  'academy',
  'roles',
  'auth',
  'home',
];

/** Globs of everything under stories/ outside stories/screens/<folder> for the given folders. */
function storiesOutside(folders: readonly string[]): string[] {
  const glob = (path: string, dir: boolean) => (dir ? `${path}/**` : path);
  // Read beside this file, whatever directory vitest was started from.
  const list = (dir: string) =>
    readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true });
  return list('stories').flatMap((entry) =>
    entry.name === 'screens' && entry.isDirectory()
      ? list('stories/screens')
          .filter((screen) => !folders.includes(screen.name))
          .map((screen) => glob(`stories/screens/${screen.name}`, screen.isDirectory()))
      : [glob(`stories/${entry.name}`, entry.isDirectory())],
  );
}

/** A project running the story files not matched by `exclude` (see above). */
function storybookProject(name: string, exclude: string[]) {
  return {
    resolve: { alias: SRC_ALIAS },
    plugins: [
      storybookTest({ configDir: '.storybook' }),
      tailwindcss(),
      // Each project its own pre-bundled dependencies: the Storybook plugin would give both the
      // one cache folder, where two dev servers optimising at once (a fresh clone) could each
      // replace what the other's page is loading.
      {
        name: 'ee-story-deps-cache',
        config: () => ({ cacheDir: `node_modules/.cache/sb-vitest/${name}` }),
      },
    ],
    optimizeDeps: browserDeps,
    test: {
      name,
      browser: browser(name),
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The Storybook plugin sets the files (main.ts's globs) and keeps these exclusions.
      exclude: ['**/node_modules/**', ...exclude],
      testTimeout: 30_000,
      // Story files share one page instead of a fresh iframe each: loading the preview (i18n,
      // the simulation's worker, styles) for each of ~95 files cost ~1.5 s a file, and the
      // first stories of a file ran cold (the 56 component files: 203 → 92 s). Every story
      // still starts clean: Storybook unmounts the last one, and the preview's loaders reset
      // the clock, the sample database and the query cache.
      isolate: false,
      // No retry here: a retried toMatchScreenshot passes against its own first capture,
      // which would hide a real pixel change.
    },
  };
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/reporters/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias: SRC_ALIAS },
        // The typecheck and the linter, started by its setup when the run starts.
        test: {
          name: 'static',
          environment: 'node',
          include: ['tests/static/**/*.test.ts'],
          globalSetup: ['tests/static/global-setup.ts'],
          testTimeout: 300_000,
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Property tests run thousands of cases; beside the browser projects on 2 cores they
          // can take several times their quiet-machine time.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          // The server (server/) over an in-memory PGlite per file, driven by fastify.inject().
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PGlite starts in a few seconds (WebAssembly); beside the browser projects on a loaded
          // 2-core machine a start with its seed took over a minute.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          // The kit's API tests again, their `call()` answered by the server (mock-server.ts).
          name: 'contract-server',
          environment: 'node',
          include: CONTRACT_SERVER_FILES.map((file) => `tests/unit/${file}.test.ts`),
          env: { KIT_API_TARGET: 'server' },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      storybookProject(
        'storybook-kit',
        SAMPLE_APP_FOLDERS.map((folder) => `stories/screens/${folder}/**`),
      ),
      storybookProject('storybook-apps', storiesOutside(SAMPLE_APP_FOLDERS)),
      {
        resolve: { alias: SRC_ALIAS },
        plugins: [react(), tailwindcss()],
        optimizeDeps: browserDeps,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          browser: browser('browser'),
          // A test of several clicks and polls once took over 30 s at the run's start, when the
          // typecheck, lint, Prettier and the server's PGlite start beside both story projects
          // (data-table-parts' sort cycle: 1.2 s alone). What never happens still fails.
          testTimeout: 60_000,
          // expect.poll's 1 s is too short beside the storybook project on the CI's 2 cores (a
          // mock answer and a render took longer there); what never happens still fails.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          // The packed package in a fresh host app (tests/consumer/global-setup.ts).
          name: 'consumer',
          environment: 'node',
          include: ['tests/consumer/**/*.test.ts'],
          globalSetup: ['tests/consumer/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Twice the longest single wait (tests/e2e/browser.ts ACTION_TIMEOUT).
          testTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          // The first file's launch() waits for the app's build (global-setup.ts), beside the other
          // projects.
          hookTimeout: 300_000,
          // No retry: a test that passes only on its second try hides a defect (npm run
          // test:flaky runs the browser projects three times, once on a busy machine).
          // After the other projects, two files at a time. Beside Storybook the two browser
          // projects only slowed each other: the CI's 2 cores were ~95 % busy and the run took as
          // long as one after the other (~1,160 s). The two story projects and the Node projects
          // keep both cores busy first; then e2e, two files at once, keeps both busy (alone:
          // 563 s one file at a time, 447 s two, 339 s two in the headless shell that browser.ts
          // launches). Each file launches its own browser and contexts on the one preview server,
          // so files share nothing.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
