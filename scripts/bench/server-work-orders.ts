/**
 * `npm run bench:work-orders`: the work order list on PostgreSQL at the issue's scale (issue 39,
 * docs/performance.md "Work orders on the server"): the demo seed at scale 100 (12,200 devices
 * and the sample generator's ~46,000 orders), then through `fastify.inject()` (the whole HTTP
 * path) the list's interactions as the screen makes them: the first page, a search, each filter,
 * a sort, a deep page, the figures; p50/p95 of each. Prints numbers; never fails a run.
 *
 * Needs BENCH_DATABASE_URL, a PostgreSQL superuser's URL (scripts/bench/work-orders.sh starts a
 * throwaway cluster and sets it); the bench creates its own database and drops it after.
 * BENCH_SCALE and BENCH_RUNS change the scale and the calls.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';

import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemo } from '../../server/seed';
import { report, time } from './stats';

const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const NOW = new Date('2026-06-15T09:00:00Z');
/** The issue's budget for a list interaction. */
const BUDGET_MS = 100;

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The list's interactions, as the work order screen sends them. */
const INTERACTIONS = [
  '/api/work-orders',
  '/api/work-orders?q=24DC1',
  '/api/work-orders?q=transformer%20relay',
  '/api/work-orders?q=WO-2026-0004',
  '/api/work-orders?status=open&status=in_progress&status=on_hold',
  '/api/work-orders?priority=urgent&priority=high&sortBy=priority&orderBy=desc',
  '/api/work-orders?kind=corrective&sortBy=updatedAt&orderBy=desc',
  '/api/work-orders?assigneeId=3&status=open&status=in_progress',
  '/api/work-orders?assigneeId=0',
  '/api/work-orders?due=overdue&sortBy=dueDate',
  '/api/work-orders?due=week',
  '/api/work-orders?locationId=1',
  '/api/work-orders?deviceNumber=24DC10001',
  '/api/work-orders?sortBy=title',
  '/api/work-orders?sortBy=assignee&orderBy=desc',
  '/api/work-orders?page=2000&itemsPerPage=10',
  '/api/work-orders/stats',
];

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL (or run scripts/bench/work-orders.sh)');
  const name = `kit_bench_wo_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database "${name}" template template0 encoding 'UTF8'`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: target.toString() });
  const { db } = database;
  try {
    const version = await sql<{ v: string }>`select version() as v`.execute(db);
    console.log(`${version.rows[0].v.split(' on ')[0]}, Node ${process.version}`);
    await migrateToLatest(db as never);
    const t0 = performance.now();
    await seedDemo(db, { now: NOW.toISOString(), scale: SCALE });
    await sql`vacuum analyze`.execute(db);
    const counts = await sql<{ devices: string; orders: string }>`
      select (select count(*) from devices) as devices, (select count(*) from work_orders) as orders`.execute(
      db,
    );
    const { devices, orders } = counts.rows[0]!;
    console.log(
      `${Number(devices).toLocaleString('en')} devices, ${Number(orders).toLocaleString('en')} work orders: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ db, now: () => NOW });
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    let all: number[] = [];
    for (const path of INTERACTIONS) {
      const answer = await app.inject({ method: 'GET', url: path });
      const total = (answer.json() as { total?: number }).total;
      const samples: number[] = [];
      const timing = await time(
        async () => {
          const start = performance.now();
          await app.inject({ method: 'GET', url: path });
          samples.push(performance.now() - start);
        },
        RUNS,
        5,
      );
      all = all.concat(samples.slice(5));
      report(`GET ${path}${total === undefined ? '' : ` (${total})`}`, timing, BUDGET_MS);
    }
    all.sort((a, b) => a - b);
    const p95 = all[Math.min(all.length - 1, Math.ceil(0.95 * all.length) - 1)]!;
    console.log(`every interaction together: p95 ${p95.toFixed(2)} ms over ${all.length} calls`);
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await app.close();
  } finally {
    await database.close();
    await admin(url, `drop database if exists "${name}" with (force)`);
  }
}

await main();
