/**
 * The consumer check's setup: build the package, pack it as npm would publish it, check the
 * manifest (publint, are-the-types-wrong), and install the tarball into a fresh host app made
 * from `fixture/` in a temporary folder, from the npm cache only (`npm ci --offline` of a lock
 * cut from ours, see host-lock.ts: the cache that our `npm ci` filled holds every package of it,
 * so nothing is downloaded).
 *
 * Two installs, as two kinds of host: first the tarball with its required peers only (a team
 * that only wants the table: its footprint is measured, and msw must not be in it), then the
 * tools and optional peers the rest of the checks use.
 *
 * All of it runs in the background (child processes): setup returns at once, so the other
 * projects' tests start meanwhile instead of after it. consumer.test.ts waits for the context
 * this writes to the status file, or for why it could not be made.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

import { runProcess } from '../support/run-process';
import { writeStatus } from '../support/status-file';
import { hostLock, type HostPackage } from './host-lock';

const ROOT = resolve(import.meta.dirname, '../..');

const REQUIRED_PEERS = [
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];
const TOOLS = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  'vitest',
  '@types/react',
  '@types/react-dom',
  'tailwindcss',
  '@tailwindcss/vite',
  'zod',
  'msw',
];

/**
 * Runs a command; resolves with what it wrote to stdout, rejects with all it printed if it failed.
 */
async function run(cmd: string, args: string[], cwd: string): Promise<string> {
  const env = {
    ...process.env,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  const { code, stdout, output } = await runProcess(cmd, args, { cwd, env }).ended;
  if (code !== 0)
    throw new Error(`consumer: ${cmd} ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return stdout;
}

/**
 * Code blocks of README.md marked `<!-- consumer: path -->`, written into the host app as files.
 */
export function readmeSnippets(): Record<string, string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of readme.matchAll(/<!-- consumer: (\S+) -->\s*```\w*\n([\s\S]*?)```/g))
    out[m[1]] = m[2];
  return out;
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += dirSize(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

export interface ConsumerContext {
  app: string;
  tarball: string;
  tarballBytes: number;
  tableOnly: { packages: number; bytes: number; hasMsw: boolean };
  publint: string;
  attw: string;
}

/** What the status file holds: the context, or why it could not be made. */
export type ConsumerStatus = { ok: true; context: ConsumerContext } | { ok: false; output: string };

let app: string | undefined;
let statusDir: string | undefined;

export function setup(project: TestProject): void {
  statusDir = mkdtempSync(join(tmpdir(), 'ee-consumer-'));
  const statusFile = join(statusDir, 'consumer.json');
  const write = (status: ConsumerStatus) => writeStatus(statusFile, status);
  void prepare().then(
    (context) => write({ ok: true, context }),
    (error: unknown) =>
      write({ ok: false, output: error instanceof Error ? error.message : String(error) }),
  );
  project.provide('consumerStatusFile', statusFile);
}

async function prepare(): Promise<ConsumerContext> {
  await run('npm', ['run', 'build:lib', '--silent'], ROOT);
  const packDir = mkdtempSync(join(tmpdir(), 'ee-pack-'));
  const packed = JSON.parse(
    await run('npm', ['pack', '--json', '--pack-destination', packDir], ROOT),
  ) as Array<{ filename: string; size: number }>;
  const tarball = join(packDir, packed[0].filename);
  const publint = await run('npx', ['publint', '--strict'], ROOT);
  const attw = await run(
    'npx',
    [
      'attw',
      tarball,
      '--profile',
      'esm-only',
      '--exclude-entrypoints',
      './styles.css',
      './base.css',
      './fonts.css',
      './openapi.json',
      '--format',
      'ascii',
    ],
    ROOT,
  );

  app = mkdtempSync(join(tmpdir(), 'ee-host-'));
  cpSync(join(ROOT, 'tests/consumer/fixture'), app, { recursive: true });
  for (const [file, code] of Object.entries(readmeSnippets())) writeFileSync(join(app, file), code);
  const kit: HostPackage = {
    tarball,
    manifest: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')),
  };
  const install = async (devDeps: string[]) => {
    const { manifest, lock } = hostLock(
      join(ROOT, 'package-lock.json'),
      kit,
      REQUIRED_PEERS,
      devDeps,
    );
    writeFileSync(join(app!, 'package.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(join(app!, 'package-lock.json'), JSON.stringify(lock, null, 2));
    await run('npm', ['ci', '--offline', '--ignore-scripts'], app!);
  };

  await install([]);
  const tableOnly = {
    packages: (await run('npm', ['ls', '--all', '--parseable'], app)).trim().split('\n').length - 1,
    bytes: dirSize(join(app, 'node_modules')),
    hasMsw: existsSync(join(app, 'node_modules/msw')),
  };
  await install(TOOLS);
  return { app, tarball, tarballBytes: packed[0].size, tableOnly, publint, attw };
}

export async function teardown(): Promise<void> {
  if (app && !process.env.KEEP_CONSUMER_APP) rmSync(app, { recursive: true, force: true });
  if (statusDir) rmSync(statusDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    consumerStatusFile: string;
  }
}
