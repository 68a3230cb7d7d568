/** Logistics vehicles (docs/spec.md §7): sorting and paging; the dashboard's figures. */
import {
  hasWarning,
  isArrived,
  isDeviated,
  isLate,
  isOnRoute,
  type Vehicle,
  type VehicleListResponse,
  type VehicleMonth,
  type VehicleSortKey,
  type VehicleStats,
} from '@/api/types/logistics';

import type { MockDb } from '../db';
import { listQuery, type ParamSource, type SortKeys } from '../query';

const SORT_KEYS: SortKeys<Vehicle, VehicleSortKey> = {
  location: 'location',
  startRoute: 'startCity',
  endRoute: 'endCity',
  warnings: 'warnings',
  progress: 'progress',
};

export function listVehicles(
  db: Pick<MockDb, 'vehicles'>,
  params: ParamSource,
): VehicleListResponse {
  const page = listQuery(db.vehicles, params, { sortKeys: SORT_KEYS });
  return { vehicles: page.rows, totalVehicles: page.total };
}

/** The fleet's months: every vehicle's history summed month by month, oldest first. */
function fleetMonths(vehicles: readonly Vehicle[]): VehicleMonth[] {
  const months = new Map<string, VehicleMonth>();
  for (const v of vehicles) {
    for (const m of v.history) {
      const sum = months.get(m.month) ?? { month: m.month, shipments: 0, delivered: 0, onTime: 0 };
      months.set(m.month, {
        month: m.month,
        shipments: sum.shipments + m.shipments,
        delivered: sum.delivered + m.delivered,
        onTime: sum.onTime + m.onTime,
      });
    }
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The dashboard's figures, each counted by the contract's rule over the vehicles as they are. */
export function vehicleStats(db: Pick<MockDb, 'vehicles'>): VehicleStats {
  const vehicles = db.vehicles;
  const travelling = vehicles.filter((v) => !isArrived(v));
  const arrived = vehicles.filter(isArrived);
  const tripHours = arrived.map(
    (v) => (Date.parse(v.estimatedArrival) - Date.parse(v.departedAt)) / 3_600_000,
  );
  return {
    total: vehicles.length,
    onRoute: vehicles.filter(isOnRoute).length,
    withWarnings: vehicles.filter(hasWarning).length,
    deviated: vehicles.filter(isDeviated).length,
    late: vehicles.filter(isLate).length,
    arrived: arrived.length,
    parcelsInTransit: travelling.reduce((sum, v) => sum + v.parcels - v.deliveredParcels, 0),
    parcelsDelivered: vehicles.reduce((sum, v) => sum + v.deliveredParcels, 0),
    averageTripHours: tripHours.length
      ? Math.round((tripHours.reduce((a, b) => a + b, 0) / tripHours.length) * 10) / 10
      : null,
    months: fleetMonths(vehicles),
  };
}
