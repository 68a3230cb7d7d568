/**
 * GET /api/devices/{number}: one device with its type (and the type's counts), its location path
 * and the devices inside it, as the simulation's getDevice answers. A deleted device only for a
 * viewer who sees deleted devices; to anyone else it is not found.
 */
import type { Kysely } from 'kysely';

import type { DeviceDetail, DeviceType, NameplateField } from '../../src/api/contract/devices';
import { notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import type { Database } from '../db/schema';
import type { DeviceViewer } from './list';
import { DEVICE_COLUMNS, toListItem, withLocationPaths, type DeviceListRow } from './rows';
import { typeCounts, typeWithCounts } from './types';

/** The number as a request names it: trimmed, upper case ("24dc10001 " is 24DC10001). */
export function normalizeNumber(value: unknown): string {
  // A NUL character cannot be in a stored number (PostgreSQL text has none): no device has it.
  return typeof value === 'string' && !value.includes('\u0000') ? value.trim().toUpperCase() : '';
}

/**
 * A device row as the list reads it, by number; deleted ones only when `withDeleted`. `lock`: the
 * device's row locked for the caller's transaction's write (FOR UPDATE) in the same statement.
 */
export async function findDeviceRow(
  db: Kysely<Database>,
  number: unknown,
  withDeleted: boolean,
  lock = false,
): Promise<DeviceListRow | undefined> {
  const wanted = normalizeNumber(number);
  if (!wanted) return undefined;
  let query = withLocationPaths(db)
    .selectFrom('devices as d')
    .leftJoin('device_types as t', 't.id', 'd.type_id')
    .leftJoin('location_paths as lp', 'lp.id', 'd.location_id')
    .select([
      ...DEVICE_COLUMNS,
      't.code as type_code',
      't.name as type_name',
      'lp.names as location_names',
      'lp.items as location_items',
    ])
    .where('d.number', '=', wanted);
  if (!withDeleted) query = query.where('d.deleted_at', 'is', null);
  if (lock) query = query.forUpdate('d');
  return (await query.executeTakeFirst()) as DeviceListRow | undefined;
}

/** The detail of a row: the shapes of the simulation's toDetail. */
export async function detailOf(
  db: Kysely<Database>,
  row: DeviceListRow,
  now: string,
): Promise<DeviceDetail> {
  const item = toListItem(row, now.slice(0, 10));
  const deleted = row.deleted_at !== null;
  const current = await typeWithCounts(db, row.type_id);
  // A deleted device's type only while it is still the one it was (ids are given again).
  const type =
    current && (!deleted || current.code === row.deleted_type_code)
      ? current
      : { ...standInType(item, now), ...(await typeCounts(db, row.type_id)) };
  const children = deleted
    ? []
    : await db
        .selectFrom('devices')
        .select('number')
        .where('parent_number', '=', row.number)
        .where('deleted_at', 'is', null)
        .orderBy('seq')
        .execute();
  return {
    ...item,
    type,
    locationPath: deleted ? [] : (row.location_items ?? []),
    childNumbers: children.map((c) => c.number),
  };
}

/** The type a device shows when its own is gone: its code and name as kept, the defaults else. */
function standInType(item: ReturnType<typeof toListItem>, now: string): DeviceType {
  return {
    id: item.typeId,
    code: item.typeCode,
    name: item.typeName,
    category: 'distribution',
    description: '',
    inspectionIntervalDays: 365,
    nameplateFields: Object.keys(item.nameplate) as NameplateField[],
    thresholds: { maxTemperatureC: 70, maxLoadPercent: 90 },
    updatedAt: now,
    version: 1,
    deviceCount: 0,
    inServiceCount: 0,
  };
}

export async function getDevice(
  db: Kysely<Database>,
  number: unknown,
  viewer: DeviceViewer,
  now: string,
): Promise<Outcome<DeviceDetail>> {
  const row = await findDeviceRow(db, number, viewer.seesDeleted);
  return row ? ok(await detailOf(db, row, now)) : notFound('deviceNotFound');
}
