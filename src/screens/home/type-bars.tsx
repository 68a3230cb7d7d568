import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { DeviceStats } from '@/api/types/devices';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { niceTicks } from '@/lib/ticks';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import { ChartTooltip } from '../shared/chart-tooltip';
import { useFormat } from '../shared/format';

/** Room a type code's label needs ("CB" at 13 px, with a gap); the count axis takes 36 px. */
const CODE_LABEL_SPACING = 28;
const COUNT_AXIS_WIDTH = 36;

export interface TypeBarsProps {
  /** Counts per type (from the stats call). */
  byType: DeviceStats['byType'];
}

/**
 * Devices by type: one bar per type code (rtl: bars run from the right). Home says when there are
 * none.
 */
export function TypeBars({ byType }: TypeBarsProps) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const reduced = useReducedMotion();
  const rtl = useDocumentDirection() === 'rtl';
  const data = byType.map((b) => ({ code: b.code, name: b.name, count: b.count }));
  const [width, setWidth] = useState(0);
  // Whole, round counts; every code labelled where there is room, else every second or third
  // (a phone), so the codes never run together.
  const counts = niceTicks(0, Math.max(1, ...data.map((d) => d.count)), 5, { integer: true });
  const band =
    width > 0 && data.length > 0 ? (width - COUNT_AXIS_WIDTH) / data.length : CODE_LABEL_SPACING;
  const every = Math.max(0, Math.ceil(CODE_LABEL_SPACING / band) - 1);
  const summary = data
    .map((d) => t('home.chartLabel', { name: `${d.code} ${d.name}`, count: f.number(d.count) }))
    .join(', ');
  return (
    <div role="img" aria-label={summary} className="ee:h-[260px] ee:w-full">
      <ResponsiveContainer width="100%" height={260} onResize={(w) => setWidth(Math.round(w))}>
        <BarChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--ee-border)" strokeDasharray="4 4" />
          <XAxis
            dataKey="code"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            interval={every}
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
            cursor={{ fill: 'var(--ee-primary)', fillOpacity: 0.08 }}
            content={<ChartTooltip />}
            isAnimationActive={!reduced}
          />
          <Bar
            dataKey="count"
            name={t('home.kpi.devices')}
            fill="var(--ee-primary)"
            radius={[6, 6, 0, 0]}
            maxBarSize={28}
            isAnimationActive={!reduced}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
