/**
 * The roles types of the API: inferred from the contract's schemas (src/api/contract/roles.ts), the
 * one definition.
 */
export {
  ROLE_AREAS,
  ROLE_ACCESS,
  ROLE_NAME_MAX,
  ROLE_USERS_SHOWN,
  emptyRolePermissions,
} from '../contract/roles';
export type {
  RoleArea,
  RoleAccess,
  RoleGrant,
  RolePermissions,
  RoleRecord,
  RoleMember,
  Role,
  RoleListResponse,
  RoleInput,
  RoleChanges,
} from '../contract/roles';
