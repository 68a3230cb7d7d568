/**
 * The maintenance plan writes (docs/domain/maintenance-plans.md): create, change (If-Match → 412)
 * and delete (a type's default plan: 409). Each is one transaction with its audit entry, and makes
 * the orders the plan owes within it (server/plans/generate.ts), so a plan is never stored without
 * them. A type's default plan and its type share one interval: a change to the plan's `every`
 * changes the type's inspection interval and its devices' next inspections in the same
 * transaction (as a type's change does: server/device-types/writes.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  maintenancePlanCreateBody,
  maintenancePlanUpdateBody,
  type MaintenancePlan,
} from '../../src/api/contract/maintenance-plans';
import type { Precondition } from '../../src/api/shared/answer';
import { checkPlan, planDefaults, type PlanLookups } from '../../src/api/shared/maintenance-plans';
import {
  conflict,
  created,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { WriteContext } from '../devices/writes';
import { assignee } from '../work-orders/people';
import { runPlansIn } from './generate';
import { findPlanRow, toMaintenancePlan } from './list';
import { planOf, type PlanFields, type PlanRow } from './rows';

type Tx = Transaction<Database>;
type Settable = Omit<PlanFields, 'id' | 'isTypeDefault' | 'createdAt' | 'updatedAt' | 'version'>;

const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2147483647;

/** What the shared checkPlan asks of the database, read for the ids the plan names. */
async function lookupsOf(tx: Tx, plan: Settable): Promise<PlanLookups> {
  const type =
    plan.deviceTypeId !== null && isRowId(plan.deviceTypeId)
      ? await tx
          .selectFrom('device_types')
          .select('id')
          .where('id', '=', plan.deviceTypeId)
          .executeTakeFirst()
      : undefined;
  const device =
    plan.deviceNumber !== null
      ? await tx
          .selectFrom('devices')
          .select('number')
          .where('number', '=', plan.deviceNumber.trim().toUpperCase())
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  const person = plan.assigneeId !== null ? await assignee(tx, plan.assigneeId) : undefined;
  return {
    typeExists: (id) => type?.id === id,
    deviceExists: () => device !== undefined,
    isAssignee: (id) => person?.id === id,
  };
}

const columnsOf = (plan: Settable) => ({
  name: plan.name,
  active: plan.active,
  device_type_id: plan.deviceTypeId,
  device_number: plan.deviceNumber === null ? null : plan.deviceNumber.trim().toUpperCase(),
  kind: plan.kind,
  checklist: JSON.stringify(plan.checklist),
  needs_isolation: plan.needsIsolation,
  estimated_hours: plan.estimatedHours,
  trigger: plan.trigger,
  every: plan.every,
  unit: plan.unit,
  start_date: plan.startDate,
  lead_days: plan.leadDays,
  assignee_id: plan.assigneeId,
  priority: plan.priority,
});

/**
 * The orders a plan's write makes owed: the plan's own; a device's plan also moves its type's
 * plans of the device (it overrides them, or no longer does).
 */
async function makeOrders(tx: Tx, row: Pick<PlanRow, 'id' | 'device_number'>, now: string) {
  await runPlansIn(
    tx,
    now,
    row.device_number === null ? { planIds: [row.id] } : { deviceNumbers: [row.device_number] },
  );
}

/** The plan as answered after a write: its orders made first. */
async function answered(tx: Tx, id: number, now: string): Promise<MaintenancePlan> {
  const row = (await findPlanRow(tx, id))!;
  await makeOrders(tx, row, now);
  return toMaintenancePlan(tx, row, now.slice(0, 10));
}

/** POST /api/maintenance-plans: 201 with the plan and the orders it owes made. */
export function createMaintenancePlan(
  db: Kysely<Database>,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<MaintenancePlan>> {
  const parsed = check(maintenancePlanCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  const input = parsed.data;
  const defaults = planDefaults(input.kind);
  const plan: Settable = {
    ...input,
    active: input.active ?? defaults.active,
    deviceTypeId: input.deviceTypeId ?? null,
    deviceNumber: input.deviceNumber ?? null,
    checklist: input.checklist ?? defaults.checklist,
    needsIsolation: input.needsIsolation ?? defaults.needsIsolation,
    estimatedHours: input.estimatedHours ?? defaults.estimatedHours,
    leadDays: input.leadDays ?? defaults.leadDays,
    assigneeId: input.assigneeId ?? defaults.assigneeId,
    priority: input.priority ?? defaults.priority,
  };
  return db.transaction().execute(async (tx) => {
    const refused = checkPlan({ ...plan, isTypeDefault: false }, await lookupsOf(tx, plan));
    if (refused) return refused;
    // One create at a time: the id is the simulation's (the highest + 1).
    await sql`lock table maintenance_plans in share row exclusive mode`.execute(tx);
    const top = await tx
      .selectFrom('maintenance_plans')
      .select(sql<number>`coalesce(max(id), 0)`.as('max'))
      .executeTakeFirstOrThrow();
    const { id } = await tx
      .insertInto('maintenance_plans')
      .values({
        id: top.max + 1,
        ...columnsOf(plan),
        is_type_default: false,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(tx, user, 'createMaintenancePlan', id);
    return created(await answered(tx, id, now));
  });
}

/** The plan row by id, locked: 404, or 412 with the plan as it is. */
async function lockedPlan(
  tx: Tx,
  id: number | undefined,
  precondition: Precondition,
  today: string,
): Promise<{ ok: true; row: PlanRow } | Exclude<Outcome<never>, { ok: true }>> {
  const row = await findPlanRow(tx, id, true);
  if (!row) return notFound('maintenancePlanNotFound');
  if (precondition && !precondition(row.version))
    return preconditionFailed(
      'maintenancePlanChangedElsewhere',
      await toMaintenancePlan(tx, row, today),
    );
  return { ok: true, row };
}

/** The type's inspection interval follows its default plan's (and its devices' next inspection). */
async function followInterval(tx: Tx, typeId: number, every: number, now: string): Promise<void> {
  const type = await tx
    .updateTable('device_types')
    .set((eb) => ({
      inspection_interval_days: every,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', typeId)
    .where('inspection_interval_days', '<>', every)
    .returning('id')
    .executeTakeFirst();
  if (!type) return;
  // computeNextInspection (src/api/sample/devices/dates.ts) over the type's devices at once.
  await tx
    .updateTable('devices')
    .set({
      next_inspection: sql`coalesce(last_inspection, commission_date) + ${every}::int`,
    })
    .where('type_id', '=', typeId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** PUT /api/maintenance-plans/{id}: any subset of the fields. */
export function updateMaintenancePlan(
  db: Kysely<Database>,
  id: number | undefined,
  body: unknown,
  precondition: Precondition,
  { user, now }: WriteContext,
): Promise<Outcome<MaintenancePlan>> {
  const today = now.slice(0, 10);
  return db.transaction().execute(async (tx) => {
    const found = await lockedPlan(tx, id, precondition, today);
    if (!found.ok) return found;
    const { row } = found;
    const parsed = check(maintenancePlanUpdateBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const before = planOf(row);
    const after: Settable = { ...before };
    for (const [key, value] of Object.entries(parsed.data))
      if (value !== undefined) Object.assign(after, { [key]: value });
    const refused = checkPlan(
      { ...after, isTypeDefault: row.is_type_default },
      await lookupsOf(tx, after),
      parsed.data,
    );
    if (refused) return refused;
    const columns = columnsOf(after);
    const unchanged = Object.entries(columnsOf(before)).every(
      ([key, value]) =>
        JSON.stringify(value) === JSON.stringify(columns[key as keyof typeof columns]),
    );
    if (unchanged) return ok(await toMaintenancePlan(tx, row, today));
    await tx
      .updateTable('maintenance_plans')
      .set({ ...columns, updated_at: now, version: row.version + 1 })
      .where('id', '=', row.id)
      .execute();
    if (row.is_type_default && after.every !== before.every)
      await followInterval(tx, row.device_type_id!, after.every, now);
    await writeAudit(tx, user, 'updateMaintenancePlan', row.id);
    return ok(await answered(tx, row.id, now));
  });
}

/** DELETE /api/maintenance-plans/{id}: its orders stay, naming it. */
export function deleteMaintenancePlan(
  db: Kysely<Database>,
  id: number | undefined,
  precondition: Precondition,
  { user, now }: WriteContext,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (tx) => {
    const found = await lockedPlan(tx, id, precondition, now.slice(0, 10));
    if (!found.ok) return found;
    if (found.row.is_type_default) return conflict('planIsTypeDefault');
    await tx.deleteFrom('maintenance_plans').where('id', '=', found.row.id).execute();
    await writeAudit(tx, user, 'deleteMaintenancePlan', found.row.id);
    // The type's plan a deleted device plan overrode applies again.
    if (found.row.device_number !== null)
      await runPlansIn(tx, now, { deviceNumbers: [found.row.device_number] });
    return noContent();
  });
}
