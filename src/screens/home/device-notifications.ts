/**
 * The navbar's notifications, derived from the device data (issue 13.16): overdue inspections,
 * inspections due within a week, and alarms of the last 24 hours, each leading to its device.
 * Ids are stable for as long as what they tell holds, so read and removed state can be kept by
 * them: an inspection's id carries its date (a new date is a new notification), an alarm's its id.
 */
import type { TFunction } from 'i18next';

import type { Alarm, DeviceListItem } from '@/api/types/devices';
import type { NotificationItem } from '@/components/layout/notifications';

import { deviceDetailHref, type ScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { daysUntil, type Format } from '../shared/format';

/** What the notifications are derived from (any part may still be loading). */
export interface DeviceNotificationData {
  /** Overdue devices, most overdue first. */
  overdue?: readonly DeviceListItem[];
  /** Devices due in the next 30 days, soonest first (the stats' `dueSoon`). */
  dueSoon?: readonly DeviceListItem[];
  /** Alarms of the last 24 h, newest first (the stats' `latestAlarms`). */
  alarms?: readonly Alarm[];
}

/** A derived notification: where it leads is always a device's page. */
export type DeviceNotification = Omit<NotificationItem, 'read'> & { to: string };

/** At most this many of each kind: the list stays readable, the register has the rest. */
export const NOTIFICATIONS_PER_KIND = 5;
/** Inspections due within this many days (today included) are told. */
export const DUE_SOON_DAYS = 7;

/** "RP" of 19RP10001: the badge's letters, as the home lists show a type code. */
const typeCodeOf = (number: string) => /^\d{2}([A-Z]+)/.exec(number)?.[1] ?? number.slice(0, 2);

export interface DeriveOptions {
  t: TFunction<'ee-devices'>;
  f: Format;
  paths: ScreenPaths;
  /** Now, in ms (the app clock). */
  at: number;
  /** Ids not to show (removed by the user); the next of the kind takes the place. */
  removed?: ReadonlySet<string>;
  /** At most this many of each kind (default NOTIFICATIONS_PER_KIND). */
  limit?: number;
}

/**
 * The notifications the data calls for, alarms first (newest), then overdue and due inspections.
 * Pure.
 */
export function deriveDeviceNotifications(
  data: DeviceNotificationData,
  { t, f, paths, at, removed = new Set(), limit = NOTIFICATIONS_PER_KIND }: DeriveOptions,
): DeviceNotification[] {
  const first = (items: DeviceNotification[]) =>
    items.filter((n) => !removed.has(n.id)).slice(0, limit);
  const value = (v: number, unit: string) => isolateText(`${f.number(v, 1)} ${unit}`);

  // One per device: the newest of its alarms (a flickering reading makes several in an hour).
  const seen = new Set<string>();
  const alarms = (data.alarms ?? []).filter(
    (a) => !seen.has(a.deviceNumber) && seen.add(a.deviceNumber),
  );
  const alarmItems = alarms.map<DeviceNotification>((a) => ({
    id: `alarm:${a.id}`,
    title: t(`notifications.alarm.${a.severity}`, { number: isolateText(a.deviceNumber) }),
    text: t('home.alarmPeak', {
      metric: t(`home.metric.${a.metric}`),
      peak: value(a.peak, a.unit),
      threshold: value(a.threshold, a.unit),
    }),
    time: f.relativeTime(a.startedAt, at),
    initials: typeCodeOf(a.deviceNumber),
    tone: a.severity === 'critical' ? 'error' : 'warning',
    to: deviceDetailHref(paths, a.deviceNumber),
  }));

  const inspection = (d: DeviceListItem, overdue: boolean): DeviceNotification => ({
    id: `${overdue ? 'overdue' : 'due'}:${d.number}:${d.nextInspection}`,
    title: t(overdue ? 'notifications.overdue' : 'notifications.dueSoon', {
      number: isolateText(d.number),
    }),
    text: `${isolateText(d.name)} · ${isolateText(d.locationName)}`,
    time: t(overdue ? 'notifications.overdueWhen' : 'notifications.dueWhen', {
      when: f.relativeDays(daysUntil(d.nextInspection!, at)),
    }),
    initials: d.typeCode,
    tone: overdue ? 'error' : 'warning',
    to: deviceDetailHref(paths, d.number),
  });
  const overdueItems = (data.overdue ?? [])
    .filter((d) => d.nextInspection)
    .map((d) => inspection(d, true));
  const dueItems = (data.dueSoon ?? [])
    .filter(
      (d) =>
        d.nextInspection &&
        !d.overdue &&
        daysUntil(d.nextInspection, at) >= 0 &&
        daysUntil(d.nextInspection, at) < DUE_SOON_DAYS,
    )
    .map((d) => inspection(d, false));

  return [...first(alarmItems), ...first(overdueItems), ...first(dueItems)];
}
