import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { useDeviceStats } from '@/api/client/devices';
import { useLiveAlarms, useLiveStatus } from '@/api/client/live-hooks';
import type { Alarm } from '@/api/types/devices';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { StatusDonut, TypeBars } from '../charts';
import { useScreenPaths, withQuery } from '../paths';
import { DeviceFigures } from '../shared/device-figures';
import { useFormat } from '../shared/format';
import { liveIndicatorState } from '../shared/live-state';
import { ScreenHeader } from '../shared/screen-header';
import { AlarmList } from './alarm-list';
import { DueSoonList } from './due-soon-list';
import { LATEST_ALARMS, latestAlarms } from './latest-alarms';

/**
 * The project table, at the foot of the page, loads after the figures, charts and lists above it:
 * its table library and rows are ~20 kB gzip that the first paint of the figures must not wait for.
 */
const ProjectTable = lazy(() =>
  import('./project-table').then((m) => ({ default: m.ProjectTable })),
);

/**
 * The maintenance figures (issue 39.6) load after the device figures, charts and lists: their
 * call, card and the work orders' catalogue are no part of what the first paint waits for.
 */
const WorkOrderFigures = lazy(() =>
  import('./work-order-figures').then((m) => ({ default: m.WorkOrderFigures })),
);

/** The home screen takes no props: everything comes from the stats and project calls. */
export type HomeScreenProps = Record<string, never>;

/**
 * An empty register has nothing to chart: its message is drawn at once, without loading a chart.
 */
function NoDevices({ children }: { children: string }) {
  return <p className="ee:m-0 ee:py-10 ee:text-center ee:text-[15px] ee:text-muted">{children}</p>;
}

function ListSkeleton() {
  return (
    <div aria-hidden className="ee:flex ee:flex-col ee:gap-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="ee:flex ee:items-center ee:gap-3">
          <Skeleton className="ee:size-[38px] ee:rounded-ee" />
          <SkeletonText lines={2} className="ee:flex-1" />
        </div>
      ))}
    </div>
  );
}

/**
 * `/`: the equipment overview: KPI cards, devices by status and by type, inspections due, latest
 * alarms, the maintenance figures, projects.
 */
export function HomeScreen(_props: HomeScreenProps = {}) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const stats = useDeviceStats();
  // The figures arrive in an update React renders in one piece; the charts and lists they fill are
  // drawn in a second, interruptible render, so a phone's main thread is not held in one long task
  // (docs/performance.md).
  const s = useDeferredValue(stats.data);
  // New alarms arrive live: listed at once, while the provider refreshes the stats (the figures,
  // and the list, which then has them too).
  const [arrived, setArrived] = useState<Alarm[]>([]);
  useLiveAlarms((alarm) =>
    setArrived((list) =>
      list.some((a) => a.id === alarm.id) ? list : [alarm, ...list].slice(0, LATEST_ALARMS),
    ),
  );
  const alarms = useMemo(
    () => (s ? latestAlarms(s.latestAlarms, arrived) : undefined),
    [s, arrived],
  );
  const live = useLiveStatus();

  return (
    <Page>
      <ScreenHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      {stats.isError ? (
        <Card>
          <ErrorState
            title={t('home.errorTitle')}
            titleAs="h2"
            message={stats.error.message}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        </Card>
      ) : (
        <>
          <DeviceFigures />
          <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-5">
            <Card className="ee:lg:col-span-2">
              <CardHeader
                title={t('home.byStatus')}
                subtitle={s ? t('home.byStatusHint', { count: f.number(s.total) }) : undefined}
              />
              <CardContent>
                {!s ? (
                  <Skeleton variant="block" className="ee:h-[200px]" />
                ) : s.byStatus.every((c) => c.count === 0) ? (
                  <NoDevices>{t('home.noDevices')}</NoDevices>
                ) : (
                  <StatusDonut byStatus={s.byStatus} total={s.total} />
                )}
              </CardContent>
            </Card>
            <Card className="ee:lg:col-span-3">
              <CardHeader title={t('home.byType')} subtitle={t('home.byTypeHint')} />
              <CardContent>
                {!s ? (
                  <Skeleton variant="block" className="ee:h-[260px]" />
                ) : s.byType.length === 0 ? (
                  <NoDevices>{t('home.noDevices')}</NoDevices>
                ) : (
                  <TypeBars byType={s.byType} />
                )}
              </CardContent>
            </Card>
          </div>
          <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
            <Card>
              <CardHeader
                title={t('home.dueSoon')}
                subtitle={
                  s ? t('home.dueSoonHint', { count: f.number(s.dueSoonTotal) }) : undefined
                }
                actions={
                  <Link
                    to={withQuery(paths.devices, { sortBy: 'nextInspection', orderBy: 'asc' })}
                    className="ee:tap-target ee:px-2 ee:text-[13px] ee:font-medium ee:text-primary-ink ee:hover:underline"
                  >
                    {t('home.viewAll')}
                  </Link>
                }
              />
              <CardContent>
                {s ? <DueSoonList devices={s.dueSoon.slice(0, 6)} /> : <ListSkeleton />}
              </CardContent>
            </Card>
            <Card>
              <CardHeader
                title={t('home.alarms')}
                subtitle={t('home.alarmsHint')}
                actions={<LiveIndicator state={liveIndicatorState(live)} />}
              />
              <CardContent>{alarms ? <AlarmList alarms={alarms} /> : <ListSkeleton />}</CardContent>
            </Card>
          </div>
        </>
      )}
      <Suspense fallback={<Skeleton variant="block" className="ee:h-[236px]" />}>
        <WorkOrderFigures />
      </Suspense>
      <Card>
        <CardHeader title={t('home.projects')} className="ee:pb-0" />
        {/* Auto width: a full-width block with margins would stick out past a phone's edge (e2e phone test). */}
        <Suspense fallback={<Skeleton variant="block" className="ee:m-6 ee:h-[320px] ee:w-auto" />}>
          <ProjectTable />
        </Suspense>
      </Card>
    </Page>
  );
}
