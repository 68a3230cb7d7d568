import type { WorkOrder } from '@/api/types/work-orders';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useNow } from '@/lib/use-now';
import { useFormat } from '@/screens/shared/format';

import { FactsList } from './facts-list';

/**
 * The device out of service for this work: from the start of isolated work to its end (the device
 * is in maintenance meanwhile: docs/domain/work-orders.md).
 */
export function DowntimeCard({ order }: { order: WorkOrder }) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const now = useNow();
  const { downtimeStart: start, downtimeEnd: end } = order;
  return (
    <Card>
      <CardHeader title={t('detail.downtime')} titleAs="h2" />
      <CardContent>
        {start ? (
          <FactsList
            rows={[
              [t('detail.downtimeStart'), fmt.dateTime(start)],
              [t('detail.downtimeEnd'), end ? fmt.dateTime(end) : t('detail.ongoing')],
              [
                t('detail.duration'),
                fmt.duration((end ? Date.parse(end) : now) - Date.parse(start)),
              ],
            ]}
          />
        ) : (
          <p className="ee:m-0 ee:text-muted">
            {order.needsIsolation ? t('detail.noDowntimeYet') : t('detail.noDowntime')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
