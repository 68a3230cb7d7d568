/**
 * The permissions types of the API: inferred from the contract's schemas
 * (src/api/contract/permissions.ts), the one definition.
 */
export {
  PERMISSION_ROLES,
  PERMISSION_NAMES,
  PERMISSION_SORT_KEYS,
  PERMISSION_NAME_MAX,
  formatPermissionDate,
} from '../contract/permissions';
export type {
  PermissionRole,
  Permission,
  PermissionSortKey,
  PermissionListParams,
  PermissionListResponse,
  PermissionInput,
  PermissionChanges,
} from '../contract/permissions';
