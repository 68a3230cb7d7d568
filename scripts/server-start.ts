/**
 * `npm run server`: the app and the API on one origin (docs/server.md, "The app on the server").
 * Builds the app for the server (VITE_API_SERVER=1: the kit's calls and the live socket go to the
 * server, the simulation answers only the sample apps) into dist-app-server/, unless a build of
 * it is newer than every file it is made from, then starts the server (server/main.ts) with
 * APP_DIR pointing at it. Arguments (`--demo`) and the server's variables pass through. APP_DIR
 * set already: that build is served as it is (a deployment that built it elsewhere).
 * `--build-only`: build if needed, and stop there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_APP_DIR = join(ROOT, 'dist-app-server');
/** Written after a build that succeeded: when it started (ms). */
const STAMP = '.built-at';
/** What the app's build is made from. */
const INPUTS = [
  'app',
  'src',
  'public',
  'build',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The newest modification time (ms) under `path`. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) => Math.max(latest, newest(join(path, name))),
    stat.mtimeMs,
  );
}

/** Whether dist-app-server/ holds a build started after the last change to its inputs. */
export function buildIsCurrent(dir = SERVER_APP_DIR): boolean {
  const stamp = join(dir, STAMP);
  if (!existsSync(stamp) || !existsSync(join(dir, 'index.html'))) return false;
  const builtAt = Number(readFileSync(stamp, 'utf8'));
  return INPUTS.every((input) => newest(join(ROOT, input)) < builtAt);
}

/** Builds the app for the server; throws when Vite fails (its output is on the console). */
export function buildServerApp(dir = SERVER_APP_DIR): void {
  const startedAt = Date.now();
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // Production React, whatever the caller's NODE_ENV (a test runner's is `test`).
      env: { ...process.env, NODE_ENV: 'production', VITE_API_SERVER: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`The app's build failed (exit ${result.status})`);
  writeFileSync(join(dir, STAMP), String(startedAt));
}

async function main(): Promise<void> {
  if (!process.env.APP_DIR) {
    if (buildIsCurrent()) console.log('The app is built already (dist-app-server/).');
    else {
      console.log('Building the app for the server (dist-app-server/)…');
      buildServerApp();
    }
    if (process.argv.includes('--build-only')) return;
    process.env.APP_DIR = SERVER_APP_DIR;
  }
  await import('../server/main');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
