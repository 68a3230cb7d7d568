import {
  IconDotsVertical,
  IconEye,
  IconFileExport,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { useUserListFetch, useUsers } from '@/api/client/users';
import {
  USER_PLANS,
  USER_SORT_KEYS,
  USER_STATUSES,
  type User,
  type UserListParams,
  type UserPlan,
  type UserSortKey,
  type UserStatus,
} from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { DataTable, downloadCsv, toCsv } from '@/components/table';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { isolateText } from '../shared/bidi';
import { AddUserDrawer, DeleteUserDialog } from './lazy-overlays';
import { useRoleOptions } from './use-role-options';
import { useUserColumns } from './user-columns';
import { useUserLabels } from './user-labels';

type UserFilters = {
  role: string;
  plan: UserPlan;
  status: UserStatus;
};

/** The list state a users table keeps in the URL: `?role=editor&plan=team&status=active&q=…&sortBy=…&page=…`. */
export const USER_LIST_SCHEMA: ListSchema<UserFilters, UserSortKey> = {
  filters: {
    role: filterParam.text(),
    plan: filterParam.oneOf(USER_PLANS),
    status: filterParam.oneOf(USER_STATUSES),
  },
  sortKeys: USER_SORT_KEYS,
};

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
  const labels = useUserLabels();
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const fetchUsers = useUserListFetch();
  const list = useListState(USER_LIST_SCHEMA);
  const { state, setQ, setFilter, clearFilters, setPage } = list;
  const { role, plan, status } = state.filters;
  const filterParams: UserListParams = { q: state.q || undefined, role, plan, status };
  const params: UserListParams = {
    ...filterParams,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const users = useUsers(params);
  const columns = useUserColumns();
  const roleOptions = useRoleOptions();

  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [exporting, setExporting] = useState(false);

  // The API answers page 1 for a page past the last (SPEC §5): the URL follows what was answered.
  const answeredPage = users.isPlaceholderData ? undefined : users.data?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== state.page)
      setPage(answeredPage, { replace: true });
  }, [answeredPage, state.page, setPage]);

  const planOptions = useMemo(
    () => USER_PLANS.map((p) => ({ value: p, label: labels.plan(p) })),
    [labels],
  );
  const statusOptions = useMemo(
    () => USER_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
    [labels],
  );

  const toolbar = useMemo(() => {
    const active: ActiveFilter[] = [];
    if (role)
      active.push({
        key: 'role',
        label: `${t('list.roleFilter')}: ${isolateText(labels.role(role))}`,
        onRemove: () => setFilter('role', undefined),
      });
    if (plan)
      active.push({
        key: 'plan',
        label: `${t('list.planFilter')}: ${labels.plan(plan)}`,
        onRemove: () => setFilter('plan', undefined),
      });
    if (status)
      active.push({
        key: 'status',
        label: `${t('list.statusFilter')}: ${labels.status(status)}`,
        onRemove: () => setFilter('status', undefined),
      });
    return (
      <FilterBar
        activeFilters={active}
        onClearAll={active.length ? clearFilters : undefined}
        className="ee:w-full"
      >
        <SearchInput
          value={state.q}
          onChange={setQ}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          className="ee:w-full ee:max-w-64"
        />
        <SelectFilter
          label={t('list.roleFilter')}
          options={roleOptions}
          value={role}
          onChange={(v) => setFilter('role', v)}
        />
        <SelectFilter<UserPlan>
          label={t('list.planFilter')}
          options={planOptions}
          value={plan}
          onChange={(v) => setFilter('plan', v)}
        />
        <SelectFilter<UserStatus>
          label={t('list.statusFilter')}
          options={statusOptions}
          value={status}
          onChange={(v) => setFilter('status', v)}
        />
      </FilterBar>
    );
  }, [
    t,
    labels,
    state.q,
    role,
    plan,
    status,
    roleOptions,
    planOptions,
    statusOptions,
    setQ,
    setFilter,
    clearFilters,
  ]);

  // The export holds every page of the filtered list, in the order on screen.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchUsers({
        ...filterParams,
        sortBy: params.sortBy,
        orderBy: params.orderBy,
        page: 1,
        itemsPerPage: -1,
      });
      const csv = toCsv<User>(all.users, [
        { header: t('fields.fullName'), value: (u) => u.fullName },
        { header: t('fields.username'), value: (u) => u.username },
        { header: t('fields.email'), value: (u) => u.email },
        { header: t('fields.role'), value: (u) => labels.role(u.role) },
        { header: t('fields.plan'), value: (u) => labels.plan(u.currentPlan) },
        { header: t('fields.billing'), value: (u) => labels.billing(u.billing) },
        { header: t('fields.status'), value: (u) => labels.status(u.status) },
        { header: t('fields.company'), value: (u) => u.company },
        { header: t('fields.country'), value: (u) => labels.country(u.country) },
        { header: t('fields.contact'), value: (u) => u.contact },
      ]);
      downloadCsv('users', csv);
      toast.success(t('list.exportDone', { count: all.users.length }));
    } catch (error) {
      toast.error(t('list.exportFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

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
        toolbar={toolbar}
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
