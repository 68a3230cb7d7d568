/**
 * A new user's first command (issue 35.19): `npm start` loads the app's config without a warning
 * they cannot act on, and serves where HOST says (127.0.0.1 unless told: `HOST=0.0.0.0 npm start`
 * in a container or for another machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

describe('the config files load quietly', () => {
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s', async (file) => {
    const said: string[] = [];
    const logger = createLogger('info');
    logger.warn = (message) => void said.push(message);
    logger.warnOnce = (message) => void said.push(message);
    logger.error = (message) => void said.push(message);
    const ignore = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    try {
      expect(
        await loadConfigFromFile(
          { command: 'build', mode: 'production' },
          file,
          undefined,
          'info',
          logger,
        ),
      ).not.toBeNull();
    } finally {
      if (ignore !== undefined) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = ignore;
    }
    expect(said).toEqual([]);
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** This machine's first address that is not a loopback one (how another machine reaches it). */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether an HTTP GET of the address answers, within a few seconds. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

describe('npm start serves where HOST says', () => {
  const started: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    // npm, its shell and vite are one process group: end it whole.
    for (const child of started.splice(0))
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * `npm run serve` (the part of `npm start` after the build) over a page of our own; resolves once
   * it listens.
   */
  async function serve(env: Record<string, string>): Promise<number> {
    const dir = mkdtempSync(join(tmpdir(), 'ee-serve-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>served</title>');
    const port = await freePort();
    const child = spawn('npm', ['run', '--silent', 'serve', '--', '--outDir', dir], {
      env: { ...process.env, ...env, PORT: String(port) },
      detached: true,
      stdio: 'ignore',
    });
    started.push(child);
    const end = Date.now() + 15_000;
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (Date.now() > end || child.exitCode !== null)
        throw new Error(`npm run serve did not answer on port ${port}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return port;
  }

  it('npm start builds, then serves with the same script', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.start).toMatch(/^vite build && npm run --silent serve$/);
  });

  it.skipIf(!outsideAddress)('HOST=0.0.0.0: another machine reaches it', async () => {
    const port = await serve({ HOST: '0.0.0.0' });
    expect(await answers(`http://${outsideAddress}:${port}/`)).toBe(true);
  });

  it.skipIf(!outsideAddress)('without HOST: this machine only', async () => {
    const port = await serve({ HOST: '' });
    expect(await answers(`http://${outsideAddress}:${port}/`)).toBe(false);
  });
});
