import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconCircleCheck,
  IconClock,
  IconPackage,
  IconPackageExport,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { VehicleStats } from '@/api/types/logistics';
import { Skeleton } from '@/components/feedback/skeleton';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { onTimeRate, successRate } from './delivery-rates';
import { DeliveryRatesChart } from './logistics-charts';

export interface DeliveryPerformanceCardProps {
  /** The figures; undefined while they load. */
  stats: VehicleStats | undefined;
}

interface Metric {
  key: string;
  label: string;
  value: string;
  icon: ReactNode;
  tone: Tone;
  /** Change on last month, in percentage points. */
  change?: number;
}

/**
 * The fleet's delivery figures (parcels in transit and delivered this month, success and on-time
 * rates with their change on last month, mean trip time) and the rates per month as a chart.
 */
export function DeliveryPerformanceCard({ stats }: DeliveryPerformanceCardProps) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const signed = new Intl.NumberFormat(f.locale, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const metrics: Metric[] = [];
  if (stats) {
    const current = stats.months.at(-1);
    const previous = stats.months.at(-2);
    const points = (rate: (m: NonNullable<typeof current>) => number) =>
      current && previous ? Math.round((rate(current) - rate(previous)) * 1000) / 10 : undefined;
    metrics.push(
      {
        key: 'inTransit',
        label: t('performance.inTransit'),
        value: f.number(stats.parcelsInTransit),
        icon: <IconPackage />,
        tone: 'primary',
      },
      {
        key: 'deliveredMonth',
        label: t('performance.deliveredMonth'),
        value: f.number(current?.delivered ?? 0),
        icon: <IconPackageExport />,
        tone: 'info',
      },
      {
        key: 'successRate',
        label: t('performance.successRate'),
        value: f.percent(current ? successRate(current) : 0),
        icon: <IconCircleCheck />,
        tone: 'success',
        change: points(successRate),
      },
      {
        key: 'onTimeRate',
        label: t('performance.onTimeRate'),
        value: f.percent(current ? onTimeRate(current) : 0),
        icon: <IconTruckDelivery />,
        tone: 'warning',
        change: points(onTimeRate),
      },
      {
        key: 'tripTime',
        label: t('performance.tripTime'),
        value:
          stats.averageTripHours === null
            ? t('performance.noTrips')
            : f.duration(stats.averageTripHours * 3_600_000),
        icon: <IconClock />,
        tone: 'secondary',
      },
    );
  }
  return (
    <Card className="ee:flex ee:flex-col" data-card="performance">
      <CardHeader title={t('performance.title')} subtitle={t('performance.subtitle')} />
      <CardContent className="ee:flex ee:flex-1 ee:flex-col ee:gap-5">
        <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
          {stats
            ? metrics.map((m) => (
                <li key={m.key} data-metric={m.key} className="ee:flex ee:items-center ee:gap-3">
                  <Avatar size="sm" shape="square" color={m.tone} alt="" fallback={m.icon} />
                  <div className="ee:min-w-0 ee:flex-1">
                    <div className="ee:text-[15px] ee:text-heading">{m.label}</div>
                    {m.change !== undefined && (
                      <div
                        className={
                          m.change >= 0
                            ? 'ee:tone-success ee:flex ee:items-center ee:gap-1 ee:text-[13px] ee:text-tone-ink'
                            : 'ee:tone-error ee:flex ee:items-center ee:gap-1 ee:text-[13px] ee:text-tone-ink'
                        }
                      >
                        {m.change >= 0 ? (
                          <IconArrowUpRight aria-hidden size={16} className="ee:rtl:-scale-x-100" />
                        ) : (
                          <IconArrowDownRight
                            aria-hidden
                            size={16}
                            className="ee:rtl:-scale-x-100"
                          />
                        )}
                        {t('performance.change', { change: signed.format(m.change) })}
                      </div>
                    )}
                  </div>
                  <span className="ee:shrink-0 ee:font-medium ee:tabular-nums ee:text-heading">
                    {m.value}
                  </span>
                </li>
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="ee:flex ee:items-center ee:gap-3">
                  <Skeleton variant="circle" className="ee:size-8 ee:rounded-ee" />
                  <Skeleton className="ee:w-40" />
                  <Skeleton className="ee:ms-auto ee:w-12" />
                </li>
              ))}
        </ul>
        <div>
          <div className="ee:mb-2 ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-x-4 ee:gap-y-1">
            <h3 className="ee:m-0 ee:text-[13px] ee:font-medium ee:text-muted">
              {t('performance.chartTitle')}
            </h3>
            <ul
              aria-hidden
              className="ee:m-0 ee:flex ee:list-none ee:gap-4 ee:p-0 ee:text-[13px] ee:text-text"
            >
              <li className="ee:flex ee:items-center ee:gap-2">
                <span className="ee:h-0.5 ee:w-4 ee:rounded-full ee:bg-success" />
                {t('performance.success')}
              </li>
              <li className="ee:flex ee:items-center ee:gap-2">
                <span className="ee:h-0.5 ee:w-4 ee:rounded-full ee:bg-info" />
                {t('performance.onTime')}
              </li>
            </ul>
          </div>
          {!stats ? (
            <Skeleton variant="block" style={{ height: 180 }} />
          ) : stats.months.length === 0 ? (
            <p className="ee:m-0 ee:flex ee:h-[180px] ee:items-center ee:justify-center ee:text-[15px] ee:text-muted">
              {t('shipments.none')}
            </p>
          ) : (
            <DeliveryRatesChart months={stats.months} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
