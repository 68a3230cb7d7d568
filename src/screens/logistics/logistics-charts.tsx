/**
 * The logistics charts, each loaded when first drawn (as src/screens/charts.tsx does for the
 * home page): recharts (~100 kB gzip) stays out of the dashboard's first paint, and a skeleton of
 * the chart's height holds its place meanwhile.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

import { Skeleton } from '@/components/feedback/skeleton';

function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height: number,
): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="block" style={{ height }} />}>
        <Chart {...(props as P & ComponentProps<typeof Chart>)} />
      </Suspense>
    );
  }
  return LazyChart;
}

// Heights repeated from the chart modules: importing them would pull recharts in.
export const ShipmentChart = lazyChart(
  () => import('./shipment-chart').then((m) => m.ShipmentChart),
  280,
);
export const DeliveryRatesChart = lazyChart(
  () => import('./delivery-rates-chart').then((m) => m.DeliveryRatesChart),
  180,
);
