/**
 * GET /api/devices in SQL: the simulation's listDevices (src/api/mock/queries/devices.ts) as one
 * filtered, sorted and paged query with its count. Parameters are read by the contract's schema
 * with its fallbacks (docs/spec.md §5), so any value a client sends gives an answer, never an
 * error. Every value reaches SQL as a bound parameter.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';

import {
  DEVICE_STATUSES,
  deviceListQuery,
  type DeviceListResponse,
  type DeviceSortKey,
} from '../../src/api/contract/devices';
import { queryWords, readParams, type ParamSource } from '../../src/api/shared/params';
import { SORT_COLLATION } from '../db/migrations';
import type { Database } from '../db/schema';
import { overdueSql } from './overdue';
import { DEVICE_COLUMNS, toListItem, withLocationPaths, type DeviceListRow } from './rows';

/** What the reader may see beyond the register (the simulation's DeviceViewer). */
export interface DeviceViewer {
  seesDeleted: boolean;
}

/**
 * PostgreSQL's integer range: an id outside it names no row (and must not reach an integer column).
 */
const isRowId = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;

/** `LIKE` text matching `word` anywhere, with its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const collated = (expression: Expression<unknown>) =>
  sql`${expression} collate ${sql.id(SORT_COLLATION)}`;

/**
 * Each sort key: the value it sorts by and whether a row's value is empty (empty sorts last in
 * both directions, as the simulation's compareValues has it).
 */
const SORT_SQL: Record<DeviceSortKey, { key: Expression<unknown>; empty?: Expression<SqlBool> }> = {
  number: { key: collated(sql.ref('d.number')), empty: sql<SqlBool>`d.number = ''` },
  name: { key: collated(sql.ref('d.name')), empty: sql<SqlBool>`d.name = ''` },
  type: {
    key: collated(
      sql`coalesce(case when d.deleted_at is null then t.name else d.deleted_type_name end, '')`,
    ),
    empty: sql<SqlBool>`coalesce(case when d.deleted_at is null then t.name else d.deleted_type_name end, '') = ''`,
  },
  status: {
    key: sql`array_position(array[${sql.join(DEVICE_STATUSES.map((s) => sql.lit(s)))}]::text[], d.status)`,
  },
  // By the names from the site down, compared name by name (the current location's, deleted or
  // not).
  location: { key: collated(sql.ref('lp.names')), empty: sql<SqlBool>`lp.names is null` },
  nextInspection: {
    key: sql.ref('d.next_inspection'),
    empty: sql<SqlBool>`d.next_inspection is null`,
  },
  condition: { key: sql.ref('d.condition') },
};

export interface ListDevicesOptions {
  viewer: DeviceViewer;
  /** Today (`YYYY-MM-DD`) for the overdue filter and flag. */
  today: string;
}

export async function listDevices(
  db: Kysely<Database>,
  source: ParamSource,
  { viewer, today }: ListDevicesOptions,
): Promise<DeviceListResponse> {
  const params = readParams(deviceListQuery, source);
  const {
    q,
    typeId = [],
    status = [],
    locationId,
    overdue,
    sortBy,
    orderBy,
    page,
    itemsPerPage,
  } = params;
  const shown = params.deleted ?? 'exclude';

  const base = withLocationPaths(db)
    .selectFrom('devices as d')
    .leftJoin('device_types as t', 't.id', 'd.type_id')
    .leftJoin('location_paths as lp', 'lp.id', 'd.location_id')
    .where((eb) => {
      const all: Expression<SqlBool>[] = [];
      // Deleted devices only for a viewer who sees them: to anyone else there are none.
      if (shown === 'exclude' || !viewer.seesDeleted) all.push(eb('d.deleted_at', 'is', null));
      if (shown === 'only')
        all.push(viewer.seesDeleted ? eb('d.deleted_at', 'is not', null) : sql<SqlBool>`false`);
      if (typeId.length) {
        const ids = typeId.filter(isRowId);
        all.push(ids.length ? eb('d.type_id', 'in', ids) : sql<SqlBool>`false`);
      }
      if (status.length) all.push(eb('d.status', 'in', status));
      if (locationId !== undefined) {
        // The location and every descendant; an unknown id lists nothing.
        all.push(
          isRowId(locationId)
            ? eb(
                'd.location_id',
                'in',
                sql<number>`(with recursive sub(id) as (select id from device_locations where id = ${locationId} union select l.id from device_locations l join sub on l.parent_id = sub.id) select id from sub)`,
              )
            : sql<SqlBool>`false`,
        );
      }
      if (overdue !== undefined)
        all.push(overdue ? overdueSql(today) : sql<SqlBool>`not ${overdueSql(today)}`);
      // Every word in the number or the name, in any order (the app-bar search's "see all").
      for (const word of queryWords(q)) {
        // PostgreSQL text holds no NUL character, so a word with one is in no number or name.
        if (word.includes('\u0000')) {
          all.push(sql<SqlBool>`false`);
          continue;
        }
        const pattern = containing(word);
        all.push(sql<SqlBool>`(lower(d.number) like ${pattern} or lower(d.name) like ${pattern})`);
      }
      return eb.and(all);
    });

  const counted = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const limit = itemsPerPage === -1 ? total : itemsPerPage;
  const offset = itemsPerPage === -1 ? 0 : (page - 1) * itemsPerPage;
  // A page past the last is empty (§5); no need to ask.
  if (total === 0 || offset >= total) return { devices: [], total };

  let query = base.select([
    ...DEVICE_COLUMNS,
    't.code as type_code',
    't.name as type_name',
    'lp.names as location_names',
    'lp.items as location_items',
  ]);
  if (sortBy) {
    const { key, empty } = SORT_SQL[sortBy];
    if (empty) query = query.orderBy(empty);
    query = query.orderBy(key, orderBy === 'desc' ? 'desc' : 'asc');
  }
  // Ties keep the register's order in both directions (the simulation's stable sort): the
  // register first, then deleted devices in the order they were deleted.
  query = query.orderBy(sql`d.deleted_at is not null`).orderBy('d.seq');
  const rows = (await query.limit(limit).offset(offset).execute()) as DeviceListRow[];
  return { devices: rows.map((row) => toListItem(row, today)), total };
}
