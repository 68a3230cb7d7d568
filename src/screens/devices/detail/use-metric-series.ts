import { useMemo } from 'react';

import { useDeviceReadings } from '@/api/client/devices';
import { useLiveSeries } from '@/api/client/live-hooks';
import type { ReadingMetric } from '@/api/types/devices';
import { niceTicks } from '@/lib/ticks';

/** Value ticks per chart (220 px high). */
const VALUE_TICKS = 5;

export interface UseMetricSeriesOptions {
  number: string;
  metric: ReadingMetric;
  from: number;
  to: number;
  /**
   * The 24-hour chart goes on with the live stream (the window slides); held still while paused.
   */
  live: { enabled: boolean; paused: boolean };
}

/**
 * One metric's readings: the fetched window, then the live points after it (the window keeps its
 * length), their min, average, max and count over the limit, and a round value scale.
 */
export function useMetricSeries({
  number,
  metric,
  from: fetchedFrom,
  to: fetchedTo,
  live,
}: UseMetricSeriesOptions) {
  const query = useDeviceReadings(number, { metric, from: fetchedFrom, to: fetchedTo });
  const livePoints = useLiveSeries(number, metric, { paused: live.paused, enabled: live.enabled });
  // The fetched 24 hours, then the live points after them; the window keeps its length.
  const { series, from, to } = useMemo(() => {
    const fetched = query.data;
    const after = livePoints.filter((p) => p.t > fetchedTo);
    if (!fetched || !after.length) return { series: fetched, from: fetchedFrom, to: fetchedTo };
    const end = after[after.length - 1].t;
    const start = fetchedFrom + (end - fetchedTo);
    return {
      series: { ...fetched, points: [...fetched.points.filter((p) => p.t >= start), ...after] },
      from: start,
      to: end,
    };
  }, [query.data, livePoints, fetchedFrom, fetchedTo]);
  const summary = useMemo(() => {
    const values = series?.points.map((p) => p.v) ?? [];
    if (!values.length) return null;
    const max = Math.max(...values);
    const min = Math.min(...values);
    const avg = values.reduce((a, b) => a + b, 0) / values.length;
    const over = series?.threshold != null ? values.filter((v) => v > series.threshold!).length : 0;
    return { min, max, avg, over };
  }, [series]);
  // Round values from the readings and the limit (the limit always in view), round times.
  const valueScale = useMemo(() => {
    const values = series?.points.map((p) => p.v) ?? [];
    if (!values.length) return undefined;
    const top = Math.max(Math.max(...values), series?.threshold ?? -Infinity);
    return niceTicks(Math.min(...values), top, VALUE_TICKS);
  }, [series]);
  return { query, livePoints, series, from, to, summary, valueScale };
}

/** One metric's readings in their window, as the chart draws them. */
export type MetricSeries = ReturnType<typeof useMetricSeries>;
