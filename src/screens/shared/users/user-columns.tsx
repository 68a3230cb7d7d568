import { useMemo } from 'react';

import type { User, UserPlan } from '@/api/types/users';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { TextLine } from '@/screens/shared/text-line';

import { UserIdentity } from './user-identity';
import { useUserLabels } from './user-labels';
import { UserRoleLabel } from './user-role-label';
import { UserStatusChip } from './user-status-chip';

const col = createDataTableColumns<User>();

/**
 * The columns of a users table. Their ids are the API's sort keys (user, email, role, plan,
 * billing, status), so a header click sorts on the server by the same name.
 */
export function useUserColumns(): DataTableColumnDef<User>[] {
  const { t } = useKitTranslation(usersNs);
  const labels = useUserLabels();
  const paths = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('fullName', {
        id: 'user',
        header: t('fields.user'),
        cell: (info) => {
          const u = info.row.original;
          return (
            <UserIdentity
              id={u.id}
              fullName={u.fullName}
              email={`@${u.username}`}
              avatar={u.avatar}
              to={withSegments(paths.userView, u.id)}
            />
          );
        },
        meta: { alwaysVisible: true, csv: false },
      }),
      col.accessor('email', {
        id: 'email',
        header: t('fields.email'),
        cell: (info) => <TextLine className="ee:whitespace-nowrap">{info.getValue()}</TextLine>,
      }),
      col.accessor('role', {
        id: 'role',
        header: t('fields.role'),
        cell: (info) => <UserRoleLabel role={info.getValue()} />,
        meta: { csv: (v) => labels.role(String(v)) },
      }),
      col.accessor('currentPlan', {
        id: 'plan',
        header: t('fields.plan'),
        cell: (info) => (
          <span className="ee:font-medium ee:text-heading">{labels.plan(info.getValue())}</span>
        ),
        meta: { csv: (v) => labels.plan(v as UserPlan) },
      }),
      col.accessor('billing', {
        id: 'billing',
        header: t('fields.billing'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap">{labels.billing(info.getValue())}</span>
        ),
      }),
      col.accessor('status', {
        id: 'status',
        header: t('fields.status'),
        cell: (info) => <UserStatusChip status={info.getValue()} />,
      }),
    ],
    [t, labels, paths.userView],
  );
}
