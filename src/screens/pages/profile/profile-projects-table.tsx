import { useMemo } from 'react';

import type { ProjectTableRow } from '@/api/types/pages';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { createDataTableColumns, DataTable, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Card, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { toneOf } from './tone-of';

const col = createDataTableColumns<ProjectTableRow>();

const PROJECT_SORT_KEYS = ['name', 'leader', 'team', 'status'] as const;
const PROJECT_LIST: ListSchema<Record<string, never>, (typeof PROJECT_SORT_KEYS)[number]> = {
  filters: {},
  sortKeys: PROJECT_SORT_KEYS,
  pageSizes: [5, 10, 25],
};

function useColumns(): DataTableColumnDef<ProjectTableRow>[] {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return useMemo(
    () => [
      col.accessor('name', {
        header: t('profile.projectsTable.project'),
        cell: (info) => (
          <div className="ee:flex ee:items-center ee:gap-3">
            <Avatar
              src={info.row.original.avatar || null}
              name={info.getValue()}
              alt=""
              shape="square"
              size="sm"
              color={toneOf(info.row.original.avatarColor)}
            />
            <div className="ee:min-w-0">
              <TextLine className="ee:font-medium ee:text-heading">{info.getValue()}</TextLine>
              <div className="ee:text-[13px] ee:text-muted">{f.date(info.row.original.date)}</div>
            </div>
          </div>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('leader', {
        header: t('profile.projectsTable.leader'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      col.accessor((row) => row.avatarGroup.length, {
        id: 'team',
        header: t('profile.projectsTable.team'),
        cell: (info) => (
          <AvatarGroup
            max={3}
            size="xs"
            aria-label={t('profile.projectsTable.teamOf', { count: f.number(info.getValue()) })}
          >
            {info.row.original.avatarGroup.map((name, i) => (
              <Avatar key={i} name={name} color={toneOf(info.row.original.avatarColor)} />
            ))}
          </AvatarGroup>
        ),
        enableGlobalFilter: false,
      }),
      col.accessor('status', {
        header: t('profile.projectsTable.progress'),
        cell: (info) => (
          <div className="ee:flex ee:min-w-36 ee:items-center ee:gap-3">
            <Progress
              value={info.getValue()}
              aria-label={t('profile.projectsTable.progressOf', { name: info.row.original.name })}
              className="ee:flex-1"
            />
            <span className="ee:w-10 ee:text-end ee:text-[13px] ee:text-heading ee:tabular-nums">
              {f.percent(info.getValue() / 100)}
            </span>
          </div>
        ),
        enableGlobalFilter: false,
      }),
    ],
    [t, f],
  );
}

/** The about tab's projects: search, sort and paging in the browser, their state in the URL. */
export function ProfileProjectsTable({
  rows,
  loading,
}: {
  rows: ProjectTableRow[] | undefined;
  loading: boolean;
}) {
  const { t } = useKitTranslation(pagesNs);
  const list = useListState(PROJECT_LIST);
  const columns = useColumns();
  return (
    <Card>
      <CardHeader title={t('profile.projectsTable.title')} />
      <DataTable
        aria-label={t('profile.projectsTable.title')}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={loading}
        globalFilter={list.state.q}
        emptyTitle={t('profile.projectsTable.empty')}
        columnMenu={false}
        skeletonRows={5}
        {...list.tableProps}
        toolbar={
          <SearchInput
            value={list.state.q}
            onChange={list.setQ}
            aria-label={t('profile.projectsTable.search')}
            placeholder={t('profile.projectsTable.searchPlaceholder')}
            className="ee:w-full ee:max-w-72"
          />
        }
      />
    </Card>
  );
}
