/** Permissions: SPEC.md §3 "Permission", names and roles of §4 and §6. */
import { z } from 'zod';
import { id, listAnswer, listParams, queryText, type ListParamsOf } from './common';

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

export const permission = z
  .object({ id, name: z.string(), assignedTo: z.array(z.enum(PERMISSION_ROLES)), createdDate: z.string().meta({ description: 'Display text, e.g. "14 Apr 2026, 8:43 PM".' }) })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof permission>;

export const PERMISSION_SORT_KEYS = ['name'] as const;
export type PermissionSortKey = (typeof PERMISSION_SORT_KEYS)[number];
export const permissionListQuery = listParams(PERMISSION_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the name or created date, or the start of a role name.' }) });
export type PermissionListParams = ListParamsOf<typeof permissionListQuery>;
export const permissionListResponse = listAnswer('PermissionList', 'permissions', permission, 'totalPermissions');
export type PermissionListResponse = z.infer<typeof permissionListResponse>;
