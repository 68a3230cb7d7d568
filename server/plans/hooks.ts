/**
 * What other writes do to the plans, inside their own transactions (docs/domain/
 * maintenance-plans.md): an order of a plan done or cancelled (its completion date becomes the
 * device's anchor of the plan, then the next order is made if within the lead days), a type
 * created (its default plan) or its interval changed (its default plan's `every`).
 */
import { sql, type Kysely } from 'kysely';

import type { PlanTrigger } from '../../src/api/contract/maintenance-plans-values';
import type { WorkOrder } from '../../src/api/contract/work-orders';
import type { WorkOrderStatus } from '../../src/api/contract/work-orders-values';
import {
  anchorAfterDone,
  anchorAfterSkip,
  dueAfterConditionChange,
  typeDefaultPlan,
} from '../../src/api/shared/maintenance-plans';
import type { Database } from '../db/schema';
import { generationInputOf, planDeviceOf } from './due';
import { runPlansIn } from './generate';
import { planDevices } from './list';
import { planOf } from './rows';

export async function planOrderClosed(
  tx: Kysely<Database>,
  order: WorkOrder,
  now: string,
): Promise<void> {
  if (order.planId === null || (order.status !== 'done' && order.status !== 'cancelled')) return;
  const plan = await tx
    .selectFrom('maintenance_plans')
    .select(['id', 'trigger'])
    .where('id', '=', order.planId)
    .executeTakeFirst();
  // The plan may have been deleted since it made the order: nothing to anchor or make then.
  if (!plan) return;
  // Done: its completion (no later than today) is the anchor; cancelled by hand, the occurrence
  // counts as skipped, else it would be made again at once. A postponement is spent either way.
  const today = now.slice(0, 10);
  const doneOn = (order.completedAt ?? now).slice(0, 10);
  const anchor =
    order.status === 'done'
      ? anchorAfterDone(plan.trigger as PlanTrigger, order, doneOn > today ? today : doneOn)
      : anchorAfterSkip(order.dueDate ?? today);
  await tx
    .insertInto('maintenance_plan_anchors')
    .values({
      plan_id: order.planId,
      device_number: order.deviceNumber,
      anchor,
      due_override: null,
    })
    .onConflict((c) =>
      c.columns(['plan_id', 'device_number']).doUpdateSet({ anchor, due_override: null }),
    )
    .execute();
  await runPlansIn(tx, now, { planIds: [order.planId], deviceNumbers: [order.deviceNumber] });
}

/** A new type's default plan (typeDefaultPlan): floating inspection every interval from today. */
export async function createTypeDefaultPlan(
  tx: Kysely<Database>,
  type: { id: number; inspectionIntervalDays: number },
  now: string,
): Promise<void> {
  const plan = typeDefaultPlan(type, now.slice(0, 10));
  // The simulation's id: the highest + 1, one create at a time.
  await sql`lock table maintenance_plans in share row exclusive mode`.execute(tx);
  const top = await tx
    .selectFrom('maintenance_plans')
    .select(sql<number>`coalesce(max(id), 0)`.as('max'))
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('maintenance_plans')
    .values({
      id: top.max + 1,
      name: plan.name,
      active: plan.active,
      device_type_id: plan.deviceTypeId,
      device_number: plan.deviceNumber,
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
      is_type_default: plan.isTypeDefault,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}

/** The type's interval changed: its default plan's `every` follows (and its orders are made). */
export async function typeIntervalChanged(
  tx: Kysely<Database>,
  typeId: number,
  intervalDays: number,
  now: string,
): Promise<void> {
  const plan = await tx
    .updateTable('maintenance_plans')
    .set((eb) => ({ every: intervalDays, updated_at: now, version: eb('version', '+', 1) }))
    .where('device_type_id', '=', typeId)
    .where('is_type_default', '=', true)
    .where('every', '<>', intervalDays)
    .returning('id')
    .executeTakeFirst();
  if (plan) await runPlansIn(tx, now, { planIds: [plan.id] });
}

/**
 * A device's condition grade changed: each open, not yet started order of its condition plans is
 * due again by the new grade (an event says why), then any order now owed is made.
 */
export async function deviceConditionChanged(
  tx: Kysely<Database>,
  deviceNumber: string,
  actor: string,
  now: string,
): Promise<void> {
  const today = now.slice(0, 10);
  const plans = await tx
    .selectFrom('maintenance_plans')
    .selectAll()
    .where('trigger', '=', 'condition')
    .where('active', '=', true)
    .where((eb) =>
      eb.or([
        eb('device_number', '=', deviceNumber),
        eb(
          'device_type_id',
          '=',
          eb.selectFrom('devices').select('type_id').where('number', '=', deviceNumber),
        ),
      ]),
    )
    .execute();
  for (const plan of plans) {
    const row = (await planDevices(tx, plan, deviceNumber))[0];
    if (!row?.order_number) continue;
    const order = await tx
      .selectFrom('work_orders')
      .select(['number', 'status', 'due_date', 'version'])
      .where('number', '=', row.order_number)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const dueDate = dueAfterConditionChange(
      planOf(plan),
      planDeviceOf(row),
      { status: order.status as WorkOrderStatus, dueDate: order.due_date },
      generationInputOf([row], today),
    );
    if (dueDate === null) continue;
    await tx
      .updateTable('work_orders')
      .set({ due_date: dueDate, updated_at: now, version: order.version + 1 })
      .where('number', '=', order.number)
      .execute();
    await tx
      .insertInto('work_order_events')
      .values({
        order_number: order.number,
        at: now,
        user_id: null,
        user_name: actor,
        from_status: order.status,
        to_status: order.status,
        reason: `Condition grade ${row.condition}: due ${order.due_date} → ${dueDate}`,
      })
      .execute();
  }
  if (plans.length)
    await runPlansIn(tx, now, { planIds: plans.map((p) => p.id), deviceNumbers: [deviceNumber] });
}
