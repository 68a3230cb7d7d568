import type { OrderDetail } from '@/api/types/ecommerce';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';

export interface OrderTimelineCardProps {
  /** The order with its delivery steps. */
  order: OrderDetail;
}

/**
 * The order's way to the customer: each step done with its time, the ones still to come as rings.
 */
export function OrderTimelineCard({ order }: OrderTimelineCardProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  return (
    <Card>
      <CardHeader title={t('orderDetails.activity')} />
      <CardContent>
        <Timeline aria-label={t('orderDetails.activity')}>
          {order.timeline.map(({ step, at }) => (
            <TimelineItem
              key={step}
              title={t(`orderDetails.steps.${step}.title`)}
              time={at ? f.dateTime(at) : t('orderDetails.stepPending')}
              dateTime={at ?? undefined}
              tone={at ? (step === 'delivered' ? 'success' : 'primary') : 'secondary'}
              variant={at ? 'solid' : 'outline'}
            >
              <p className="ee:m-0 ee:text-[15px] ee:text-muted">
                {t(`orderDetails.steps.${step}.text`, { order: order.order })}
              </p>
            </TimelineItem>
          ))}
        </Timeline>
      </CardContent>
    </Card>
  );
}
