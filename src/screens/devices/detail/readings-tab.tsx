import { IconChartLine, IconInfoCircle } from '@tabler/icons-react';
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

import { useDeviceReadings } from '@/api/client/devices';
import { useLiveSeries, useLiveStatus } from '@/api/client/live-hooks';
import {
  READING_METRICS,
  readingsSince,
  sendsReadings,
  type Device,
  type ReadingMetric,
} from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';
import { niceTicks, tickDecimals, ticksThatFit, timeTicks } from '@/lib/ticks';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useFormat } from '@/screens/shared/format';
import { liveIndicatorState } from '@/screens/shared/live-state';

import { READING_RANGES, type ReadingRange } from './reading-range';

const RANGE_MS: Record<ReadingRange, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** Pixels per time label ("09:00", "Jun 15") with room between; the value axis takes 48 px. */
const TIME_LABEL_SPACING = 72;
const VALUE_AXIS_WIDTH = 48;
/** Value ticks per chart (220 px high). */
const VALUE_TICKS = 5;

const METRIC_COLOR: Record<ReadingMetric, string> = {
  voltage: 'var(--ee-primary)',
  current: 'var(--ee-info)',
  load: 'var(--ee-success)',
  temperature: 'var(--ee-warning)',
};

interface MetricChartProps {
  number: string;
  metric: ReadingMetric;
  from: number;
  to: number;
  range: ReadingRange;
  /** The 24-hour chart goes on with the live stream (the window slides); held still while paused. */
  live: { enabled: boolean; paused: boolean };
}

function MetricChart({
  number,
  metric,
  from: fetchedFrom,
  to: fetchedTo,
  range,
  live,
}: MetricChartProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const reduced = useReducedMotion();
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
  const times = useMemo(
    () => timeTicks(from, to, ticksThatFit(width - VALUE_AXIS_WIDTH, TIME_LABEL_SPACING)),
    [from, to, width],
  );
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
          <figure className="ee:m-0" aria-label={t('readings.chartLabel', { metric: title })}>
            <div className="ee:h-[220px]" dir="ltr">
              <ResponsiveContainer
                width="100%"
                height="100%"
                onResize={(w) => setWidth(Math.round(w))}
              >
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
                    isAnimationActive={!reduced && livePoints.length === 0}
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
                    className={
                      summary.over ? 'ee:tone-error ee:font-medium ee:text-tone-ink' : undefined
                    }
                  >
                    {t('readings.over', { count: summary.over })}
                  </span>
                )}
              </figcaption>
            )}
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

export interface ReadingsTabProps {
  number: string;
  /**
   * What says when the device reads (readingsSince): its status, commissioning date and when it
   * was added. Only a device in service or in fault reads, from its commissioning on; the others
   * get one notice of why there is nothing to chart, and the charts go on live only for the first.
   */
  device: Pick<Device, 'status' | 'commissionDate' | 'createdAt'> & { deletedAt?: string | null };
  range: ReadingRange;
  onRangeChange: (range: ReadingRange) => void;
}

/** A chart per metric (voltage, current, load, temperature) with its alarm limit, over 24 h, 7 d or 30 d. */
export function ReadingsTab({ number, device, range, onRangeChange }: ReadingsTabProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  // "Now" is fixed while the tab is open, so the query keys (and the charts) stay put.
  const [to] = useState(() => Math.floor(now() / 60_000) * 60_000);
  const from = to - RANGE_MS[range];
  const [paused, setPaused] = useState(false);
  const status = useLiveStatus();
  const since = readingsSince(device);
  if (since === null || since > to) {
    const why =
      since !== null
        ? t('readings.notYet', { date: fmt.date(new Date(since).toISOString()) })
        : device.deletedAt
          ? t('readings.noneDeleted')
          : sendsReadings(device.status)
            ? t('readings.noneUncommissioned')
            : t('readings.noneStatus', { status: td(`status.${device.status}`) });
    return (
      <Card>
        <EmptyState
          icon={<IconChartLine aria-hidden size={28} />}
          titleAs="h2"
          title={t('readings.noneTitle')}
          description={why}
        />
      </Card>
    );
  }
  // Live for the last 24 hours only: a week's chart would not move visibly.
  const live = { enabled: range === '24h', paused };
  // Said when the range reaches back before the first reading, so a short line is not read as a gap.
  const began =
    since > from
      ? Date.parse(`${device.commissionDate}T00:00:00Z`) >= since
        ? 'sinceCommissioned'
        : 'sinceAdded'
      : null;
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
        <div
          role="group"
          aria-label={t('readings.range')}
          className="ee:flex ee:flex-wrap ee:items-center ee:gap-2"
        >
          <span className="ee:me-1 ee:text-[15px] ee:text-muted" aria-hidden>
            {t('readings.range')}
          </span>
          {READING_RANGES.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'solid' : 'tonal'}
              color={r === range ? 'primary' : 'secondary'}
              aria-pressed={r === range}
              onClick={() => onRangeChange(r)}
            >
              {t(`readings.ranges.${r}`)}
            </Button>
          ))}
        </div>
        {live.enabled && (
          <div className="ee:flex ee:items-center ee:gap-2">
            <LiveIndicator state={paused ? 'paused' : liveIndicatorState(status)} />
            <Button
              size="sm"
              variant="tonal"
              color="secondary"
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? t('readings.resume') : t('readings.pause')}
            </Button>
          </div>
        )}
      </div>
      {began && (
        <p
          className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:text-muted"
          data-readings-since={since}
        >
          <IconInfoCircle aria-hidden size={18} className="ee:shrink-0" />
          {t(`readings.${began}`, { date: fmt.dateTime(new Date(since).toISOString()) })}
        </p>
      )}
      <div className="ee:grid ee:gap-6 ee:lg:grid-cols-2">
        {READING_METRICS.map((m) => (
          <MetricChart
            key={m}
            number={number}
            metric={m}
            from={from}
            to={to}
            range={range}
            live={live}
          />
        ))}
      </div>
    </div>
  );
}
