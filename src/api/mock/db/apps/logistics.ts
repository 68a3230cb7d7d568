/**
 * 25 vehicles (docs/spec.md §9), each on a route between two cities of one country, with what the
 * logistics screens need beyond SPEC §3 (see src/api/contract/logistics.ts): a position on the
 * way (off it for the deviated ones), the route's length, its times, the parcels aboard and a
 * delivery history. All drawn from one seeded stream and the clock, so identical every run.
 */
import { z } from 'zod';

import { geoPoint } from '@/api/contract/logistics';
import { CITIES, COUNTRIES } from '@/api/sample/pools';
import { createRng, type Rng } from '@/api/sample/random';
import {
  VEHICLE_HISTORY_MONTHS,
  VEHICLE_WARNINGS,
  type GeoPoint,
  type Vehicle,
  type VehicleMonth,
} from '@/api/types/logistics';

import type { GeneratorContext } from '../index';
import cityPositions from './logistics.data.json';

export const VEHICLE_COUNT = 25;

/** Where the sample cities are (WGS 84), for positions and route lengths. */
export const CITY_POSITIONS: Record<string, GeoPoint> = z
  .record(z.string(), geoPoint)
  .parse(cityPositions);

const HOUR_MS = 3_600_000;
const KM_PER_DEGREE = 111.32;
/** Roads are longer than the straight line between two cities. */
const ROAD_FACTOR = 1.25;
/** Mean speed over a trip, stops included (km/h). */
const TRIP_SPEED = 55;

/** Great-circle distance, km. */
function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The point `share` of the way from a to b, pushed `offKm` sideways (to the left of the way). */
function along(a: GeoPoint, b: GeoPoint, share: number, offKm: number): GeoPoint {
  const lat = a.lat + (b.lat - a.lat) * share;
  const lng = a.lng + (b.lng - a.lng) * share;
  const dx = (b.lng - a.lng) * Math.cos((lat * Math.PI) / 180);
  const dy = b.lat - a.lat;
  const length = Math.hypot(dx, dy) || 1;
  const offDegrees = offKm / KM_PER_DEGREE;
  return {
    lat: round(lat + (dx / length) * offDegrees, 4),
    lng: round(lng - ((dy / length) * offDegrees) / Math.cos((lat * Math.PI) / 180), 4),
  };
}

/** `YYYY-MM` of the month `back` months before now's (UTC). */
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** The last months of deliveries; the current one counts only its days so far. */
function history(rng: Rng, now: Date): VehicleMonth[] {
  const daysInMonth = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const monthShare = now.getUTCDate() / daysInMonth;
  return Array.from({ length: VEHICLE_HISTORY_MONTHS }, (_, i): VehicleMonth => {
    const back = VEHICLE_HISTORY_MONTHS - 1 - i;
    // A slow start to the year, busier towards the summer.
    const full = rng.int(28, 52) + i * rng.int(1, 4);
    const shipments = back === 0 ? Math.round(full * monthShare) : full;
    const delivered = Math.max(0, shipments - rng.int(0, Math.ceil(shipments * 0.08)));
    const onTime = Math.max(0, delivered - rng.int(0, Math.ceil(delivered * 0.22)));
    return { month: monthKey(now, back), shipments, delivered, onTime };
  });
}

export function createVehicles(ctx: GeneratorContext): Vehicle[] {
  const rng = createRng(ctx.seed + 701);
  const now = ctx.now.getTime();
  const problems = VEHICLE_WARNINGS.filter((w) => w !== 'No Warnings');
  return Array.from({ length: VEHICLE_COUNT }, (_, i): Vehicle => {
    const country = rng.pick(COUNTRIES);
    const [startCity, endCity] = rng.sample(CITIES[country], 2);
    // sample() keeps list order: half the routes run the other way.
    const [from, to] = rng.chance(0.5) ? [startCity, endCity] : [endCity, startCity];
    const start = CITY_POSITIONS[from];
    const end = CITY_POSITIONS[to];
    const distance = Math.round(distanceKm(start, end) * ROAD_FACTOR);
    const tripHours = Math.max(2, Math.round(distance / TRIP_SPEED));
    const arrived = rng.chance(0.12);
    const progress = arrived ? 100 : rng.int(3, 97);
    const deviated = !arrived && rng.chance(0.2);
    const offRouteKm = deviated
      ? round(rng.float(2, 35, 1), 1)
      : arrived
        ? 0
        : round(rng.float(0, 0.8, 1), 1);
    const departedAt = arrived
      ? now - (tripHours + rng.int(2, 40)) * HOUR_MS
      : now - Math.round((tripHours * progress) / 100 + 0.25) * HOUR_MS;
    const plannedArrival = departedAt + tripHours * HOUR_MS;
    // Late ones by a few hours (more when off their route); the others a little early or on time.
    const late = deviated || rng.chance(0.25);
    const delay = late ? rng.int(1, deviated ? 9 : 5) : -rng.int(0, 1);
    const estimatedArrival = arrived
      ? Math.min(now - HOUR_MS, plannedArrival + delay * HOUR_MS)
      : Math.max(now + HOUR_MS, plannedArrival + delay * HOUR_MS);
    const parcels = rng.int(24, 120);
    return {
      id: i + 1,
      location: rng.int(100000, 999999),
      startCity: from,
      startCountry: country,
      endCity: to,
      endCountry: country,
      warnings: rng.chance(0.5) ? 'No Warnings' : rng.pick(problems),
      progress,
      position: arrived ? { ...end } : along(start, end, progress / 100, offRouteKm),
      distanceKm: distance,
      offRouteKm,
      departedAt: new Date(departedAt).toISOString(),
      plannedArrival: new Date(plannedArrival).toISOString(),
      estimatedArrival: new Date(estimatedArrival).toISOString(),
      parcels,
      deliveredParcels: Math.round((parcels * progress) / 100),
      history: history(rng, ctx.now),
    };
  });
}
