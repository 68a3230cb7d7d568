/**
 * Who work may be assigned to, and the names of users an order names (labour, lock and tag):
 * the accounts whose role's rules allow updating work orders, by the shared ability rule
 * (src/auth/ability.ts), never a second copy of it in SQL.
 */
import type { Kysely } from 'kysely';

import type { WorkOrderAssignee } from '../../src/api/contract/work-orders';
import { can } from '../../src/auth/ability';
import { WORK_ORDER_SUBJECT } from '../../src/auth/subjects';
import type { Database } from '../db/schema';

const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2147483647;

/** GET /api/work-orders/assignees: by name. */
export async function listAssignees(db: Kysely<Database>): Promise<WorkOrderAssignee[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.name', 'u.role')
    .select(['u.id', 'u.full_name', 'u.role', 'r.ability_rules'])
    .execute();
  return rows
    .filter((row) => can(row.ability_rules, 'update', WORK_ORDER_SUBJECT))
    .map((row) => ({ id: row.id, fullName: row.full_name, role: row.role }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id - b.id);
}

/** The assignable user of this id, if any. */
export async function assignee(
  db: Kysely<Database>,
  id: number,
): Promise<WorkOrderAssignee | undefined> {
  if (!isRowId(id)) return undefined;
  return (await listAssignees(db)).find((a) => a.id === id);
}

/** The names of the users of these ids that exist. */
export async function userNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter(isRowId))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}
