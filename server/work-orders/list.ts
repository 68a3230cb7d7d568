/**
 * GET /api/work-orders in SQL (docs/domain/work-orders.md): filtered, sorted and paged in one
 * query with its count. Parameters are read by the contract's schema with its fallbacks, so any
 * value gives an answer; every value reaches SQL as a bound parameter.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';

import { workOrderListQuery, type WorkOrderListResponse } from '../../src/api/contract/work-orders';
import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_STATUSES,
} from '../../src/api/contract/work-orders-values';
import { queryWords, readParams, type ParamSource } from '../../src/api/shared/params';
import { SORT_COLLATION } from '../db/migrations';
import type { Database } from '../db/schema';
import { LIST_COLUMNS, ordersWithNames, toListItem, type WorkOrderListRow } from './rows';

type SortKey = (typeof WORK_ORDER_SORT_KEYS)[number];
type Joined = Database & { wo: Database['work_orders'] };

const isRowId = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;

/** `LIKE` text matching `word` anywhere, with its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const collated = (expression: Expression<unknown>) =>
  sql`${expression} collate ${sql.id(SORT_COLLATION)}`;
const positionIn = (values: readonly string[], column: string) =>
  sql`array_position(array[${sql.join(values.map((s) => sql.lit(s)))}]::text[], ${sql.ref(column)})`;

/** Each sort key: what it sorts by, and when a row's value is empty (last in both directions). */
const SORT_SQL: Record<SortKey, { key: Expression<unknown>; empty?: Expression<SqlBool> }> = {
  number: { key: sql.ref('wo.number') },
  title: { key: collated(sql.ref('wo.title')), empty: sql<SqlBool>`wo.title = ''` },
  priority: { key: positionIn(WORK_ORDER_PRIORITIES, 'wo.priority') },
  status: { key: positionIn(WORK_ORDER_STATUSES, 'wo.status') },
  dueDate: { key: sql.ref('wo.due_date'), empty: sql<SqlBool>`wo.due_date is null` },
  deviceNumber: { key: collated(sql.ref('wo.device_number')) },
  assignee: { key: collated(sql.ref('u.full_name')), empty: sql<SqlBool>`u.full_name is null` },
  updatedAt: { key: sql.ref('wo.updated_at') },
};

/**
 * The same orders said so that no index of migration 0008_work_order_speed matches them: a
 * filtered list sorts its own rows (few, mostly), where walking a sort's index to find them could
 * read every order.
 */
const FILTERED_SORT_SQL: typeof SORT_SQL = {
  ...SORT_SQL,
  title: { key: SORT_SQL.title.key, empty: sql<SqlBool>`(wo.title = '')::int` },
  deviceNumber: { key: collated(sql`(wo.device_number || '')`) },
};

/** `today` plus `days`, as YYYY-MM-DD. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Not done or cancelled and due before today: the shared isOverdue, said in SQL. */
export const overdueOrderSql = (today: string) =>
  sql<SqlBool>`(wo.status not in ('done', 'cancelled') and wo.due_date < ${today}::date)`;

export async function listWorkOrders(
  db: Kysely<Database>,
  source: ParamSource,
  today: string,
): Promise<WorkOrderListResponse> {
  const params = readParams(workOrderListQuery, source);
  const { q, status = [], priority = [], kind = [], sortBy, orderBy, page, itemsPerPage } = params;
  const { assigneeId, deviceNumber, locationId, planId, due, dueFrom, dueTo } = params;

  // Every filter reads the order's own columns (the device's through subqueries), so the count
  // reads no join.
  const filters = (eb: ExpressionBuilder<Joined, 'wo'>) => {
    const all: Expression<SqlBool>[] = [];
    if (status.length) all.push(eb('wo.status', 'in', status));
    if (priority.length) all.push(eb('wo.priority', 'in', priority));
    if (kind.length) all.push(eb('wo.kind', 'in', kind));
    if (assigneeId === 0) all.push(eb('wo.assignee_id', 'is', null));
    else if (assigneeId !== undefined)
      all.push(isRowId(assigneeId) ? eb('wo.assignee_id', '=', assigneeId) : sql<SqlBool>`false`);
    // PostgreSQL text holds no NUL character, so a number with one names no device.
    if (deviceNumber)
      all.push(
        deviceNumber.includes('\u0000')
          ? sql<SqlBool>`false`
          : eb('wo.device_number', '=', deviceNumber.toUpperCase()),
      );
    if (locationId !== undefined)
      all.push(
        isRowId(locationId)
          ? eb(
              'wo.device_number',
              'in',
              sql<string>`(select number from devices where location_id in (with recursive sub(id) as (select id from device_locations where id = ${locationId} union select l2.id from device_locations l2 join sub on l2.parent_id = sub.id) select id from sub))`,
            )
          : sql<SqlBool>`false`,
      );
    if (planId !== undefined)
      all.push(isRowId(planId) ? eb('wo.plan_id', '=', planId) : sql<SqlBool>`false`);
    if (due === 'overdue') all.push(overdueOrderSql(today));
    if (due === 'today') all.push(eb('wo.due_date', '=', today));
    if (due === 'week')
      all.push(
        eb.and([eb('wo.due_date', '>=', today), eb('wo.due_date', '<=', addDays(today, 6))]),
      );
    if (dueFrom) all.push(eb('wo.due_date', '>=', dueFrom));
    if (dueTo) all.push(eb('wo.due_date', '<=', dueTo));
    // Every word in the number, the title, the device's number or its name: one trigram index.
    for (const word of queryWords(q)) {
      if (word.includes('\u0000')) {
        all.push(sql<SqlBool>`false`);
        continue;
      }
      // The order's number, title, device number and name, lowered, one a line (migration
      // 0008_work_order_speed says why a word is found there exactly when it is in one of them).
      all.push(sql<SqlBool>`wo.search_text like ${containing(word)}`);
    }
    return eb.and(all);
  };
  const filtered =
    [status, priority, kind, queryWords(q)].some((values) => values.length > 0) ||
    [assigneeId, locationId, planId].some((id) => id !== undefined) ||
    [deviceNumber, due, dueFrom, dueTo].some(Boolean);
  const counted = await db
    .selectFrom('work_orders as wo')
    .where(filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const limit = itemsPerPage === -1 ? total : itemsPerPage;
  const offset = itemsPerPage === -1 ? 0 : (page - 1) * itemsPerPage;
  if (total === 0 || offset >= total) return { workOrders: [], total };

  // The page's numbers first, sorted over the orders' own columns (the assignee's name is the one
  // key from another table): no device, location or jsonb carried through the sort.
  let keys = db
    .selectFrom('work_orders as wo')
    .leftJoin('users as u', 'u.id', 'wo.assignee_id')
    .where((eb) => filters(eb as never))
    .select('wo.number');
  if (sortBy) {
    const { key, empty } = (filtered ? FILTERED_SORT_SQL : SORT_SQL)[sortBy];
    if (empty) keys = keys.orderBy(empty);
    keys = keys.orderBy(key, orderBy === 'desc' ? 'desc' : 'asc');
  }
  // The default order, and the order of a sort's ties in both directions: due date (none last),
  // then number: the (due_date, number) index's own order, so a first page reads a page of it.
  keys = keys.orderBy('wo.due_date', (ob) => ob.asc().nullsLast()).orderBy('wo.number');
  const numbers = (await keys.limit(limit).offset(offset).execute()).map((row) => row.number);
  const found = (await ordersWithNames(db)
    .select(LIST_COLUMNS)
    // One array parameter: a list of every order (itemsPerPage=-1) is over the parameter limit.
    .where(sql<SqlBool>`wo.number = any(${numbers}::text[])`)
    .execute()) as WorkOrderListRow[];
  const byNumber = new Map(found.map((row) => [row.number, row]));
  const rows = numbers.map((number) => byNumber.get(number)!);
  return { workOrders: rows.map((row) => toListItem(row, today)), total };
}
