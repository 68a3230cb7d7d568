/**
 * Logistics beyond SPEC §7's list: the vehicles' added fields (position, route, times, parcels,
 * history) are consistent with each other, and /stats counts by the contract's rules.
 */
import { describe, expect, it } from 'vitest';

import { vehicle, vehicleStats as vehicleStatsSchema } from '@/api/contract/logistics';
import { createMockDb } from '@/api/mock/db';
import { CITY_POSITIONS } from '@/api/mock/db/apps/logistics';
import { vehicleStats } from '@/api/mock/queries/logistics';
import {
  hasWarning,
  isArrived,
  isDeviated,
  isLate,
  isOnRoute,
  OFF_ROUTE_KM,
  VEHICLE_HISTORY_MONTHS,
  type Vehicle,
} from '@/api/types/logistics';

import { call, startMockServer, TEST_NOW } from './support/mock-server';

const NOW = Date.parse(TEST_NOW);
const db = createMockDb({ now: TEST_NOW });

/** Distance from p to the segment a–b, km, on a local flat projection (good at these sizes). */
function offSegmentKm(
  p: { lat: number; lng: number },
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const k = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const [px, py, ax, ay, bx, by] = [p.lng * k, p.lat, a.lng * k, a.lat, b.lng * k, b.lat];
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) * 111.32;
}

describe('vehicle samples', () => {
  it('match the contract', () => {
    for (const v of db.vehicles) expect(vehicle.safeParse(v).success).toBe(true);
  });

  it('are deterministic', () => {
    expect(createMockDb({ now: TEST_NOW }).vehicles).toEqual(db.vehicles);
  });

  it('sit on their route, or off it by offRouteKm; arrived ones at the end city', () => {
    for (const v of db.vehicles) {
      const start = CITY_POSITIONS[v.startCity];
      const end = CITY_POSITIONS[v.endCity];
      expect(v.startCity).not.toBe(v.endCity);
      if (isArrived(v)) {
        expect(v.position).toEqual(end);
        expect(v.deliveredParcels).toBe(v.parcels);
        continue;
      }
      expect(offSegmentKm(v.position, start, end)).toBeCloseTo(v.offRouteKm, 0);
      expect(v.deliveredParcels).toBeLessThanOrEqual(v.parcels);
    }
  });

  it('have times in order around now', () => {
    for (const v of db.vehicles) {
      const departed = Date.parse(v.departedAt);
      const planned = Date.parse(v.plannedArrival);
      const estimated = Date.parse(v.estimatedArrival);
      expect(departed).toBeLessThan(NOW);
      expect(planned).toBeGreaterThan(departed);
      if (isArrived(v)) expect(estimated).toBeLessThan(NOW);
      else expect(estimated).toBeGreaterThan(NOW);
    }
  });

  it('carry the last months of deliveries, the current month last', () => {
    for (const v of db.vehicles) {
      expect(v.history.map((m) => m.month)).toEqual([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
      ]);
      expect(v.history).toHaveLength(VEHICLE_HISTORY_MONTHS);
      for (const m of v.history) {
        expect(m.delivered).toBeLessThanOrEqual(m.shipments);
        expect(m.onTime).toBeLessThanOrEqual(m.delivered);
      }
    }
  });

  it('hold every kind of vehicle the dashboard counts', () => {
    expect(db.vehicles.some(isOnRoute)).toBe(true);
    expect(db.vehicles.some(isDeviated)).toBe(true);
    expect(db.vehicles.some(isLate)).toBe(true);
    expect(db.vehicles.some(isArrived)).toBe(true);
    expect(db.vehicles.some(hasWarning)).toBe(true);
    expect(db.vehicles.some((v) => !hasWarning(v))).toBe(true);
  });
});

const base: Vehicle = db.vehicles[0];
const make = (patch: Partial<Vehicle>): Vehicle => ({ ...base, ...patch });

describe('the dashboard rules', () => {
  it('deviated: travelling further than OFF_ROUTE_KM from the route', () => {
    expect(isDeviated(make({ progress: 50, offRouteKm: OFF_ROUTE_KM + 0.1 }))).toBe(true);
    expect(isDeviated(make({ progress: 50, offRouteKm: OFF_ROUTE_KM }))).toBe(false);
    expect(isDeviated(make({ progress: 100, offRouteKm: 20 }))).toBe(false);
  });

  it('late: travelling and expected after the plan', () => {
    const plan = { plannedArrival: '2026-06-15T12:00:00.000Z' };
    expect(
      isLate(make({ ...plan, progress: 40, estimatedArrival: '2026-06-15T12:00:01.000Z' })),
    ).toBe(true);
    expect(
      isLate(make({ ...plan, progress: 40, estimatedArrival: '2026-06-15T12:00:00.000Z' })),
    ).toBe(false);
    expect(
      isLate(make({ ...plan, progress: 100, estimatedArrival: '2026-06-15T18:00:00.000Z' })),
    ).toBe(false);
  });

  it('on route: travelling and not deviated', () => {
    expect(isOnRoute(make({ progress: 10, offRouteKm: 0.5 }))).toBe(true);
    expect(isOnRoute(make({ progress: 10, offRouteKm: 5 }))).toBe(false);
    expect(isOnRoute(make({ progress: 100, offRouteKm: 0 }))).toBe(false);
  });
});

describe('vehicleStats', () => {
  const stats = vehicleStats(db);

  it('matches its schema', () => {
    expect(vehicleStatsSchema.safeParse(stats).success).toBe(true);
  });

  it('counts each figure by its rule', () => {
    expect(stats.total).toBe(25);
    expect(stats.onRoute).toBe(db.vehicles.filter(isOnRoute).length);
    expect(stats.deviated).toBe(db.vehicles.filter(isDeviated).length);
    expect(stats.late).toBe(db.vehicles.filter(isLate).length);
    expect(stats.withWarnings).toBe(db.vehicles.filter((v) => v.warnings !== 'No Warnings').length);
    expect(stats.arrived + stats.onRoute + stats.deviated).toBe(stats.total);
  });

  it('sums parcels and months over the fleet', () => {
    expect(stats.parcelsInTransit).toBe(
      db.vehicles
        .filter((v) => v.progress < 100)
        .reduce((s, v) => s + v.parcels - v.deliveredParcels, 0),
    );
    expect(stats.months).toHaveLength(VEHICLE_HISTORY_MONTHS);
    expect(stats.months[0].shipments).toBe(
      db.vehicles.reduce((s, v) => s + v.history[0].shipments, 0),
    );
    expect(stats.months.at(-1)?.month).toBe('2026-06');
  });

  it('averages the trip time of arrived vehicles, or says none', () => {
    const arrived = db.vehicles.filter(isArrived);
    const mean =
      arrived.reduce(
        (s, v) => s + (Date.parse(v.estimatedArrival) - Date.parse(v.departedAt)) / 3_600_000,
        0,
      ) / arrived.length;
    expect(stats.averageTripHours).toBeCloseTo(mean, 1);
    expect(
      vehicleStats({ vehicles: db.vehicles.filter((v) => !isArrived(v)) }).averageTripHours,
    ).toBeNull();
  });

  it('of an empty fleet is all zeros', () => {
    expect(vehicleStats({ vehicles: [] })).toEqual({
      total: 0,
      onRoute: 0,
      withWarnings: 0,
      deviated: 0,
      late: 0,
      arrived: 0,
      parcelsInTransit: 0,
      parcelsDelivered: 0,
      averageTripHours: null,
      months: [],
    });
  });
});

describe('GET /api/apps/logistics/stats', () => {
  startMockServer();

  it('answers the figures', async () => {
    const answer = await call<ReturnType<typeof vehicleStats>>('/api/apps/logistics/stats');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(vehicleStats(createMockDb({ now: TEST_NOW })));
  });
});
