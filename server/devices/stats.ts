/**
 * GET /api/devices/stats in SQL: the simulation's home page figures (deviceStatsSteps in
 * src/api/mock/queries/devices.ts) as aggregates over the register (deleted devices are not in it):
 * counts by status and type, overdue and due within 30 days by the shared rule of
 * src/api/shared/inspection-due.ts, and the first ten due, soonest first (ties by number, compared
 * as the simulation compares text: code point by code point).
 *
 * The alarms of the last day are the server's own stored alarms (server/alarms/latest.ts, given
 * by the app), not the simulation's readings model (docs/server.md).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';

import {
  DEVICE_STATUSES,
  type Alarm,
  type DeviceStats,
  type DeviceStatus,
} from '../../src/api/contract/devices';
import { addDays } from '../../src/api/sample/devices/dates';
import { DUE_SOON_DAYS } from '../../src/api/shared/inspection-due';
import type { Database } from '../db/schema';
import { overdueSql } from './overdue';
import { DEVICE_COLUMNS, toListItem, withLocationPaths, type DeviceListRow } from './rows';

const STATS_LIST_SIZE = 10;

/** Due within 30 days, today included, and not overdue, on the `d` alias of devices. */
function dueSoonSql(today: string) {
  const dueBy = addDays(today, DUE_SOON_DAYS);
  return sql<SqlBool>`(d.status <> 'retired' and d.next_inspection is not null and d.next_inspection >= ${today}::date and d.next_inspection <= ${dueBy}::date)`;
}

export interface StatsOptions {
  /** Today (`YYYY-MM-DD`). */
  today: string;
  /** The newest alarms of the last day, newest first (at most ten). */
  latestAlarms?: () => Promise<Alarm[]>;
}

export async function getDeviceStats(
  db: Kysely<Database>,
  { today, latestAlarms = async () => [] }: StatsOptions,
): Promise<DeviceStats> {
  // One pass over the register for every count.
  const figures = await db
    .selectFrom('devices as d')
    .select([
      ...DEVICE_STATUSES.map((status) =>
        sql<number>`(count(*) filter (where d.status = ${status}))::int`.as(status),
      ),
      sql<number>`(count(*) filter (where ${overdueSql(today)}))::int`.as('overdue'),
      sql<number>`(count(*) filter (where ${dueSoonSql(today)}))::int`.as('due_soon'),
    ])
    .where('d.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const byType = await db
    .selectFrom('device_types as t')
    .leftJoin(
      (qb) =>
        qb
          .selectFrom('devices')
          .select(['type_id', sql<number>`count(*)::int`.as('n')])
          .where('deleted_at', 'is', null)
          .groupBy('type_id')
          .as('c'),
      (join) => join.onRef('c.type_id', '=', 't.id'),
    )
    .select(['t.id', 't.code', 't.name', sql<number>`coalesce(c.n, 0)`.as('n')])
    .orderBy('t.id')
    .execute();
  const dueRows = (await withLocationPaths(db)
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
    .where('d.deleted_at', 'is', null)
    .where(dueSoonSql(today))
    .orderBy('d.next_inspection')
    .orderBy(sql`d.number collate "C"`)
    .limit(STATS_LIST_SIZE)
    .execute()) as DeviceListRow[];

  const byStatus = DEVICE_STATUSES.map((status) => ({
    status,
    count: (figures as unknown as Record<DeviceStatus, number>)[status],
  }));
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    inService: figures.in_service,
    faults: figures.fault,
    overdue: figures.overdue,
    byStatus,
    byType: byType.map((t) => ({ typeId: t.id, code: t.code, name: t.name, count: t.n })),
    dueSoonTotal: figures.due_soon,
    dueSoon: dueRows.map((row) => toListItem(row, today)),
    latestAlarms: await latestAlarms(),
  };
}
