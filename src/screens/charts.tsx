/**
 * The screens' charts, each loaded and drawn once it comes near the viewport: recharts is the
 * largest library a screen uses (~100 kB gzip) and mounting a chart is a page's longest task
 * (docs/performance.md#figures-the-code-relies-on), so the figures, lists and tables around
 * it must not wait for it, and a chart below a phone's fold costs nothing until scrolled to.
 * Until then, and while it loads, its box keeps its size (no shift when it arrives).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

import { Skeleton } from '../components/feedback/skeleton';
import { useInView } from '../components/ui/use-in-view';

function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height: number,
): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  function LazyChart(props: P) {
    const [ref, inView] = useInView<HTMLDivElement>();
    const placeholder = <Skeleton variant="block" style={{ height }} />;
    if (!inView) return <div ref={ref}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...(props as P & ComponentProps<typeof Chart>)} />
      </Suspense>
    );
  }
  return LazyChart;
}

export const StatusDonut = lazyChart(
  () => import('./home/status-donut').then((m) => m.StatusDonut),
  200,
);
export const TypeBars = lazyChart(() => import('./home/type-bars').then((m) => m.TypeBars), 260);
export const ReadingsTab = lazyChart(
  () => import('./devices/detail/readings-tab').then((m) => m.ReadingsTab),
  520,
);
export const TestTrendChart = lazyChart(
  () => import('./shared/electrical-tests/test-trend-chart').then((m) => m.TestTrendChart),
  270,
);
