import { useCallback, useDeferredValue, useMemo } from 'react';

import { useDevices, useDeviceStats } from '@/api/client/devices';
import { useLiveAlarms } from '@/api/client/live-hooks';
import type { NotificationItem } from '@/components/layout/notifications';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';

import { useScreenPaths } from '../paths';
import { useFormat } from '../shared/format';
import {
  deriveDeviceNotifications,
  NOTIFICATIONS_PER_KIND,
  type DeviceNotification,
} from './device-notifications';
import { useNotificationState } from './notification-state';

export interface UseDeviceNotificationsOptions {
  /**
   * localStorage key of what this user read and removed (one per user:
   * `notificationStateKey(user.id)`).
   */
  storageKey: string;
  /** False for a user who may not read devices: nothing is fetched or told (default true). */
  enabled?: boolean;
  /**
   * More notifications told beside the device ones, sharing their read and removed state: the
   * signed-in user's work (`WorkOrderNotificationsFeed` gives it, loaded after the first paint).
   */
  more?: NotificationSource;
}

/** Notifications of another source, without the removed ones and at most `limit` of each kind. */
export type NotificationSource = (options: {
  removed: ReadonlySet<string>;
  limit: number;
  at: number;
}) => DeviceNotification[];

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
  more,
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
  const derived = useMemo(() => {
    const at = now();
    const removed = new Set(state.removed);
    const devices = enabled ? deriveDeviceNotifications(data, { t, f, paths, at, removed }) : [];
    return more ? [...more({ removed, limit: NOTIFICATIONS_PER_KIND, at }), ...devices] : devices;
  }, [enabled, data, t, f, paths, state.removed, more]);
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
    const at = now();
    const all = [
      ...(more?.({ removed: new Set(), limit: Infinity, at }) ?? []),
      ...(enabled ? deriveDeviceNotifications(data, { t, f, paths, at, limit: Infinity }) : []),
    ];
    add(
      'removed',
      all.map((n) => n.id),
    );
  }, [add, enabled, data, t, f, paths, more]);
  return { items, onMarkRead, onMarkAllRead, onRemove, onClear };
}
