/**
 * When a device's readings begin: a module of its own (not devices-values), so the code stays
 * with the screens that chart or stream readings and out of the shell's first paint.
 */
import { sendsReadings, type DEVICE_STATUSES } from './devices-values';

/**
 * The first instant a device has readings (epoch ms), or null when it has none: a device reads from
 * its commissioning, and never from before it was registered (a device added today with last year's
 * commissioning date reads from today); a deleted one, one that is not in service or in fault
 * (standby: not connected to its load; maintenance: isolated; retired: removed), or has no
 * commissioning date, has none. The simulation models readings from the device's present state.
 */
export function readingsSince(device: {
  status: (typeof DEVICE_STATUSES)[number];
  commissionDate: string | null;
  createdAt: string;
  deletedAt?: string | null;
}): number | null {
  if (device.deletedAt || !sendsReadings(device.status) || !device.commissionDate) return null;
  const commissioned = Date.parse(`${device.commissionDate}T00:00:00Z`);
  if (Number.isNaN(commissioned)) return null;
  return Math.max(commissioned, Date.parse(device.createdAt) || 0);
}
