/** Logistics vehicles: SPEC.md §3 "Vehicle", warnings of §4. */
import { z } from 'zod';
import { id, listAnswer, listParams, strings, type ListParamsOf } from './common';

export const VEHICLE_WARNINGS = ['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal'] as const;
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];

export const vehicle = z
  .object({
    id,
    location: z.int().meta({ description: 'Location number (a depot code).' }),
    ...strings('startCity', 'startCountry', 'endCity', 'endCountry'),
    warnings: z.enum(VEHICLE_WARNINGS),
    progress: z.number().min(0).max(100),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicle>;

export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];
export const vehicleListQuery = listParams(VEHICLE_SORT_KEYS);
export type VehicleListParams = ListParamsOf<typeof vehicleListQuery>;
export const vehicleListResponse = listAnswer('VehicleList', 'vehicles', vehicle, 'totalVehicles');
export type VehicleListResponse = z.infer<typeof vehicleListResponse>;
