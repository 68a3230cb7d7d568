import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useDocumentDirection } from '../../components/ui/use-document-direction';
import type { DeviceStats } from '../../api/types/devices';
import { useDeviceFormat } from '../devices/shared/format';
import { ChartTooltip } from './chart-tooltip';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { devicesNs } from '../../i18n/ns/devices';

export interface TypeBarsProps {
  /** Counts per type (from the stats call). */
  byType: DeviceStats['byType'];
}

/** Devices by type: one bar per type code (rtl: bars run from the right). */
export function TypeBars({ byType }: TypeBarsProps) {
  const { t } = useKitTranslation(devicesNs);
  const f = useDeviceFormat();
  const reduced = useReducedMotion();
  const rtl = useDocumentDirection() === 'rtl';
  const data = byType.map((b) => ({ code: b.code, name: b.name, count: b.count }));
  const summary = data.map((d) => t('home.chartLabel', { name: `${d.code} ${d.name}`, count: f.number(d.count) })).join(', ');
  if (data.length === 0) return <p className="ee:m-0 ee:py-10 ee:text-center ee:text-[15px] ee:text-muted">{t('home.noDevices')}</p>;
  return (
    <div role="img" aria-label={summary} className="ee:h-[260px] ee:w-full">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--ee-border)" strokeDasharray="4 4" />
          <XAxis dataKey="code" reversed={rtl} tickLine={false} axisLine={false} tick={{ fill: 'var(--ee-muted)', fontSize: 13 }} interval={0} />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            width={36}
            tick={{ fill: 'var(--ee-muted)', fontSize: 13 }}
            tickFormatter={(v: number) => f.number(v)}
          />
          <Tooltip cursor={{ fill: 'var(--ee-primary)', fillOpacity: 0.08 }} content={<ChartTooltip />} isAnimationActive={!reduced} />
          <Bar dataKey="count" name={t('home.kpi.devices')} fill="var(--ee-primary)" radius={[6, 6, 0, 0]} maxBarSize={28} isAnimationActive={!reduced} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
