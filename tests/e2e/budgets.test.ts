/**
 * Issue 14 point 4: what each route of the built app loads before it can paint, held to budgets
 * (gzip JavaScript from the Vite manifest of the build the e2e suite serves). Deterministic: the
 * same build gives the same bytes, so a change that makes a route heavier fails here.
 * The figures and their history: CONTRIBUTING.md ("Size budgets").
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the repo's scripts, shared with `npm run size`
import { closure, containsText, entryKey, readManifest, routeKeys, routeSizes, SIMULATION } from '../../scripts/route-sizes.mjs';

const OUT = resolve(import.meta.dirname, '../../dist-app');

/** kB gzip each route may load before it paints (the entry + the layout + the page, static imports). */
const BUDGETS: Record<string, number> = {
  '/login': 152,
  '/': 285,
  '/devices': 289,
  '/deviceDetail': 326,
  '/deviceLocation': 289,
  '/deviceTypeList': 287,
  '/not-found': 146,
  '/second-page': 247,
  '/apps/invoice/list': 319,
  '/apps/invoice/preview': 255,
  '/apps/invoice/add': 333,
  '/apps/invoice/edit': 333,
  '/apps/user/list': 317,
  '/apps/user/view': 343,
  '/apps/roles': 325,
  '/apps/permissions': 305,
  '/apps/logistics/dashboard': 308,
  '/apps/logistics/fleet': 282,
  '/pages/datatable': 281,
  '/apps/ecommerce/product/list': 319,
  '/apps/ecommerce/product/add': 317,
  '/apps/ecommerce/order/list': 313,
  '/apps/ecommerce/order/details': 285,
  '/apps/ecommerce/customer/list': 309,
  '/apps/ecommerce/customer/details': 315,
  '/apps/ecommerce/reviews': 317,
  '/apps/ecommerce/referrals': 328,
  '/apps/academy/my-course': 292,
  '/apps/academy/course-details': 265,
  '/apps/email': 335,
  '/apps/chat': 295,
  '/apps/calendar': 303,
  '/pages/user-profile': 320,
  '/pages/faq': 260,
  '/pages/help-center': 256,
  '/pages/help-center/article': 262,
};
/** kB gzip the simulation loads beyond the entry (after the first paint). */
const SIMULATION_BUDGET = 192;

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
    expect(closure(manifest, entryKey(manifest)).has(SIMULATION)).toBe(false);
    for (const [route, routeKeySet] of Object.entries(keys)) {
      expect(containsText(OUT, manifest, routeKeySet, 'mockServiceWorker'), `${route}: the simulation`).toBe(false);
      expect(containsText(OUT, manifest, routeKeySet, 'recharts-cartesian-axis'), `${route}: recharts`).toBe(false);
      expect(containsText(OUT, manifest, routeKeySet, 'leaflet-pane'), `${route}: leaflet`).toBe(false);
    }
  });
});
