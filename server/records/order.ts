/**
 * The list rules of docs/spec.md §5 in SQL, for the lists of one device's records and the
 * dashboard's projects: a sort key's value with empty values last in both directions, ties in the
 * list's own order, and the page (`itemsPerPage=-1`: every row; a page past the last: none). The
 * simulation's listQuery (sortRows, paginate) is the rule; text sorts with the collation that
 * says its collator again.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

import { SORT_COLLATION } from '../db/migrations';

/** What a sort key sorts by, and when a row's value counts as empty. */
export interface SortSql {
  key: Expression<unknown>;
  empty?: Expression<SqlBool>;
}

/** A text column as a sort key: collated as the simulation's collator, '' empty. */
export const textKey = (column: string): SortSql => ({
  key: sql`${sql.ref(column)} collate ${sql.id(SORT_COLLATION)}`,
  empty: sql<SqlBool>`${sql.ref(column)} = ''`,
});

/** A value that is never empty (a number, a date) as a sort key. */
export const plainKey = (column: string): SortSql => ({ key: sql.ref(column) });

/**
 * The ORDER BY of a list: the asked key (empty last, then the direction), then the list's own
 * order, which keeps ties as the simulation's stable sort does.
 */
export function orderOf(
  sort: SortSql | undefined,
  orderBy: 'asc' | 'desc',
  own: RawBuilder<unknown>,
): RawBuilder<unknown> {
  if (!sort) return own;
  const direction = sql.raw(orderBy === 'desc' ? 'desc' : 'asc');
  return sort.empty
    ? sql`${sort.empty}, ${sort.key} ${direction}, ${own}`
    : sql`${sort.key} ${direction}, ${own}`;
}

/** LIMIT and OFFSET of a page; undefined when the page is past the last (an empty page). */
export function pageOf(
  total: number,
  page: number,
  itemsPerPage: number,
): { limit: number; offset: number } | undefined {
  if (itemsPerPage === -1) return total === 0 ? undefined : { limit: total, offset: 0 };
  const offset = (page - 1) * itemsPerPage;
  return total === 0 || offset >= total ? undefined : { limit: itemsPerPage, offset };
}
