/**
 * The plan job (docs/server.md "Maintenance plans"): the orders the active plans owe, made in SQL
 * one batch of devices at a time. Each batch is one transaction holding PostgreSQL's advisory
 * lock for plans, so two instances running it at once take turns and the second finds the first's
 * orders (and the partial unique index of migration 0009 refuses a second open order of a plan
 * for a device whatever happens). The devices a plan applies to are read a page at a time by
 * keyset, only those without an open order of the plan (the override of a device's own plan and
 * the retired devices left out in SQL as `appliesTo` says); which of them are owed an order, and
 * what the order is, are the shared pure rules' (src/api/shared/maintenance-plans.ts:
 * dueOccurrences, planOrderDraft). A batch's orders and events are written by one statement each.
 */
import { sql, type Kysely } from 'kysely';

import {
  dueOccurrences,
  fewestDaysToNext,
  planOrderDraft,
  type DueOccurrence,
} from '../../src/api/shared/maintenance-plans';
import { formatWorkOrderNumber } from '../../src/api/shared/work-orders';
import type { Database } from '../db/schema';
import {
  generationInputOf,
  hoursOfDevices,
  PLAN_DEVICE_COLUMNS,
  planDeviceOf,
  type PlanDeviceRow,
} from './due';
import { planOf, planRows, type PlanRow } from './rows';

/** The advisory lock's key: any number no other lock of the kit uses ("plan" in ASCII). */
export const PLAN_LOCK_KEY = 0x706c616e;

/** Devices read (and orders written) per transaction. */
export const PLAN_BATCH = 2000;

/** Which plans and devices a run looks at: all of them when not given. */
export interface PlanScope {
  planIds?: readonly number[];
  deviceNumbers?: readonly string[];
}

/** The devices `plan` applies to, in the register (SQL `d`), as appliesTo says. */
export const appliesSql = (plan: PlanRow) =>
  plan.device_number !== null
    ? sql`d.number = ${plan.device_number}`
    : sql`d.type_id = ${plan.device_type_id} and not exists (
        select 1 from maintenance_plans o
        where o.device_number = d.number and o.kind = ${plan.kind} and o.active)`;

/**
 * A bound that only skips reading devices, never decides: a floating or condition plan's next
 * date is its anchor plus at least `fewestDaysToNext` days, so a device whose anchor is later than
 * today + lead − that owes nothing yet. The rules decide for the devices read.
 */
function anchorBound(plan: PlanRow, today: string) {
  const step = fewestDaysToNext(planOf(plan));
  if (step === null) return sql`true`;
  const anchor = plan.is_type_default
    ? sql`greatest(a.anchor, coalesce(d.last_inspection, d.commission_date))`
    : sql`a.anchor`;
  return sql`(a.due_override is not null or ${anchor} is null
    or ${anchor} <= ${today}::date + ${plan.lead_days - step}::int)`;
}

/** The devices of `plan` after `after` (number order) with no open order of the plan. */
async function pageOfDevices(
  tx: Kysely<Database>,
  plan: PlanRow,
  after: string,
  scope: PlanScope,
  today: string,
): Promise<PlanDeviceRow[]> {
  const numbers = scope.deviceNumbers;
  if (numbers && numbers.length === 0) return [];
  const { rows } = await sql<PlanDeviceRow>`
    select ${sql.raw(PLAN_DEVICE_COLUMNS)}
    from devices d
    left join maintenance_plan_anchors a on a.plan_id = ${plan.id} and a.device_number = d.number
    where d.deleted_at is null and d.status <> 'retired' and d.number > ${after}
      and ${appliesSql(plan)} and ${anchorBound(plan, today)}
      ${numbers ? sql`and d.number = any(${numbers}::text[])` : sql``}
      and not exists (
        select 1 from work_orders w where w.plan_id = ${plan.id} and w.device_number = d.number
          and w.status not in ('done', 'cancelled'))
    order by d.number
    limit ${PLAN_BATCH}`.execute(tx);
  return rows;
}

/** The orders of one batch: numbers taken at once, orders and events by one statement each. */
async function writeOrders(
  tx: Kysely<Database>,
  due: readonly DueOccurrence[],
  now: string,
): Promise<number> {
  if (!due.length) return 0;
  const year = Number(now.slice(0, 4));
  const { last } = await tx
    .insertInto('work_order_serials')
    .values({ year, last: due.length })
    .onConflict((c) =>
      c
        .column('year')
        .doUpdateSet((eb) => ({ last: eb('work_order_serials.last', '+', due.length) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const first = last - due.length + 1;
  const drafts = due.map((occurrence, i) => ({
    number: formatWorkOrderNumber(year, first + i),
    ...planOrderDraft(occurrence),
  }));
  const { rows: made } = await sql<{ number: string }>`
    insert into work_orders (number, title, kind, priority, status, device_number, plan_id,
      parent_number, requested_by_id, requested_by_name, assignee_id, due_date, planned_start,
      estimated_hours, needs_isolation, isolation, checklist, labour, parts, cost, notes,
      created_at, updated_at, version)
    select r.number, r.title, r.kind, r.priority, r.status, r."deviceNumber", r."planId", null,
      null, '', r."assigneeId", r."dueDate"::date, null, r."estimatedHours",
      r."needsIsolation", null, r.checklist, '[]'::jsonb, '[]'::jsonb, 0, '',
      ${now}::timestamptz, ${now}::timestamptz, 1
    from jsonb_to_recordset(${JSON.stringify(drafts)}::jsonb) as r(number text, title text,
      kind text, priority text, status text, "deviceNumber" text, "planId" int,
      "assigneeId" int, "dueDate" text, "estimatedHours" double precision,
      "needsIsolation" boolean, checklist jsonb)
    on conflict (plan_id, device_number) where plan_id is not null
      and status not in ('done', 'cancelled') do nothing
    returning number`.execute(tx);
  if (!made.length) return 0;
  const { event } = drafts[0]!;
  await sql`
    insert into work_order_events (order_number, at, user_id, user_name, from_status, to_status,
      reason)
    select n, ${now}::timestamptz, null, ${event.userName}, null, ${event.to}, ${event.reason}
    from unnest(${made.map((m) => m.number)}::text[]) as n`.execute(tx);
  // The year's counter skips the numbers of orders the index refused (a gap, as a rolled-back
  // create leaves).
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
  const rows = await pageOfDevices(tx, plan, after, scope, now.slice(0, 10));
  const due = dueOccurrences({
    plans: [planOf(plan)],
    devices: rows.map(planDeviceOf),
    orders: [],
    ...generationInputOf(rows, now.slice(0, 10)),
    ...(await hoursOfDevices(
      tx,
      plan,
      rows.map((r) => r.number),
      now,
    )),
  });
  return {
    count: await writeOrders(tx, due, now),
    last: rows.length === PLAN_BATCH ? rows[rows.length - 1]!.number : null,
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
