import { useMemo } from 'react';

import { useRoles } from '@/api/client/roles';
import { USER_ROLES } from '@/api/types/users';

import { useUserLabels } from './user-labels';

export interface RoleOption {
  value: string;
  label: string;
  /** Users with the role, once the roles have loaded. */
  count?: number;
}

/**
 * The roles a user may have, as choices: those the roles API answers (with their users
 * counted), or the five of the samples while it loads or if it fails.
 */
export function useRoleOptions(): RoleOption[] {
  const roles = useRoles();
  const labels = useUserLabels();
  return useMemo(
    () =>
      roles.data
        ? roles.data.roles.map((r) => ({
            value: r.name,
            label: labels.role(r.name),
            count: r.userCount,
          }))
        : USER_ROLES.map((r) => ({ value: r, label: labels.role(r) })),
    [roles.data, labels],
  );
}
