import { useMemo } from 'react';

import { USER_PLANS, USER_STATUSES, type UserPlan, type UserStatus } from '@/api/types/users';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolateText } from '@/screens/shared/bidi';

import { useRoleOptions } from './use-role-options';
import { USER_LIST_SCHEMA, type UsersTableController } from './use-users-table';
import { useUserLabels } from './user-labels';

export interface UsersTableToolbarProps {
  list: UsersTableController['list'];
}

/** The users table's filter bar: search, role, plan and status, and a chip per applied filter. */
export function UsersTableToolbar({ list }: UsersTableToolbarProps) {
  const { t } = useKitTranslation(usersNs);
  const labels = useUserLabels();
  const roleOptions = useRoleOptions();
  const planOptions = useMemo(
    () => USER_PLANS.map((p) => ({ value: p, label: labels.plan(p) })),
    [labels],
  );
  const statusOptions = useMemo(
    () => USER_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
    [labels],
  );
  const { state, setQ, setFilter, clearFilters } = list;
  const { role, plan, status } = state.filters;
  const active = activeFilters(
    USER_LIST_SCHEMA,
    {
      // A role may be a name someone typed: isolated, so it reads whole in rtl.
      role: { name: t('list.roleFilter'), value: (r) => isolateText(labels.role(r)) },
      plan: { name: t('list.planFilter'), value: (p) => labels.plan(p) },
      status: { name: t('list.statusFilter'), value: (s) => labels.status(s) },
    },
    list,
  );
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
}
