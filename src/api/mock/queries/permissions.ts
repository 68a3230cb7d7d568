/**
 * Permissions (docs/spec.md §7, §9): search name, created date (as SPEC's English text, and as the
 * reader's language writes it), or the start of a role name; add, change and delete them.
 */
import { check } from '@/api/contract/common';
import {
  formatPermissionDate,
  PERMISSION_ROLES,
  permissionBody,
  permissionUpdateBody,
  type Permission,
  type PermissionListResponse,
  type PermissionRole,
  type PermissionSortKey,
} from '@/api/contract/permissions';
import { ruleIssue } from '@/api/contract/rules';
import { displayDateTime } from '@/api/sample/pools';
import { created, invalid, noContent, notFound, ok, type Outcome } from '@/api/shared/outcome';

import type { MockDb } from '../db';
import {
  listQuery,
  matchesText,
  startsWithText,
  textParam,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';
import { nextId, writeStamp } from './records';

type PermissionsDb = Pick<MockDb, 'permissions' | 'meta'>;

const SORT_KEYS: SortKeys<Permission, PermissionSortKey> = { name: 'name' };

export function listPermissions(
  db: Pick<MockDb, 'permissions'>,
  params: ParamSource,
): PermissionListResponse {
  const q = textParam(params, 'q');
  const lang = textParam(params, 'lang').trim();
  const page = listQuery(db.permissions, params, {
    filter: (p) =>
      matchesText(
        q,
        p.name,
        p.createdDate,
        lang ? formatPermissionDate(p.createdAt, lang) : undefined,
      ) ||
      // The chip shows "restricted-user" as "Restricted user": what is read there finds it too.
      p.assignedTo.some(
        (role) => startsWithText(q, role) || startsWithText(q, role.replaceAll('-', ' ')),
      ),
    sortKeys: SORT_KEYS,
  });
  return { permissions: page.rows, totalPermissions: page.total };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Roles in the order of the roles list, each once. */
const ordered = (roles: readonly PermissionRole[]) =>
  PERMISSION_ROLES.filter((r) => roles.includes(r));

export function createPermission(db: PermissionsDb, body: unknown): Outcome<Permission> {
  const parsed = check(permissionBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { name, assignedTo } = parsed.data;
  if (db.permissions.some((p) => sameName(p.name, name)))
    return invalid([ruleIssue('permissionNameFree')]);
  const at = writeStamp(db);
  const record: Permission = {
    id: nextId(db.permissions),
    name,
    assignedTo: ordered(assignedTo),
    createdDate: displayDateTime(new Date(at), 0),
    createdAt: at,
  };
  db.permissions.push(record);
  return created(record);
}

function findPermission(db: PermissionsDb, id: unknown): Permission | undefined {
  const n = toInt(id);
  return n === undefined ? undefined : db.permissions.find((p) => p.id === n);
}

export function updatePermission(
  db: PermissionsDb,
  id: unknown,
  body: unknown,
): Outcome<Permission> {
  const record = findPermission(db, id);
  if (!record) return notFound('permissionNotFound');
  const parsed = check(permissionUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { name, assignedTo } = parsed.data;
  if (
    name !== undefined &&
    db.permissions.some((p) => p.id !== record.id && sameName(p.name, name))
  )
    return invalid([ruleIssue('permissionNameFree')]);
  if (name !== undefined) record.name = name;
  if (assignedTo !== undefined) record.assignedTo = ordered(assignedTo);
  return ok(record);
}

export function deletePermission(db: PermissionsDb, id: unknown): Outcome<null> {
  const record = findPermission(db, id);
  if (!record) return notFound('permissionNotFound');
  db.permissions.splice(db.permissions.indexOf(record), 1);
  return noContent();
}
