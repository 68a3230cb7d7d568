/** The five roles users carry in the samples (SPEC §4), with what each may do per area. */
import {
  ROLE_AREAS,
  type RoleArea,
  type RoleGrant,
  type RolePermissions,
  type RoleRecord,
} from '@/api/contract/roles';
import { USER_ROLES, type UserRole } from '@/api/contract/users';
import { isoMinutes } from '@/api/sample/pools';

import type { GeneratorContext } from '../index';

const ALL: RoleGrant = { read: true, write: true, create: true };
const READ: RoleGrant = { read: true, write: false, create: false };
const READ_WRITE: RoleGrant = { read: true, write: true, create: false };

/** Per role, the areas it holds (the rest: nothing). */
const GRANTS: Record<UserRole, Partial<Record<RoleArea, RoleGrant>>> = {
  admin: Object.fromEntries(ROLE_AREAS.map((area) => [area, ALL])),
  author: { contentManagement: ALL, repositoryManagement: READ_WRITE, reporting: READ },
  editor: { contentManagement: READ_WRITE, disputesManagement: READ, reporting: READ },
  maintainer: {
    databaseManagement: ALL,
    apiControl: READ_WRITE,
    repositoryManagement: ALL,
    reporting: READ,
  },
  subscriber: { contentManagement: READ },
};

function permissionsOf(role: UserRole): RolePermissions {
  return Object.fromEntries(
    ROLE_AREAS.map((area) => [
      area,
      { ...(GRANTS[role][area] ?? { read: false, write: false, create: false }) },
    ]),
  ) as RolePermissions;
}

export function createRoles(ctx: GeneratorContext): RoleRecord[] {
  return USER_ROLES.map((name, i) => ({
    id: i + 1,
    name,
    permissions: permissionsOf(name),
    // Set up a year ago, a day apart, in the order SPEC lists them.
    createdAt: isoMinutes(ctx.now, -(365 - i) * 24 * 60),
  }));
}
