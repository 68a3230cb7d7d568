/**
 * Bringing a register in at scale (issue 41.4: "20,000 rows mapped, checked and imported in under
 * 10 s"): a 20,000-row CSV of devices made here is read by the wizard's reader
 * (src/screens/shared/import/read-file.ts), its columns matched by header, checked in a dry run
 * and imported through the simulation's query functions (src/api/mock/queries/imports.ts) over the
 * sample database, then undone. Prints each phase and the total against the 10 s budget
 * (docs/performance.md "Import"). `npm run bench:import`; BENCH_RUNS runs (default 3).
 */
import { createKitDb } from '@/api/mock/db/kit';
import { createImport, undoImport } from '@/api/mock/queries/imports';
import { mappingOf, matchHeaders } from '@/api/shared/import';
import { readImportFile } from '@/screens/shared/import/read-file';

import { percentile, report } from './stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const BUDGET_MS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A French register: two types by code and name, a location path, dates in the locale's order. */
function registerCsv(path: string): Uint8Array {
  const lines = ['Numéro;Nom;Type;Emplacement;Date de mise en service;N° de série;Fabricant'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `;Départ ${i + 1};${i % 2 ? 'DC' : 'Circuit breaker'};${path};${String((i % 28) + 1).padStart(2, '0')}/03/2024;BENCH-${i + 1};Schneider Electric`,
    );
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

async function run() {
  const db = createKitDb();
  const site = db.deviceLocations.find((l) => l.parentId === null)!;
  const child = db.deviceLocations.find((l) => l.parentId === site.id)!;
  const user = db.loginUsers[0]!;
  const bytes = registerCsv(`${site.name} › ${child.name}`);
  const t0 = performance.now();
  const read = await readImportFile(bytes);
  if (!read.ok) throw new Error(`read refused: ${read.code}`);
  const t1 = performance.now();
  const mapping = mappingOf(matchHeaders('devices', read.table.headers));
  const body = {
    entity: 'devices',
    fileName: 'register.csv',
    locale: 'fr',
    mode: 'create',
    mapping,
    rows: read.table.rows,
  };
  const t2 = performance.now();
  const dry = createImport(db, { ...body, dryRun: true }, user);
  const t3 = performance.now();
  const done = createImport(db, body, user);
  const t4 = performance.now();
  if (!dry.ok || !done.ok || done.value.counts.created !== ROWS)
    throw new Error(`import refused: ${JSON.stringify(done.ok ? done.value.counts : done)}`);
  const undone = undoImport(db, done.value.import!.id, user);
  const t5 = performance.now();
  if (!undone.ok) throw new Error('undo refused');
  return {
    read: t1 - t0,
    map: t2 - t1,
    check: t3 - t2,
    import: t4 - t3,
    total: t4 - t0,
    undo: t5 - t4,
  };
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (let i = 0; i < RUNS; i++) results.push(await run());
for (const key of ['read', 'map', 'check', 'import', 'undo', 'total'] as const) {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  const t = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs: sorted.length };
  report(
    `import ${ROWS.toLocaleString('en')} rows: ${key}`,
    t,
    key === 'total' ? BUDGET_MS : undefined,
  );
}
