import {
  IconDotsVertical,
  IconEye,
  IconFileExport,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';

import { AddUserDrawer, DeleteUserDialog } from './lazy-overlays';
import { useUsersTable } from './use-users-table';
import { useUserColumns } from './user-columns';
import { UsersTableToolbar } from './users-table-toolbar';

export { USER_LIST_SCHEMA } from './use-users-table';

export interface UsersTableProps {
  /** Accessible name of the table. */
  label: string;
  /** Key under which hidden columns and density are kept (one per screen). */
  persistKey?: string;
}

/**
 * The users table of the users list and the roles screen: search (full name or e-mail), role,
 * plan and status filters, sort and paging in the URL; add a user, export the filtered list as
 * CSV, open or delete a user.
 */
export function UsersTable({ label, persistKey = 'users' }: UsersTableProps) {
  const { t } = useKitTranslation(usersNs);
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const columns = useUserColumns();
  const { list, users, adding, setAdding, deleting, setDeleting, exporting, exportCsv } =
    useUsersTable();

  return (
    <>
      <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-end ee:gap-3 ee:px-5 ee:pt-5">
        <Button
          variant="tonal"
          color="secondary"
          loading={exporting}
          startIcon={<IconFileExport aria-hidden size={18} />}
          disabled={!users.data?.totalUsers}
          onClick={() => void exportCsv()}
        >
          {t('list.export')}
        </Button>
        <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={() => setAdding(true)}>
          {t('list.add')}
        </Button>
      </div>
      <DataTable
        aria-label={label}
        persistKey={persistKey}
        mode="server"
        columns={columns}
        rows={users.data?.users}
        total={users.data?.totalUsers}
        getRowId={(row) => String(row.id)}
        loading={users.isPending}
        error={users.isError ? users.error.message : undefined}
        onRetry={() => void users.refetch()}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyHint')}
        {...list.tableProps}
        toolbar={<UsersTableToolbar list={list} />}
        rowActions={(row) => (
          <Menu>
            <MenuTrigger asChild>
              <IconButton size="sm" aria-label={t('list.actionsFor', { name: row.fullName })}>
                <IconDotsVertical aria-hidden />
              </IconButton>
            </MenuTrigger>
            <MenuContent>
              <MenuItem
                icon={<IconEye />}
                onSelect={() => navigate(withSegments(paths.userView, row.id))}
              >
                {t('list.view', { name: row.fullName })}
              </MenuItem>
              <MenuItem icon={<IconTrash />} color="error" onSelect={() => setDeleting(row)}>
                {t('list.delete', { name: row.fullName })}
              </MenuItem>
            </MenuContent>
          </Menu>
        )}
      />
      <AddUserDrawer open={adding} onOpenChange={setAdding} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
