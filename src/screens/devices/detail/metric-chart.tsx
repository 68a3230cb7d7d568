import type { ReadingMetric } from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { MetricFigure } from './metric-figure';
import type { ReadingRange } from './reading-range';
import { useMetricSeries } from './use-metric-series';

export interface MetricChartProps {
  number: string;
  metric: ReadingMetric;
  from: number;
  to: number;
  range: ReadingRange;
  /**
   * The 24-hour chart goes on with the live stream (the window slides); held still while paused.
   */
  live: { enabled: boolean; paused: boolean };
}

/** One metric's card: its name, unit and alarm limit, and its chart (or why there is none). */
export function MetricChart({ number, metric, from, to, range, live }: MetricChartProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const shown = useMetricSeries({ number, metric, from, to, live });
  const { query, series } = shown;
  const title = t(`metric.${metric}`);
  const unit = series?.unit ?? '';

  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title={unit ? `${title} (${unit})` : title}
        subtitle={
          series?.threshold != null
            ? t('readings.threshold', { value: fmt.number(series.threshold), unit })
            : t('readings.noThreshold')
        }
      />
      <CardContent>
        {query.isError ? (
          <ErrorState
            className="ee:py-6"
            title={t('readings.error')}
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        ) : !series ? (
          <Skeleton variant="block" className="ee:h-[220px]" />
        ) : series.measured === false ? (
          <EmptyState
            className="ee:min-h-[220px] ee:justify-center"
            icon={null}
            title={t('readings.noneTitle')}
            description={t('readings.notMeasured')}
          />
        ) : (
          <MetricFigure
            metric={metric}
            range={range}
            title={title}
            shown={shown}
            live={shown.livePoints.length > 0}
          />
        )}
      </CardContent>
    </Card>
  );
}
