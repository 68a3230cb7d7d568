/**
 * Issue 14 point 4: what each route of the built app loads before it can paint, held to budgets
 * (gzip JavaScript from the Vite manifest of the build the e2e suite serves). Deterministic: the
 * same build gives the same bytes, so a change that makes a route heavier fails here.
 * The figures and their history: CONTRIBUTING.md ("Size budgets").
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the repo's scripts, shared with `npm run size`
import { closure, containsText, entryKey, readManifest, routeKeys, routeSizes, SIMULATION_MODULES } from '../../scripts/route-sizes.mjs';

const OUT = resolve(import.meta.dirname, '../../dist-app');

/** kB gzip each route may load before it paints (the entry + the layout + the page, static imports). */
const BUDGETS: Record<string, number> = {
  '/login': 99,
  '/': 254,
  '/devices': 291,
  '/deviceDetail': 297,
  '/deviceLocation': 290,
  '/deviceTypeList': 289,
  '/not-found': 146,
  '/second-page': 248,
  '/apps/invoice/list': 321,
  '/apps/invoice/preview': 257,
  '/apps/invoice/add': 337,
  '/apps/invoice/edit': 337,
  '/apps/user/list': 321,
  '/apps/user/view': 347,
  '/apps/roles': 330,
  '/apps/permissions': 309,
  '/apps/logistics/dashboard': 312,
  '/apps/logistics/fleet': 286,
  '/pages/datatable': 282,
  '/apps/ecommerce/product/list': 323,
  '/apps/ecommerce/product/add': 321,
  '/apps/ecommerce/order/list': 318,
  '/apps/ecommerce/order/details': 289,
  '/apps/ecommerce/customer/list': 313,
  '/apps/ecommerce/customer/details': 320,
  '/apps/ecommerce/reviews': 321,
  '/apps/ecommerce/referrals': 332,
  '/apps/academy/my-course': 296,
  '/apps/academy/course-details': 266,
  '/apps/email': 340,
  '/apps/chat': 299,
  '/apps/calendar': 307,
  '/pages/user-profile': 325,
  '/pages/faq': 261,
  '/pages/help-center': 257,
  '/pages/help-center/article': 263,
};
/**
 * kB gzip the simulation loads beyond the entry (after the first paint): the package's part and
 * the sample apps' (two chunks since the package ships only the first; 191.9 kB as one). It
 * includes zod's core since the entry no longer carries it (app/strict-csp.ts).
 */
const SIMULATION_BUDGET = 202;

describe('what each route loads (issue 14.4)', () => {
  const sizes = routeSizes(OUT) as { routes: Record<string, number>; simulation: number; entry: number };
  const manifest = readManifest(OUT);
  const keys = routeKeys(manifest) as Record<string, Set<string>>;

  it('stays within each route’s budget', () => {
    const table = Object.entries(sizes.routes).map(([route, kb]) => `${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB of ${BUDGETS[route]}`);
    console.log(`JS gzip before first paint (entry ${sizes.entry.toFixed(1)} kB):\n${table.join('\n')}\nsimulation ${sizes.simulation.toFixed(1)} kB of ${SIMULATION_BUDGET}`);
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
      expect(containsText(OUT, manifest, routeKeySet, 'INTEGRITY_CHECK_REQUEST'), `${route}: the simulation`).toBe(false);
      expect(containsText(OUT, manifest, routeKeySet, 'recharts-cartesian-axis'), `${route}: recharts`).toBe(false);
      expect(containsText(OUT, manifest, routeKeySet, 'leaflet-pane'), `${route}: leaflet`).toBe(false);
    }
  });

  it('draws the sign-in and device pages without the schema library (their forms load when opened)', () => {
    // A name zod's object schema registers (its chunk holds every schema the contract builds).
    for (const route of ['/login', '/', '/devices', '/deviceDetail', '/deviceLocation', '/deviceTypeList']) {
      expect(containsText(OUT, manifest, keys[route], '$ZodObject'), `${route}: zod schemas`).toBe(false);
    }
  });

  it('draws a first-load /login without the router, and every other route with it', () => {
    // A string react-router's code always holds (its version stamp on window).
    expect(containsText(OUT, manifest, keys['/login'], '__reactRouterVersion'), '/login: react-router').toBe(false);
    expect(containsText(OUT, manifest, keys['/'], '__reactRouterVersion'), '/: react-router').toBe(true);
  });
});
