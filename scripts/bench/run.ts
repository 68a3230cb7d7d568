/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts` in turn; each prints its own table of
 * numbers (p50/p95 in ms) and its budget. Benchmarks print, they never fail a test run.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
for (const file of files) {
  console.log(`\n== ${file} ==`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    run?: () => Promise<void> | void;
  };
  await mod.run?.();
}
