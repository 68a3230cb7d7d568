/**
 * The plan job (docs/server.md "Maintenance plans"): the orders the active plans owe, made in SQL
 * one batch of devices at a time. Each batch is one transaction holding PostgreSQL's advisory
 * lock for plans, so two instances running it at once take turns and the second finds the first's
 * orders (and the partial unique index of migration 0009 refuses a second open order of a plan
 * for a device whatever happens). The devices a plan applies to are read a page at a time by
 * keyset, only those without an open order of the plan; their due dates are the shared pure rules'
 * (src/api/shared/maintenance-plans.ts); the orders of a batch are written by one statement.
 */
import { sql, type Kysely } from 'kysely';

import { formatWorkOrderNumber } from '../../src/api/shared/work-orders';
import type { Database } from '../db/schema';
import { dueDateOf, type PlanDevice } from './due';
import { planRows, type PlanRow } from './rows';

/** The advisory lock's key: any number no other lock of the kit uses ("plan" in ASCII). */
export const PLAN_LOCK_KEY = 0x706c616e;

/** Devices read (and orders written) per transaction. */
export const PLAN_BATCH = 2000;

/** Which plans and devices a run looks at: all of them when not given. */
export interface PlanScope {
  planIds?: readonly number[];
  deviceNumbers?: readonly string[];
}

/** The devices of `plan` after `after` (number order) owing an order: none open of the plan. */
async function pageOfDevices(
  tx: Kysely<Database>,
  plan: PlanRow,
  after: string,
  scope: PlanScope,
): Promise<PlanDevice[]> {
  const numbers = scope.deviceNumbers;
  if (numbers && numbers.length === 0) return [];
  const { rows } = await sql<PlanDevice>`
    select d.number, d.condition, d.last_inspection, d.commission_date,
      a.anchor, a.due_override
    from devices d
    left join maintenance_plan_anchors a on a.plan_id = ${plan.id} and a.device_number = d.number
    where d.deleted_at is null and d.status <> 'retired' and d.number > ${after}
      and ${
        plan.device_number !== null
          ? sql`d.number = ${plan.device_number}`
          : sql`d.type_id = ${plan.device_type_id} and not exists (
              select 1 from maintenance_plans o
              where o.device_number = d.number and o.kind = ${plan.kind} and o.active)`
      }
      ${numbers ? sql`and d.number in (${sql.join(numbers.map((n) => sql`${n}`))})` : sql``}
      and not exists (
        select 1 from work_orders w where w.plan_id = ${plan.id} and w.device_number = d.number
          and w.status not in ('done', 'cancelled'))
    order by d.number
    limit ${PLAN_BATCH}`.execute(tx);
  return rows;
}

/** The orders of one batch, written by one statement each (numbers, orders, events). */
async function writeOrders(
  tx: Kysely<Database>,
  plan: PlanRow,
  owed: { number: string; dueDate: string }[],
  now: string,
): Promise<number> {
  if (!owed.length) return 0;
  const year = Number(now.slice(0, 4));
  const { last } = await tx
    .insertInto('work_order_serials')
    .values({ year, last: owed.length })
    .onConflict((c) =>
      c
        .column('year')
        .doUpdateSet((eb) => ({ last: eb('work_order_serials.last', '+', owed.length) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const first = last - owed.length + 1;
  const rows = owed.map((o, i) => ({
    number: formatWorkOrderNumber(year, first + i),
    device: o.number,
    due: o.dueDate,
  }));
  const { rows: made } = await sql<{ number: string }>`
    insert into work_orders (number, title, kind, priority, status, device_number, plan_id,
      parent_number, requested_by_id, requested_by_name, assignee_id, due_date, planned_start,
      estimated_hours, needs_isolation, isolation, checklist, labour, parts, cost, notes,
      created_at, updated_at, version)
    select r.number, p.name, p.kind, p.priority, 'open', r.device, p.id, null, null, 'plan',
      p.assignee_id, r.due::date, null, p.estimated_hours, p.needs_isolation, null, p.checklist,
      '[]'::jsonb, '[]'::jsonb, 0, '', ${now}::timestamptz, ${now}::timestamptz, 1
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(number text, device text, due text)
    join maintenance_plans p on p.id = ${plan.id}
    on conflict (plan_id, device_number) where plan_id is not null
      and status not in ('done', 'cancelled') do nothing
    returning number`.execute(tx);
  if (!made.length) return 0;
  await sql`
    insert into work_order_events (order_number, at, user_id, user_name, from_status, to_status,
      reason)
    select n, ${now}::timestamptz, null, 'plan', null, 'open', ''
    from unnest(${made.map((m) => m.number)}::text[]) as n`.execute(tx);
  // The orders answered next hold what the database holds: the year's counter skips the numbers
  // of orders refused above (a gap, as a rolled-back create leaves).
  return made.length;
}

/** One page of a plan's devices in `tx` (holding the lock): the orders made, the page's last. */
async function planPage(
  tx: Kysely<Database>,
  plan: PlanRow,
  after: string,
  scope: PlanScope,
  now: string,
): Promise<{ count: number; last: string | null }> {
  await sql`select pg_advisory_xact_lock(${PLAN_LOCK_KEY})`.execute(tx);
  const today = now.slice(0, 10);
  const devices = await pageOfDevices(tx, plan, after, scope);
  const owed = devices.flatMap((device) => {
    const dueDate = dueDateOf(plan, device, today);
    return dueDate !== null && owes(dueDate, plan.lead_days, today)
      ? [{ number: device.number, dueDate }]
      : [];
  });
  return {
    count: await writeOrders(tx, plan, owed, now),
    last: devices.length === PLAN_BATCH ? devices[devices.length - 1]!.number : null,
  };
}

/**
 * Makes the orders the plans owe at `now` (ISO instant); the number made. Each page of devices is
 * a transaction of its own (the periodic job: a million devices are never one transaction).
 */
export async function runPlans(
  db: Kysely<Database>,
  now: string,
  scope: PlanScope = {},
): Promise<number> {
  let made = 0;
  for (const plan of await planRows(db, scope.planIds)) {
    if (!plan.active) continue;
    let after: string | null = '';
    while (after !== null) {
      const from: string = after;
      const page = await db.transaction().execute((tx) => planPage(tx, plan, from, scope, now));
      made += page.count;
      after = page.last;
    }
  }
  return made;
}

/**
 * The same inside a write's own transaction (`tx`), for the few devices a write touched: a plan
 * written, an order done, a device changed make their orders with the write or not at all.
 */
export async function runPlansIn(
  tx: Kysely<Database>,
  now: string,
  scope: PlanScope,
): Promise<number> {
  let made = 0;
  for (const plan of await planRows(tx, scope.planIds)) {
    if (!plan.active) continue;
    let after: string | null = '';
    while (after !== null) {
      const page = await planPage(tx, plan, after, scope, now);
      made += page.count;
      after = page.last;
    }
  }
  return made;
}

const DAY_MS = 86_400_000;

/** An occurrence is made `leadDays` before it is due (at once when already past due). */
function owes(dueDate: string, leadDays: number, today: string): boolean {
  return Date.parse(dueDate) - leadDays * DAY_MS <= Date.parse(today);
}
