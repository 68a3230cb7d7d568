/**
 * POST /api/maintenance-plans/{id}/occurrence (docs/domain/maintenance-plans.md): a device's next
 * occurrence of a plan skipped or postponed, in one transaction with its audit entry. Skip: the
 * open order is cancelled with the reason and the skipped due date becomes the device's anchor
 * (the next occurrence counts it as done then); with no order yet, the next due date is the
 * anchor. Postpone: the open order's due date moves (an event says why), or with no order yet the
 * next occurrence is due then (`due_override`, spent when its order is done or cancelled). The
 * simulation's changePlanOccurrence (src/api/mock/queries/maintenance-plans.ts) said over tables.
 */
import type { Kysely, Transaction } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  planOccurrenceBody,
  type PlanOccurrenceResult,
} from '../../src/api/contract/maintenance-plans';
import { anchorAfterSkip, checkOccurrenceChange } from '../../src/api/shared/maintenance-plans';
import { conflict, invalid, notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { WriteContext } from '../devices/writes';
import { findOrderRow, toWorkOrder } from '../work-orders/rows';
import { dueDateOf } from './due';
import { runPlansIn } from './generate';
import { findPlanRow, planDevices } from './list';

type Tx = Transaction<Database>;

/** The plan's stored state on the device (made when first written). */
async function setState(
  tx: Tx,
  planId: number,
  deviceNumber: string,
  values: { anchor?: string | null; due_override: string | null },
): Promise<void> {
  await tx
    .insertInto('maintenance_plan_anchors')
    .values({ plan_id: planId, device_number: deviceNumber, anchor: null, ...values })
    .onConflict((c) => c.columns(['plan_id', 'device_number']).doUpdateSet(values))
    .execute();
}

export function changePlanOccurrence(
  db: Kysely<Database>,
  id: number | undefined,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<PlanOccurrenceResult>> {
  const today = now.slice(0, 10);
  return db.transaction().execute(async (tx) => {
    const plan = await findPlanRow(tx, id, true);
    if (!plan) return notFound('maintenancePlanNotFound');
    const parsed = check(planOccurrenceBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const change = parsed.data;
    const refused = checkOccurrenceChange(change, today);
    if (refused) return refused;
    const number = change.deviceNumber.trim().toUpperCase();
    const [row] = await planDevices(tx, plan, number);
    if (!row) return conflict('planNotForDevice');
    const orderRow = row.order_number ? await findOrderRow(tx, row.order_number, true) : undefined;
    const reason = change.reason.trim();
    const scope = { planIds: [plan.id], deviceNumbers: [number] };
    if (change.action === 'postpone') {
      await writeAudit(tx, user, 'changePlanOccurrence', plan.id);
      await setState(tx, plan.id, number, { due_override: change.until! });
      if (!orderRow) {
        await runPlansIn(tx, now, scope);
        const [made] = await planDevices(tx, plan, number);
        return made?.order_number
          ? ok(await toWorkOrder(tx, (await findOrderRow(tx, made.order_number))!, today))
          : ok({ dueDate: change.until! });
      }
    } else {
      const due = orderRow?.due_date ?? dueDateOf(plan, row, today);
      if (due === null) return conflict('planNotForDevice');
      await writeAudit(tx, user, 'changePlanOccurrence', plan.id);
      await setState(tx, plan.id, number, { anchor: anchorAfterSkip(due), due_override: null });
      if (!orderRow) {
        await runPlansIn(tx, now, scope);
        const [after] = await planDevices(tx, plan, number);
        return ok({ dueDate: dueDateOf(plan, after!, today) });
      }
    }
    const skip = change.action === 'skip';
    await tx
      .updateTable('work_orders')
      .set({
        ...(skip ? { status: 'cancelled' } : { due_date: change.until! }),
        updated_at: now,
        version: orderRow.version + 1,
      })
      .where('number', '=', orderRow.number)
      .execute();
    await tx
      .insertInto('work_order_events')
      .values({
        order_number: orderRow.number,
        at: now,
        user_id: user.id,
        user_name: user.fullName,
        from_status: orderRow.status,
        to_status: skip ? 'cancelled' : orderRow.status,
        reason,
      })
      .execute();
    if (skip) await runPlansIn(tx, now, scope);
    return ok(await toWorkOrder(tx, (await findOrderRow(tx, orderRow.number))!, today));
  });
}
