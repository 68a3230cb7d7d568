import { LABOUR_RATE_USD, type WorkOrder } from '@/api/types/work-orders';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { FactsList } from './facts-list';

/** Labour hours at the labour rate, plus parts: the contract's `cost`, as the API worked it out. */
export function CostCard({ order }: { order: WorkOrder }) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const hours = order.labour.reduce((sum, line) => sum + line.hours, 0);
  const parts = order.parts.reduce((sum, p) => sum + p.quantity * p.unitCost, 0);
  return (
    <Card>
      <CardHeader title={t('detail.cost')} titleAs="h2" />
      <CardContent>
        <FactsList
          rows={[
            [
              t('detail.labourCost', {
                hours: fmt.number(hours, 2),
                rate: fmt.money(LABOUR_RATE_USD),
              }),
              fmt.money(hours * LABOUR_RATE_USD),
            ],
            [t('detail.partsCost'), fmt.money(parts)],
            [
              t('detail.totalCost'),
              <span key="total" data-cost={order.cost} className="ee:text-lg">
                {fmt.money(order.cost)}
              </span>,
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
}
