import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useUsers } from '@/api/client/users';
import type { UserListParams } from '@/api/types/users';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { UsersTable } from '../shared/users/users-table';

/**
 * The /apps/user/list screen reads its list state from the URL (`?role=editor&status=active…`); it
 * takes no props.
 */
export type UserListScreenProps = Record<string, never>;

// One row is enough: only the totals are read.
const COUNT: UserListParams = { itemsPerPage: 1 };

/**
 * The user list: figures (all, active, pending, suspended; each links to the list filtered by
 * it), then the users table with search, filters, sort, paging, add, export and delete.
 */
export function UserListScreen(_props: UserListScreenProps = {}) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const all = useUsers(COUNT);
  const active = useUsers({ ...COUNT, status: 'active' });
  const pending = useUsers({ ...COUNT, status: 'pending' });
  const inactive = useUsers({ ...COUNT, status: 'inactive' });

  const figures = useMemo<StatItem[]>(() => {
    const total = all.data?.totalUsers;
    const share = (n: number | undefined) =>
      n === undefined || total === undefined
        ? undefined
        : t('list.stats.share', { percent: f.percent(total ? n / total : 0) });
    const figure = (n: number | undefined) => (n === undefined ? undefined : f.number(n));
    return [
      {
        key: 'total',
        label: t('list.stats.total'),
        value: figure(total),
        hint: t('list.stats.totalHint'),
        icon: <IconUsers />,
        color: 'primary',
        to: paths.userList,
      },
      {
        key: 'active',
        label: t('list.stats.active'),
        value: figure(active.data?.totalUsers),
        hint: share(active.data?.totalUsers),
        icon: <IconUserCheck />,
        color: 'success',
        to: withQuery(paths.userList, { status: 'active' }),
      },
      {
        key: 'pending',
        label: t('list.stats.pending'),
        value: figure(pending.data?.totalUsers),
        hint: share(pending.data?.totalUsers),
        icon: <IconUserExclamation />,
        color: 'warning',
        to: withQuery(paths.userList, { status: 'pending' }),
      },
      {
        key: 'inactive',
        label: t('list.stats.inactive'),
        value: figure(inactive.data?.totalUsers),
        hint: share(inactive.data?.totalUsers),
        icon: <IconUserOff />,
        color: 'secondary',
        to: withQuery(paths.userList, { status: 'inactive' }),
      },
    ];
  }, [t, f, paths.userList, all.data, active.data, pending.data, inactive.data]);

  return (
    <Page>
      <ScreenHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <StatCards items={figures} />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <UsersTable label={t('list.tableLabel')} />
      </Card>
    </Page>
  );
}
