/** Permissions: SPEC.md §3 "Permission", names and roles of §4 and §6. */

export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const;
export type PermissionRole = (typeof PERMISSION_ROLES)[number];

export const PERMISSION_NAMES = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
] as const;

export interface Permission {
  id: number;
  name: string;
  assignedTo: PermissionRole[];
  /** Display text, e.g. "14 Apr 2026, 8:43 PM". */
  createdDate: string;
}

export const PERMISSION_SORT_KEYS = ['name'] as const;
export type PermissionSortKey = (typeof PERMISSION_SORT_KEYS)[number];

export interface PermissionListParams {
  q?: string;
  sortBy?: PermissionSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface PermissionListResponse {
  permissions: Permission[];
  totalPermissions: number;
}
