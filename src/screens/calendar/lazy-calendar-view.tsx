import { lazy, Suspense } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';

import type { CalendarViewProps } from './calendar-view';

const View = lazy(() => import('./calendar-view').then((m) => ({ default: m.CalendarView })));

/**
 * The calendar grid's place while FullCalendar loads: a month's grid of cells, so nothing shifts.
 */
function GridSkeleton() {
  return (
    <div
      aria-hidden
      className="ee:grid ee:grid-cols-7 ee:gap-px ee:overflow-hidden ee:rounded-ee ee:border ee:border-line ee:bg-[var(--ee-border)]"
    >
      {Array.from({ length: 42 }, (_, i) => (
        <div key={i} className="ee:flex ee:h-24 ee:flex-col ee:gap-2 ee:bg-surface ee:p-2">
          <Skeleton className="ee:w-5 ee:self-end" />
          {i % 5 === 2 && <Skeleton className="ee:h-5" />}
        </div>
      ))}
    </div>
  );
}

/**
 * The calendar grid, loaded after the route's first paint: the sidebar, filters and toolbar
 * show at once, FullCalendar follows (its chunk is also fetched as soon as the route starts).
 */
export function LazyCalendarView(props: CalendarViewProps) {
  return (
    <Suspense fallback={<GridSkeleton />}>
      <View {...props} />
    </Suspense>
  );
}

/** Starts fetching FullCalendar early (the route calls it while its data loads). */
export function preloadCalendarView(): void {
  void import('./calendar-view');
}
