/**
 * What each route of the built app costs: the gzip size of the JavaScript it loads before it can
 * paint (the entry, the signed-in layout for routes inside it, and the page, with everything they
 * import statically), read from the Vite manifest. Used by `npm run size` and by the budget gate
 * of the e2e suite (tests/e2e/budgets.test.ts), so both count the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The app's routes by the page module that draws them (manifest keys are relative to app/). */
export const ROUTE_PAGES = {
  // A visit that starts on /login draws it without the router (app/app-boot.tsx).
  '/login': { page: 'login-app.tsx', layout: false, routed: false },
  '/': { page: 'pages/home-page.tsx', layout: true },
  '/devices': { page: 'pages/device-list-page.tsx', layout: true },
  '/deviceDetail': { page: 'pages/device-detail-page.tsx', layout: true },
  '/deviceLocation': { page: 'pages/device-location-page.tsx', layout: true },
  '/deviceTypeList': { page: 'pages/device-type-list-page.tsx', layout: true },
  '/not-found': { page: 'pages/not-found-page.tsx', layout: false },
  '/second-page': { page: 'pages/second-page.tsx', layout: true },
  '/apps/invoice/list': { page: 'pages/invoice-list-page.tsx', layout: true },
  '/apps/invoice/preview': { page: 'pages/invoice-preview-page.tsx', layout: true },
  '/apps/invoice/add': { page: 'pages/invoice-add-page.tsx', layout: true },
  '/apps/invoice/edit': { page: 'pages/invoice-edit-page.tsx', layout: true },
  '/apps/user/list': { page: 'pages/user-list-page.tsx', layout: true },
  '/apps/user/view': { page: 'pages/user-view-page.tsx', layout: true },
  '/apps/roles': { page: 'pages/roles-page.tsx', layout: true },
  '/apps/permissions': { page: 'pages/permissions-page.tsx', layout: true },
  '/apps/logistics/dashboard': { page: 'pages/logistics-dashboard-page.tsx', layout: true },
  '/apps/logistics/fleet': { page: 'pages/logistics-fleet-page.tsx', layout: true },
  '/pages/datatable': { page: 'pages/sales-datatable-page.tsx', layout: true },
  '/apps/ecommerce/product/list': { page: 'pages/product-list-page.tsx', layout: true },
  '/apps/ecommerce/product/add': { page: 'pages/product-add-page.tsx', layout: true },
  '/apps/ecommerce/order/list': { page: 'pages/order-list-page.tsx', layout: true },
  '/apps/ecommerce/order/details': { page: 'pages/order-details-page.tsx', layout: true },
  '/apps/ecommerce/customer/list': { page: 'pages/customer-list-page.tsx', layout: true },
  '/apps/ecommerce/customer/details': { page: 'pages/customer-details-page.tsx', layout: true },
  '/apps/ecommerce/reviews': { page: 'pages/reviews-page.tsx', layout: true },
  '/apps/ecommerce/referrals': { page: 'pages/referrals-page.tsx', layout: true },
  '/apps/academy/my-course': { page: 'pages/academy-courses-page.tsx', layout: true },
  '/apps/academy/course-details': { page: 'pages/academy-course-details-page.tsx', layout: true },
  '/apps/email': { page: 'pages/email-page.tsx', layout: true },
  '/apps/chat': { page: 'pages/chat-page.tsx', layout: true },
  '/apps/calendar': { page: 'pages/calendar-page.tsx', layout: true },
  '/pages/user-profile': { page: 'pages/profile-page.tsx', layout: true },
  '/pages/faq': { page: 'pages/faq-page.tsx', layout: true },
  '/pages/help-center': { page: 'pages/help-center-page.tsx', layout: true },
  '/pages/help-center/article': { page: 'pages/help-article-page.tsx', layout: true },
};
export const LAYOUT = 'layouts/default-layout.tsx';
/** The router and the route table: every route but a first-load /login draws through them. */
export const ROUTED_APP = 'routed-app.tsx';
/**
 * i18next: loaded (dynamically) before the first render of the routed app, so every route but a
 * first-load /login in English counts it (app/app-boot.tsx).
 */
export const I18N = '../src/i18n/i18n.ts';
export const SIMULATION = '../src/api/mock/browser.ts';
/** The app starts the simulation with the sample apps' part (its own chunk): both count. */
export const SIMULATION_MODULES = [SIMULATION, '../src/api/mock/sample-apps.ts'];

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys reachable from `key` through static imports (and dynamic ones when asked). */
export function closure(manifest, key, { dynamic = false } = {}, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, { dynamic }, seen);
  if (dynamic)
    for (const dep of chunk.dynamicImports ?? []) closure(manifest, dep, { dynamic }, seen);
  return seen;
}

export const entryKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);

/**
 * A chunk names the chunks it imports (`assets/name-Bx3_k9Qa.js`), and their hashes change with
 * any change to those: the gzip of a route whose code did not change moved by ±0.05 kB (three
 * routes went over their budgets by that when only the simulation's code changed). So each file's
 * hashes are replaced, in order of first appearance, by fixed strings of the same length that
 * compress as a hash does (drawn from a fixed stream): what is measured is still every byte the
 * browser gets, and only the code's own changes move it.
 */
const HASHED_NAME = /(-)([A-Za-z0-9_-]{8})(\.(?:js|css))/g;
const HASH_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** The `n`th fixed stand-in for a hash: 8 characters of a xorshift stream. */
function standIn(n) {
  let x = Math.imul(n + 1, 2654435761) >>> 0 || 1;
  let out = '';
  for (let i = 0; i < 8; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += HASH_CHARS[x & 63];
  }
  return out;
}

export function withStandInHashes(code) {
  const seen = new Map();
  return code.replace(HASHED_NAME, (_, dash, hash, ext) => {
    if (!seen.has(hash)) seen.set(hash, standIn(seen.size));
    return dash + seen.get(hash) + ext;
  });
}

/**
 * Gzip kB of the JavaScript files of `keys` (the chunk hashes they name replaced, see
 * `withStandInHashes`).
 */
export function gzipKb(outDir, manifest, keys) {
  return (
    [...keys]
      .filter((k) => manifest[k].file.endsWith('.js'))
      .reduce(
        (sum, k) =>
          sum +
          gzipSync(withStandInHashes(readFileSync(join(outDir, manifest[k].file), 'utf8'))).length,
        0,
      ) / 1024
  );
}

/** The static JavaScript of each route, as manifest keys. */
export function routeKeys(manifest) {
  const entry = closure(manifest, entryKey(manifest));
  return Object.fromEntries(
    Object.entries(ROUTE_PAGES).map(([route, { page, layout, routed = true }]) => [
      route,
      new Set([
        ...entry,
        ...(routed ? [...closure(manifest, ROUTED_APP), ...closure(manifest, I18N)] : []),
        ...closure(manifest, page),
        ...(layout ? closure(manifest, LAYOUT) : []),
      ]),
    ]),
  );
}

/** Gzip kB per route, and of the simulation's chunks (what it loads beyond the entry). */
export function routeSizes(outDir) {
  const manifest = readManifest(outDir);
  const routes = Object.fromEntries(
    Object.entries(routeKeys(manifest)).map(([route, keys]) => [
      route,
      gzipKb(outDir, manifest, keys),
    ]),
  );
  const entry = closure(manifest, entryKey(manifest));
  const reached = new Set(entry);
  for (const module of SIMULATION_MODULES) closure(manifest, module, { dynamic: true }, reached);
  const simulation = [...reached].filter((k) => !entry.has(k));
  return {
    routes,
    simulation: gzipKb(outDir, manifest, simulation),
    entry: gzipKb(outDir, manifest, entry),
  };
}

/**
 * Whether the JavaScript of `keys` contains `needle`: shared chunks are named after one of their
 * modules only, so a library is recognised by a string its code always holds (recharts:
 * `recharts-cartesian-axis`, leaflet: `leaflet-pane`, msw: `mockServiceWorker`).
 */
export function containsText(outDir, manifest, keys, needle) {
  return [...keys].some(
    (k) =>
      manifest[k].file.endsWith('.js') &&
      readFileSync(join(outDir, manifest[k].file), 'utf8').includes(needle),
  );
}
