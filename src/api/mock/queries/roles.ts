/**
 * Roles: every role with its users counted (and the newest few named, for the cards), added,
 * renamed (its users follow), given permissions per area, and deleted once no user has it.
 */
import { check } from '@/api/contract/common';
import {
  emptyRolePermissions,
  ROLE_AREAS,
  ROLE_USERS_SHOWN,
  roleCreateBody,
  roleUpdateBody,
  type Role,
  type RoleListResponse,
  type RolePermissions,
  type RoleRecord,
} from '@/api/contract/roles';
import { ruleIssue } from '@/api/contract/rules';
import {
  created,
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  type Outcome,
} from '@/api/shared/outcome';

import type { MockDb } from '../db';
import { newestFirst, toInt } from '../query';
import { nextId, writeStamp } from './records';
import { renameUsersRole } from './users';

type RolesDb = Pick<MockDb, 'roles' | 'users' | 'meta'>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A stored role with its users counted. */
function withUsers(db: Pick<MockDb, 'users'>, record: RoleRecord): Role {
  const members = newestFirst(
    db.users.filter((u) => u.role === record.name),
    (u) => u.id,
  );
  return {
    ...record,
    userCount: members.length,
    users: members
      .slice(0, ROLE_USERS_SHOWN)
      .map((u) => ({ id: u.id, fullName: u.fullName, avatar: u.avatar })),
  };
}

export function listRoles(db: Pick<MockDb, 'roles' | 'users'>): RoleListResponse {
  return { roles: db.roles.map((r) => withUsers(db, r)) };
}

/** The permissions of `base` with the areas `changes` gives (an area's missing flags stay). */
function mergePermissions(
  base: RolePermissions,
  changes:
    | Partial<Record<string, Partial<RolePermissions[keyof RolePermissions]> | undefined>>
    | undefined,
): RolePermissions {
  const next = { ...base };
  for (const area of ROLE_AREAS) next[area] = { ...base[area], ...changes?.[area] };
  return next;
}

export function createRole(db: RolesDb, body: unknown): Outcome<Role> {
  const parsed = check(roleCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { name, permissions } = parsed.data;
  if (db.roles.some((r) => sameName(r.name, name))) return invalid([ruleIssue('roleNameFree')]);
  const record: RoleRecord = {
    id: nextId(db.roles),
    name,
    permissions: mergePermissions(emptyRolePermissions(), permissions),
    createdAt: writeStamp(db),
  };
  db.roles.push(record);
  return created(withUsers(db, record));
}

export function updateRole(db: RolesDb, id: unknown, body: unknown): Outcome<Role> {
  const n = toInt(id);
  const record = n === undefined ? undefined : db.roles.find((r) => r.id === n);
  if (!record) return notFound('roleNotFound');
  const parsed = check(roleUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { name, permissions } = parsed.data;
  if (name !== undefined && db.roles.some((r) => r.id !== record.id && sameName(r.name, name)))
    return invalid([ruleIssue('roleNameFree')]);
  if (name !== undefined && name !== record.name) {
    renameUsersRole(db, record.name, name);
    record.name = name;
  }
  record.permissions = mergePermissions(record.permissions, permissions);
  return ok(withUsers(db, record));
}

export function deleteRole(db: RolesDb, id: unknown): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : db.roles.findIndex((r) => r.id === n);
  if (index < 0) return notFound('roleNotFound');
  const holders = db.users.filter((u) => u.role === db.roles[index].name).length;
  if (holders > 0) return failure('roleInUse', 409, { count: holders });
  db.roles.splice(index, 1);
  return noContent();
}
