import {
  IconCalendarCheck,
  IconClockExclamation,
  IconPlugConnectedX,
  IconTool,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useWorkOrderStats } from '@/api/client/work-orders';
import { WORK_ORDER_PRIORITIES } from '@/api/types/work-orders';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { toneVariants, type Tone } from '@/components/ui/tone';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cx } from '@/lib/cx';

import { useScreenPaths } from '../paths';
import { useFormat } from '../shared/format';
import { WORK_ORDER_PRIORITY_TONE } from '../shared/work-order-chips';
import { workOrderFigureLinks } from './work-order-figure-links';

const LINK =
  'ee:rounded-ee ee:outline-offset-2 ee:transition-colors ee:hover:bg-surface-2 ee:motion-reduce:transition-none';

interface FigureProps {
  id: string;
  to: string;
  label: string;
  /** The formatted figure; undefined while loading. */
  value: string | undefined;
  hint: string;
  icon: ReactNode;
  tone: Tone;
}

/** One figure: a link to the list filtered by what it counts. */
function Figure({ id, to, label, value, hint, icon, tone }: FigureProps) {
  return (
    <Link
      to={to}
      data-figure={id}
      className={cx(LINK, 'ee:flex ee:min-h-[44px] ee:items-center ee:gap-3 ee:p-3')}
    >
      <span
        aria-hidden
        className={cx(
          toneVariants[tone],
          'ee:flex ee:size-10 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink',
        )}
      >
        {icon}
      </span>
      <span className="ee:flex ee:min-w-0 ee:flex-col">
        <span className="ee:text-[13px] ee:text-muted">{label}</span>
        <span className="ee:text-lg ee:font-medium ee:text-heading ee:tabular-nums">
          {value ?? <Skeleton className="ee:inline-block ee:h-5 ee:w-14 ee:align-middle" />}
        </span>
        <span className="ee:text-[13px] ee:text-muted">{hint}</span>
      </span>
    </Link>
  );
}

/**
 * Home's maintenance figures (issue 39.6, docs/domain/work-orders.md "Figures"): the backlog by
 * priority, overdue orders, PM compliance, MTTR and downtime of the last 90 days, each a link to
 * the work order list filtered by what it counts. Its own call and card: the device figures
 * above do not wait for it.
 */
export function WorkOrderFigures() {
  const { t } = useKitTranslation(workOrdersNs);
  const f = useFormat();
  const { workOrders } = useScreenPaths();
  const stats = useWorkOrderStats();
  const s = stats.data;
  const links = workOrderFigureLinks(workOrders);
  const backlog = s ? WORK_ORDER_PRIORITIES.reduce((sum, p) => sum + s.backlog[p], 0) : 0;
  const hours = (h: number) => t('home.hours', { value: f.number(h, 1) });

  return (
    <Card>
      <CardHeader
        title={t('home.title')}
        subtitle={t('home.subtitle')}
        actions={
          <Link
            to={links.backlog}
            className="ee:tap-target ee:px-2 ee:text-[13px] ee:font-medium ee:text-primary-ink ee:hover:underline"
          >
            {t('home.viewAll')}
          </Link>
        }
      />
      <CardContent>
        {stats.isError ? (
          <ErrorState
            title={t('home.errorTitle')}
            message={stats.error.message}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-5">
            <section aria-labelledby="wo-backlog" className="ee:lg:col-span-2">
              <Link to={links.backlog} className={cx(LINK, 'ee:block ee:p-3')}>
                <h3 id="wo-backlog" className="ee:m-0 ee:text-[13px] ee:font-normal ee:text-muted">
                  {t('home.backlog')}
                </h3>
                <span data-figure="backlog" className="ee:text-lg ee:font-medium ee:text-heading">
                  {s ? (
                    t('home.backlogTotal', { count: backlog, value: f.number(backlog) })
                  ) : (
                    <Skeleton className="ee:inline-block ee:h-5 ee:w-20 ee:align-middle" />
                  )}
                </span>
              </Link>
              <ul className="ee:m-0 ee:grid ee:list-none ee:grid-cols-2 ee:gap-2 ee:p-0">
                {[...WORK_ORDER_PRIORITIES].reverse().map((p) => (
                  <li key={p}>
                    <Link
                      to={links.priority[p]}
                      data-figure={`backlog-${p}`}
                      className={cx(
                        LINK,
                        'ee:flex ee:min-h-[44px] ee:items-center ee:justify-between ee:gap-2 ee:px-3',
                      )}
                    >
                      <span className="ee:flex ee:items-center ee:gap-2">
                        <span
                          aria-hidden
                          className={cx(
                            toneVariants[WORK_ORDER_PRIORITY_TONE[p]],
                            'ee:size-2.5 ee:rounded-full ee:bg-tone',
                          )}
                        />
                        {t(`priority.${p}`)}
                      </span>
                      <span className="ee:font-medium ee:text-heading ee:tabular-nums">
                        {s ? f.number(s.backlog[p]) : '…'}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <div className="ee:grid ee:grid-cols-1 ee:gap-2 ee:sm:grid-cols-2 ee:lg:col-span-3">
              <Figure
                id="overdue"
                to={links.overdue}
                label={t('home.overdue')}
                value={s && f.number(s.overdue)}
                hint={t('home.overdueHint')}
                icon={<IconClockExclamation size={22} />}
                tone={s && s.overdue > 0 ? 'error' : 'success'}
              />
              <Figure
                id="pmCompliance"
                to={links.pmCompliance}
                label={t('home.pmCompliance')}
                value={s && (s.pmCompliance === null ? '—' : f.percent(s.pmCompliance / 100))}
                hint={t(s?.pmCompliance === null ? 'home.pmNone' : 'home.pmComplianceHint')}
                icon={<IconCalendarCheck size={22} />}
                tone="success"
              />
              <Figure
                id="mttr"
                to={links.mttr}
                label={t('home.mttr')}
                value={s && (s.mttrHours === null ? '—' : hours(s.mttrHours))}
                hint={t(s?.mttrHours === null ? 'home.mttrNone' : 'home.mttrHint')}
                icon={<IconTool size={22} />}
                tone="info"
              />
              <Figure
                id="downtime"
                to={links.downtime}
                label={t('home.downtime')}
                value={s && hours(s.downtimeHours)}
                hint={t('home.downtimeHint')}
                icon={<IconPlugConnectedX size={22} />}
                tone="warning"
              />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
