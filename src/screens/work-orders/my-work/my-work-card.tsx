import { IconCalendarDue, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { WorkOrderListItem } from '@/api/types/work-orders';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { WorkOrderPriorityChip, WorkOrderStatusChip } from '../../shared/work-order-chips';

export interface MyWorkCardProps {
  order: WorkOrderListItem;
  /** The order's page. */
  href: string;
}

/** One order as a card made for a thumb: the whole card opens the order. */
export function MyWorkCard({ order, href }: MyWorkCardProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const fmt = useFormat();
  return (
    <Card className="ee:relative ee:transition-shadow ee:hover:shadow-soft ee:focus-within:ring-2 ee:focus-within:ring-primary">
      <Link
        to={href}
        data-order={order.number}
        className="ee:flex ee:min-h-11 ee:items-center ee:gap-3 ee:p-4 ee:text-text ee:no-underline ee:focus:outline-none"
      >
        <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-2">
          <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
            <span className="ee:font-mono ee:text-[13px] ee:font-semibold ee:text-primary-ink">
              {order.number}
            </span>
            <WorkOrderStatusChip status={order.status} label={t(`status.${order.status}`)} />
            <WorkOrderPriorityChip
              priority={order.priority}
              label={t(`priority.${order.priority}`)}
            />
          </div>
          <span className="ee:text-[17px] ee:font-medium ee:leading-snug ee:text-heading">
            <bdi>{order.title}</bdi>
          </span>
          <span className="ee:flex ee:flex-wrap ee:items-center ee:gap-x-3 ee:gap-y-1 ee:text-[13px] ee:text-muted">
            <span className="ee:inline-flex ee:items-center ee:gap-1">
              <IconMapPin aria-hidden size={14} />
              <bdi>{order.deviceNumber}</bdi> · <bdi>{order.locationName}</bdi>
            </span>
            {order.dueDate && (
              <span
                className={
                  order.overdue
                    ? 'ee:inline-flex ee:items-center ee:gap-1 ee:font-semibold ee:text-[var(--ee-error-ink)]'
                    : 'ee:inline-flex ee:items-center ee:gap-1'
                }
              >
                <IconCalendarDue aria-hidden size={14} />
                {order.overdue
                  ? t('myWork.overdueSince', { date: fmt.date(order.dueDate) })
                  : t('myWork.due', { date: fmt.date(order.dueDate) })}
              </span>
            )}
          </span>
        </div>
        <IconChevronRight
          aria-hidden
          size={20}
          className="ee:shrink-0 ee:text-muted ee:rtl:-scale-x-100"
        />
      </Link>
    </Card>
  );
}
