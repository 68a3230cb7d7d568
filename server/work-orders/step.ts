/**
 * POST /api/work-orders/{number}/status (docs/domain/work-orders.md "The state machine") in ONE
 * transaction: the order's row locked (FOR UPDATE, so two steps at once run one after the other
 * and the second meets the first's version or state), the shared rules (checkStep, stepEffect)
 * applied, the device's status changed with its history entry and version, a done order's
 * maintenance record written by the code that answers addMaintenance, the event appended and the
 * audit entry written; an order of a plan done or cancelled makes the plan's next order for the
 * device (server/plans/hooks.ts). A rule refusing the step leaves nothing behind.
 */
import type { Kysely, Transaction } from 'kysely';

import { check } from '../../src/api/contract/common';
import { workOrderStatusBody, type WorkOrder } from '../../src/api/contract/work-orders';
import type { Precondition } from '../../src/api/shared/answer';
import { diffDevices } from '../../src/api/shared/device-diff';
import { updateEntries } from '../../src/api/shared/device-history';
import { invalid, ok, type Outcome } from '../../src/api/shared/outcome';
import { checkStep, maintenanceRecordOf, stepEffect } from '../../src/api/shared/work-orders';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import { toDevice } from '../devices/rows';
import { lockedDevice, type WriteContext } from '../devices/writes';
import { planOrderClosed } from '../plans/hooks';
import { labelled, recordHistory } from '../records/history';
import { writeMaintenance } from '../records/maintenance';
import { findOrderRow, lockedOrder, toWorkOrder } from './rows';

type Tx = Transaction<Database>;

/** The device's status as a device write changes it: history entry, new version, update time. */
async function setDeviceStatus(
  tx: Tx,
  number: string,
  status: 'maintenance' | 'in_service',
  { user, now }: WriteContext,
): Promise<void> {
  const row = await lockedDevice(tx, number);
  if (!row || row.status === status) return;
  const before = toDevice(row);
  const diff = diffDevices(before, { ...before, status });
  await tx
    .updateTable('devices')
    .set({ status, updated_at: now, version: row.version + 1 })
    .where('number', '=', number)
    .execute();
  await recordHistory(tx, number, updateEntries(await labelled(tx, diff)), user.fullName, now);
  await writeAudit(tx, user, 'updateDevice', number);
}

/** The done record of a completed order, on its device (locked again: the status moved it on). */
async function recordCompletion(tx: Tx, order: WorkOrder, context: WriteContext): Promise<void> {
  const device = await lockedDevice(tx, order.deviceNumber);
  if (!device) return;
  const body = maintenanceRecordOf(order, order.completedAt!, order.signOff!.name);
  const written = await writeMaintenance(tx, device, body, context);
  if (!written.ok) throw new Error(`A completed order's record was refused: ${order.number}`);
}

export function changeWorkOrderStatus(
  db: Kysely<Database>,
  number: unknown,
  body: unknown,
  precondition: Precondition,
  context: WriteContext,
): Promise<Outcome<WorkOrder>> {
  const { user, now } = context;
  const today = now.slice(0, 10);
  return db.transaction().execute(async (tx) => {
    const found = await lockedOrder(tx, number, precondition, today);
    if (!found.ok) return found;
    const { order } = found;
    const parsed = check(workOrderStatusBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const change = parsed.data;
    const actor = { userId: user.id, rules: user.abilityRules };
    const refused = checkStep(order, change, actor);
    if (refused) return refused;
    const effect = stepEffect(order, change, actor, now);
    const { deviceStatus, ...fields } = effect;
    await tx
      .updateTable('work_orders')
      .set({
        status: change.status,
        ...(fields.downtimeStart !== undefined && { downtime_start: fields.downtimeStart }),
        ...(fields.downtimeEnd !== undefined && { downtime_end: fields.downtimeEnd }),
        ...(fields.completedAt !== undefined && { completed_at: fields.completedAt }),
        ...(fields.completedById !== undefined && { completed_by_id: fields.completedById }),
        ...(fields.signOff !== undefined && {
          sign_off: fields.signOff === null ? null : JSON.stringify(fields.signOff),
        }),
        updated_at: now,
        version: order.version + 1,
      })
      .where('number', '=', order.number)
      .execute();
    await tx
      .insertInto('work_order_events')
      .values({
        order_number: order.number,
        at: now,
        user_id: user.id,
        user_name: user.fullName,
        from_status: order.status,
        to_status: change.status,
        reason: change.reason?.trim() ?? '',
      })
      .execute();
    if (deviceStatus) await setDeviceStatus(tx, order.deviceNumber, deviceStatus, context);
    const after = await toWorkOrder(tx, (await findOrderRow(tx, order.number))!, today);
    if (change.status === 'done') await recordCompletion(tx, after, context);
    await writeAudit(tx, user, 'changeWorkOrderStatus', order.number);
    await planOrderClosed(tx, after, now);
    return ok(after);
  });
}
