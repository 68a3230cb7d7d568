import type { WorkOrder, WorkOrderStatus } from '@/api/types/work-orders';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import type { Tone } from '@/components/ui/tone';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

const TONE: Record<WorkOrderStatus, Tone> = {
  requested: 'secondary',
  open: 'info',
  in_progress: 'primary',
  on_hold: 'warning',
  done: 'success',
  cancelled: 'error',
};

/** Every step of the order's life, newest first: who, when, from which state to which, why. */
export function HistoryCard({ order }: { order: WorkOrder }) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  const events = [...order.events].reverse();
  return (
    <Card>
      <CardHeader title={t('detail.history')} />
      <CardContent>
        <Timeline>
          {events.map((event, i) => (
            <TimelineItem
              key={`${event.at}-${i}`}
              tone={TONE[event.to]}
              title={
                event.from === null
                  ? t('detail.created', { status: t(`status.${event.to}`) })
                  : t('detail.moved', {
                      from: t(`status.${event.from}`),
                      to: t(`status.${event.to}`),
                    })
              }
              time={fmt.dateTime(event.at)}
              dateTime={event.at}
            >
              <p className="ee:m-0 ee:text-muted">
                <bdi>{event.userName || t('detail.system')}</bdi>
              </p>
              {event.reason && (
                <p className="ee:m-0 ee:mt-1">
                  <bdi>{event.reason}</bdi>
                </p>
              )}
            </TimelineItem>
          ))}
        </Timeline>
      </CardContent>
    </Card>
  );
}
