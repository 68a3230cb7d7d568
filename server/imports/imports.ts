/**
 * Imports in SQL (docs/domain/import.md): the simulation's src/api/mock/queries/imports.ts over
 * tables. The plan is the shared one (src/api/shared/import/), checked against the register as
 * stored; the batch is one transaction of the device and location writes the forms' calls make
 * (server/devices/writes.ts, server/locations/writes.ts), so a refused write stores nothing.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';

import { check, isRecord, toInt } from '../../src/api/contract/common';
import {
  IMPORT_LIMITS,
  importCreateBody,
  importListQuery,
  type ImportListResponse,
  type ImportRecord,
  type ImportResult,
} from '../../src/api/contract/imports';
import {
  importCounts,
  importEntry,
  importOptions,
  importWorld,
  planDeviceImport,
  undoCheck,
  type DeviceImportPlan,
} from '../../src/api/shared/import';
import {
  conflict,
  failure,
  invalid,
  notFound,
  ok,
  type Outcome,
} from '../../src/api/shared/outcome';
import { readParams, type ParamSource } from '../../src/api/shared/params';
import { writeAudit } from '../audit';
import type { Database, ImportsTable } from '../db/schema';
import { toDevice } from '../devices/rows';
import { createDevice, updateDeviceIn, type WriteContext } from '../devices/writes';
import { createLocation } from '../locations/writes';

type Tx = Transaction<Database>;

/** A write of the batch was refused: the transaction rolls back. */
class Refused extends Error {}

async function worldOf(db: Kysely<Database>) {
  const [types, locations, devices] = await Promise.all([
    db.selectFrom('device_types').select(['id', 'code', 'name']).execute(),
    db.selectFrom('device_locations').select(['id', 'name', 'parent_id']).execute(),
    db.selectFrom('devices').select(['number', 'serial_number', 'deleted_at']).execute(),
  ]);
  return importWorld({
    deviceTypes: types,
    deviceLocations: locations.map((l) => ({ id: l.id, name: l.name, parentId: l.parent_id })),
    devices: devices
      .filter((d) => d.deleted_at === null)
      .map((d) => ({ number: d.number, serialNumber: d.serial_number })),
    deletedDevices: devices.filter((d) => d.deleted_at !== null),
  });
}

/** The plan's writes in `tx`: locations, devices parents first, updates (what they overwrote). */
async function apply(tx: Tx, plan: DeviceImportPlan, fileName: string, ctx: WriteContext) {
  const ids = new Map<string, number>();
  const idOf = (ref: number | string) => (typeof ref === 'number' ? ref : ids.get(ref)!);
  for (const l of plan.locations) {
    const made = await createLocation(
      tx,
      { name: l.name, kind: l.kind, parentId: idOf(l.parent) },
      ctx,
    );
    if (!made.ok) throw new Refused();
    ids.set(l.key, made.value.id);
  }
  const entry = importEntry(fileName);
  const versions: Record<string, number> = {};
  for (const c of plan.creates) {
    const made = await createDevice(tx, { ...c.input, locationId: idOf(c.location) }, ctx, entry);
    if (!made.ok) throw new Refused();
    versions[made.value.number] = made.value.version;
  }
  const before: Record<string, Record<string, unknown>> = {};
  for (const u of plan.updates) {
    const row = await tx
      .selectFrom('devices')
      .selectAll()
      .where('number', '=', u.number)
      .executeTakeFirst();
    if (!row) throw new Refused();
    const device = toDevice(row) as unknown as Record<string, unknown>;
    const changes = { ...u.changes, ...(u.location !== null && { locationId: idOf(u.location) }) };
    before[u.number] = Object.fromEntries(Object.keys(changes).map((k) => [k, device[k]]));
    const made = await updateDeviceIn(tx, u.number, changes, undefined, ctx);
    if (!made.ok) throw new Refused();
    versions[u.number] = made.value.version;
  }
  return { locationIds: [...ids.values()], versions, before };
}

function toRecord(row: Selectable<ImportsTable>): ImportRecord {
  return {
    id: row.id,
    entity: row.entity as ImportRecord['entity'],
    fileName: row.file_name,
    at: new Date(row.at).toISOString(),
    byId: row.by_id,
    byName: row.by_name,
    mode: row.mode as ImportRecord['mode'],
    counts: row.counts,
    numbers: row.numbers,
    updatedNumbers: row.updated_numbers,
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
  };
}

/** POST /api/imports: a dry run, or the batch in one transaction. */
export async function createImport(
  db: Kysely<Database>,
  body: unknown,
  ctx: WriteContext,
): Promise<Outcome<ImportResult>> {
  if (isRecord(body) && Array.isArray(body.rows) && body.rows.length > IMPORT_LIMITS.rows)
    return failure('importTooManyRows', 413, { max: IMPORT_LIMITS.rows });
  const parsed = check(importCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const options = importOptions(input, ctx.now.slice(0, 10));
  const plan = planDeviceImport(input.rows, input.mapping, await worldOf(db), options);
  const counts = importCounts(input.rows.length, plan);
  if (input.dryRun) return ok({ dryRun: true, counts, errors: plan.errors, import: null });
  try {
    const record = await db.transaction().execute(async (tx) => {
      const kept = await apply(tx, plan, input.fileName, ctx);
      const row = await tx
        .insertInto('imports')
        .values({
          entity: input.entity,
          file_name: input.fileName,
          at: ctx.now,
          by_id: ctx.user.id,
          by_name: ctx.user.fullName,
          mode: input.mode,
          counts: JSON.stringify(counts),
          numbers: JSON.stringify(Object.keys(kept.versions).filter((n) => !(n in kept.before))),
          updated_numbers: JSON.stringify(Object.keys(kept.before)),
          location_ids: JSON.stringify(kept.locationIds),
          versions: JSON.stringify(kept.versions),
          before: JSON.stringify(kept.before),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(tx, ctx.user, 'createImport', row.id);
      return toRecord(row);
    });
    return ok({ dryRun: false, counts, errors: plan.errors, import: record });
  } catch (error) {
    if (error instanceof Refused) return failure('importChanged', 409);
    throw error;
  }
}

/** GET /api/imports: newest first (sortBy=at orders by time either way). */
export async function listImports(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<ImportListResponse> {
  const p = readParams(importListQuery, source);
  const ascending = p.sortBy === 'at' && p.orderBy !== 'desc';
  const rows = await db
    .selectFrom('imports')
    .selectAll()
    .orderBy('id', ascending ? 'asc' : 'desc')
    .execute();
  const total = rows.length;
  const limit = p.itemsPerPage === -1 ? total : p.itemsPerPage;
  const offset = p.itemsPerPage === -1 ? 0 : (p.page - 1) * p.itemsPerPage;
  return { imports: rows.slice(offset, offset + limit).map(toRecord), total };
}

/** DELETE /api/imports/{id}: the whole import undone in one transaction, or 409 naming what changed. */
export async function undoImport(
  db: Kysely<Database>,
  id: unknown,
  ctx: WriteContext,
): Promise<Outcome<ImportRecord>> {
  const importId = toInt(id);
  if (importId === undefined || Math.abs(importId) > 2147483647) return notFound('importNotFound');
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('imports')
        .selectAll()
        .where('id', '=', importId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return notFound('importNotFound');
      if (row.undone_at) return conflict('importUndone');
      const touched = [...row.numbers, ...row.updated_numbers];
      const devices = touched.length
        ? await tx
            .selectFrom('devices')
            .select(['number', 'version', 'parent_number', 'deleted_at'])
            .where((eb) => eb.or([eb('number', 'in', touched), eb('parent_number', 'in', touched)]))
            .execute()
        : [];
      const changed = undoCheck(
        { versions: row.versions, numbers: row.numbers },
        devices
          .filter((d) => d.deleted_at === null)
          .map((d) => ({ number: d.number, version: d.version, parentNumber: d.parent_number })),
      );
      if (changed.length) return { ...failure('importChanged', 409), current: { changed } };
      for (const [number, before] of Object.entries(row.before)) {
        const put = await updateDeviceIn(tx, number, before, undefined, ctx);
        if (!put.ok) throw new Refused();
      }
      if (row.numbers.length) {
        await tx.deleteFrom('device_history').where('device_number', 'in', row.numbers).execute();
        await tx.deleteFrom('devices').where('number', 'in', row.numbers).execute();
      }
      for (const locationId of [...row.location_ids].reverse())
        await tx
          .deleteFrom('device_locations')
          .where('id', '=', locationId)
          .where((eb) =>
            eb.and([
              eb.not(
                eb.exists(
                  eb.selectFrom('devices').select('number').where('location_id', '=', locationId),
                ),
              ),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('device_locations as c')
                    .select('c.id')
                    .where('c.parent_id', '=', locationId),
                ),
              ),
            ]),
          )
          .execute();
      const undone = await tx
        .updateTable('imports')
        .set({ undone_at: ctx.now })
        .where('id', '=', importId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(tx, ctx.user, 'undoImport', importId);
      return ok(toRecord(undone));
    });
  } catch (error) {
    if (error instanceof Refused) return failure('importChanged', 409);
    throw error;
  }
}
