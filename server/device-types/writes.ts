/**
 * The device type writes in SQL: create, update (a new inspection interval reschedules the type's
 * devices in the same transaction, as the simulation's updateDeviceType does), delete (409 while
 * devices use it). The body is checked by the contract's schemas and the write's rules are the
 * shared ones (src/api/shared/device-types.ts); each write is one transaction with its audit entry.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  deviceTypeCreateBody,
  deviceTypeUpdateBody,
  type DeviceType,
  type DeviceTypeRecord,
} from '../../src/api/contract/devices';
import type { Precondition } from '../../src/api/shared/answer';
import { newTypeRecord, typeChanges, typeCodeIssues } from '../../src/api/shared/device-types';
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
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { toTypeRecord } from '../devices/types';
import { createTypeDefaultPlan, typeIntervalChanged } from '../plans/hooks';
import { typeWithCountsOf } from './list';

type Tx = Transaction<Database>;

export interface WriteContext {
  user: SessionUser;
  /** The server's clock, as an ISO instant. */
  now: string;
}

const isRowId = (id: number | undefined): id is number =>
  id !== undefined && Number.isInteger(id) && Math.abs(id) <= 2147483647;

/** The type by id, locked for this transaction's write. */
async function lockedType(tx: Tx, id: number | undefined): Promise<DeviceTypeRecord | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await tx
    .selectFrom('device_types')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && toTypeRecord(row);
}

async function inUse(tx: Tx, typeId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('devices')
    .select('number')
    .where('type_id', '=', typeId)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function codeTaken(tx: Tx, code: string | undefined): Promise<boolean> {
  if (code === undefined) return false;
  const row = await tx
    .selectFrom('device_types')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

function columnsOf(record: Partial<DeviceTypeRecord>) {
  return {
    ...(record.code !== undefined && { code: record.code }),
    ...(record.name !== undefined && { name: record.name }),
    ...(record.category !== undefined && { category: record.category }),
    ...(record.description !== undefined && { description: record.description }),
    ...(record.inspectionIntervalDays !== undefined && {
      inspection_interval_days: record.inspectionIntervalDays,
    }),
    ...(record.nameplateFields !== undefined && {
      nameplate_fields: JSON.stringify(record.nameplateFields),
    }),
    ...(record.thresholds !== undefined && { thresholds: JSON.stringify(record.thresholds) }),
  };
}

/** POST /api/device-types: 201 with the type (no devices yet). */
export function createDeviceType(
  db: Kysely<Database>,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<DeviceType>> {
  const parsed = check(deviceTypeCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  const input = parsed.data;
  return db.transaction().execute(async (tx) => {
    // One create at a time: the id is the simulation's (the highest + 1, so a deleted last type's
    // id is given again) and the code is checked free before it is taken.
    await sql`lock table device_types in share row exclusive mode`.execute(tx);
    const issues = typeCodeIssues(input.code, undefined, {
      taken: await codeTaken(tx, input.code),
      inUse: false,
    });
    if (issues.length) return invalid(issues);
    const top = await tx
      .selectFrom('device_types')
      .select(sql<number>`coalesce(max(id), 0)`.as('max'))
      .executeTakeFirstOrThrow();
    const record = newTypeRecord(input, top.max + 1, now);
    await tx
      .insertInto('device_types')
      .values({
        id: record.id,
        code: record.code,
        name: record.name,
        category: record.category,
        description: record.description,
        inspection_interval_days: record.inspectionIntervalDays,
        nameplate_fields: JSON.stringify(record.nameplateFields),
        thresholds: JSON.stringify(record.thresholds),
        updated_at: record.updatedAt,
        version: record.version,
      })
      .execute();
    await createTypeDefaultPlan(tx, record, now);
    await writeAudit(tx, user, 'createDeviceType', record.id);
    return created({ ...record, deviceCount: 0, inServiceCount: 0 });
  });
}

/**
 * PUT /api/device-types/{id}: any subset of the fields; a new interval gives the type's devices in
 * the register their next inspection again (derived: their version stays). 412 when If-Match names
 * another version.
 */
export function updateDeviceType(
  db: Kysely<Database>,
  id: number | undefined,
  body: unknown,
  precondition: Precondition,
  { user, now }: WriteContext,
): Promise<Outcome<DeviceType>> {
  return db.transaction().execute(async (tx) => {
    const record = await lockedType(tx, id);
    if (!record) return notFound('deviceTypeNotFound');
    if (precondition && !precondition(record.version))
      return preconditionFailed(
        'deviceTypeChangedElsewhere',
        (await typeWithCountsOf(tx, record.id))!,
      );
    const parsed = check(deviceTypeUpdateBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const code = parsed.data.code;
    const issues = typeCodeIssues(code, record, {
      taken: code !== record.code && (await codeTaken(tx, code)),
      inUse: await inUse(tx, record.id),
    });
    if (issues.length) return invalid(issues);
    const { changes, intervalChanged } = typeChanges(record, parsed.data);
    await tx
      .updateTable('device_types')
      .set({ ...columnsOf(changes), updated_at: now, version: record.version + 1 })
      .where('id', '=', record.id)
      .execute();
    if (intervalChanged) {
      // One interval: the type's default plan follows it (docs/domain/maintenance-plans.md).
      await typeIntervalChanged(tx, record.id, changes.inspectionIntervalDays!, now);
      // computeNextInspection (src/api/sample/devices/dates.ts) over the type's devices at once.
      await tx
        .updateTable('devices')
        .set({
          next_inspection: sql`coalesce(last_inspection, commission_date) + ${changes.inspectionIntervalDays!}::int`,
        })
        .where('type_id', '=', record.id)
        .where('deleted_at', 'is', null)
        .execute();
    }
    await writeAudit(tx, user, 'updateDeviceType', record.id);
    return ok((await typeWithCountsOf(tx, record.id))!);
  });
}

/**
 * DELETE /api/device-types/{id}: 409 while any device of the register uses it; 412 when If-Match
 * names another version.
 */
export function deleteDeviceType(
  db: Kysely<Database>,
  id: number | undefined,
  precondition: Precondition,
  { user }: Pick<WriteContext, 'user'>,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (tx) => {
    const record = await lockedType(tx, id);
    if (!record) return notFound('deviceTypeNotFound');
    if (precondition && !precondition(record.version))
      return preconditionFailed(
        'deviceTypeChangedElsewhere',
        (await typeWithCountsOf(tx, record.id))!,
      );
    if (await inUse(tx, record.id)) return conflict('deviceTypeInUse');
    await tx.deleteFrom('device_types').where('id', '=', record.id).execute();
    await writeAudit(tx, user, 'deleteDeviceType', record.id);
    return noContent();
  });
}
