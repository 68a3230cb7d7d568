/**
 * The screens' charts, each loaded when first drawn: recharts is the largest library a screen
 * uses (~100 kB gzip), and the figures, lists and tables around a chart must not wait for it to
 * paint. While a chart loads its box keeps its size (no shift when it arrives).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from '../components/feedback/skeleton';

function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
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

export const StatusDonut = lazyChart(() => import('./home/status-donut').then((m) => m.StatusDonut), 200);
export const TypeBars = lazyChart(() => import('./home/type-bars').then((m) => m.TypeBars), 260);
export const ReadingsTab = lazyChart(() => import('./devices/detail/readings-tab').then((m) => m.ReadingsTab), 520);
