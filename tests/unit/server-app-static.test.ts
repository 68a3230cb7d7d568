/**
 * The built app on the server (server/routes/app.ts, scripts/server-start.ts): a build folder of
 * a few files served beside the API by `inject()`. Files and deep links are the app, under its
 * own Content-Security-Policy and caching; `/api/…` stays the API's (404 JSON, its policy).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { CONTENT_SECURITY_POLICY } from '../../build/content-security-policy';
import { buildIsCurrent } from '../../scripts/server-start';
import { buildApp } from '../../server/app';
import { configFrom } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { IMMUTABLE, REVALIDATE } from '../../server/routes/app';
import { startTestServer } from '../server/support';

const dir = mkdtempSync(join(tmpdir(), 'ee-app-build-'));
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12.js"></script></body></html>';
const SCRIPT = 'console.log("the app");';
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'assets', 'index-Ab12.js'), SCRIPT);
writeFileSync(join(dir, 'simulation-worker.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dir, '.built-at'), '0');
// A file beside the build that must never be served through it.
writeFileSync(join(tmpdir(), 'ee-outside-secret.txt'), 'secret');

const server = startTestServer({ appDir: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });
const API_CSP = /default-src 'none'/;

describe('the app beside the API', () => {
  it('/ is the page: no cache, the app’s policy (scripts from this origin)', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each(['/devices/24DC10001', '/devices?status=fault&page=2', '/apps/invoice/list', '/login'])(
    'a deep link %s is the page too (the router draws it)',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
    },
  );

  it('a hashed asset is the file, kept for good', async () => {
    const answer = await get('/assets/index-Ab12.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body).toBe(SCRIPT);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.etag).toBeTruthy();
  });

  it('the worker script is asked again at every visit (how a new build is found)', async () => {
    const answer = await get('/simulation-worker.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    const again = await server.app.inject({
      url: '/simulation-worker.js',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('HEAD of a page answers as GET without a body', async () => {
    const answer = await get('/devices', 'HEAD');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
  });

  it('a missing asset is the page, never another file; no path leaves the build', async () => {
    for (const url of [
      '/../ee-outside-secret.txt',
      '/%2e%2e/ee-outside-secret.txt',
      '/assets/..%2f..%2fee-outside-secret.txt',
      '/.built-at',
    ]) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain('secret');
      expect(answer.body, url).not.toBe('0');
    }
  });

  it.each(['/api/x', '/api/devices/24DC10001/nothing', '/api', '/api/'])(
    'an unknown API path %s stays 404 JSON under the API’s policy',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ key: 'apiUnavailable' });
      expect(answer.headers['content-security-policy']).toMatch(API_CSP);
    },
  );

  it('the API answers as before, under its own policy', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(health.headers['content-security-policy']).toMatch(API_CSP);
    const list = await get('/api/devices?q=24DC10001');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ devices: [{ number: '24DC10001' }], total: 1 });
  });

  it('a write to a page path is not the page', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/devices', payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toBe(INDEX);
  });
});

describe('starting with a build', () => {
  it('APP_DIR names the build to serve; without it the server is the API only', () => {
    expect(configFrom({ APP_DIR: 'dist-app-server' }).appDir).toBe(
      join(process.cwd(), 'dist-app-server'),
    );
    expect(configFrom({}).appDir).toBeUndefined();
  });

  it('a folder without index.html stops the start with a message', async () => {
    const database = openDatabase({ kind: 'memory' });
    try {
      await expect(buildApp({ db: database.db, appDir: join(dir, 'assets') })).rejects.toThrow(
        /no index.html/,
      );
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a build is current only when it started after every change to what it is made from', () => {
    const build = mkdtempSync(join(tmpdir(), 'ee-app-stamp-'));
    try {
      expect(buildIsCurrent(build)).toBe(false);
      writeFileSync(join(build, 'index.html'), INDEX);
      writeFileSync(join(build, '.built-at'), String(Date.now() + 60_000));
      expect(buildIsCurrent(build)).toBe(true);
      // A source file changed after the build started: build again.
      const touched = join(process.cwd(), 'app', 'main.tsx');
      const { atime, mtime } = statSync(touched);
      const later = new Date(Date.now() + 120_000);
      utimesSync(touched, later, later);
      try {
        expect(buildIsCurrent(build)).toBe(false);
      } finally {
        utimesSync(touched, atime, mtime);
      }
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
