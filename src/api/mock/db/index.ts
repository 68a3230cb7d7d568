/**
 * The simulated database: plain, JSON-serialisable data, so the app can persist it across a
 * reload and tests can start from a fresh copy. Deterministic: the same seed and `now` give the
 * same samples on every machine.
 */
import { createAppsData, type AppsData } from './apps';
import { createAuthData, type AuthData } from './auth';
import { createDeviceData, type DeviceData } from './devices';

export interface MockDbOptions {
  /** Seed of the generator (default 2024). */
  seed?: number;
  /** "Today" for relative dates (invoice due dates in the current month, inspections due). */
  now?: Date | string | number;
  /**
   * Size multiplier for benchmarks: 100 gives 5,000 users and 12,000+ devices. Exact SPEC.md §9
   * counts hold only at 1.
   */
  scale?: number;
}

export type MockDb = AuthData & AppsData & DeviceData & { meta: { seed: number; now: string; scale: number } };

/** Builds a fresh sample database. */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  const seed = options.seed ?? 2024;
  const now = new Date(options.now ?? Date.now());
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  return {
    meta: { seed, now: now.toISOString(), scale },
    ...createAuthData(),
    ...createAppsData({ seed, now, scale }),
    ...createDeviceData({ seed: seed + 1, now, scale }),
  };
}

/** What a domain generator receives. */
export interface GeneratorContext {
  seed: number;
  now: Date;
  scale: number;
}
