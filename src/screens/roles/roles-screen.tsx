import { useState } from 'react';

import { useRoles } from '@/api/client/roles';
import type { Role } from '@/api/types/roles';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { Card, CardHeader } from '@/components/ui/card';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { USER_LIST_SCHEMA, UsersTable } from '../shared/users/users-table';
import { AddRoleCard } from './add-role-card';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleFormDialog } from './lazy-overlays';
import { RoleCard } from './role-card';

/**
 * The /apps/roles screen keeps the users table's state in the URL (`?role=editor…`); it takes no
 * props.
 */
export type RolesScreenProps = Record<string, never>;

/**
 * Roles: a card per role (its users counted, the newest as avatars; edit, list its users,
 * delete), a card to add one, the role dialog with its permission grid, and below, the users
 * table, filtered by role from a card or its own filter.
 */
export function RolesScreen(_props: RolesScreenProps = {}) {
  const { t } = useKitTranslation(rolesNs);
  const roles = useRoles();
  const list = useListState(USER_LIST_SCHEMA);
  const [editing, setEditing] = useState<{ open: boolean; role: Role | null }>({
    open: false,
    role: null,
  });
  const [deleting, setDeleting] = useState<Role | null>(null);
  const selectedRole = list.state.filters.role;

  /** Lists a role's users below; from its card, a second press lists everyone again. */
  const showUsers = (role: Role, toggle = false) => {
    list.setFilter('role', toggle && selectedRole === role.name ? undefined : role.name);
    document.getElementById('role-users')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Page>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <section aria-labelledby="roles-heading">
        <h2 id="roles-heading" className="ee:sr-only">
          {t('listLabel')}
        </h2>
        {roles.isError ? (
          <Card>
            <ErrorState
              titleAs="h2"
              message={roles.error.message}
              onRetry={() => void roles.refetch()}
              retrying={roles.isFetching}
            />
          </Card>
        ) : (
          <ul
            className="ee:m-0 ee:grid ee:list-none ee:gap-6 ee:p-0 ee:sm:grid-cols-2 ee:xl:grid-cols-3"
            aria-busy={roles.isPending || undefined}
          >
            {roles.data
              ? roles.data.roles.map((role) => (
                  <li key={role.id}>
                    <RoleCard
                      role={role}
                      selected={selectedRole === role.name}
                      onEdit={() => setEditing({ open: true, role })}
                      onShowUsers={() => showUsers(role, true)}
                      onDelete={() => setDeleting(role)}
                    />
                  </li>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <li key={i}>
                    <Card className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
                      <Skeleton className="ee:h-8 ee:w-2/3" />
                      <SkeletonText lines={2} />
                    </Card>
                  </li>
                ))}
            <li>
              <AddRoleCard onAdd={() => setEditing({ open: true, role: null })} />
            </li>
          </ul>
        )}
      </section>
      <Card id="role-users" className="ee:scroll-mt-20">
        <CardHeader title={t('users.title')} subtitle={t('users.subtitle')} />
        <UsersTable label={t('users.title')} persistKey="role-users" />
      </Card>
      <RoleFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        role={editing.role}
        roles={roles.data?.roles ?? []}
      />
      <DeleteRoleDialog
        role={deleting}
        onClose={() => setDeleting(null)}
        onShowUsers={(role) => showUsers(role)}
      />
    </Page>
  );
}
