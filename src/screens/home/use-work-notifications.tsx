import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

import { whenIdle } from '@/lib/when-idle';

import type { NotificationSource } from './use-device-notifications';

/**
 * Loaded when the browser is first idle (docs/performance.md): the work orders' catalogue and
 * calls are no part of what any page's first paint waits for.
 */
const WorkOrderNotificationsFeed = lazy(() =>
  import('./work-order-notifications-feed').then((m) => ({
    default: m.WorkOrderNotificationsFeed,
  })),
);

/** At most this late (ms) on a page kept busy. */
const IDLE_TIMEOUT = 3000;

export interface WorkNotifications {
  /** Give it to `useDeviceNotifications({ more })`; undefined until the user's orders are in. */
  more: NotificationSource | undefined;
  /** Render it beside the bell: it draws nothing, it loads and follows the user's orders. */
  feed: ReactNode;
}

/**
 * The signed-in user's work as notifications beside the device ones (issue 39.5): new, due-today
 * and overdue orders assigned to `userId` (undefined: a user who may not read work orders, nothing
 * is fetched or told).
 */
export function useWorkNotifications(userId: number | undefined): WorkNotifications {
  const [more, setMore] = useState<NotificationSource>();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT), []);
  const onChange = useCallback(
    (source: NotificationSource | undefined) => setMore(() => source),
    [],
  );
  const feed =
    userId !== undefined && idle ? (
      <Suspense fallback={null}>
        <WorkOrderNotificationsFeed userId={userId} onChange={onChange} />
      </Suspense>
    ) : null;
  return { more: userId === undefined ? undefined : more, feed };
}
