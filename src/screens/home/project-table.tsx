import { IconUser } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';

import { useProjects } from '@/api/client/dashboard';
import type { ProjectAnalyticsRow } from '@/api/types/dashboard';
import { createDataTableColumns, DataTable, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Progress } from '@/components/ui/progress';
import { tones } from '@/components/ui/tone';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { TextLine } from '../shared/text-line';

const col = createDataTableColumns<ProjectAnalyticsRow>();
const ALL = { itemsPerPage: -1 } as const;

function useProjectColumns(): DataTableColumnDef<ProjectAnalyticsRow>[] {
  const { t } = useKitTranslation(devicesNs);
  return useMemo(
    () => [
      col.accessor('name', {
        header: t('home.project'),
        cell: (info) => (
          <div className="ee:flex ee:items-center ee:gap-3">
            <Avatar
              src={info.row.original.logo || null}
              name={info.getValue()}
              alt=""
              shape="square"
              size="sm"
              color={tones[info.row.original.id % tones.length]}
            />
            <div className="ee:min-w-0">
              <TextLine className="ee:font-medium ee:text-heading">{info.getValue()}</TextLine>
              <div className="ee:text-[13px] ee:text-muted">{info.row.original.date}</div>
            </div>
          </div>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('leader', {
        header: t('home.leader'),
        cell: (info) => <bdi>{info.getValue()}</bdi>,
      }),
      col.accessor((row) => row.team.length, {
        id: 'team',
        header: t('home.team'),
        cell: (info) => (
          <AvatarGroup
            max={3}
            size="xs"
            aria-label={t('home.teamCount', { count: info.getValue() })}
          >
            {info.row.original.team.map((src, i) => (
              <Avatar
                key={i}
                src={src || null}
                alt=""
                fallback={<IconUser aria-hidden />}
                color={tones[(info.row.original.id + i) % tones.length]}
              />
            ))}
          </AvatarGroup>
        ),
      }),
      col.accessor('status', {
        header: t('home.progress'),
        cell: (info) => (
          <div className="ee:flex ee:min-w-36 ee:items-center ee:gap-3">
            <Progress
              value={info.getValue()}
              aria-label={t('home.progressOf', { name: info.row.original.name })}
              className="ee:flex-1"
            />
            <span className="ee:w-10 ee:text-end ee:text-[13px] ee:text-heading ee:tabular-nums">
              {info.getValue()}%
            </span>
          </div>
        ),
      }),
    ],
    [t],
  );
}

/**
 * The project analytics table of docs/spec.md (client mode: all rows fetched once, sorted and paged
 * here).
 */
export function ProjectTable() {
  const { t } = useKitTranslation(devicesNs);
  const query = useProjects(ALL);
  // The answer arrives in an update React renders in one piece (with the figures above); the
  // rows, at the foot of the page, are drawn in a second, interruptible render, so a phone's
  // main thread is not held through the table too.
  const projects = useDeferredValue(query);
  const columns = useProjectColumns();
  return (
    <DataTable
      aria-label={t('home.projectsLabel')}
      columns={columns}
      rows={projects.data?.projects}
      getRowId={(row) => String(row.id)}
      loading={projects.isPending}
      error={projects.isError ? projects.error.message : undefined}
      onRetry={() => void query.refetch()}
      columnMenu={false}
      pageSizes={[5, 10, 25]}
      skeletonRows={5}
    />
  );
}
