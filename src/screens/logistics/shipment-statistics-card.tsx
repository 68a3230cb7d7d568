import type { VehicleStats } from '@/api/types/logistics';
import { Skeleton } from '@/components/feedback/skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { ShipmentChart } from './logistics-charts';

export interface ShipmentStatisticsCardProps {
  /** The figures; undefined while they load. */
  stats: VehicleStats | undefined;
}

/** Parcels loaded and delivered per month over the fleet, with the six months' total. */
export function ShipmentStatisticsCard({ stats }: ShipmentStatisticsCardProps) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const delivered = stats?.months.reduce((sum, m) => sum + m.delivered, 0) ?? 0;
  return (
    <Card className="ee:flex ee:flex-col" data-card="shipments">
      <CardHeader
        title={t('shipments.title')}
        subtitle={
          stats ? (
            t('shipments.total', { count: f.number(delivered) })
          ) : (
            <Skeleton className="ee:inline-block ee:w-40 ee:align-middle" />
          )
        }
      />
      <CardContent className="ee:flex ee:flex-1 ee:flex-col ee:gap-4">
        <ul
          aria-hidden
          className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:gap-x-5 ee:gap-y-1 ee:p-0 ee:text-[13px] ee:text-text"
        >
          <li className="ee:flex ee:items-center ee:gap-2">
            <span className="ee:size-2.5 ee:rounded-[3px] ee:bg-warning" />
            {t('shipments.shipments')}
          </li>
          <li className="ee:flex ee:items-center ee:gap-2">
            <span className="ee:h-0.5 ee:w-4 ee:rounded-full ee:bg-primary" />
            {t('shipments.delivered')}
          </li>
        </ul>
        {!stats ? (
          <Skeleton variant="block" style={{ height: 280 }} />
        ) : stats.months.length === 0 ? (
          <p className="ee:m-0 ee:flex ee:h-[280px] ee:items-center ee:justify-center ee:text-[15px] ee:text-muted">
            {t('shipments.none')}
          </p>
        ) : (
          <ShipmentChart months={stats.months} />
        )}
      </CardContent>
    </Card>
  );
}
