import { useEffect } from 'react';

import { useWorkOrders } from '@/api/client/work-orders';
import { OPEN_WORK_ORDER_STATUSES } from '@/api/types/work-orders';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { useFormat } from '../shared/format';
import { NOTIFICATIONS_PER_KIND } from './device-notifications';
import type { NotificationSource } from './use-device-notifications';
import { deriveWorkOrderNotifications } from './work-order-notifications';

export interface WorkOrderNotificationsFeedProps {
  /** The signed-in user: their orders are told. */
  userId: number;
  /**
   * Receives the source to give `useDeviceNotifications({ more })` once both lists are in (and
   * undefined while they load or after unmounting). A function: a state setter must wrap it
   * (`(source) => setMore(() => source)`).
   */
  onChange: (source: NotificationSource | undefined) => void;
}

// Fetched a little longer than shown, so a removed one makes room for the next.
const LENGTH = NOTIFICATIONS_PER_KIND * 3;

/**
 * The signed-in user's work as notifications (deriveWorkOrderNotifications): draws nothing, loads
 * their open orders by due date and their orders still to start by last change, and hands the
 * notifications up. A component of its own so the navbar can load it (its catalogue and its
 * calls) after the page's first paint.
 */
export function WorkOrderNotificationsFeed({ userId, onChange }: WorkOrderNotificationsFeedProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const byDue = useWorkOrders({
    assigneeId: userId,
    status: [...OPEN_WORK_ORDER_STATUSES],
    sortBy: 'dueDate',
    orderBy: 'asc',
    itemsPerPage: LENGTH,
  });
  const recent = useWorkOrders({
    assigneeId: userId,
    status: ['requested', 'open'],
    sortBy: 'updatedAt',
    orderBy: 'desc',
    itemsPerPage: LENGTH,
  });
  // Both answers, or neither (the badge does not count one list and jump when the other comes); a
  // call that failed leaves the other's.
  const waiting = byDue.isPending || recent.isPending;
  const byDueOrders = byDue.data?.workOrders;
  const recentOrders = recent.data?.workOrders;

  useEffect(() => {
    if (waiting) return onChange(undefined);
    const data = { byDue: byDueOrders, recent: recentOrders };
    onChange((options) => deriveWorkOrderNotifications(data, { t, f, paths, userId, ...options }));
  }, [waiting, byDueOrders, recentOrders, t, f, paths, userId, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
