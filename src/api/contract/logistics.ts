/**
 * Logistics vehicles: docs/spec.md §3 "Vehicle", warnings of §4, and what the logistics screens
 * need beyond the SPEC's fields (the SPEC shows none of it; each is documented where it is
 * declared): the vehicle's position and route length, how far it is off its route, its times
 * (departed, planned and estimated arrival), the parcels aboard, and its deliveries per month. The
 * dashboard's figures are derived from those by the rules below (one place, for the simulation's
 * `/stats` and for the screens alike).
 */
import { z } from 'zod';

import {
  count,
  id,
  isoDateTime,
  listAnswer,
  listParams,
  strings,
  type ListParamsOf,
} from './common';

export const VEHICLE_WARNINGS = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
] as const;
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];

/** Further than this from its planned route (km), a vehicle has deviated. */
export const OFF_ROUTE_KM = 1;
/** Months of delivery history each vehicle carries (the current month last, still running). */
export const VEHICLE_HISTORY_MONTHS = 6;

export const geoPoint = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .meta({ id: 'GeoPoint', description: 'A point in WGS 84 degrees.' });
export type GeoPoint = z.infer<typeof geoPoint>;

export const vehicleMonth = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .meta({ description: 'YYYY-MM.' }),
    shipments: count.meta({ description: 'Parcels loaded for delivery that month.' }),
    delivered: count.meta({ description: 'Of those, parcels handed over.' }),
    onTime: count.meta({
      description: 'Of the delivered, those handed over by the promised time.',
    }),
  })
  .meta({
    id: 'VehicleMonth',
    description: 'One month of deliveries (of a vehicle, or of the fleet in /stats).',
  });
export type VehicleMonth = z.infer<typeof vehicleMonth>;

export const vehicle = z
  .object({
    id,
    location: z.int().meta({ description: 'Location number (a depot code).' }),
    ...strings('startCity', 'startCountry', 'endCity', 'endCountry'),
    warnings: z.enum(VEHICLE_WARNINGS),
    progress: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: 'Share of the route done, %. 100: arrived.' }),
    // Beyond SPEC §3 (sample data, deterministic), for the dashboard and the fleet map:
    position: geoPoint.meta({ description: 'Where the vehicle is (its last position fix).' }),
    distanceKm: z.number().min(0).meta({ description: 'Length of the planned route, km.' }),
    offRouteKm: z
      .number()
      .min(0)
      .meta({
        description: `Distance from the planned route now, km; more than ${OFF_ROUTE_KM} km: deviated.`,
      }),
    departedAt: isoDateTime.meta({ description: 'When it left the start of its route.' }),
    plannedArrival: isoDateTime.meta({ description: 'When it was planned to arrive.' }),
    estimatedArrival: isoDateTime.meta({
      description: 'When it is expected to arrive; once arrived (progress 100), when it did.',
    }),
    parcels: count.meta({ description: 'Parcels aboard at departure.' }),
    deliveredParcels: count.meta({
      description: 'Of those, parcels delivered so far on this trip.',
    }),
    history: z.array(vehicleMonth).meta({
      description: `Deliveries of the last ${VEHICLE_HISTORY_MONTHS} months, oldest first; the current month last.`,
    }),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicle>;

// The dashboard's rules, on the vehicle's own fields.
type VehicleFacts = Pick<
  Vehicle,
  'progress' | 'offRouteKm' | 'warnings' | 'plannedArrival' | 'estimatedArrival'
>;
/** Arrived at the end of its route. */
export const isArrived = (v: Pick<Vehicle, 'progress'>): boolean => v.progress >= 100;
/** Still travelling, further than OFF_ROUTE_KM from its route. */
export const isDeviated = (v: VehicleFacts): boolean =>
  !isArrived(v) && v.offRouteKm > OFF_ROUTE_KM;
/** Still travelling, expected after the planned arrival. */
export const isLate = (v: VehicleFacts): boolean =>
  !isArrived(v) && Date.parse(v.estimatedArrival) > Date.parse(v.plannedArrival);
/** Reports a warning. */
export const hasWarning = (v: Pick<Vehicle, 'warnings'>): boolean => v.warnings !== 'No Warnings';
/** Still travelling, on its planned route. */
export const isOnRoute = (v: VehicleFacts): boolean => !isArrived(v) && !isDeviated(v);

export const VEHICLE_SORT_KEYS = [
  'location',
  'startRoute',
  'endRoute',
  'warnings',
  'progress',
] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];
export const vehicleListQuery = listParams(VEHICLE_SORT_KEYS);
export type VehicleListParams = ListParamsOf<typeof vehicleListQuery>;
export const vehicleListResponse = listAnswer('VehicleList', 'vehicles', vehicle, 'totalVehicles');
export type VehicleListResponse = z.infer<typeof vehicleListResponse>;

export const vehicleStats = z
  .object({
    total: count,
    onRoute: count.meta({ description: 'Travelling on their planned route.' }),
    withWarnings: count.meta({ description: 'Reporting a warning (anything but No Warnings).' }),
    deviated: count.meta({
      description: `Travelling more than ${OFF_ROUTE_KM} km off their route.`,
    }),
    late: count.meta({ description: 'Travelling and expected after their planned arrival.' }),
    arrived: count.meta({ description: 'At the end of their route.' }),
    parcelsInTransit: count.meta({
      description: 'Parcels aboard travelling vehicles, not yet delivered.',
    }),
    parcelsDelivered: count.meta({ description: 'Parcels delivered on the current trips.' }),
    averageTripHours: z.number().min(0).nullable().meta({
      description:
        'Mean time from departure to arrival of the arrived vehicles, hours; null when none has arrived.',
    }),
    months: z.array(vehicleMonth).meta({
      description: `The fleet's deliveries per month (every vehicle's history summed), oldest first.`,
    }),
  })
  .meta({
    id: 'VehicleStats',
    description: 'The logistics dashboard figures, derived from the vehicles.',
  });
export type VehicleStats = z.infer<typeof vehicleStats>;
