/**
 * What the readings of a device are measured against, from its row and its type's row: the shared
 * ReadingSource (src/api/shared/readings.ts) the simulation derives from its records, so the
 * since, the thresholds and what is measured are the same rule on both targets.
 */
import type { Kysely } from 'kysely';

import type { Device, DeviceThresholds } from '../../src/api/contract/devices';
import { readingSource, type ReadingSource } from '../../src/api/shared/readings';
import type { Database } from '../db/schema';
import { toDevice, type DeviceRow } from '../devices/rows';

/** The source of a device row (a deleted device's has no readings: its since is null). */
export function sourceOfRow(
  row: DeviceRow,
  thresholds: DeviceThresholds | undefined,
): ReadingSource {
  const device: Device & { deletedAt: string | null } = {
    ...toDevice(row),
    deletedAt: row.deleted_at === null ? null : new Date(row.deleted_at).toISOString(),
  };
  return readingSource(device, thresholds ? { thresholds } : undefined);
}

/** The thresholds of a type, or undefined when the type is gone (the shared default applies). */
export async function thresholdsOf(
  db: Kysely<Database>,
  typeId: number,
): Promise<DeviceThresholds | undefined> {
  const row = await db
    .selectFrom('device_types')
    .select('thresholds')
    .where('id', '=', typeId)
    .executeTakeFirst();
  return row?.thresholds;
}

/** The devices of the register by number, with their sources and names, in one query. */
export async function liveSources(
  db: Kysely<Database>,
  numbers?: readonly string[],
): Promise<Map<string, { source: ReadingSource; name: string }>> {
  if (numbers && numbers.length === 0) return new Map();
  let query = db
    .selectFrom('devices as d')
    .leftJoin('device_types as t', 't.id', 'd.type_id')
    .selectAll('d')
    .select('t.thresholds as type_thresholds')
    .where('d.deleted_at', 'is', null);
  if (numbers) query = query.where('d.number', 'in', [...numbers]);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => {
      const { seq: _seq, type_thresholds, ...device } = row;
      return [
        row.number,
        {
          source: sourceOfRow(
            device,
            (type_thresholds ?? undefined) as DeviceThresholds | undefined,
          ),
          name: row.name,
        },
      ];
    }),
  );
}
