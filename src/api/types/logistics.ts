/** Logistics vehicles: SPEC.md §3 "Vehicle", warnings of §4. */

export const VEHICLE_WARNINGS = ['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal'] as const;
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];

export interface Vehicle {
  id: number;
  /** Location number (a depot code). */
  location: number;
  startCity: string;
  startCountry: string;
  endCity: string;
  endCountry: string;
  warnings: VehicleWarning;
  /** 0-100. */
  progress: number;
}

export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];

export interface VehicleListParams {
  sortBy?: VehicleSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface VehicleListResponse {
  vehicles: Vehicle[];
  totalVehicles: number;
}
