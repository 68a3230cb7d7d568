/**
 * POST /api/devices/{number}/maintenance in one transaction (docs/domain/devices.md): the record
 * by the shared rules (src/api/shared/device-history.ts), what it does to the device (a done
 * inspection moves its inspection dates), the history entry, the device's new version and the
 * audit entry. A deleted device takes none (409); an unknown number is 404.
 */
import type { Kysely, Transaction } from 'kysely';

import type { MaintenanceRecord } from '../../src/api/contract/devices';
import { maintenanceDraft, maintenanceEffect } from '../../src/api/shared/device-history';
import { created, type Outcome } from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { DeviceRow } from '../devices/rows';
import { findType } from '../devices/types';
import { lockedDevice, notWritable, type WriteContext } from '../devices/writes';
import { recordHistory } from './history';

export function addMaintenance(
  db: Kysely<Database>,
  number: unknown,
  body: unknown,
  context: WriteContext,
): Promise<Outcome<MaintenanceRecord>> {
  return db.transaction().execute(async (tx) => {
    const device = await lockedDevice(tx, number);
    if (!device) return notWritable(tx, number);
    return writeMaintenance(tx, device, body, context);
  });
}

/**
 * The record, its effect on the device, the history and audit entries, inside a transaction
 * that has locked the device: addMaintenance's, or a completed work order's
 * (server/work-orders/step.ts), so both leave the same record the same way.
 */
export async function writeMaintenance(
  tx: Transaction<Database>,
  device: DeviceRow,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<MaintenanceRecord>> {
  const draft = maintenanceDraft(body, now.slice(0, 10));
  if (!draft.ok) return draft;
  const { id } = await tx
    .insertInto('maintenance_records')
    .values({
      device_number: device.number,
      kind: draft.value.kind,
      date: draft.value.date,
      technician: draft.value.technician,
      status: draft.value.status,
      result: draft.value.result,
      notes: draft.value.notes,
      cost: draft.value.cost,
      downtime_hours: draft.value.downtimeHours,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const saved: MaintenanceRecord = { id, deviceNumber: device.number, ...draft.value };
  const type = await findType(tx, device.type_id);
  const effect = maintenanceEffect(
    {
      lastInspection: device.last_inspection,
      nextInspection: device.next_inspection,
      commissionDate: device.commission_date,
    },
    saved,
    type?.inspectionIntervalDays,
  );
  await recordHistory(tx, device.number, [effect.entry], user.fullName, now);
  await tx
    .updateTable('devices')
    .set({
      last_inspection: effect.lastInspection,
      next_inspection: effect.nextInspection,
      updated_at: now,
      version: device.version + 1,
    })
    .where('number', '=', device.number)
    .execute();
  await writeAudit(tx, user, 'addMaintenance', device.number);
  return created(saved);
}
