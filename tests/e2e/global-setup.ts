/**
 * Builds the app once and serves it with `vite preview` for the e2e tests (the same thing
 * `npm start` runs), on a port of its own so a running dev server is left alone.
 *
 * The build runs in the background: setup returns at once, so the other projects' tests start
 * while it builds instead of after it. The e2e files wait for it in `launch()` and `appReady()`
 * (browser.ts), which read what this writes to the status file: `{ ok: true }` once the server
 * answers, or why it did not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

import { runProcess } from '../support/run-process';
import { writeStatus } from '../support/status-file';

const PORT = Number(process.env.E2E_PORT ?? 4179);
const VITE = 'node_modules/vite/bin/vite.js';

/** What the status file holds once the app is served, or could not be. */
export interface AppStatus {
  ok: boolean;
  /** Why not, when not ok. */
  output?: string;
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`e2e: ${url} did not answer within ${ms} ms`);
}

let builder: ChildProcess | undefined;
let server: ChildProcess | undefined;
let dir: string | undefined;

/** Runs `vite build` as `npm start` does; rejects with all it printed if it failed. */
async function buildApp(): Promise<void> {
  // What `npm start` builds: production React. Vitest's NODE_ENV=test would give its
  // development build (slower, and ~60 kB heavier, which the size budgets would measure).
  const build = runProcess(process.execPath, [VITE, 'build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  builder = build.child;
  const { code, output } = await build.ended;
  if (code !== 0) throw new Error(`e2e: the app's build failed (exit ${code}):\n${output}`);
}

async function buildAndServe(statusFile: string): Promise<void> {
  const write = (status: AppStatus) => writeStatus(statusFile, status);
  try {
    await buildApp();
    server = spawn(
      process.execPath,
      [VITE, 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
      {
        stdio: 'ignore',
        env: { ...process.env, PORT: String(PORT) },
      },
    );
    await waitFor(`http://127.0.0.1:${PORT}/`);
    write({ ok: true });
  } catch (error) {
    write({ ok: false, output: error instanceof Error ? error.message : String(error) });
  }
}

export function setup(project: TestProject): void {
  dir = mkdtempSync(join(tmpdir(), 'ee-e2e-'));
  const statusFile = join(dir, 'app.json');
  void buildAndServe(statusFile);
  project.provide('baseUrl', `http://127.0.0.1:${PORT}`);
  project.provide('appStatusFile', statusFile);
}

export function teardown(): void {
  if (builder?.exitCode === null) builder.kill();
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appStatusFile: string;
  }
}
