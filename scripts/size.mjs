/**
 * `npm run size`: builds the app and prints the gzip size of the JavaScript each route loads
 * before it paints (entry + layout + page, static imports; see route-sizes.mjs) and of the
 * simulation (loaded after the first paint), each against its budget (the same budgets the e2e
 * suite holds the build to: tests/e2e/budgets.test.ts). Then builds again with a real API base
 * URL and checks that no simulation chunk is emitted at all. Exits 1 when a check fails.
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

import { readManifest, routeSizes } from './route-sizes.mjs';

const budgetSource = readFileSync(resolve('tests/e2e/budgets.test.ts'), 'utf8');
const BUDGETS = Object.fromEntries(
  [...budgetSource.matchAll(/^\s+'([^']+)': (\d+),$/gm)].map((m) => [m[1], Number(m[2])]),
);
const SIMULATION_BUDGET = Number(/SIMULATION_BUDGET = (\d+)/.exec(budgetSource)?.[1]);

async function buildTo(outDir, env = {}) {
  Object.assign(process.env, { NODE_ENV: 'production', ...env });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  for (const key of Object.keys(env)) delete process.env[key];
  return readManifest(outDir);
}

const outDir = resolve('dist-size');
await buildTo(outDir);
const { routes, simulation, entry } = routeSizes(outDir);
const line = (name, kb, budget) =>
  `  ${name.padEnd(18)} ${kb.toFixed(1).padStart(7)} kB gzip   budget ${String(budget).padStart(4)} kB   ${kb <= budget ? 'ok' : 'OVER'}`;
console.log(`JavaScript before first paint (entry ${entry.toFixed(1)} kB):`);
for (const [route, kb] of Object.entries(routes)) console.log(line(route, kb, BUDGETS[route]));
console.log(line('simulation (after)', simulation, SIMULATION_BUDGET));

const realOut = resolve('dist-size-real');
const realManifest = await buildTo(realOut, { VITE_API_BASE_URL: 'https://api.example.invalid' });
const realHasMock = Object.keys(realManifest).some(
  (k) => k.includes('src/api/mock/browser') || k.includes('node_modules/msw/'),
);
console.log(`  real-API build contains the simulation: ${realHasMock ? 'YES (wrong)' : 'no'}`);
rmSync(outDir, { recursive: true, force: true });
rmSync(realOut, { recursive: true, force: true });

const over =
  Object.entries(routes).some(([route, kb]) => kb > BUDGETS[route]) ||
  simulation > SIMULATION_BUDGET;
process.exit(!over && !realHasMock ? 0 : 1);
