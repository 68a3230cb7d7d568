import { useMemo, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ReadingMetric } from '@/api/types/devices';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { tickDecimals, ticksThatFit, timeTicks } from '@/lib/ticks';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useFormat } from '@/screens/shared/format';

import type { ReadingRange } from './reading-range';
import type { MetricSeries } from './use-metric-series';

/** Pixels per time label ("09:00", "Jun 15") with room between; the value axis takes 48 px. */
const TIME_LABEL_SPACING = 72;
const VALUE_AXIS_WIDTH = 48;

const METRIC_COLOR: Record<ReadingMetric, string> = {
  voltage: 'var(--ee-primary)',
  current: 'var(--ee-info)',
  load: 'var(--ee-success)',
  temperature: 'var(--ee-warning)',
};

export interface MetricFigureProps {
  metric: ReadingMetric;
  range: ReadingRange;
  /** The metric's name, as its card is titled. */
  title: string;
  /** The readings in the window, with their summary and value scale. */
  shown: MetricSeries;
  /** Whether live points have come in (the line then no longer animates). */
  live: boolean;
}

/**
 * One metric's line over time, its alarm limit, and its min, average, max and count over the limit.
 */
export function MetricFigure({ metric, range, title, shown, live }: MetricFigureProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const reduced = useReducedMotion();
  const { from, to, summary, valueScale } = shown;
  const series = shown.series!;
  const unit = series.unit ?? '';
  // The chart's width, for as many time labels as fit (0 until measured: the fewest).
  const [width, setWidth] = useState(0);
  const tick = useMemo(
    () =>
      new Intl.DateTimeFormat(
        fmt.locale,
        range === '24h'
          ? { hour: '2-digit', minute: '2-digit' }
          : { month: 'short', day: 'numeric' },
      ),
    [fmt.locale, range],
  );
  const full = useMemo(
    () =>
      new Intl.DateTimeFormat(fmt.locale, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [fmt.locale],
  );
  const times = useMemo(
    () => timeTicks(from, to, ticksThatFit(width - VALUE_AXIS_WIDTH, TIME_LABEL_SPACING)),
    [from, to, width],
  );

  return (
    <figure className="ee:m-0" aria-label={t('readings.chartLabel', { metric: title })}>
      <div className="ee:h-[220px]" dir="ltr">
        <ResponsiveContainer width="100%" height="100%" onResize={(w) => setWidth(Math.round(w))}>
          <LineChart
            data={series.points}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--ee-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={[from, to]}
              ticks={times}
              interval={0}
              tickFormatter={(v: number) => tick.format(v)}
              tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
              stroke="var(--ee-border)"
            />
            <YAxis
              width={VALUE_AXIS_WIDTH}
              tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
              stroke="var(--ee-border)"
              domain={valueScale?.domain ?? ['auto', 'auto']}
              ticks={valueScale?.ticks}
              interval={0}
              tickFormatter={(v: number) =>
                fmt.number(v, valueScale ? tickDecimals(valueScale.ticks) : 2)
              }
            />
            <Tooltip
              isAnimationActive={!reduced}
              labelFormatter={(v) => full.format(Number(v))}
              formatter={(v) => [`${fmt.number(Number(v))} ${unit}`, title]}
              contentStyle={{
                background: 'var(--ee-surface)',
                border: '1px solid var(--ee-border)',
                borderRadius: 6,
                color: 'var(--ee-heading)',
              }}
            />
            {series.threshold != null && (
              <ReferenceLine
                y={series.threshold}
                stroke="var(--ee-error)"
                strokeDasharray="6 4"
                label={{
                  value: t('readings.limit'),
                  position: 'insideTopRight',
                  fill: 'var(--ee-error)',
                  fontSize: 12,
                }}
              />
            )}
            {/* No animation once live: each new point would replay it. */}
            <Line
              type="monotone"
              dataKey="v"
              stroke={METRIC_COLOR[metric]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={!reduced && !live}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {summary && (
        <figcaption className="ee:mt-3 ee:flex ee:flex-wrap ee:gap-x-5 ee:gap-y-1 ee:text-[13px] ee:text-muted">
          <span>{t('readings.min', { value: fmt.number(summary.min), unit })}</span>
          <span>{t('readings.avg', { value: fmt.number(summary.avg), unit })}</span>
          <span>{t('readings.max', { value: fmt.number(summary.max), unit })}</span>
          {series.threshold != null && (
            <span
              className={summary.over ? 'ee:tone-error ee:font-medium ee:text-tone-ink' : undefined}
            >
              {t('readings.over', { count: summary.over })}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
