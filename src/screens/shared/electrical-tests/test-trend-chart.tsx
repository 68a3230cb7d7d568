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

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useFormat } from '@/screens/shared/format';

import type { TrendSeries } from './trend-series';
import { useTestText } from './use-test-text';

/** One measured value over the device's results, with its limit line when it has one. */
export function TestTrendChart({ series }: { series: TrendSeries }) {
  const { t } = useTestText();
  const fmt = useFormat();
  const reduced = useReducedMotion();
  const unit = series.unit ?? '';
  const field = t(`field.${series.field}` as never);
  const title = t('tab.trendTitle', { test: t(`template.${series.template}`), field });
  return (
    <Card>
      <CardHeader
        titleAs="h3"
        title={unit ? `${title} (${unit})` : title}
        subtitle={
          series.limit !== null
            ? t('tab.limitLine', { value: fmt.number(series.limit), unit })
            : t('tab.noLimit')
        }
      />
      <CardContent>
        <figure className="ee:m-0" aria-label={t('tab.chartLabel', { field })}>
          <div className="ee:h-[180px]" dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
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
                  domain={['dataMin', 'dataMax']}
                  tickFormatter={(v: number) => fmt.date(new Date(v).toISOString())}
                  tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
                  stroke="var(--ee-border)"
                  padding={{ left: 16, right: 16 }}
                />
                <YAxis
                  width={48}
                  tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
                  stroke="var(--ee-border)"
                  domain={[
                    (min: number) => Math.min(min, series.limit ?? min),
                    (max: number) => Math.max(max, series.limit ?? max),
                  ]}
                  tickFormatter={(v: number) => fmt.number(v)}
                />
                <Tooltip
                  isAnimationActive={!reduced}
                  labelFormatter={(v) => fmt.date(new Date(Number(v)).toISOString())}
                  formatter={(v) => [`${fmt.number(Number(v))} ${unit}`, field]}
                  contentStyle={{
                    background: 'var(--ee-surface)',
                    border: '1px solid var(--ee-border)',
                    borderRadius: 6,
                    color: 'var(--ee-heading)',
                  }}
                />
                {series.limit !== null && (
                  <ReferenceLine
                    y={series.limit}
                    stroke="var(--ee-error)"
                    strokeDasharray="6 4"
                    label={{
                      value: t('tab.limit'),
                      position: 'insideTopRight',
                      fill: 'var(--ee-error)',
                      fontSize: 12,
                    }}
                  />
                )}
                <Line
                  type="monotone"
                  dataKey="v"
                  stroke="var(--ee-primary)"
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  isAnimationActive={!reduced}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
