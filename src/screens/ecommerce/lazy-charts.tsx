/**
 * The e-commerce charts, each loaded when first drawn (recharts is ~100 kB gzip and must not
 * hold up the page's first paint); meanwhile a skeleton of the same height.
 */
import { lazy, Suspense } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';

import type { ReviewWeeklyChartProps } from './review-weekly-chart';

const WeeklyChart = lazy(() =>
  import('./review-weekly-chart').then((m) => ({ default: m.ReviewWeeklyChart })),
);

/** ReviewWeeklyChart, loaded on first use. */
export function LazyReviewWeeklyChart(props: ReviewWeeklyChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="block" style={{ height: 180 }} />}>
      <WeeklyChart {...props} />
    </Suspense>
  );
}
