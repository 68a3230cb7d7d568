import { useCallback, useDeferredValue, useMemo } from 'react';

import { useDevices, useDeviceStats } from '@/api/client/devices';
import { useLiveAlarms } from '@/api/client/live-hooks';
import type { NotificationItem } from '@/components/layout/notifications';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';

import { useScreenPaths } from '../paths';
import { useFormat } from '../shared/format';
import { deriveDeviceNotifications, NOTIFICATIONS_PER_KIND } from './device-notifications';
import { useNotificationState } from './notification-state';

export interface UseDeviceNotificationsOptions {
  /**
   * localStorage key of what this user read and removed (one per user:
   * `notificationStateKey(user.id)`).
   */
  storageKey: string;
  /** False for a user who may not read devices: nothing is fetched or told (default true). */
  enabled?: boolean;
}

/**
 * The navbar's notifications from the device data, with the handlers the Notifications component
 * takes.
 */
export interface DeviceNotifications {
  items: NotificationItem[];
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onRemove: (id: string) => void;
  onClear: () => void;
}

// The overdue list is fetched a little longer than shown, so a removed one makes room for the next.
const OVERDUE_PARAMS = {
  overdue: true,
  sortBy: 'nextInspection',
  orderBy: 'asc',
  itemsPerPage: NOTIFICATIONS_PER_KIND * 2,
} as const;

/** The alarm itself is not needed here: the refreshed stats carry it. */
const ignoreAlarm = () => {};

/**
 * Overdue and soon-due inspections and recent alarms as notifications (deriveDeviceNotifications),
 * each leading to its device, in the user's language; read and removed state kept per user
 * across reloads. Give the result to `<Notifications {...notifications} />`.
 */
export function useDeviceNotifications({
  storageKey,
  enabled = true,
}: UseDeviceNotificationsOptions): DeviceNotifications {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const stats = useDeviceStats({ enabled });
  const overdue = useDevices(OVERDUE_PARAMS, { enabled });
  // New alarms arrive live; the provider refreshes the stats they come from (a new notification).
  useLiveAlarms(ignoreAlarm, { enabled });
  const { state, add } = useNotificationState(storageKey);

  // Deferred: the list is worked out (dozens of translated, formatted lines) in an interruptible
  // render after the data's own, not in the one that draws the page the data arrived for.
  // Both answers, or neither: the badge does not count the overdue ones first and jump when the
  // stats come (the stats' first scan takes longer). A call that failed leaves the other's.
  const waiting = overdue.isPending || stats.isPending;
  const data = useDeferredValue(
    useMemo(
      () =>
        waiting
          ? {}
          : {
              overdue: overdue.data?.devices,
              dueSoon: stats.data?.dueSoon,
              alarms: stats.data?.latestAlarms,
            },
      [waiting, overdue.data, stats.data],
    ),
  );
  // Those shown. Clearing removes every notification the loaded data calls for, so the next ones
  // do not move in: worked out on the click, not on every render of the shell.
  const derived = useMemo(
    () =>
      enabled
        ? deriveDeviceNotifications(data, {
            t,
            f,
            paths,
            at: now(),
            removed: new Set(state.removed),
          })
        : [],
    [enabled, data, t, f, paths, state.removed],
  );
  const items = useMemo(() => {
    const read = new Set(state.read);
    return derived.map((n) => ({ ...n, read: read.has(n.id) }));
  }, [derived, state.read]);

  const onMarkRead = useCallback((id: string) => add('read', [id]), [add]);
  const onRemove = useCallback((id: string) => add('removed', [id]), [add]);
  const onMarkAllRead = useCallback(
    () =>
      add(
        'read',
        derived.map((n) => n.id),
      ),
    [add, derived],
  );
  const onClear = useCallback(() => {
    const all = enabled
      ? deriveDeviceNotifications(data, { t, f, paths, at: now(), limit: Infinity })
      : [];
    add(
      'removed',
      all.map((n) => n.id),
    );
  }, [add, enabled, data, t, f, paths]);
  return { items, onMarkRead, onMarkAllRead, onRemove, onClear };
}
