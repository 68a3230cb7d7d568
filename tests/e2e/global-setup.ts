/**
 * Builds the app once and serves it with `vite preview` for the e2e tests (the same thing
 * `npm start` runs), on a port of its own so a running dev server is left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4179);

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

let server: ChildProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  // What `npm start` builds: production React. Vitest's NODE_ENV=test would give its development
  // build (slower, and ~60 kB heavier, which the size budgets would measure).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT) },
  });
  await waitFor(`http://127.0.0.1:${PORT}/`);
  project.provide('baseUrl', `http://127.0.0.1:${PORT}`);
}

export async function teardown(): Promise<void> {
  server?.kill();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
