/**
 * The role dialog's form: a name and, per area, read/write/create. Checked by the API's rules
 * for a role, and here also against the names already taken (as stored and as shown in the
 * reader's language), so a taken name is said at once; the API refuses it all the same.
 */
import { z } from 'zod';

import { roleCreateBody, rolePermissions } from '@/api/contract/roles';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function roleFormSchema(takenNames: readonly string[]) {
  return z
    .object({ name: roleCreateBody.shape.name, permissions: rolePermissions })
    .superRefine((value, ctx) => {
      if (takenNames.some((n) => sameName(n, value.name)))
        ctx.addIssue({ code: 'custom', path: ['name'], params: { key: 'roleNameTaken' } });
    });
}
