/** Rates of a month of deliveries (0–1); a month with nothing to count is 0, not NaN. */
import type { VehicleMonth } from '@/api/types/logistics';

/** Delivered of the parcels loaded. */
export function successRate(m: Pick<VehicleMonth, 'shipments' | 'delivered'>): number {
  return m.shipments ? m.delivered / m.shipments : 0;
}

/** Delivered by the promised time, of the delivered. */
export function onTimeRate(m: Pick<VehicleMonth, 'delivered' | 'onTime'>): number {
  return m.delivered ? m.onTime / m.delivered : 0;
}
