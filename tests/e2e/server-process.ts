/**
 * `npm run server:demo` as a child process for the e2e files of the app on the server: the app
 * built for the server (scripts/server-start.ts --build-only, unless current; one file at a time,
 * as two files may start together) and the API on one port, PGlite in a data folder of the
 * test's. `stop()` sends SIGTERM (the server closes the database), so starting again on the same
 * folder is a restart.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page } from 'playwright';

import { SERVER_APP_DIR } from '../../scripts/server-start';

/** How long the first start may take: it builds the app beside the other e2e build. */
export const FIRST_START_MS = 280_000;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Held while one e2e file builds dist-app-server/ (two files may start at once). */
const BUILD_LOCK = `${SERVER_APP_DIR}.lock`;
/** A lock older than this was left by a run that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

/** Runs `scripts/server-start.ts --build-only` (what `npm run server` builds), one file at a time. */
async function buildOnce(ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      if (Date.now() > end) throw new Error('e2e: waited too long for the server build');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    const child = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/server-start.ts', '--build-only'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, APP_DIR: '' } },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`e2e: the app's build for the server failed:\n${output}`);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

export interface RunningServer {
  url: string;
  /** SIGTERM, and resolves with the exit code once the process ended. */
  stop(): Promise<number | null>;
}

/** Starts the server on `port` over `dataDir` and resolves once /api/health answers 200. */
export async function startServer(
  port: number,
  dataDir: string,
  ms = FIRST_START_MS,
): Promise<RunningServer> {
  const started = Date.now();
  await buildOnce(ms);
  ms -= Date.now() - started;
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/server-start.ts', '--demo'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Built above: served as it is.
        APP_DIR: SERVER_APP_DIR,
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + ms;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return {
          url,
          stop: async () => {
            if (!ended) child.kill('SIGTERM');
            return exited;
          },
        };
    } catch {
      // not up yet
    }
    if (Date.now() > end) {
      child.kill('SIGTERM');
      throw new Error(`e2e: the server did not answer within ${ms} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`e2e: the server stopped while starting:\n${output}`);
}

/** The second user of the e2e files: an administrator made with the documented CLI. */
export const SECOND_ADMIN = { email: 'ops@example.com', password: 'a long passphrase 38' };

/**
 * Adds SECOND_ADMIN to the database in `dataDir` as README "For a team" says
 * (`npm run server:create-admin`). The demo database has one account that may read the register
 * (the client account may not: docs/spec.md §6), so the other user is made this way. Run while
 * the server is stopped: the embedded database is one process's.
 */
export function createSecondAdmin(dataDir: string): void {
  const made = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'server/cli/create-admin.ts',
      SECOND_ADMIN.email,
      'Ada',
      'Lovelace',
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: SECOND_ADMIN.password,
      },
    },
  );
  if (made.status !== 0) throw new Error(`e2e: create-admin failed:\n${made.stdout}${made.stderr}`);
}

/**
 * The demo database (the first start builds the app and seeds it) with SECOND_ADMIN added, and
 * the server running on it again.
 */
export async function startDemoWithTwoAdmins(
  port: number,
  dataDir: string,
): Promise<RunningServer> {
  const first = await startServer(port, dataDir);
  await first.stop();
  createSecondAdmin(dataDir);
  return startServer(port, dataDir, 120_000);
}

/**
 * Signs in through the login form of the app the server serves, landing on `to`: the sign-in
 * call goes to the server (the simulation lets the kit's calls through).
 */
export async function signInOnServer(
  page: Page,
  url: string,
  who: 'admin' | 'second admin',
  to: string,
): Promise<void> {
  const [email, password] =
    who === 'admin' ? ['admin@demo.com', 'admin'] : [SECOND_ADMIN.email, SECOND_ADMIN.password];
  await page.goto(`${url}/login?to=${encodeURIComponent(to)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The simulation (for the sample apps) has taken the page over: the sign-in is not lost in
  // its first reload (tests/e2e/browser.ts, simulationReady).
  await page.waitForFunction(
    () => Boolean(window.__mockApi) && Boolean(navigator.serviceWorker.controller),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const target = new URL(to, url);
  await page.waitForURL((u) => u.pathname === target.pathname && u.search === target.search);
}
