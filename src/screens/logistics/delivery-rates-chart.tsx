import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { VehicleMonth } from '@/api/types/logistics';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import { useFormat } from '../shared/format';
import { SeriesTooltip } from './chart-tooltip';
import { onTimeRate, successRate } from './delivery-rates';
import { monthLabel } from './month-label';

export const DELIVERY_RATES_CHART_HEIGHT = 180;
const RATE_AXIS_WIDTH = 44;

export interface DeliveryRatesChartProps {
  /** The fleet's months, oldest first. */
  months: readonly VehicleMonth[];
}

/** Delivery success and on-time rates per month, as two lines between 50 % and 100 %. */
export function DeliveryRatesChart({ months }: DeliveryRatesChartProps) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const reduced = useReducedMotion();
  const rtl = useDocumentDirection() === 'rtl';
  const data = months.map((m) => ({
    month: monthLabel(m.month, f.locale),
    success: successRate(m),
    onTime: onTimeRate(m),
  }));
  // The rates live in the upper half; a floor below the lowest keeps the lines apart.
  const lowest = Math.min(1, ...data.flatMap((d) => [d.success, d.onTime]));
  const floor = Math.max(0, Math.floor(lowest * 10) / 10 - 0.1);
  const ticks = Array.from({ length: Math.round((1 - floor) / 0.1) + 1 }, (_, i) =>
    Number((floor + i * 0.1).toFixed(1)),
  ).filter((_, i, all) => all.length <= 6 || i % 2 === 0 || i === all.length - 1);
  const summary = data
    .map((d) =>
      t('performance.chartLabel', {
        month: d.month,
        success: f.percent(d.success),
        onTime: f.percent(d.onTime),
      }),
    )
    .join('; ');
  return (
    <div
      role="img"
      aria-label={summary}
      className="ee:w-full"
      style={{ height: DELIVERY_RATES_CHART_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height={DELIVERY_RATES_CHART_HEIGHT}>
        <LineChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid vertical={false} stroke="var(--ee-border)" strokeDasharray="4 4" />
          {/* Padding keeps the first and last month's names (and the lines' ends) clear of the edges and of the rate axis. */}
          <XAxis
            dataKey="month"
            reversed={rtl}
            padding={{ left: 20, right: 20 }}
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            interval={0}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            domain={[floor, 1]}
            ticks={ticks}
            interval={0}
            tickLine={false}
            axisLine={false}
            width={RATE_AXIS_WIDTH}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            tickFormatter={(v: number) => f.percent(v)}
          />
          <Tooltip
            content={<SeriesTooltip format={(v) => f.percent(v)} />}
            isAnimationActive={!reduced}
          />
          <Line
            dataKey="success"
            name={t('performance.success')}
            type="monotone"
            stroke="var(--ee-success)"
            strokeWidth={3}
            dot={false}
            isAnimationActive={!reduced}
          />
          <Line
            dataKey="onTime"
            name={t('performance.onTime')}
            type="monotone"
            stroke="var(--ee-info)"
            strokeWidth={3}
            dot={false}
            isAnimationActive={!reduced}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
