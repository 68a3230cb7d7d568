import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { niceTicks } from '@/lib/ticks';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import { ChartTooltip } from '../shared/chart-tooltip';
import { useFormat } from '../shared/format';
import type { ReviewFigures } from './review-stats';

export interface ReviewWeeklyChartProps {
  /** Reviews per week, oldest first. */
  weeks: ReviewFigures['weeks'];
}

const HEIGHT = 180;

/** Reviews per week as bars (recharts: loaded with this chart, not with the page). */
export function ReviewWeeklyChart({ weeks }: ReviewWeeklyChartProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const reduced = useReducedMotion();
  const rtl = useDocumentDirection() === 'rtl';
  const short = new Intl.DateTimeFormat(f.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const data = weeks.map((w) => ({
    label: short.format(Date.parse(`${w.start}T00:00:00Z`)),
    count: w.count,
  }));
  const ticks = niceTicks(0, Math.max(1, ...data.map((d) => d.count)), 4, { integer: true });
  const summary = data
    .map((d) => t('reviews.weekBar', { week: d.label, count: f.number(d.count) }))
    .join(', ');
  return (
    <div role="img" aria-label={summary} className="ee:w-full" style={{ height: HEIGHT }}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        >
          <CartesianGrid vertical={false} stroke="var(--ee-border)" strokeDasharray="4 4" />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            domain={ticks.domain}
            ticks={ticks.ticks}
            interval={0}
            tickLine={false}
            axisLine={false}
            width={28}
            tick={{ fill: 'var(--ee-muted)', fontSize: 12 }}
            tickFormatter={(v: number) => f.number(v)}
          />
          <Tooltip
            cursor={{ fill: 'var(--ee-primary)', fillOpacity: 0.08 }}
            content={<ChartTooltip />}
            isAnimationActive={!reduced}
          />
          <Bar
            dataKey="count"
            name={t('reviews.perWeek')}
            fill="var(--ee-success)"
            radius={[4, 4, 0, 0]}
            maxBarSize={22}
            isAnimationActive={!reduced}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
