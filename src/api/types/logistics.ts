/** The logistics types of the API: inferred from the contract's schemas (src/api/contract/logistics.ts), the one definition. */
export { VEHICLE_WARNINGS, VEHICLE_SORT_KEYS } from '../contract/logistics';
export type { VehicleWarning, Vehicle, VehicleSortKey, VehicleListParams, VehicleListResponse } from '../contract/logistics';
