/**
 * The plans' migration and job on the server (docs/server.md "Maintenance plans"): a database
 * migrated from empty has the tables and no plan; a database that had types and devices before
 * migration 0009 gets each type's default plan from its interval; two runs of the job at once over
 * one database make each owed order once (the advisory lock, then the partial unique index); a
 * run after a restart makes nothing twice and loses nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { createKitDb } from '@/api/mock/db';

import { migrateToLatest, MIGRATIONS, migratorOf } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/schema';
import { runPlans } from '../../server/plans/generate';
import { startPlanJob } from '../../server/plans/job';
import { seedDemoAccounts, seedDevices } from '../../server/seed';
import { openTestDatabase, TEST_NOW } from './support';

const samples = createKitDb({ now: TEST_NOW });
const before0009 = Object.keys(MIGRATIONS)
  .filter((name) => name < '0009')
  .at(-1)!;

const ORDER_COPY_COLUMNS = `title, kind, priority, status, device_number, plan_id,
  requested_by_name, due_date, needs_isolation, checklist, labour, parts, cost, notes,
  created_at, updated_at, version`;

/** The plan-made orders open per plan and device (more than one would be a duplicate). */
async function openPlanOrders(db: Kysely<Database>) {
  const { rows } = await sql<{ plan_id: number; device_number: string; n: string }>`
    select plan_id, device_number, count(*) as n from work_orders
    where plan_id is not null and status not in ('done', 'cancelled')
    group by plan_id, device_number`.execute(db);
  return rows;
}

describe('migration 0009', () => {
  it('from an empty database: the tables, no plan, and the one-open-order index', async () => {
    const database = await openTestDatabase();
    try {
      await migrateToLatest(database.db as never);
      const plans = await database.db.selectFrom('maintenance_plans').selectAll().execute();
      expect(plans).toEqual([]);
      const { rows } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'work_orders_one_open_per_plan_idx'`.execute(
        database.db,
      );
      expect(rows[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(plan_id, device_number\) WHERE/);
    } finally {
      await database.close();
    }
  });

  it(`from ${before0009} with data: every type gets its default plan from its interval`, async () => {
    const database = await openTestDatabase();
    try {
      await migratorOf(database.db as never).migrateTo(before0009);
      await seedDemoAccounts(database.db);
      // Written as a database of that version held them: no plans table yet.
      await database.db.transaction().execute(async (tx) => {
        for (const t of samples.deviceTypes)
          await tx
            .insertInto('device_types')
            .values({
              id: t.id,
              code: t.code,
              name: t.name,
              category: t.category,
              description: t.description,
              // Each its own interval, so a plan taking another type's would be seen.
              inspection_interval_days: 100 + t.id,
              nameplate_fields: JSON.stringify(t.nameplateFields),
              thresholds: JSON.stringify(t.thresholds),
              updated_at: t.updatedAt,
              version: t.version,
            })
            .execute();
      });
      await migrateToLatest(database.db as never);
      const plans = await database.db
        .selectFrom('maintenance_plans')
        .selectAll()
        .orderBy('device_type_id')
        .execute();
      expect(plans.map((p) => [p.device_type_id, p.every])).toEqual(
        samples.deviceTypes.map((t) => [t.id, 100 + t.id]).sort((a, b) => a[0]! - b[0]!),
      );
      for (const plan of plans)
        expect(plan).toMatchObject({
          name: 'Inspection',
          active: true,
          device_number: null,
          kind: 'inspection',
          trigger: 'floating',
          unit: 'days',
          lead_days: 14,
          is_type_default: true,
          version: 1,
        });
    } finally {
      await database.close();
    }
  });
});

describe('the plan job', () => {
  it('two runs at once over one database make each owed order once', async () => {
    const database = await openTestDatabase();
    try {
      await migrateToLatest(database.db as never);
      await seedDemoAccounts(database.db);
      // Without the orders the sample plans made: the job owes them again. (The samples' lazy
      // tables are named: a spread of the samples does not copy them.)
      await seedDevices(database.db, {
        ...samples,
        workOrders: samples.workOrders.filter((o) => o.planId === null),
        workOrderSerials: samples.workOrderSerials,
        maintenancePlans: samples.maintenancePlans,
        planStates: samples.planStates,
        now: TEST_NOW,
      });
      const before = await database.db
        .selectFrom('work_orders')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      // On PostgreSQL the pool gives each run its own connection (two instances' transactions at
      // once); PGlite's one session takes their transactions in turn.
      const [a, b] = await Promise.all([
        runPlans(database.db, TEST_NOW),
        runPlans(database.db, TEST_NOW),
      ]);
      const after = await database.db
        .selectFrom('work_orders')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      // The plans owe what the simulation's samples made for them, no more and no less.
      expect(a + b).toBe(samples.workOrders.filter((o) => o.planId !== null).length);
      expect(a + b).toBeGreaterThan(0);
      const made = await database.db
        .selectFrom('work_orders')
        .select(['plan_id', 'device_number', 'due_date', 'title'])
        .where('plan_id', 'is not', null)
        .orderBy('plan_id')
        .orderBy('device_number')
        .execute();
      expect(made.map((o) => [o.plan_id, o.device_number, o.due_date, o.title])).toEqual(
        samples.workOrders
          .filter((o) => o.planId !== null)
          .map((o) => [o.planId, o.deviceNumber, o.dueDate, o.title])
          .sort(
            (x, y) =>
              (x[0]! as number) - (y[0]! as number) || String(x[1]).localeCompare(String(y[1])),
          ),
      );
      expect(Number(after.n) - Number(before.n)).toBe(a + b);
      const open = await openPlanOrders(database.db);
      expect(open.filter((row) => Number(row.n) > 1)).toEqual([]);
      // A third run, the clock's own at start, finds nothing left to make.
      const runs: number[] = [];
      const job = startPlanJob({
        db: database.db,
        now: () => new Date(TEST_NOW),
        onError: (error) => runs.push(-1, Number(error)),
        onRun: (made) => runs.push(made),
      });
      await job.stop();
      expect(runs).toEqual([0]);
      // And whatever a run did, the database refuses a second open order of a plan for a device.
      const [one] = open;
      const columns = sql.raw(ORDER_COPY_COLUMNS);
      const copy = sql`insert into work_orders (number, ${columns})
        select regexp_replace(number, '[0-9]+$', '99999'), ${columns} from work_orders
        where plan_id = ${one!.plan_id} and device_number = ${one!.device_number}`;
      await expect(copy.execute(database.db)).rejects.toThrow(/work_orders_one_open_per_plan_idx/);
    } finally {
      await database.close();
    }
  });
});

describe('a restart', () => {
  const folder = mkdtempSync(join(tmpdir(), 'server-plans-restart-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the plans, their orders and the counter: the next run makes nothing twice', async () => {
    const open = () => openDatabase({ kind: 'folder', dataDir: join(folder, 'pg') });
    const first = open();
    await migrateToLatest(first.db as never);
    await seedDemoAccounts(first.db);
    await seedDevices(first.db, {
      deviceTypes: samples.deviceTypes,
      deviceLocations: samples.deviceLocations,
      devices: samples.devices.slice(0, 40).map((d) => ({ ...d, parentNumber: null })),
      deletedDevices: [],
      now: TEST_NOW,
    });
    const made = await runPlans(first.db, TEST_NOW);
    expect(made).toBeGreaterThan(0);
    const orders = await first.db
      .selectFrom('work_orders')
      .select(['number', 'plan_id', 'device_number', 'due_date'])
      .orderBy('number')
      .execute();
    await first.close();

    const next = open();
    try {
      await migrateToLatest(next.db as never);
      expect(await runPlans(next.db, TEST_NOW)).toBe(0);
      const kept = await next.db
        .selectFrom('work_orders')
        .select(['number', 'plan_id', 'device_number', 'due_date'])
        .orderBy('number')
        .execute();
      expect(kept).toEqual(orders);
      const plans = await next.db.selectFrom('maintenance_plans').select('id').execute();
      expect(plans).toHaveLength(samples.deviceTypes.length);
    } finally {
      await next.close();
    }
  });
});
