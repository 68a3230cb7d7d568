import { useEffect, useState } from 'react';

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
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { downloadCsv, toCsv } from '@/components/table';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useUserLabels } from './user-labels';

export type UserFilters = {
  role: string;
  plan: UserPlan;
  status: UserStatus;
};

/**
 * The list state a users table keeps in the URL:
 * `?role=editor&plan=team&status=active&q=…&sortBy=…&page=…`.
 */
export const USER_LIST_SCHEMA: ListSchema<UserFilters, UserSortKey> = {
  filters: {
    role: filterParam.text(),
    plan: filterParam.oneOf(USER_PLANS),
    status: filterParam.oneOf(USER_STATUSES),
  },
  sortKeys: USER_SORT_KEYS,
};

/**
 * The users table's controller: the list state in the URL, the page of users it asks for, the
 * user being added or deleted, and the CSV export of every page of the filtered list.
 */
export function useUsersTable() {
  const { t } = useKitTranslation(usersNs);
  const labels = useUserLabels();
  const fetchUsers = useUserListFetch();
  const list = useListState(USER_LIST_SCHEMA);
  const { state, setPage } = list;
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

  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [exporting, setExporting] = useState(false);

  // The API answers page 1 for a page past the last (SPEC §5): the URL follows what was answered.
  const answeredPage = users.isPlaceholderData ? undefined : users.data?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== state.page)
      setPage(answeredPage, { replace: true });
  }, [answeredPage, state.page, setPage]);

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

  return {
    list,
    users,
    adding,
    setAdding,
    deleting,
    setDeleting,
    exporting,
    exportCsv,
  };
}

/** What the users table's parts read from its controller. */
export type UsersTableController = ReturnType<typeof useUsersTable>;
