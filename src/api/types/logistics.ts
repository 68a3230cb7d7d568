/**
 * The logistics types of the API: inferred from the contract's schemas
 * (src/api/contract/logistics.ts), the one definition.
 */
export {
  VEHICLE_WARNINGS,
  VEHICLE_SORT_KEYS,
  VEHICLE_HISTORY_MONTHS,
  OFF_ROUTE_KM,
  isArrived,
  isDeviated,
  isLate,
  hasWarning,
  isOnRoute,
} from '../contract/logistics';
export type {
  VehicleWarning,
  Vehicle,
  VehicleSortKey,
  VehicleListParams,
  VehicleListResponse,
  VehicleMonth,
  VehicleStats,
  GeoPoint,
} from '../contract/logistics';
