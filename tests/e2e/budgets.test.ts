/**
 * Issue 14 point 4: what each route of the built app loads before it can paint, held to budgets
 * (gzip JavaScript from the Vite manifest of the build the e2e suite serves). Deterministic: the
 * same code gives the same figures (the chunk hashes a file names are replaced by fixed stand-ins,
 * scripts/route-sizes.mjs), so a change that makes a route heavier fails here, and a change to
 * another chunk does not.
 * The figures and their history: CONTRIBUTING.md ("Size budgets").
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  closure,
  containsText,
  entryKey,
  readManifest,
  routeKeys,
  routeSizes,
  SIMULATION_MODULES,
  // @ts-expect-error a plain ES module of the repo's scripts, shared with `npm run size`
} from '../../scripts/route-sizes.mjs';
import { appReady } from './browser';

const OUT = resolve(import.meta.dirname, '../../dist-app');

/**
 * kB gzip each route may load before it paints (the entry + the layout + the page, static imports).
 */
const BUDGETS: Record<string, number> = {
  '/login': 90,
  '/': 222,
  '/devices': 278,
  '/deviceDetail': 285,
  '/deviceLocation': 267,
  '/deviceTypeList': 284,
  '/not-found': 153,
  '/second-page': 213,
  '/apps/invoice/list': 316,
  '/apps/invoice/preview': 225,
  '/apps/invoice/add': 321,
  '/apps/invoice/edit': 321,
  '/apps/user/list': 317,
  '/apps/user/view': 324,
  '/apps/roles': 326,
  '/apps/permissions': 280,
  '/apps/logistics/dashboard': 282,
  '/apps/logistics/fleet': 256,
  '/pages/datatable': 252,
  '/apps/ecommerce/product/list': 319,
  '/apps/ecommerce/product/add': 303,
  '/apps/ecommerce/order/list': 310,
  '/apps/ecommerce/order/details': 258,
  '/apps/ecommerce/customer/list': 284,
  '/apps/ecommerce/customer/details': 297,
  '/apps/ecommerce/reviews': 317,
  '/apps/ecommerce/referrals': 303,
  '/apps/academy/my-course': 279,
  '/apps/academy/course-details': 236,
  '/apps/email': 331,
  '/apps/chat': 266,
  '/apps/calendar': 276,
  '/pages/user-profile': 311,
  '/pages/faq': 233,
  '/pages/help-center': 223,
  '/pages/help-center/article': 229,
};
/**
 * kB gzip the simulation loads beyond the entry (after the first paint): the package's part and
 * the sample apps' (two chunks since the package ships only the first; 191.9 kB as one). It
 * includes zod's core since the entry no longer carries it (app/strict-csp.ts). The maintenance
 * plans' queries, hooks and samples took it 228.5 → 237.0, the electrical tests' contract, rules and
 * queries 237.0 → 242.5, the attachments' rules and file-type's detector (loaded on the first
 * upload, counted here as a dynamic import) 242.5 → 266.7 (docs/performance.md "Size budgets").
 */
const SIMULATION_BUDGET = 277;

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

describe('what each route loads (issue 14.4)', () => {
  let sizes: { routes: Record<string, number>; simulation: number; entry: number };
  let manifest: Manifest;
  let keys: Record<string, Set<string>>;
  // The build the e2e files are served (global-setup.ts builds it while other projects start).
  beforeAll(async () => {
    await appReady();
    sizes = routeSizes(OUT);
    manifest = readManifest(OUT);
    keys = routeKeys(manifest);
  }, 300_000);

  it('stays within each route’s budget', () => {
    const table = Object.entries(sizes.routes).map(
      ([route, kb]) => `${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB of ${BUDGETS[route]}`,
    );
    console.log(
      `JS gzip before first paint (entry ${sizes.entry.toFixed(1)} kB):\n${table.join('\n')}\nsimulation ${sizes.simulation.toFixed(1)} kB of ${SIMULATION_BUDGET}`,
    );
    expect(Object.keys(sizes.routes).sort()).toEqual(Object.keys(BUDGETS).sort());
    const over = Object.entries(sizes.routes).filter(([route, kb]) => kb > BUDGETS[route]);
    expect(over.map(([route, kb]) => `${route}: ${kb.toFixed(1)} kB`)).toEqual([]);
    expect(sizes.simulation).toBeLessThanOrEqual(SIMULATION_BUDGET);
  });

  it('keeps the simulation, the charts and the map out of every first paint', () => {
    const entry = closure(manifest, entryKey(manifest));
    for (const module of SIMULATION_MODULES) expect(entry.has(module), module).toBe(false);
    for (const [route, routeKeySet] of Object.entries(keys)) {
      // A message MSW's client sends its worker: its code, not just the worker's path (which the
      // entry names, to wait for the worker before the simulation loads).
      expect(
        containsText(OUT, manifest, routeKeySet, 'INTEGRITY_CHECK_REQUEST'),
        `${route}: the simulation`,
      ).toBe(false);
      expect(
        containsText(OUT, manifest, routeKeySet, 'recharts-cartesian-axis'),
        `${route}: recharts`,
      ).toBe(false);
      expect(containsText(OUT, manifest, routeKeySet, 'leaflet-pane'), `${route}: leaflet`).toBe(
        false,
      );
    }
  });

  it('draws the sign-in and device pages without the schema library (their forms load when opened)', () => {
    // A name zod's object schema registers (its chunk holds every schema the contract builds).
    for (const route of [
      '/login',
      '/',
      '/devices',
      '/deviceDetail',
      '/deviceLocation',
      '/deviceTypeList',
    ]) {
      expect(containsText(OUT, manifest, keys[route], '$ZodObject'), `${route}: zod schemas`).toBe(
        false,
      );
    }
  });

  it('draws the navbar before its menus, the palette and the toasts (each loads after the first paint)', () => {
    // Strings each library's code always holds: sonner's toaster, cmdk's list, Radix's popper.
    for (const route of ['/', '/devices', '/deviceDetail']) {
      expect(
        containsText(OUT, manifest, keys[route], 'data-sonner-toaster'),
        `${route}: sonner`,
      ).toBe(false);
      expect(containsText(OUT, manifest, keys[route], 'cmdk-list'), `${route}: cmdk`).toBe(false);
    }
    // Home has no menu of its own: the navbar's (Radix menus and popover, floating-ui) come later.
    // (The register's filters and row menus need them on /devices.)
    expect(
      containsText(OUT, manifest, keys['/'], 'data-radix-popper-content-wrapper'),
      '/: the menus (Radix popper)',
    ).toBe(false);
  });

  it('draws a first-load /login without the router, and every other route with it', () => {
    // A string react-router's code always holds (its version stamp on window).
    expect(
      containsText(OUT, manifest, keys['/login'], '__reactRouterVersion'),
      '/login: react-router',
    ).toBe(false);
    expect(containsText(OUT, manifest, keys['/'], '__reactRouterVersion'), '/: react-router').toBe(
      true,
    );
  });

  it('draws a first-load /login in English without i18next, and counts it for every other route', () => {
    // A message i18next's code always holds (its warning when used before init).
    const I18NEXT = 'i18next was not initialized';
    expect(containsText(OUT, manifest, keys['/login'], I18NEXT), '/login: i18next').toBe(false);
    for (const route of ['/', '/devices', '/not-found'])
      expect(containsText(OUT, manifest, keys[route], I18NEXT), `${route}: i18next`).toBe(true);
  });
});
