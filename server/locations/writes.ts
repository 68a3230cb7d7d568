/**
 * The location writes in SQL: create, rename / move / edit, delete (docs/domain/devices.md), with
 * the simulation's rules (src/api/mock/queries/device-locations.ts) shared through
 * src/api/shared/device-locations.ts. Each write is one transaction with its audit entry; a move
 * under the location itself or a descendant is refused (the descendants found by a recursive query).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  deviceLocationCreateBody,
  deviceLocationUpdateBody,
  locationNameKey,
  type DeviceLocation,
  type DeviceLocationWithCount,
} from '../../src/api/contract/devices';
import type { Precondition } from '../../src/api/shared/answer';
import { locationChanges, newLocation, parentIssues } from '../../src/api/shared/device-locations';
import {
  conflict,
  created,
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Failure,
  type Outcome,
} from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { findLocation, isRowId, toLocation, withDeviceCount } from './read';

type Tx = Transaction<Database>;

export interface WriteContext {
  user: SessionUser;
}

/** True when `candidate` is the location `id` or one of its descendants. */
async function isBelow(tx: Tx, candidate: number, id: number): Promise<boolean> {
  const found = await sql<{ hit: boolean }>`
    with recursive sub(id) as (
      select id from device_locations where id = ${id}
      union
      select l.id from device_locations l join sub on l.parent_id = sub.id
    )
    select exists (select 1 from sub where id = ${candidate}) as hit`.execute(tx);
  return found.rows[0]?.hit === true;
}

/**
 * 409 when another location under `parentId` (another site, for null) has the same name by the
 * contract's locationNameKey (Unicode folding SQL's lower() does not say the same way); a location
 * has a handful of siblings, read by the parent index.
 */
async function nameConflict(
  tx: Tx,
  name: string,
  parentId: number | null,
  selfId?: number,
): Promise<Failure | undefined> {
  let query = tx.selectFrom('device_locations').select(['id', 'name']).orderBy('id');
  query =
    parentId === null
      ? query.where('parent_id', 'is', null)
      : query.where('parent_id', '=', parentId);
  const key = locationNameKey(name);
  const twin = (await query.execute()).find(
    (l) => l.id !== selfId && locationNameKey(l.name) === key,
  );
  return twin ? failure('locationNameTaken', 409, { name: twin.name }) : undefined;
}

function columnsOf(location: Partial<DeviceLocation>) {
  const { parentId, id: _id, ...rest } = location;
  return { ...rest, ...(parentId !== undefined && { parent_id: parentId }) };
}

/**
 * POST /api/device-locations: 201 with the location. A room or panel sits where its parent is; a
 * new site must say where it is. 409 when a sibling already has the name.
 */
export function createLocation(
  db: Kysely<Database>,
  body: unknown,
  { user }: WriteContext,
): Promise<Outcome<DeviceLocationWithCount>> {
  const parsed = check(deviceLocationCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  const input = parsed.data;
  return inTransaction(db, async (tx) => {
    // One location write at a time: the id is the simulation's (the highest + 1) and a sibling's
    // name is checked free before it is taken.
    await sql`lock table device_locations in share row exclusive mode`.execute(tx);
    const parent = await findLocation(tx, input.parentId);
    const issues = parentIssues(input.parentId, { exists: parent !== undefined, below: false });
    const top = await tx
      .selectFrom('device_locations')
      .select(sql<number>`coalesce(max(id), 0)`.as('max'))
      .executeTakeFirstOrThrow();
    // A parent id of 0 names no location (the simulation reads it as none).
    const made = newLocation(input, input.parentId ? parent : undefined, top.max + 1);
    if ('issues' in made) issues.push(...made.issues);
    if (issues.length || !('location' in made)) return invalid(issues);
    const location = made.location;
    const taken = await nameConflict(tx, input.name, location.parentId);
    if (taken) return taken;
    await tx
      .insertInto('device_locations')
      .values({
        id: location.id,
        parent_id: location.parentId,
        name: location.name,
        kind: location.kind,
        code: location.code,
        address: location.address,
        lat: location.lat,
        lng: location.lng,
        manager: location.manager,
        version: location.version,
      })
      .execute();
    await writeAudit(tx, user, 'createLocation', location.id);
    return created({ ...location, deviceCount: 0 });
  });
}

async function lockedLocation(tx: Tx, id: number | undefined) {
  // Moves and renames one at a time: a concurrent move could otherwise close a cycle the other's
  // check did not see, or take a sibling's name.
  await sql`lock table device_locations in share row exclusive mode`.execute(tx);
  if (!isRowId(id)) return undefined;
  const row = await tx
    .selectFrom('device_locations')
    .selectAll()
    .where('id', '=', id)
    // Waits for a device create holding the row (its reference check), so a delete sees it.
    .forUpdate()
    .executeTakeFirst();
  return row && toLocation(row);
}

/**
 * PUT /api/device-locations/{id}: rename, move (parentId) or edit any field; 409 beside a
 * namesake; a change moves the version on. 412 when If-Match names another version.
 */
export function updateLocation(
  db: Kysely<Database>,
  id: number | undefined,
  body: unknown,
  precondition: Precondition,
  { user }: WriteContext,
): Promise<Outcome<DeviceLocationWithCount>> {
  return db.transaction().execute(async (tx) => {
    const location = await lockedLocation(tx, id);
    if (!location) return notFound('locationNotFound');
    if (precondition && !precondition(location.version))
      return preconditionFailed('locationChangedElsewhere', await withDeviceCount(tx, location));
    const parsed = check(deviceLocationUpdateBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const { name, parentId } = parsed.data;
    const exists = isRowId(parentId) && (await findLocation(tx, parentId)) !== undefined;
    const issues = parentIssues(parentId, {
      exists,
      below: exists && (await isBelow(tx, parentId!, location.id)),
    });
    if (issues.length) return invalid(issues);
    // Checked when the name or the parent changes, so editing an address never trips on old data.
    if (name !== undefined || parentId !== undefined) {
      const taken = await nameConflict(
        tx,
        name ?? location.name,
        parentId === undefined ? location.parentId : parentId,
        location.id,
      );
      if (taken) return taken;
    }
    const changes = locationChanges(location, parsed.data);
    let saved = location;
    if (Object.keys(changes).length) {
      saved = { ...location, ...changes, version: location.version + 1 };
      await tx
        .updateTable('device_locations')
        .set({ ...columnsOf(changes), version: saved.version })
        .where('id', '=', location.id)
        .execute();
      // A save that changed nothing stored nothing: no entry (as a device's).
      await writeAudit(tx, user, 'updateLocation', location.id);
    }
    return ok(await withDeviceCount(tx, saved));
  });
}

/**
 * DELETE /api/device-locations/{id}: 409 while it holds devices of the register or child
 * locations; 412 when If-Match names another version.
 */
export function deleteLocation(
  db: Kysely<Database>,
  id: number | undefined,
  precondition: Precondition,
  { user }: WriteContext,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (tx) => {
    const location = await lockedLocation(tx, id);
    if (!location) return notFound('locationNotFound');
    if (precondition && !precondition(location.version))
      return preconditionFailed('locationChangedElsewhere', await withDeviceCount(tx, location));
    const device = await tx
      .selectFrom('devices')
      .select('number')
      .where('location_id', '=', location.id)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (device) return conflict('locationHasDevices');
    const child = await tx
      .selectFrom('device_locations')
      .select('id')
      .where('parent_id', '=', location.id)
      .limit(1)
      .executeTakeFirst();
    if (child) return conflict('locationHasChildren');
    await tx.deleteFrom('device_locations').where('id', '=', location.id).execute();
    await writeAudit(tx, user, 'deleteLocation', location.id);
    return noContent();
  });
}
