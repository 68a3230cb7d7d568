/**
 * Roles: what users carry as `role` (the five of SPEC §4 to start with), each with what it may
 * do per area of the product (read, write, create). A role's users are counted on every read.
 */
import { z } from 'zod';

import { count, id, isoDateTime } from './common';
import { rulesMeta } from './rules';
import { roleName } from './users';

export { ROLE_NAME_MAX } from './users';

/** The areas a role's permissions are given for. */
export const ROLE_AREAS = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];

export const ROLE_ACCESS = ['read', 'write', 'create'] as const;
export type RoleAccess = (typeof ROLE_ACCESS)[number];

/** How many of a role's users a read names (for the cards' avatar groups). */
export const ROLE_USERS_SHOWN = 4;

export const roleGrant = z
  .strictObject({ read: z.boolean(), write: z.boolean(), create: z.boolean() })
  .meta({ id: 'RoleGrant' });
export type RoleGrant = z.infer<typeof roleGrant>;

const areas = <T extends z.ZodType>(schema: T) =>
  z.strictObject(
    Object.fromEntries(ROLE_AREAS.map((area) => [area, schema])) as Record<RoleArea, T>,
  );

export const rolePermissions = areas(roleGrant).meta({
  id: 'RolePermissions',
  description: 'Per area, what the role may do.',
});
export type RolePermissions = z.infer<typeof rolePermissions>;

/** A role as stored. */
export const roleRecord = z
  .object({ id, name: roleName, permissions: rolePermissions, createdAt: isoDateTime })
  .meta({ id: 'RoleRecord', description: 'A role as stored.' });
export type RoleRecord = z.infer<typeof roleRecord>;

export const roleMember = z
  .object({ id, fullName: z.string(), avatar: z.string() })
  .meta({ id: 'RoleMember' });
export type RoleMember = z.infer<typeof roleMember>;

export const role = roleRecord
  .extend({
    userCount: count.meta({ description: 'Users with this role.' }),
    users: z
      .array(roleMember)
      .meta({ description: `The first ${ROLE_USERS_SHOWN} of them, newest first.` }),
  })
  .meta({ id: 'Role', description: 'A role with its users counted.' });
export type Role = z.infer<typeof role>;

export const roleListResponse = z
  .object({ roles: z.array(role) })
  .meta({ id: 'RoleList', description: 'Every role, oldest first.' });
export type RoleListResponse = z.infer<typeof roleListResponse>;

/**
 * POST /api/apps/roles: a name no other role has (compared without case); areas not given grant
 * nothing.
 */
export const roleCreateBody = z
  .strictObject({
    name: roleName,
    permissions: areas(roleGrant.partial().optional()).partial().optional(),
  })
  .meta({
    id: 'RoleInput',
    ...rulesMeta('roleNameFree'),
    description: 'A new role. The name must be unused (compared without case).',
  });
export type RoleInput = z.infer<typeof roleCreateBody>;

/** PUT /api/apps/roles/{id}: a new name (its users follow) and/or areas to change. */
export const roleUpdateBody = roleCreateBody.partial().meta({
  id: 'RoleChanges',
  ...rulesMeta('roleNameFree'),
  description:
    'A new name (the role’s users keep it under the new name) and/or the areas to change.',
});
export type RoleChanges = z.infer<typeof roleUpdateBody>;

/** Every area granted nothing. */
export function emptyRolePermissions(): RolePermissions {
  return Object.fromEntries(
    ROLE_AREAS.map((area) => [area, { read: false, write: false, create: false }]),
  ) as RolePermissions;
}
