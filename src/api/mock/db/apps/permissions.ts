/** The 9 permissions of docs/spec.md §6; administrator holds them all. */
import { PERMISSION_NAMES, type Permission, type PermissionRole } from '@/api/contract/permissions';
import { displayDateTime, isoMinutes } from '@/api/sample/pools';

import type { GeneratorContext } from '../index';

/** Who besides the administrator holds each permission, in PERMISSION_NAMES order. */
const SHARED_WITH: readonly (readonly PermissionRole[])[] = [
  [],
  ['manager'],
  ['manager', 'users'],
  ['manager', 'users', 'support'],
  ['support'],
  ['manager', 'support'],
  ['users', 'support', 'restricted-user'],
  ['manager'],
  ['manager', 'users'],
];

export function createPermissions(ctx: GeneratorContext): Permission[] {
  return PERMISSION_NAMES.map((name, i) => {
    // A few weeks apart, older first, so the list has distinct dates to search.
    const minutes = -(PERMISSION_NAMES.length - i) * 9 * 24 * 60 - i * 97;
    return {
      id: i + 1,
      name,
      assignedTo: ['administrator', ...SHARED_WITH[i]],
      createdDate: displayDateTime(ctx.now, minutes),
      createdAt: isoMinutes(ctx.now, minutes),
    };
  });
}
