/**
 * GET /api/dashboard/analytics/projects in SQL (docs/spec.md §7), as the simulation's listProjects
 * answers it (src/api/mock/queries/dashboard.ts): `q` found in the name, the leader or the
 * category, sorted by name, leader or status (ties and no sort: the table's own order), paged.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';

import {
  projectListQuery,
  type ProjectListResponse,
  type ProjectSortKey,
} from '../../src/api/contract/dashboard';
import { readParams, textParam, type ParamSource } from '../../src/api/shared/params';
import type { Database } from '../db/schema';
import { orderOf, pageOf, plainKey, textKey, type SortSql } from '../records/order';

const PROJECT_SORT: Record<ProjectSortKey, SortSql> = {
  name: textKey('name'),
  leader: textKey('leader'),
  status: plainKey('status'),
};

/** `LIKE` text matching `part` anywhere, with its own `%`, `_` and `\` taken literally. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProjects(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<ProjectListResponse> {
  const { sortBy, orderBy, page, itemsPerPage } = readParams(projectListQuery, source);
  // The whole part typed, as one piece (the simulation's matchesText), not word by word.
  const q = textParam(source, 'q').toLowerCase();
  const base = db.selectFrom('dashboard_projects').where(() => {
    if (!q) return sql<SqlBool>`true`;
    if (q.includes('\u0000')) return sql<SqlBool>`false`;
    const pattern = containing(q);
    const fields = ['name', 'leader', 'date'].map((c) => sql`lower(${sql.ref(c)}) like ${pattern}`);
    return sql<SqlBool>`(${sql.join(fields, sql` or `)})`;
  });
  const { total } = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const window = pageOf(Number(total), page, itemsPerPage);
  if (!window) return { projects: [], total: Number(total) };
  const rows = await base
    .selectAll()
    .orderBy(orderOf(sortBy && PROJECT_SORT[sortBy], orderBy, sql`id`))
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    projects: rows.map((p) => ({
      id: p.id,
      logo: p.logo,
      name: p.name,
      date: p.date,
      leader: p.leader,
      team: p.team,
      status: p.status,
    })),
    total: Number(total),
  };
}
