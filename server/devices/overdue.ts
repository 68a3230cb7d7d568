/**
 * When an inspection is overdue, in SQL: the shared rule of src/api/shared/inspection-due.ts
 * (retired devices never are; otherwise the next inspection is before today), which gives a row's
 * `overdue`, said for the `overdue` filter. tests/server/devices-list.test.ts holds them equal.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

export { isOverdue } from '../../src/api/shared/inspection-due';

/** The overdue test on the `d` alias of devices. */
export function overdueSql(today: string): Expression<SqlBool> {
  return sql<SqlBool>`(d.status <> 'retired' and d.next_inspection is not null and d.next_inspection < ${today}::date)`;
}
