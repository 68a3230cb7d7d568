import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Link } from 'react-router';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import type { DeviceStats } from '../../api/types/devices';
import { DEVICE_STATUS_TONE } from '../devices/shared/device-status-chip';
import { useDeviceFormat } from '../devices/shared/format';
import { ChartTooltip } from './chart-tooltip';

export interface StatusDonutProps {
  /** Counts per status (from the stats call). */
  byStatus: DeviceStats['byStatus'];
  /** All devices (the figure in the hole). */
  total: number;
}

/** Devices by status: a donut with the total in its hole, and a legend that links to each filtered list. */
export function StatusDonut({ byStatus, total }: StatusDonutProps) {
  const { t } = useTranslation('devices');
  const f = useDeviceFormat();
  const reduced = useReducedMotion();
  const data = byStatus.map((s) => ({ name: t(`status.${s.status}`), status: s.status, value: s.count }));
  const summary = data.map((d) => t('home.chartLabel', { name: d.name, count: f.number(d.value) })).join(', ');
  if (data.every((d) => d.value === 0)) return <p className="m-0 py-10 text-center text-[15px] text-muted">{t('home.noDevices')}</p>;
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <div role="img" aria-label={summary} className="relative h-[200px] w-full max-w-[200px] shrink-0">
        <ResponsiveContainer width="100%" height={200}>
          <PieChart accessibilityLayer={false}>
            <Pie data={data} dataKey="value" nameKey="name" innerRadius={62} outerRadius={92} paddingAngle={2} stroke="none" isAnimationActive={!reduced}>
              {data.map((d) => (
                <Cell key={d.status} fill={`var(--ee-${DEVICE_STATUS_TONE[d.status]})`} />
              ))}
            </Pie>
            <Tooltip content={<ChartTooltip />} isAnimationActive={!reduced} />
          </PieChart>
        </ResponsiveContainer>
        <div aria-hidden className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-semibold text-heading">{f.number(total)}</span>
          <span className="text-[13px] text-muted">{t('home.kpi.devices')}</span>
        </div>
      </div>
      <ul className="m-0 flex w-full list-none flex-col gap-2.5 p-0">
        {data.map((d) => (
          <li key={d.status} className="flex items-center gap-3">
            <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ background: `var(--ee-${DEVICE_STATUS_TONE[d.status]})` }} />
            <Link to={`/devices?status=${d.status}`} className="flex-1 text-[15px] text-heading hover:text-primary-ink hover:underline">
              {d.name}
            </Link>
            <span className="font-medium text-heading">{f.number(d.value)}</span>
            <span className="w-11 text-end text-[13px] text-muted">{f.percent(total ? d.value / total : 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
