import { Link } from 'react-router';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

import type { DeviceStats } from '@/api/types/devices';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import { useScreenPaths, withQuery } from '../paths';
import { ChartTooltip } from '../shared/chart-tooltip';
import { DEVICE_STATUS_TONE } from '../shared/device-status-chip';
import { useFormat } from '../shared/format';

export interface StatusDonutProps {
  /** Counts per status (from the stats call). */
  byStatus: DeviceStats['byStatus'];
  /** All devices (the figure in the hole). */
  total: number;
}

/**
 * Devices by status: a donut with the total in its hole, and a legend that links to each filtered
 * list. An empty register is home's to say (it does so without loading this chart).
 */
export function StatusDonut({ byStatus, total }: StatusDonutProps) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const reduced = useReducedMotion();
  const data = byStatus.map((s) => ({
    name: t(`status.${s.status}`),
    status: s.status,
    value: s.count,
  }));
  const summary = data
    .map((d) => t('home.chartLabel', { name: d.name, count: f.number(d.value) }))
    .join(', ');
  return (
    <div className="ee:flex ee:flex-col ee:items-center ee:gap-5 ee:sm:flex-row ee:sm:items-center">
      <div
        role="img"
        aria-label={summary}
        className="ee:relative ee:h-[200px] ee:w-full ee:max-w-[200px] ee:shrink-0"
      >
        <ResponsiveContainer width="100%" height={200}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius={62}
              outerRadius={92}
              paddingAngle={2}
              stroke="none"
              isAnimationActive={!reduced}
            >
              {data.map((d) => (
                <Cell key={d.status} fill={`var(--ee-${DEVICE_STATUS_TONE[d.status]})`} />
              ))}
            </Pie>
            <Tooltip content={<ChartTooltip />} isAnimationActive={!reduced} />
          </PieChart>
        </ResponsiveContainer>
        <div
          aria-hidden
          className="ee:pointer-events-none ee:absolute ee:inset-0 ee:flex ee:flex-col ee:items-center ee:justify-center"
        >
          <span className="ee:text-2xl ee:font-semibold ee:text-heading">{f.number(total)}</span>
          <span className="ee:text-[13px] ee:text-muted">{t('home.kpi.devices')}</span>
        </div>
      </div>
      <ul className="ee:m-0 ee:flex ee:w-full ee:list-none ee:flex-col ee:gap-2.5 ee:p-0">
        {data.map((d) => (
          <li key={d.status} className="ee:flex ee:items-center ee:gap-3">
            <span
              aria-hidden
              className="ee:size-2.5 ee:shrink-0 ee:rounded-full"
              style={{ background: `var(--ee-${DEVICE_STATUS_TONE[d.status]})` }}
            />
            <Link
              to={withQuery(paths.devices, { status: d.status })}
              className="ee:tap-target ee:flex-1 ee:text-[15px] ee:text-heading ee:hover:text-primary-ink ee:hover:underline"
            >
              {d.name}
            </Link>
            <span className="ee:font-medium ee:text-heading">{f.number(d.value)}</span>
            <span className="ee:w-11 ee:text-end ee:text-[13px] ee:text-muted">
              {f.percent(total ? d.value / total : 0)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
