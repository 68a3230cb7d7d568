import { lazy, Suspense } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';

import type { WorkOrderCalendarViewProps } from './work-order-calendar-view';

const View = lazy(() =>
  import('./work-order-calendar-view').then((m) => ({ default: m.WorkOrderCalendarView })),
);

/**
 * The calendar's place while FullCalendar loads: only this route fetches it (its size budget is
 * in docs/performance.md), the header and the filters show at once.
 */
export function LazyWorkOrderCalendarView(props: WorkOrderCalendarViewProps) {
  return (
    <Suspense fallback={<Skeleton className="ee:block ee:h-[36rem] ee:w-full" />}>
      <View {...props} />
    </Suspense>
  );
}

/** Starts fetching FullCalendar early (the screen calls it while its orders load). */
export function preloadWorkOrderCalendarView(): void {
  void import('./work-order-calendar-view');
}
