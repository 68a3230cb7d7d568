/** Logistics vehicles (SPEC.md §7): sorting and paging only. */
import type { Vehicle, VehicleListResponse, VehicleSortKey } from '../../types/logistics';
import type { MockDb } from '../db';
import { listQuery, type ParamSource, type SortValue } from '../query';

const SORT_KEYS: Record<VehicleSortKey, (v: Vehicle) => SortValue> = {
  location: (v) => v.location,
  startRoute: (v) => v.startCity,
  endRoute: (v) => v.endCity,
  warnings: (v) => v.warnings,
  progress: (v) => v.progress,
};

export function listVehicles(db: Pick<MockDb, 'vehicles'>, params: ParamSource): VehicleListResponse {
  const page = listQuery(db.vehicles, params, { sortKeys: SORT_KEYS });
  return { vehicles: page.rows, totalVehicles: page.total };
}
