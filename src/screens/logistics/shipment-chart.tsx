import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { VehicleMonth } from '@/api/types/logistics';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { niceTicks } from '@/lib/ticks';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import { useFormat } from '../shared/format';
import { SeriesTooltip } from './chart-tooltip';
import { monthLabel } from './month-label';

export const SHIPMENT_CHART_HEIGHT = 280;
const COUNT_AXIS_WIDTH = 44;

export interface ShipmentChartProps {
  /** The fleet's months, oldest first (the last one still running). */
  months: readonly VehicleMonth[];
}

/** Parcels loaded (bars) and delivered (line) per month; rtl runs from the right. */
export function ShipmentChart({ months }: ShipmentChartProps) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const reduced = useReducedMotion();
  const rtl = useDocumentDirection() === 'rtl';
  const data = months.map((m, i) => {
    const name = monthLabel(m.month, f.locale);
    return {
      month: i === months.length - 1 ? t('shipments.monthSoFar', { month: name }) : name,
      short: name,
      shipments: m.shipments,
      delivered: m.delivered,
    };
  });
  const counts = niceTicks(0, Math.max(1, ...data.map((d) => d.shipments)), 5, { integer: true });
  const summary = data
    .map((d) =>
      t('shipments.chartLabel', {
        month: d.month,
        shipments: f.number(d.shipments),
        delivered: f.number(d.delivered),
      }),
    )
    .join('; ');
  return (
    // At least its own height; taller when the card beside it is (the chart fills its card).
    <div
      role="img"
      aria-label={summary}
      className="ee:w-full ee:flex-1"
      style={{ minHeight: SHIPMENT_CHART_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height="100%" minHeight={SHIPMENT_CHART_HEIGHT}>
        <ComposedChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--ee-border)" strokeDasharray="4 4" />
          <XAxis
            dataKey="short"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            interval={0}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            domain={counts.domain}
            ticks={counts.ticks}
            interval={0}
            tickLine={false}
            axisLine={false}
            width={COUNT_AXIS_WIDTH}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            tickFormatter={(v: number) => f.number(v)}
          />
          <Tooltip
            cursor={{ fill: 'var(--ee-primary)', fillOpacity: 0.06 }}
            content={<SeriesTooltip format={(v) => f.number(v)} />}
            isAnimationActive={!reduced}
          />
          <Bar
            dataKey="shipments"
            name={t('shipments.shipments')}
            fill="var(--ee-warning)"
            radius={[6, 6, 0, 0]}
            maxBarSize={28}
            isAnimationActive={!reduced}
          />
          <Line
            dataKey="delivered"
            name={t('shipments.delivered')}
            type="monotone"
            stroke="var(--ee-primary)"
            strokeWidth={3}
            strokeDasharray="6 4"
            dot={{ r: 4, fill: 'var(--ee-surface)', strokeWidth: 2 }}
            isAnimationActive={!reduced}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
