/**
 * Device types as the device calls show them: the stored record with the number of its devices
 * in the register and of those in service (derived on every read, as the simulation does).
 */
import { sql, type Kysely, type Selectable } from 'kysely';

import type { DeviceCategory, DeviceType, DeviceTypeRecord } from '../../src/api/contract/devices';
import type { Database, DeviceTypesTable } from '../db/schema';

export interface TypeCounts {
  deviceCount: number;
  inServiceCount: number;
}

export function toTypeRecord(row: Selectable<DeviceTypesTable>): DeviceTypeRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category: row.category as DeviceCategory,
    description: row.description,
    inspectionIntervalDays: row.inspection_interval_days,
    nameplateFields: row.nameplate_fields,
    thresholds: row.thresholds,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/**
 * Devices of a type in the register, and of those in service: from the counts the triggers of
 * migration 0006 keep per type and status (a few rows), not from the devices themselves.
 */
export async function typeCounts(db: Kysely<Database>, typeId: number): Promise<TypeCounts> {
  const row = await db
    .selectFrom('device_type_counts')
    .select([
      sql<string>`coalesce(sum(devices), 0)`.as('devices'),
      sql<string>`coalesce(sum(devices) filter (where status = 'in_service'), 0)`.as('in_service'),
    ])
    .where('type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return { deviceCount: Number(row.devices), inServiceCount: Number(row.in_service) };
}

export async function findType(
  db: Kysely<Database>,
  id: number,
): Promise<DeviceTypeRecord | undefined> {
  if (!Number.isInteger(id) || Math.abs(id) > 2147483647) return undefined;
  const row = await db
    .selectFrom('device_types')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toTypeRecord(row);
}

/** A type with its counts, in one statement. */
export async function typeWithCounts(
  db: Kysely<Database>,
  id: number,
): Promise<DeviceType | undefined> {
  if (!Number.isInteger(id) || Math.abs(id) > 2147483647) return undefined;
  const row = await db
    .selectFrom('device_types as t')
    .selectAll('t')
    .select([
      sql<string>`(select coalesce(sum(c.devices), 0) from device_type_counts c where c.type_id = t.id)`.as(
        'counted_devices',
      ),
      sql<string>`(select coalesce(sum(c.devices), 0) from device_type_counts c where c.type_id = t.id and c.status = 'in_service')`.as(
        'counted_in_service',
      ),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { counted_devices: devices, counted_in_service: inService, ...record } = row;
  return {
    ...toTypeRecord(record),
    deviceCount: Number(devices),
    inServiceCount: Number(inService),
  };
}
