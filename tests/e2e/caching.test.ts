/**
 * Issue 14: a returning user's browser keeps the built script files (README "Serving the built
 * app"). `/assets/*` is content-hashed and sent as immutable, without `Vary: Origin`; the HTML
 * is asked for again on every visit. A signed-in visit again then takes none of the page's scripts
 * from the network, including those fetched while the simulation's worker handled requests.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { baseUrl, launch, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('sends hashed files as immutable and the page itself as not', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const html = await page.goto(`${baseUrl()}/login`);
  expect(html?.headers()['cache-control'] ?? '').not.toContain('immutable');
  const script = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
  expect(script).toContain('/assets/');
  const response = await context.request.get(script, { headers: { Origin: baseUrl() } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers().vary ?? '').not.toMatch(/origin/i);
  await context.close();
});

it('a signed-in visit again takes every script from the cache', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // The scripts this first visit loaded: the visit again must take each of them from the cache.
  // (On a busy machine the network can fall quiet before the page has asked for all it will, such
  // as a chart drawn once its data arrives; the next visit is then that script's first.)
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/assets/') && url.endsWith('.js')),
    ),
  );

  // What reached the server, as Chromium reports it: a file checked again answers 304 (or 200 when
  // sent again); a kept one comes from the disk cache, or from the memory cache, which Chromium
  // tells apart only by a requestServedFromCache event (its response says neither: under load,
  // the flake script's runs saw all 38 such, each 0 bytes loaded). A file the simulation's service
  // worker fetched for the page (it does while the last page's mocking is still on in it) is
  // outside the page's view; the worker's fetch uses the same cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: { id: string; line: string; worker: boolean; disk: boolean }[] = [];
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (loaded.has(response.url))
      responses.push({
        id: requestId,
        line: `${response.status} ${response.url}`,
        worker: response.fromServiceWorker ?? false,
        disk: response.fromDiskCache ?? false,
      });
  });
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = responses.map(
    ({ id, line, worker, disk }) =>
      `${worker ? 'worker' : disk || servedFromCache.has(id) ? 'cache' : 'network'} ${line}`,
  );
  expect(scripts.length).toBeGreaterThan(20);
  expect(scripts.filter((line) => line.startsWith('network'))).toEqual([]);
  expect(scripts.filter((line) => line.includes(' 304 '))).toEqual([]);
  await context.close();
});
