/**
 * The database of the package's simulation: sign-in users, the devices with their types,
 * locations, maintenance, documents and history, the app-bar search groups and the home
 * dashboard's projects. The demo app's database (index.ts) adds the sample apps' tables.
 * Deterministic: the same seed and `now` give the same samples on every machine.
 */
import type { ProjectAnalyticsRow } from '../../types/dashboard';
import type { SearchGroup } from '../../types/search';
import { createAuthData, type AuthData } from './auth';
import { createProjectAnalytics } from './dashboard';
import { runAtOnce, runInSteps, type Steps } from '../../../lib/steps';
import { deviceDataSteps, type DeviceData } from './devices';
import { createSearchGroups } from './search';

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

/** What a domain generator receives. */
export interface GeneratorContext {
  seed: number;
  now: Date;
  scale: number;
}

/** The tables every simulation has (the package's and the demo app's). */
export interface SharedData {
  /** The app-bar search groups (device numbers are added when searched). */
  searchGroups: SearchGroup[];
  /** The home dashboard's project table. */
  projectAnalytics: ProjectAnalyticsRow[];
}

export type DbMeta = { meta: { seed: number; now: string; scale: number } };

export type KitDb = DbMeta & AuthData & SharedData & DeviceData;

/** The samples' context: seed, "now" and scale read from the options, defaults filled in. */
export function generatorContext(options: MockDbOptions = {}): GeneratorContext {
  return { seed: options.seed ?? 2024, now: new Date(options.now ?? Date.now()), scale: Math.max(1, Math.floor(options.scale ?? 1)) };
}

export function sharedData(ctx: GeneratorContext): SharedData {
  return { searchGroups: createSearchGroups(), projectAnalytics: createProjectAnalytics(ctx) };
}

/** Builds a fresh database of the package's simulation. */
export function createKitDb(options: MockDbOptions = {}): KitDb {
  return kitDbOf(generatorContext(options));
}

/** The same, built one step per task (the browser's simulation starts so; see src/lib/steps.ts). */
export function createKitDbInSteps(options: MockDbOptions = {}): Promise<KitDb> {
  return runInSteps(kitDbSteps(generatorContext(options)));
}

/** The package's tables for one context (the demo app's database reads the clock once for both parts). */
export function kitDbOf(ctx: GeneratorContext): KitDb {
  return runAtOnce(kitDbSteps(ctx));
}

/** The same, yielding between steps (the devices' build is long at a large scale). */
export function* kitDbSteps(ctx: GeneratorContext): Steps<KitDb> {
  const db = {
    meta: { seed: ctx.seed, now: ctx.now.toISOString(), scale: ctx.scale },
    ...createAuthData(),
    ...sharedData(ctx),
  };
  // The devices draw from seed + 1 (the demo app's samples are the same devices). Copied by
  // descriptor, not spread: the tables the device data makes on first read stay so.
  const devices: DeviceData = yield* deviceDataSteps({ ...ctx, seed: ctx.seed + 1 });
  return Object.defineProperties(db, Object.getOwnPropertyDescriptors(devices)) as typeof db & DeviceData;
}
