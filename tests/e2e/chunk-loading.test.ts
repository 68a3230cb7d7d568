/**
 * Issue 14: how the built app's chunks load once the simulation runs.
 *
 * Its requests for a route's chunks start a few at a time
 * (build/spread-module-preloads.ts). Starting a request costs the main thread ~0.3–0.8 ms on a desk
 * machine; Vite's own helper added every `<link rel=modulepreload>` an `import()` needs in one go
 * (~50 for the home page's route, ~135 on the first load of `/`), the largest part of a phone's
 * blocking time there. Counted here as the links added in one run of script (between two
 * microtask checkpoints), on a reload of `/` and a move to the register.
 *
 * And they go to the network, not through the page: MSW's worker sends every request of a page it
 * mocks for to that page's main thread and waits for its answer (public/simulation-worker.js).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { baseUrl, freshHeading, launch, signIn, visit } from './browser';

/** The most links added in one run (build/spread-module-preloads.ts LINKS_PER_TASK). */
const LINKS_PER_TASK = 8;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Preloads {
  total: number;
  /** The most modulepreload links added before a microtask checkpoint. */
  most: number;
}

it('adds the chunks’ preload links a few at a time, not all an import needs at once', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen = { total: 0, most: 0 };
    let run = 0;
    (window as unknown as { __preloads: Preloads }).__preloads = seen;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'modulepreload') {
        seen.total += 1;
        // The run ends at the next microtask checkpoint: the end of the task's script.
        if (run++ === 0) queueMicrotask(() => (run = 0));
        seen.most = Math.max(seen.most, run);
      }
      return append.call(this, child) as T;
    };
  });
  const page = await context.newPage();
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  // A reload: the first load of a signed-in page, as a returning user has it.
  await page.reload();
  await freshHeading(page).waitFor();
  await visit(page, '/devices');
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(
    () => (window as unknown as { __preloads: Preloads }).__preloads,
  );
  // Enough links that adding them at once would show (the home page's route alone needs ~50).
  expect(preloads.total).toBeGreaterThan(40);
  expect(preloads.most).toBeLessThanOrEqual(LINKS_PER_TASK);
  await context.close();
});

it('fetches the chunks without asking the page’s simulation, and still mocks the API', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.waitForURL(`${baseUrl()}/`);
  await freshHeading(page).waitFor();
  // The heading can draw before the page's simulation has started (the sign-in loaded the page
  // anew; the simulation starts with its first request). On a loaded machine the listener below
  // was once added before there was a simulation to listen to, and heard nothing.
  await page.waitForFunction(() => window.__mockApi !== undefined);
  // Every request the page's MSW is asked about, from here on.
  const since = await page.evaluate(() => {
    const asked: string[] = [];
    (window as unknown as { __asked: string[] }).__asked = asked;
    window.__mockApi?.worker.events.on(
      'request:start',
      ({ request }) => void asked.push(new URL(request.url).pathname),
    );
    return performance.now();
  });
  // A route not loaded yet: its chunks are fetched now, and its calls answered.
  await visit(page, '/apps/invoice/list');
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  const asked = await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked);
  const fetched = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/') && e.startTime > after).length,
    since,
  );
  // The route's chunks were fetched while the listener listened.
  expect(fetched).toBeGreaterThan(0);
  expect(asked.filter((path) => path.startsWith('/api/')).length).toBeGreaterThan(0);
  expect(asked.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  await page.close();
});
