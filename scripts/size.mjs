/**
 * `npm run size`: builds the app and prints the gzip size of the JavaScript the /login route
 * loads, split in two: the app itself and the simulation (MSW, handlers, sample data), each
 * against its budget. Then builds again with a real API base URL and checks that no simulation
 * chunk is emitted at all. Exits 1 when a budget or that check fails.
 */
import { build } from 'vite';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_APP_KB = 150;
const BUDGET_MOCK_KB = 180;
const MOCK_ENTRY = '../src/api/mock/browser.ts';
const LOGIN_PAGE = 'pages/login-page.tsx';

async function buildTo(outDir, env = {}) {
  Object.assign(process.env, env);
  await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
  for (const key of Object.keys(env)) delete process.env[key];
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Files reachable from `key` through static imports (and dynamic ones when asked). */
function closure(manifest, key, { dynamic = false } = {}, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, { dynamic }, seen);
  if (dynamic) for (const dep of chunk.dynamicImports ?? []) closure(manifest, dep, { dynamic }, seen);
  return seen;
}

const gzipKb = (outDir, manifest, keys) =>
  [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzipSync(readFileSync(join(outDir, manifest[k].file))).length, 0) / 1024;

const outDir = resolve('dist-size');
const manifest = await buildTo(outDir);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith(LOGIN_PAGE));
// The login route also fetches its two English catalogues (common, auth) on first render.
const catalogueKeys = Object.keys(manifest).filter((k) => /i18n\/locales\/en\/(common|auth)\.ts$/.test(k));
const app = new Set([...closure(manifest, entryKey), ...closure(manifest, loginKey), ...catalogueKeys.flatMap((k) => [...closure(manifest, k)])]);
// Seeded with the app's chunks so the walk stops there: the simulation imports the entry, whose
// dynamic imports (lazy pages, catalogues) are not simulation.
const mock = new Set([...closure(manifest, MOCK_ENTRY, { dynamic: true }, new Set(app))].filter((k) => !app.has(k)));
const appKb = gzipKb(outDir, manifest, app);
const mockKb = gzipKb(outDir, manifest, mock);
const entryImportsMock = closure(manifest, entryKey).has(MOCK_ENTRY);

const line = (name, kb, budget) => `${name.padEnd(34)} ${kb.toFixed(1).padStart(7)} kB gzip   budget ${budget} kB   ${kb <= budget ? 'ok' : 'OVER'}`;
console.log('JavaScript loaded by /login:');
console.log(line('  app (entry, login page, messages)', appKb, BUDGET_APP_KB));
console.log(line('  simulation (MSW, handlers, data)', mockKb, BUDGET_MOCK_KB));
console.log(`  simulation in the entry chunk:     ${entryImportsMock ? 'YES (wrong)' : 'no (separate, dynamic import)'}`);

const realOut = resolve('dist-size-real');
const realManifest = await buildTo(realOut, { VITE_API_BASE_URL: 'https://api.example.invalid' });
const realHasMock = Object.keys(realManifest).some((k) => k === MOCK_ENTRY || k.includes('node_modules/msw/'));
console.log(`  real-API build contains the simulation: ${realHasMock ? 'YES (wrong)' : 'no'}`);
rmSync(outDir, { recursive: true, force: true });
rmSync(realOut, { recursive: true, force: true });

process.exit(appKb <= BUDGET_APP_KB && mockKb <= BUDGET_MOCK_KB && !entryImportsMock && !realHasMock ? 0 : 1);
