/**
 * How a vehicle is named and coloured on the logistics screens: one place, so the table, the
 * fleet list, the map and the timeline agree.
 */
import {
  isArrived,
  isDeviated,
  isLate,
  type Vehicle,
  type VehicleWarning,
} from '@/api/types/logistics';
import type { Tone } from '@/components/ui/tone';

/** The vehicle's name as the screens show it: its depot code, e.g. "VOL-740863". */
export function vehicleName(v: Pick<Vehicle, 'location'>): string {
  return `VOL-${v.location}`;
}

/** Catalogue key of each warning (`logistics.warning.*`). */
export const WARNING_KEY = {
  'No Warnings': 'noWarnings',
  'Ecu Not Responding': 'ecuNotResponding',
  'Oil Leakage': 'oilLeakage',
  'Fuel Problems': 'fuelProblems',
  'Temperature not optimal': 'temperatureNotOptimal',
} as const satisfies Record<VehicleWarning, string>;

/** A colour per warning: none is good news, an engine computer that does not answer the worst. */
export const WARNING_TONE: Record<VehicleWarning, Tone> = {
  'No Warnings': 'success',
  'Ecu Not Responding': 'error',
  'Oil Leakage': 'info',
  'Fuel Problems': 'primary',
  'Temperature not optimal': 'warning',
};

/** Where a trip stands, by the contract's rules; off route outweighs late. */
export type VehicleState = 'arrived' | 'deviated' | 'late' | 'onRoute';

export function vehicleState(v: Vehicle): VehicleState {
  if (isArrived(v)) return 'arrived';
  if (isDeviated(v)) return 'deviated';
  if (isLate(v)) return 'late';
  return 'onRoute';
}

export const STATE_TONE: Record<VehicleState, Tone> = {
  arrived: 'success',
  deviated: 'error',
  late: 'warning',
  onRoute: 'primary',
};
