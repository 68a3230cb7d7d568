/** The home dashboard's project table (docs/spec.md §7). */
import type {
  ProjectAnalyticsRow,
  ProjectListResponse,
  ProjectSortKey,
} from '@/api/contract/dashboard';

import type { KitDb } from '../db/kit';
import { listQuery, type ParamSource, type SortKeys } from '../query';

const PROJECT_SORT: SortKeys<ProjectAnalyticsRow, ProjectSortKey> = {
  name: 'name',
  leader: 'leader',
  status: 'status',
};

export function listProjects(
  db: Pick<KitDb, 'projectAnalytics'>,
  params: ParamSource,
): ProjectListResponse {
  const page = listQuery(db.projectAnalytics, params, {
    search: (r) => [r.name, r.leader, r.date],
    sortKeys: PROJECT_SORT,
  });
  return { projects: page.rows, total: page.total };
}
