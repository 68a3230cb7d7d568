/**
 * GET /api/devices in SQL: the simulation's listDevices (src/api/mock/queries/devices.ts) as one
 * filtered, sorted and paged query with its count. Parameters are read by the contract's schema
 * with its fallbacks (docs/spec.md §5), so any value a client sends gives an answer, never an
 * error. Every value reaches SQL as a bound parameter.
 */
import { sql, type Expression, type Kysely, type QueryCreator, type SqlBool } from 'kysely';

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
import {
  DEVICE_COLUMNS,
  toListItem,
  withLocationPaths,
  type DeviceListRow,
  type WithLocationPaths,
} from './rows';

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
const SORT_SQL: Record<
  DeviceSortKey,
  { key: Expression<unknown>; empty?: Expression<SqlBool>; joins?: boolean }
> = {
  number: { key: collated(sql.ref('d.number')), empty: sql<SqlBool>`d.number = ''` },
  name: { key: collated(sql.ref('d.name')), empty: sql<SqlBool>`d.name = ''` },
  type: {
    key: collated(
      sql`coalesce(case when d.deleted_at is null then t.name else d.deleted_type_name end, '')`,
    ),
    empty: sql<SqlBool>`coalesce(case when d.deleted_at is null then t.name else d.deleted_type_name end, '') = ''`,
    joins: true,
  },
  status: {
    key: sql`array_position(array[${sql.join(DEVICE_STATUSES.map((s) => sql.lit(s)))}]::text[], d.status)`,
  },
  // By the names from the site down, compared name by name (the current location's, deleted or
  // not).
  location: {
    key: collated(sql.ref('lp.names')),
    empty: sql<SqlBool>`lp.names is null`,
    joins: true,
  },
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

/** The list's parameters as the contract's schema reads them. */
type ListParams = ReturnType<typeof readParams<typeof deviceListQuery>>;

/**
 * The rows a request lists, on the aliases `d` (devices), `t` (its type), `lp` (its location's
 * path): one condition, every value a bound parameter.
 */
function listFilter(params: ListParams, viewer: DeviceViewer, today: string): Expression<SqlBool> {
  const { q, typeId = [], status = [], locationId, overdue } = params;
  const shown = params.deleted ?? 'exclude';
  const all: Expression<SqlBool>[] = [];
  // Deleted devices only for a viewer who sees them: to anyone else there are none.
  if (shown === 'exclude' || !viewer.seesDeleted) all.push(sql<SqlBool>`d.deleted_at is null`);
  if (shown === 'only')
    all.push(viewer.seesDeleted ? sql<SqlBool>`d.deleted_at is not null` : sql<SqlBool>`false`);
  if (typeId.length) {
    const ids = typeId.filter(isRowId);
    all.push(ids.length ? sql<SqlBool>`d.type_id in (${sql.join(ids)})` : sql<SqlBool>`false`);
  }
  if (status.length) all.push(sql<SqlBool>`d.status in (${sql.join(status)})`);
  if (locationId !== undefined) {
    // The location and every descendant; an unknown id lists nothing.
    all.push(
      isRowId(locationId)
        ? sql<SqlBool>`d.location_id in (with recursive sub(id) as (select id from device_locations where id = ${locationId} union select l.id from device_locations l join sub on l.parent_id = sub.id) select id from sub)`
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
  return all.length ? sql<SqlBool>`(${sql.join(all, sql` and `)})` : sql<SqlBool>`true`;
}

/** Whether a list is narrowed by more than the deleted devices' visibility. */
const isFiltered = ({ q, typeId = [], status = [], locationId, overdue }: ListParams) =>
  queryWords(q).length > 0 ||
  typeId.length > 0 ||
  status.length > 0 ||
  locationId !== undefined ||
  overdue !== undefined;

/** How a list is ordered: a sort key (with its emptiness) or none, and whether deleted rows are in. */
interface ListOrder {
  key?: Expression<unknown>;
  empty?: Expression<SqlBool>;
  direction: 'asc' | 'desc';
  withDeleted: boolean;
  /** Whether anything but the viewer's right to see deleted devices narrows the list. */
  filtered: boolean;
  /** Whether the key is the type's or the location's (`t`, `lp`), not the device's own. */
  joins?: boolean;
}

interface Paging {
  /** Undefined: every row from `offset`. */
  limit?: number;
  offset: number;
}

interface ListRows {
  devices: DeviceListRow[];
  total: number;
}

/** The list's columns: the device, its type's code and name, its location path. */
const LIST_COLUMNS = [
  ...DEVICE_COLUMNS,
  't.code as type_code',
  't.name as type_name',
  'lp.names as location_names',
  'lp.items as location_items',
] as const;

/**
 * The rows a list's conditions select, with what orders them (`number`, `seq`, `empty`, `key`,
 * `gone`): from the devices alone unless the sort is by type or location. The rows themselves are
 * read for the page only (joining every match's type and location path before the page is cut
 * cost more than the rest at a million devices).
 */
function listKeys(
  qb: QueryCreator<WithLocationPaths>,
  where: Expression<SqlBool>,
  order: ListOrder,
) {
  return qb
    .selectFrom('devices as d')
    .$if(order.joins === true, (query) =>
      query
        .leftJoin('device_types as t', 't.id', 'd.type_id')
        .leftJoin('location_paths as lp', 'lp.id', 'd.location_id'),
    )
    .where(where)
    .select([
      'd.number',
      'd.seq',
      sql<boolean>`${emptyOrder(order)}`.as('empty'),
      sql<unknown>`${order.key ?? sql`null`}`.as('key'),
      sql<boolean>`d.deleted_at is not null`.as('gone'),
    ]);
}

/**
 * Whether a row's sort value is empty (empty sorts last in both directions). Only the whole
 * register walks the name's index for its order (migration 0006). With a filter the planner would
 * walk it too, reckoning matches spread evenly along the names, but matches cluster (a type's
 * devices share words of their names), and an overdue filter read far longer along the names
 * than by its own index (docs/performance.md). The flag as a number (the same order) keeps those
 * lists on their own indexes.
 */
const emptyOrder = (order: ListOrder): Expression<unknown> =>
  !order.empty ? sql`false` : order.filtered ? sql`(${order.empty})::int` : order.empty;

/**
 * The order of a list's keys under `alias` (or as expressions over `d` when none): the sort key
 * with empty values last, ties in the register's order in both directions (the simulation's
 * stable sort): the register first, then deleted devices in the order they were deleted. Only the
 * register (no deleted device listed): "deleted last" orders nothing and is left out, so the
 * order is the name index's.
 */
function keyOrder(order: ListOrder, alias?: 'm' | 'p') {
  const at = (column: string, own: Expression<unknown>) =>
    alias ? sql.ref(`${alias}.${column}`) : own;
  const keys = [];
  if (order.key) {
    if (order.empty) keys.push(at('empty', emptyOrder(order)));
    keys.push(sql`${at('key', order.key)} ${sql.raw(order.direction)}`);
  }
  if (order.withDeleted) keys.push(at('gone', sql`d.deleted_at is not null`));
  keys.push(at('seq', sql.ref('d.seq')));
  return sql.join(keys);
}

/**
 * A list without words: its count (over the devices alone: an index-only scan for the usual
 * filters), then its page: the keys in order up to the page (the whole register sorted by name
 * walks the name's index, migration 0006), and those rows read whole.
 */
async function registerPage(
  db: Kysely<Database>,
  where: Expression<SqlBool>,
  order: ListOrder,
  { limit, offset }: Paging,
): Promise<ListRows> {
  const counted = await db
    .selectFrom('devices as d')
    .where(where)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  // A page past the last is empty (§5); no need to ask.
  if (total === 0 || offset >= total) return { devices: [], total };
  const rows = await withLocationPaths(db)
    .with('page', (qb) => {
      const page = listKeys(qb, where, order).orderBy(keyOrder(order)).offset(offset);
      return limit === undefined ? page : page.limit(limit);
    })
    .selectFrom('page as p')
    .innerJoin('devices as d', 'd.number', 'p.number')
    .leftJoin('device_types as t', 't.id', 'd.type_id')
    .leftJoin('location_paths as lp', 'lp.id', 'd.location_id')
    .select(LIST_COLUMNS)
    .orderBy(keyOrder(order, 'p'))
    .execute();
  return { devices: rows as DeviceListRow[], total };
}

/**
 * A text search: its matches are found once (a bitmap scan of the trigram indexes and a check of
 * each row's words), kept with only what orders them, and counted and paged from there in the same
 * statement; then the page's rows are read whole. Two statements read every match twice
 * (docs/performance.md "The server at scale").
 */
async function searchPage(
  db: Kysely<Database>,
  where: Expression<SqlBool>,
  order: ListOrder,
  { limit, offset }: Paging,
): Promise<ListRows> {
  const rows = await withLocationPaths(db)
    .with(
      (cte) => cte('matches').materialized(),
      (qb) => listKeys(qb, where, order),
    )
    .with('page', (qb) => {
      const page = qb
        .selectFrom('matches as m')
        .selectAll()
        .orderBy(keyOrder(order, 'm'))
        .offset(offset);
      return limit === undefined ? page : page.limit(limit);
    })
    .selectFrom((qb) =>
      qb
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .as('c'),
    )
    .leftJoin('page as p', (join) => join.onTrue())
    .leftJoin('devices as d', 'd.number', 'p.number')
    .leftJoin('device_types as t', 't.id', 'd.type_id')
    .leftJoin('location_paths as lp', 'lp.id', 'd.location_id')
    .select([...LIST_COLUMNS, 'c.total', 'p.number as page_number'])
    .orderBy(keyOrder(order, 'p'))
    .execute();
  const total = Number(rows[0]?.total ?? 0);
  const devices = rows
    .filter((row) => row.page_number !== null)
    .map(({ total: _total, page_number: _number, ...row }) => row as DeviceListRow);
  return { devices, total };
}

export async function listDevices(
  db: Kysely<Database>,
  source: ParamSource,
  { viewer, today }: ListDevicesOptions,
): Promise<DeviceListResponse> {
  const params = readParams(deviceListQuery, source);
  const { q, sortBy, orderBy, page, itemsPerPage } = params;
  const shown = params.deleted ?? 'exclude';
  const where = listFilter(params, viewer, today);
  const order: ListOrder = {
    ...(sortBy ? SORT_SQL[sortBy] : {}),
    direction: orderBy === 'desc' ? 'desc' : 'asc',
    // Only the register (no deleted device can be listed): "deleted last" orders nothing, and
    // without it the name's index (migration 0006) gives the order of a page of the register.
    withDeleted: shown !== 'exclude' && viewer.seesDeleted,
    filtered: isFiltered(params),
  };
  const paging = {
    limit: itemsPerPage === -1 ? undefined : itemsPerPage,
    offset: itemsPerPage === -1 ? 0 : (page - 1) * itemsPerPage,
  };
  const rows = queryWords(q).length
    ? await searchPage(db, where, order, paging)
    : await registerPage(db, where, order, paging);
  return {
    devices: rows.devices.map((row) => toListItem(row, today)),
    total: rows.total,
  };
}
