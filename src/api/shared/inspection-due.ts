/**
 * When a device's inspection is overdue or due soon: the one rule the register's filter, the home
 * figures and the effect of a type's new interval count by.
 */
import type { Device } from '../contract/devices';
import { addDays } from '../sample/devices/dates';

/**
 * Days ahead, today included, whose inspections count as due (the home page, a new interval's
 * effect).
 */
export const DUE_SOON_DAYS = 30;

type Scheduled = Pick<Device, 'nextInspection' | 'status'>;

/** Retired devices are no longer inspected, so they are never overdue. */
export function isOverdue(device: Scheduled, today: string): boolean {
  return (
    device.status !== 'retired' && device.nextInspection !== null && device.nextInspection < today
  );
}

/** Not overdue, and inspected by `dueBy` (default: today + 30 days). */
export function isDueSoon(
  device: Scheduled,
  today: string,
  dueBy = addDays(today, DUE_SOON_DAYS),
): boolean {
  return (
    device.status !== 'retired' &&
    device.nextInspection !== null &&
    device.nextInspection >= today &&
    device.nextInspection <= dueBy
  );
}
