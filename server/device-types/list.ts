/**
 * The device type reads in SQL: the simulation's listDeviceTypes, getDeviceType and
 * getIntervalImpact (src/api/mock/queries/device-types.ts) as queries. Counts are derived on every
 * read from the register (deleted devices are not in it); the list filters, sorts and pages in SQL,
 * ties kept in the stored order (ids), and reads its parameters with the contract's fallbacks, so
 * any value gives an answer (docs/spec.md §5).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';

import { check } from '../../src/api/contract/common';
import {
  deviceTypeListQuery,
  intervalImpactQuery,
  type DeviceType,
  type DeviceTypeListResponse,
  type DeviceTypeSortKey,
  type IntervalImpact,
} from '../../src/api/contract/devices';
import { addDays } from '../../src/api/sample/devices/dates';
import { DUE_SOON_DAYS } from '../../src/api/shared/inspection-due';
import { invalid, notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import { param, readParams, type ParamSource } from '../../src/api/shared/params';
import { SORT_COLLATION } from '../db/migrations';
import type { Database } from '../db/schema';
import { findType, toTypeRecord } from '../devices/types';

/** `LIKE` text matching `text` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const collated = (expression: Expression<unknown>) =>
  sql`${expression} collate ${sql.id(SORT_COLLATION)}`;

/** What each sort key sorts by (none is ever empty: codes, names and categories are required). */
const SORT_SQL: Record<DeviceTypeSortKey, Expression<unknown>> = {
  code: collated(sql.ref('t.code')),
  name: collated(sql.ref('t.name')),
  category: collated(sql.ref('t.category')),
  deviceCount: sql`coalesce(c.devices, 0)`,
  inServiceCount: sql`coalesce(c.in_service, 0)`,
  inspectionIntervalDays: sql.ref('t.inspection_interval_days'),
  updatedAt: sql.ref('t.updated_at'),
};

/** The types joined with their devices' counts in the register. */
function typesWithCounts(db: Kysely<Database>) {
  return db
    .with('c', (qb) =>
      qb
        .selectFrom('devices')
        .select([
          'type_id',
          sql<number>`count(*)::int`.as('devices'),
          sql<number>`(count(*) filter (where status = 'in_service'))::int`.as('in_service'),
        ])
        .where('deleted_at', 'is', null)
        .groupBy('type_id'),
    )
    .selectFrom('device_types as t')
    .leftJoin('c', 'c.type_id', 't.id');
}

/** GET /api/device-types ?q (code, name, description), category, sortBy, orderBy, paging. */
export async function listDeviceTypes(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<DeviceTypeListResponse> {
  const { q, category, sortBy, orderBy, page, itemsPerPage } = readParams(
    deviceTypeListQuery,
    source,
  );
  const base = typesWithCounts(db).where((eb) => {
    const all: Expression<SqlBool>[] = [];
    if (category) all.push(eb('t.category', '=', category));
    // The whole text, as the simulation's matchesText looks for it; PostgreSQL text holds no NUL
    // character, so a text with one is in no field.
    const text = q.toLowerCase();
    if (text.includes('\u0000')) all.push(sql<SqlBool>`false`);
    else if (text) {
      const pattern = containing(text);
      all.push(
        sql<SqlBool>`(lower(t.code) like ${pattern} or lower(t.name) like ${pattern} or lower(t.description) like ${pattern})`,
      );
    }
    return eb.and(all);
  });
  const counted = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const limit = itemsPerPage === -1 ? total : itemsPerPage;
  const offset = itemsPerPage === -1 ? 0 : (page - 1) * itemsPerPage;
  if (total === 0 || offset >= total) return { types: [], total };
  let query = base
    .selectAll('t')
    .select([
      sql<number>`coalesce(c.devices, 0)`.as('device_count'),
      sql<number>`coalesce(c.in_service, 0)`.as('in_service_count'),
    ]);
  if (sortBy) query = query.orderBy(SORT_SQL[sortBy], orderBy === 'desc' ? 'desc' : 'asc');
  // Ties keep the stored order in both directions (the simulation's stable sort).
  const rows = await query.orderBy('t.id').limit(limit).offset(offset).execute();
  return {
    types: rows.map(({ device_count, in_service_count, ...row }) => ({
      ...toTypeRecord(row),
      deviceCount: device_count,
      inServiceCount: in_service_count,
    })),
    total,
  };
}

/** GET /api/device-types/{id}: the type with its counts. */
export async function getDeviceType(
  db: Kysely<Database>,
  id: number | undefined,
): Promise<Outcome<DeviceType>> {
  const type = id === undefined ? undefined : await typeWithCountsOf(db, id);
  return type ? ok(type) : notFound('deviceTypeNotFound');
}

/** A type with its counts, in one query. */
export async function typeWithCountsOf(
  db: Kysely<Database>,
  id: number,
): Promise<DeviceType | undefined> {
  if (!Number.isInteger(id) || Math.abs(id) > 2147483647) return undefined;
  const row = await typesWithCounts(db)
    .selectAll('t')
    .select([
      sql<number>`coalesce(c.devices, 0)`.as('device_count'),
      sql<number>`coalesce(c.in_service, 0)`.as('in_service_count'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { device_count, in_service_count, ...record } = row;
  return { ...toTypeRecord(record), deviceCount: device_count, inServiceCount: in_service_count };
}

/**
 * GET /api/device-types/{id}/interval-impact ?inspectionIntervalDays: the type's devices overdue
 * and due within 30 days with the new interval (the next inspection derived as a saved interval
 * derives it: last inspection, else commissioning, + the interval) beside the figures now, counted
 * by the shared rule of src/api/shared/inspection-due.ts in one aggregate. Nothing is changed.
 */
export async function getIntervalImpact(
  db: Kysely<Database>,
  id: number | undefined,
  source: ParamSource,
  today: string,
): Promise<Outcome<IntervalImpact>> {
  const type = id === undefined ? undefined : await findType(db, id);
  if (!type) return notFound('deviceTypeNotFound');
  const parsed = check(intervalImpactQuery, {
    inspectionIntervalDays: param(source, 'inspectionIntervalDays'),
  });
  if (!parsed.ok) return invalid(parsed.issues);
  const days = parsed.data.inspectionIntervalDays;
  const dueBy = addDays(today, DUE_SOON_DAYS);
  const next = sql`(coalesce(last_inspection, commission_date) + ${days}::int)`;
  const overdue = (at: Expression<unknown>) =>
    sql`status <> 'retired' and ${at} is not null and ${at} < ${today}::date`;
  const dueSoon = (at: Expression<unknown>) =>
    sql`status <> 'retired' and ${at} is not null and ${at} >= ${today}::date and ${at} <= ${dueBy}::date`;
  const row = await db
    .selectFrom('devices')
    .select([
      sql<number>`count(*)::int`.as('devices'),
      sql<number>`(count(*) filter (where ${overdue(next)}))::int`.as('overdue'),
      sql<number>`(count(*) filter (where ${dueSoon(next)}))::int`.as('due'),
      sql<number>`(count(*) filter (where ${overdue(sql.ref('next_inspection'))}))::int`.as(
        'overdue_now',
      ),
      sql<number>`(count(*) filter (where ${dueSoon(sql.ref('next_inspection'))}))::int`.as(
        'due_now',
      ),
    ])
    .where('type_id', '=', type.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return ok({
    inspectionIntervalDays: days,
    devices: row.devices,
    overdue: row.overdue,
    dueWithin30Days: row.due,
    overdueNow: row.overdue_now,
    dueWithin30DaysNow: row.due_now,
  });
}
