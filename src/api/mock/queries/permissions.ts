/** Permissions (SPEC.md §7, §9): search name, created date, or the start of a role name. */
import type { Permission, PermissionListResponse, PermissionSortKey } from '../../types/permissions';
import type { MockDb } from '../db';
import { listQuery, matchesText, startsWithText, textParam, type ParamSource, type SortValue } from '../query';

const SORT_KEYS: Record<PermissionSortKey, (p: Permission) => SortValue> = {
  name: (p) => p.name,
};

export function listPermissions(db: Pick<MockDb, 'permissions'>, params: ParamSource): PermissionListResponse {
  const q = textParam(params, 'q');
  const page = listQuery(db.permissions, params, {
    filter: (p) => matchesText(q, p.name, p.createdDate) || p.assignedTo.some((role) => startsWithText(q, role)),
    sortKeys: SORT_KEYS,
  });
  return { permissions: page.rows, totalPermissions: page.total };
}
