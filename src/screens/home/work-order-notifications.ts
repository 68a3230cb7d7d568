/**
 * The navbar's notifications of work (issue 39.5): the signed-in user's orders that are overdue,
 * due today, or newly assigned to them, each leading to its order. Ids are stable for as long as
 * what they tell holds, so read and removed state is kept by them as for the device ones
 * (device-notifications.ts): an overdue or due order's id carries its due date (a new date is a
 * new notification), an assignment the assignee (given to someone else and back: told again).
 */
import type { TFunction } from 'i18next';

import type { WorkOrderListItem } from '@/api/types/work-orders';

import { workOrderHref, type ScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { daysUntil, type Format } from '../shared/format';
import { NOTIFICATIONS_PER_KIND, type DeviceNotification } from './device-notifications';

/** An order assigned within this many days, not yet due, is told as new. */
export const NEW_ASSIGNMENT_DAYS = 7;

/** What the notifications are derived from (either list may still be loading). */
export interface WorkOrderNotificationData {
  /** The user's orders still to be worked, soonest due first. */
  byDue?: readonly WorkOrderListItem[];
  /** The user's orders still to be started, last changed first. */
  recent?: readonly WorkOrderListItem[];
}

export interface WorkOrderNotificationOptions {
  t: TFunction<'ee-workOrders'>;
  f: Format;
  paths: ScreenPaths;
  /** The signed-in user: only their orders are told. */
  userId: number;
  /** Now, in ms (the app clock). */
  at: number;
  /** Ids not to show (removed by the user); the next of the kind takes the place. */
  removed?: ReadonlySet<string>;
  /** At most this many of each kind (default NOTIFICATIONS_PER_KIND). */
  limit?: number;
}

const STILL_TO_START = new Set<WorkOrderListItem['status']>(['requested', 'open']);
const CLOSED = new Set<WorkOrderListItem['status']>(['done', 'cancelled']);

/**
 * Overdue orders first (most overdue first), then those due today, then new assignments (newest
 * first); each kind at most `limit`, without the removed ones. Only open orders assigned to
 * `userId` are told, whatever the lists hold. Pure.
 */
export function deriveWorkOrderNotifications(
  data: WorkOrderNotificationData,
  {
    t,
    f,
    paths,
    userId,
    at,
    removed = new Set(),
    limit = NOTIFICATIONS_PER_KIND,
  }: WorkOrderNotificationOptions,
): DeviceNotification[] {
  const mine = (list: readonly WorkOrderListItem[] = []) =>
    list.filter((o) => o.assigneeId === userId && !CLOSED.has(o.status));
  const first = (items: DeviceNotification[]) =>
    items.filter((n) => !removed.has(n.id)).slice(0, limit);
  const text = (o: WorkOrderListItem) =>
    `${isolateText(o.title)} · ${isolateText(o.deviceNumber)} ${isolateText(o.deviceName)}`;
  const base = (o: WorkOrderListItem) => ({
    text: text(o),
    initials: o.kind.slice(0, 2).toUpperCase(),
    to: workOrderHref(paths, o.number),
  });

  const due = mine(data.byDue).filter((o) => o.dueDate !== null);
  const overdue = due
    .filter((o) => o.overdue || daysUntil(o.dueDate!, at) < 0)
    .map<DeviceNotification>((o) => ({
      ...base(o),
      id: `wo-overdue:${o.number}:${o.dueDate}`,
      title: t('notifications.overdue', { number: isolateText(o.number) }),
      time: t('notifications.overdueWhen', { when: f.relativeDays(daysUntil(o.dueDate!, at)) }),
      tone: 'error',
    }));
  const today = due
    .filter((o) => !o.overdue && daysUntil(o.dueDate!, at) === 0)
    .map<DeviceNotification>((o) => ({
      ...base(o),
      id: `wo-due:${o.number}:${o.dueDate}`,
      title: t('notifications.dueToday', { number: isolateText(o.number) }),
      time: t('notifications.dueWhen', { when: f.relativeDays(0) }),
      tone: 'warning',
    }));
  const told = new Set([...overdue, ...today].map((n) => n.to));
  const since = at - NEW_ASSIGNMENT_DAYS * 86_400_000;
  const assigned = mine(data.recent)
    .filter(
      (o) =>
        STILL_TO_START.has(o.status) &&
        Date.parse(o.updatedAt) >= since &&
        !told.has(workOrderHref(paths, o.number)),
    )
    .map<DeviceNotification>((o) => ({
      ...base(o),
      id: `wo-assigned:${o.number}:${userId}`,
      title: t('notifications.assigned', { number: isolateText(o.number) }),
      time: f.relativeTime(o.updatedAt, at),
      tone: 'primary',
    }));

  return [...first(overdue), ...first(today), ...first(assigned)];
}
