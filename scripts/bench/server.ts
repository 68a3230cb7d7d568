/**
 * `npm run bench:server`: the server on PostgreSQL at scale (issue 38, docs/performance.md
 * "The server at scale"). One million devices generated in SQL (generate_series) beside the demo
 * samples, then through `fastify.inject()` (no network, the whole HTTP path): the register's list
 * call with text search, two filters and a sort, sign-in, and a device save, each p50/p95 over
 * 200+ calls, with the list query's plan (EXPLAIN ANALYZE). Prints numbers; never fails a run.
 *
 * Needs BENCH_DATABASE_URL, a PostgreSQL superuser's URL (scripts/bench/server.sh starts a
 * throwaway cluster and sets it): the bench creates its own database there and drops it after
 * (unless BENCH_KEEP is set). BENCH_DEVICES and BENCH_RUNS change the scale and the calls;
 * `--live-only` runs only the live part over a small register (docs/performance.md).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createQueryId,
  SelectQueryNode,
  sql,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import pg from 'pg';

import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/seed';
import { benchLive } from './server-live';
import { report, time } from './stats';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const NOW = new Date('2026-06-15T09:00:00Z');
/** `--live-only` (or BENCH_LIVE_ONLY=1): the live part alone, over a small register. */
const LIVE_ONLY = process.argv.includes('--live-only') || Boolean(process.env.BENCH_LIVE_ONLY);
/** The register of a live-only run: the samples and this many generated devices. */
const LIVE_ONLY_DEVICES = 2000;

/** Hooks for parts measured elsewhere (live subscribers: the live part of issue 38). */
export const SERVER_BENCH_HOOKS: {
  name: string;
  run: (context: {
    app: Awaited<ReturnType<typeof buildApp>>;
    database: OpenDatabase;
  }) => Promise<void>;
}[] = [{ name: '200 live subscribers', run: ({ database }) => benchLive(database) }];

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * One million devices in one statement: names of ten kinds with a number, every type, the samples'
 * locations, statuses weighted towards in service, dates spread over years.
 */
const GENERATE = (count: number) => sql`
  insert into devices (number, name, type_id, model, manufacturer, serial_number, status, condition,
    location_id, install_date, commission_date, last_inspection, next_inspection, responsible,
    tags, notes, nameplate, created_at, updated_at, version)
  select
    'B' || lpad(i::text, 7, '0'),
    (array['Feeder cabinet', 'Lighting cabinet', 'Main transformer', 'Vacuum breaker',
      'Capacitor bank', 'Cable joint', 'Pump motor', 'Standby generator', 'UPS unit',
      'Energy meter'])[1 + i % 10] || ' ' || (i % 9973),
    types.ids[1 + (i * 7) % cardinality(types.ids)],
    'M-' || (i % 50),
    'Maker ' || (i % 20),
    'S' || i,
    (array['in_service', 'in_service', 'in_service', 'standby', 'maintenance', 'fault',
      'retired'])[1 + (i * 13) % 7],
    1 + (i * 3) % 5,
    places.ids[1 + (i * 31) % cardinality(places.ids)],
    date '2015-01-01' + (i % 3650),
    date '2015-02-01' + (i % 3650),
    date '2026-01-01' + (i % 160),
    date '2026-01-01' + (i % 400),
    'Technician ' || (i % 30),
    '[]', '', '{}', ${NOW.toISOString()}, ${NOW.toISOString()}, 1
  from generate_series(1, ${count}) i,
    (select array_agg(id order by id) ids from device_types) types,
    (select array_agg(distinct location_id) ids from devices) places`;

/** Keeps the last queries the app ran (their trees), to EXPLAIN the list's. */
function capture(into: RootOperationNode[]): KyselyPlugin {
  return {
    transformQuery: (args) => {
      into.push(args.node);
      if (into.length > 20) into.shift();
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/**
 * The plans of the list call's statements (a text search is one: its count and page together),
 * run with their values; the session's look-up is left out.
 */
async function explainList(
  db: Kysely<Database>,
  url: string,
  nodes: RootOperationNode[],
  send: () => Promise<unknown>,
): Promise<void> {
  nodes.length = 0;
  await send();
  const selects = nodes.filter((n) => SelectQueryNode.is(n));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const node of selects) {
      const compiled = db.getExecutor().compileQuery(node, createQueryId());
      if (/from "sessions"/.test(compiled.sql)) continue;
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${compiled.sql}`,
        compiled.parameters as unknown[],
      );
      console.log(`\nEXPLAIN ANALYZE, a statement of the list call:`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL (or run scripts/bench/server.sh)');
  const name = `kit_bench_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database "${name}" template template0 encoding 'UTF8'`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: target.toString() });
  const { db } = database;
  try {
    const version = await sql<{ v: string }>`select version() as v`.execute(db);
    console.log(`${version.rows[0].v.split(' on ')[0]}, Node ${process.version}`);
    await migrateToLatest(db as never);
    await seedDemo(db, { now: NOW.toISOString() });
    if (LIVE_ONLY) {
      await GENERATE(LIVE_ONLY_DEVICES).execute(db);
      // Numbers of the contract's form (26ZB10001…), which a live subscribe takes.
      await sql`update devices set number = '26ZB' || (10000 + substr(number, 2)::int)
        where number like 'B%'`.execute(db);
      await benchLive(database);
      return;
    }

    // A bulk load: the devices' secondary indexes (as the migrations made them) are dropped, the
    // rows written, and the indexes built again, which is much faster than keeping them up.
    let t0 = performance.now();
    let generatedS = 0;
    const indexes = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'devices' and indexname not in ('devices_pkey', 'devices_seq_idx')`.execute(
      db,
    );
    await db.connection().execute(async (connection) => {
      for (const index of indexes.rows)
        await sql`drop index ${sql.id(index.name)}`.execute(connection);
      await GENERATE(DEVICES).execute(connection);
      generatedS = (performance.now() - t0) / 1000;
      await sql`set maintenance_work_mem = '256MB'`.execute(connection);
      for (const index of indexes.rows) await sql.raw(index.definition).execute(connection);
    });
    const insertS = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await sql`vacuum analyze devices`.execute(db);
    const total = await db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${Number(total.n).toLocaleString('en')} devices: generated in ${generatedS.toFixed(1)} s, ${indexes.rows.length} indexes built in ${(insertS - generatedS).toFixed(1)} s, vacuumed and analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const nodes: RootOperationNode[] = [];
    const app = await buildApp({
      db: db.withPlugin(capture(nodes)),
      now: () => NOW,
      // The bench signs in hundreds of times from one address.
      signInLimit: { max: 1_000_000, windowMs: 60_000 },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    const token = (login.json() as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const type = await db
      .selectFrom('device_types')
      .select('id')
      .where('code', '=', 'DC')
      .executeTakeFirstOrThrow();

    console.log(
      `\nload average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // The register's list: words of a name, a number's part, a word and a number; every call with
    // a status and a type filter, sorted by name.
    const searches = ['cabinet', 'transformer 17', 'B00123', 'feeder 99', 'meter', 'zzz'];
    const listUrl = (q: string) =>
      `/api/devices?q=${encodeURIComponent(q)}&status=in_service&typeId=${type.id}&sortBy=name&orderBy=asc`;
    let totals = '';
    for (const q of searches) {
      const answer = await app.inject({ method: 'GET', url: listUrl(q), headers });
      totals += ` ${q}: ${(answer.json() as { total: number }).total}`;
    }
    console.log(`matches:${totals}`);
    let call = 0;
    const list = await time(
      () =>
        app.inject({ method: 'GET', url: listUrl(searches[call++ % searches.length]), headers }),
      RUNS,
      12,
    );
    report(`GET ${listUrl('…')}`, list, 50);
    for (const q of searches) {
      const one = await time(() => app.inject({ method: 'GET', url: listUrl(q), headers }), 40, 3);
      report(`  q=${q}`, one);
    }
    // No filter: the sort reaches every device (info, a few calls).
    const page = await time(
      () => app.inject({ method: 'GET', url: '/api/devices?page=2000&sortBy=name', headers }),
      3,
      1,
    );
    report('GET /api/devices?page=2000&sortBy=name (info)', page);
    // Descending: its own index (migration 0010), as deep a page.
    const pageDesc = await time(
      () =>
        app.inject({
          method: 'GET',
          url: '/api/devices?page=2000&sortBy=name&orderBy=desc',
          headers,
        }),
      3,
      1,
    );
    report('GET /api/devices?page=2000&sortBy=name&orderBy=desc (info)', pageDesc);

    const signIn = await time(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@demo.com', password: 'admin' },
        }),
      RUNS,
      5,
    );
    report('POST /api/auth/login', signIn, 20);
    let note = 0;
    const save = await time(
      () =>
        app.inject({
          method: 'PUT',
          url: '/api/devices/24DC10001',
          headers,
          payload: { notes: `Checked ${note++}`, status: note % 2 ? 'standby' : 'in_service' },
        }),
      RUNS,
      5,
    );
    report('PUT /api/devices/24DC10001', save, 20);
    // The statements one save sends (each a round trip; the transaction's begin and commit and the
    // session's look-up besides).
    nodes.length = 0;
    await app.inject({
      method: 'PUT',
      url: '/api/devices/24DC10001',
      headers,
      payload: { notes: 'Counted', status: 'fault' },
    });
    console.log(`statements of one save: ${nodes.length}`);
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    for (const hook of SERVER_BENCH_HOOKS) await hook.run({ app, database });

    await explainList(db, target.toString(), nodes, () =>
      app.inject({ method: 'GET', url: listUrl('transformer 17'), headers }),
    );
    await explainList(db, target.toString(), nodes, () =>
      app.inject({ method: 'GET', url: '/api/devices?page=2000&sortBy=name', headers }),
    );
    await app.close();
  } finally {
    await database.close();
    // BENCH_KEEP=1 keeps the database to look into (its name is printed).
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin(url, `drop database if exists "${name}" with (force)`);
  }
}

await main();
