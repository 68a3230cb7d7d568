import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { usePermissions } from '@/api/client/permissions';
import {
  PERMISSION_SORT_KEYS,
  type Permission,
  type PermissionListParams,
  type PermissionSortKey,
} from '@/api/types/permissions';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { DeletePermissionDialog } from './delete-permission-dialog';
import { PermissionFormDialog } from './lazy-overlays';
import { usePermissionColumns } from './permission-columns';

/**
 * The /apps/permissions screen reads its list state from the URL (`?q=…&sortBy=name…`); it takes no
 * props.
 */
export type PermissionsScreenProps = Record<string, never>;

const PERMISSION_LIST_SCHEMA: ListSchema<Record<string, never>, PermissionSortKey> = {
  filters: {},
  sortKeys: PERMISSION_SORT_KEYS,
};

/**
 * Permissions: the table (name, the roles holding each as coloured chips, when it was created,
 * in the reader's language), search by name, date or the start of a role name, sort by name,
 * paging; add, edit and delete through dialogs.
 */
export function PermissionsScreen(_props: PermissionsScreenProps = {}) {
  const { t, language } = useKitTranslation(rolesNs);
  const list = useListState(PERMISSION_LIST_SCHEMA);
  const { state } = list;
  // The language goes along so that a date is found as it is written here.
  const params: PermissionListParams = {
    q: state.q || undefined,
    lang: state.q ? language : undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const permissions = usePermissions(params);
  const columns = usePermissionColumns();
  const [editing, setEditing] = useState<{ open: boolean; permission: Permission | null }>({
    open: false,
    permission: null,
  });
  const [deleting, setDeleting] = useState<Permission | null>(null);

  return (
    <Page>
      <ScreenHeader
        title={t('permissions.title')}
        subtitle={t('permissions.subtitle')}
        actions={
          <Button
            startIcon={<IconPlus aria-hidden size={18} />}
            onClick={() => setEditing({ open: true, permission: null })}
          >
            {t('permissions.add')}
          </Button>
        }
      />
      <Card>
        <h2 className="ee:sr-only">{t('permissions.tableLabel')}</h2>
        <DataTable
          aria-label={t('permissions.tableLabel')}
          persistKey="permissions"
          mode="server"
          columns={columns}
          rows={permissions.data?.permissions}
          total={permissions.data?.totalPermissions}
          getRowId={(row) => String(row.id)}
          loading={permissions.isPending}
          error={permissions.isError ? permissions.error.message : undefined}
          onRetry={() => void permissions.refetch()}
          emptyTitle={t('permissions.emptyTitle')}
          emptyDescription={t('permissions.emptyHint')}
          {...list.tableProps}
          toolbar={
            <SearchInput
              value={state.q}
              onChange={list.setQ}
              aria-label={t('permissions.searchLabel')}
              placeholder={t('permissions.searchPlaceholder')}
              className="ee:w-full ee:max-w-72"
            />
          }
          rowActions={(row) => (
            <div className="ee:flex ee:justify-end ee:gap-1">
              <IconButton
                size="sm"
                variant="text"
                color="secondary"
                aria-label={t('permissions.edit', { name: row.name })}
                onClick={() => setEditing({ open: true, permission: row })}
              >
                <IconPencil aria-hidden />
              </IconButton>
              <IconButton
                size="sm"
                variant="text"
                color="error"
                aria-label={t('permissions.delete', { name: row.name })}
                onClick={() => setDeleting(row)}
              >
                <IconTrash aria-hidden />
              </IconButton>
            </div>
          )}
        />
      </Card>
      <PermissionFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        permission={editing.permission}
      />
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
