/**
 * The location reads in SQL: the simulation's getLocationTree and getLocation
 * (src/api/mock/queries/device-locations.ts). Device counts include every descendant's devices
 * (the register's only), summed over the tree's ancestor pairs by a recursive query; the tree is
 * nested from its rows, sites first, children in stored order (ids).
 */
import { sql, type Kysely, type Selectable } from 'kysely';

import type {
  DeviceLocation,
  DeviceLocationNode,
  DeviceLocationWithCount,
  LocationDetailResponse,
  LocationKind,
  LocationPathItem,
  LocationTreeResponse,
} from '../../src/api/contract/devices';
import { notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import type { Database, DeviceLocationsTable } from '../db/schema';
import { listDevices } from '../devices/list';
import { withLocationPaths } from '../devices/rows';

type Db = Kysely<Database>;

export const isRowId = (id: number | undefined | null): id is number =>
  typeof id === 'number' && Number.isInteger(id) && Math.abs(id) <= 2147483647;

export function toLocation(row: Selectable<DeviceLocationsTable>): DeviceLocation {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as LocationKind,
    parentId: row.parent_id,
    code: row.code,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    manager: row.manager,
    version: row.version,
  };
}

/**
 * Devices of the register per location, each count including every descendant's: `anc` pairs each
 * location with itself and each of its ancestors (UNION stops at a cycle bad data could hold).
 * `only` limits the answer to these locations.
 */
export async function deviceCounts(db: Db, only?: number[]): Promise<Map<number, number>> {
  if (only && only.length === 0) return new Map();
  // Each location's own devices are counted once (the location index), then summed up the tree.
  const rows = await sql<{ id: number; n: number }>`
    with recursive anc(descendant, ancestor) as (
      select id, id from device_locations
      union
      select a.descendant, l.parent_id from anc a
      join device_locations l on l.id = a.ancestor
      where l.parent_id is not null
    ),
    own as (
      select location_id, count(*) as n from devices where deleted_at is null group by location_id
    )
    select a.ancestor as id, sum(o.n)::int as n
    from anc a join own o on o.location_id = a.descendant
    ${only ? sql`where a.ancestor in (${sql.join(only)})` : sql``}
    group by a.ancestor`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, r.n]));
}

/** GET /api/device-locations: the nested tree with counts, and how many locations there are. */
export async function getLocationTree(db: Db): Promise<LocationTreeResponse> {
  const rows = await db.selectFrom('device_locations').selectAll().orderBy('id').execute();
  const counts = await deviceCounts(db);
  // Nesting the rows is shaping, not filtering: the whole tree is the answer.
  const children = new Map<number | null, DeviceLocation[]>();
  for (const row of rows) {
    const location = toLocation(row);
    const list = children.get(location.parentId) ?? [];
    list.push(location);
    children.set(location.parentId, list);
  }
  const seen = new Set<number>();
  const nest = (parentId: number | null): DeviceLocationNode[] =>
    (children.get(parentId) ?? [])
      .filter((l) => !seen.has(l.id))
      .map((l) => {
        seen.add(l.id);
        return { ...l, deviceCount: counts.get(l.id) ?? 0, children: nest(l.id) };
      });
  return { tree: nest(null), total: rows.length };
}

export async function findLocation(db: Db, id: number | undefined | null) {
  if (!isRowId(id)) return undefined;
  const row = await db
    .selectFrom('device_locations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toLocation(row);
}

export async function withDeviceCount(
  db: Db,
  location: DeviceLocation,
): Promise<DeviceLocationWithCount> {
  const counts = await deviceCounts(db, [location.id]);
  return { ...location, deviceCount: counts.get(location.id) ?? 0 };
}

/**
 * GET /api/device-locations/{id}: the location, its path, its children and a page of its devices
 * with those of every descendant, by the register's list rules (q, status, sortBy, page, …); never
 * deleted devices.
 */
export async function getLocation(
  db: Db,
  id: number | undefined,
  source: URLSearchParams,
  today: string,
): Promise<Outcome<LocationDetailResponse>> {
  const location = await findLocation(db, id);
  if (!location) return notFound('locationNotFound');
  const childRows = await db
    .selectFrom('device_locations')
    .selectAll()
    .where('parent_id', '=', location.id)
    .orderBy('id')
    .execute();
  const counts = await deviceCounts(db, [location.id, ...childRows.map((r) => r.id)]);
  const withCount = (l: DeviceLocation) => ({ ...l, deviceCount: counts.get(l.id) ?? 0 });
  const path = await withLocationPaths(db)
    .selectFrom('location_paths')
    .select('items')
    .where('id', '=', location.id)
    .executeTakeFirst();
  const params = new URLSearchParams(source);
  params.set('locationId', String(location.id));
  params.delete('deleted');
  const { devices, total } = await listDevices(db, params, {
    viewer: { seesDeleted: false },
    today,
  });
  return ok({
    location: withCount(location),
    path: (path?.items ?? []) as LocationPathItem[],
    children: childRows.map((row) => withCount(toLocation(row))),
    devices,
    total,
  });
}
