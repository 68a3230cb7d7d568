/** Permissions: docs/spec.md §3 "Permission", names and roles of §4 and §6. */
import { z } from 'zod';

import {
  id,
  isoDateTime,
  listAnswer,
  listParams,
  messageKey,
  queryText,
  requiredText,
  type ListParamsOf,
} from './common';
import { rulesMeta } from './rules';

export const PERMISSION_ROLES = [
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
] as const;
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

export const PERMISSION_NAME_MAX = 80;

export const permission = z
  .object({
    id,
    name: z.string(),
    assignedTo: z.array(z.enum(PERMISSION_ROLES)),
    createdDate: z
      .string()
      .meta({ description: 'Display text in English, e.g. "14 Apr 2026, 8:43 PM" (SPEC §3).' }),
    createdAt: isoDateTime.meta({
      description: 'The same moment, for clients to show in their own language.',
    }),
  })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof permission>;

/**
 * A permission's creation time as people read it in `locale`: what the permission list shows,
 * and what its search matches besides the English text (so a reader finds "avr." in French).
 */
export function formatPermissionDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      time,
    );
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(time);
  }
}

export const PERMISSION_SORT_KEYS = ['name'] as const;
export type PermissionSortKey = (typeof PERMISSION_SORT_KEYS)[number];
export const permissionListQuery = listParams(PERMISSION_SORT_KEYS).extend({
  q: queryText.meta({
    description:
      'Part of the name or created date, or the start of a role name, its hyphens read as spaces ("restricted user").',
  }),
  lang: z.string().trim().max(35).catch('').meta({
    description:
      'The reader’s language (BCP 47, e.g. fr): the created date is also matched as it is written there.',
  }),
});
export type PermissionListParams = ListParamsOf<typeof permissionListQuery>;
export const permissionListResponse = listAnswer(
  'PermissionList',
  'permissions',
  permission,
  'totalPermissions',
);
export type PermissionListResponse = z.infer<typeof permissionListResponse>;

/** POST /api/apps/permissions and PUT /api/apps/permissions/{id}. */
export const permissionBody = z
  .strictObject({
    name: requiredText(PERMISSION_NAME_MAX),
    assignedTo: z
      .array(z.enum(PERMISSION_ROLES))
      .min(1, messageKey('rolesRequired'))
      .max(PERMISSION_ROLES.length)
      .meta({ description: 'At least one role; kept in the order of the roles list.' }),
  })
  .meta({
    id: 'PermissionInput',
    ...rulesMeta('permissionNameFree'),
    description:
      'A permission: a name no other permission has (compared without case) and the roles that hold it.',
  });
export type PermissionInput = z.infer<typeof permissionBody>;

export const permissionUpdateBody = permissionBody.partial().meta({
  id: 'PermissionChanges',
  ...rulesMeta('permissionNameFree'),
  description: 'A new name and/or roles.',
});
export type PermissionChanges = z.infer<typeof permissionUpdateBody>;
