import {
  IconBrandAdobe,
  IconBrandFigma,
  IconBrandHtml5,
  IconBrandLaravel,
  IconBrandReact,
  IconBrandVue,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';

import type { UserDetail, UserProject } from '@/api/types/users';
import { SearchInput } from '@/components/filter/search-input';
import { createDataTableColumns, DataTable, type DataTableColumnDef } from '@/components/table';
import { Card, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toneVariants, type Tone } from '@/components/ui/tone';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

const KIND_LOOK: Record<UserProject['kind'], { icon: ReactNode; tone: Tone }> = {
  react: { icon: <IconBrandReact aria-hidden />, tone: 'info' },
  vue: { icon: <IconBrandVue aria-hidden />, tone: 'success' },
  figma: { icon: <IconBrandFigma aria-hidden />, tone: 'error' },
  xd: { icon: <IconBrandAdobe aria-hidden />, tone: 'primary' },
  html: { icon: <IconBrandHtml5 aria-hidden />, tone: 'warning' },
  laravel: { icon: <IconBrandLaravel aria-hidden />, tone: 'error' },
};

const col = createDataTableColumns<UserProject>();
const ratio = (p: UserProject) => (p.totalTasks ? p.doneTasks / p.totalTasks : 0);

export interface UserProjectsCardProps {
  /** The user whose projects are listed. */
  user: UserDetail;
}

/**
 * The projects the user works on: kind, tasks done of all, progress and hours; searched, sorted and
 * paged in the table.
 */
export function UserProjectsCard({ user }: UserProjectsCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const [q, setQ] = useState('');
  const columns = useMemo<DataTableColumnDef<UserProject>[]>(
    () => [
      col.accessor('name', {
        header: t('projects.name'),
        cell: (info) => {
          const p = info.row.original;
          const look = KIND_LOOK[p.kind];
          return (
            <div className="ee:flex ee:min-w-48 ee:items-center ee:gap-3">
              <span
                aria-hidden
                className={cn(
                  'ee:inline-flex ee:size-[34px] ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-5',
                  toneVariants[look.tone],
                )}
              >
                {look.icon}
              </span>
              <div className="ee:min-w-0">
                <TextLine className="ee:font-medium ee:text-heading">{p.name}</TextLine>
                <div className="ee:text-[13px] ee:text-muted">{t(`projects.kind.${p.kind}`)}</div>
              </div>
            </div>
          );
        },
        meta: { alwaysVisible: true },
      }),
      col.accessor('totalTasks', {
        header: t('projects.tasks'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:tabular-nums">
            {t('projects.tasksValue', {
              done: f.number(info.row.original.doneTasks),
              total: f.number(info.getValue()),
            })}
          </span>
        ),
      }),
      col.accessor(ratio, {
        id: 'progress',
        header: t('projects.progress'),
        cell: (info) => (
          <div className="ee:flex ee:min-w-36 ee:items-center ee:gap-3">
            <Progress
              value={Math.round(info.getValue() * 100)}
              className="ee:flex-1"
              aria-label={t('projects.progressOf', { name: info.row.original.name })}
            />
            <span className="ee:w-10 ee:text-end ee:text-[13px] ee:tabular-nums">
              {f.percent(info.getValue())}
            </span>
          </div>
        ),
        meta: { csv: (v) => f.percent(Number(v)) },
      }),
      col.accessor('hours', {
        header: t('projects.hours'),
        cell: (info) => <span className="ee:tabular-nums">{f.number(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
    ],
    [t, f],
  );
  return (
    <Card>
      <CardHeader title={t('projects.title')} />
      <DataTable
        aria-label={t('projects.tableLabel', { name: user.fullName })}
        columns={columns}
        rows={user.projects}
        getRowId={(row) => String(row.id)}
        globalFilter={q}
        pageSizes={[5, 10]}
        emptyTitle={t('projects.emptyTitle')}
        emptyDescription={t('projects.emptyHint')}
        toolbar={
          <SearchInput
            value={q}
            onChange={setQ}
            aria-label={t('projects.searchLabel')}
            placeholder={t('projects.searchPlaceholder')}
            className="ee:w-full ee:max-w-64"
          />
        }
      />
    </Card>
  );
}
