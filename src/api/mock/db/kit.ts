/**
 * The database of the package's simulation: sign-in users, the devices with their types,
 * locations, maintenance, documents and history, the app-bar search groups and the home
 * dashboard's projects. The demo app's database (index.ts) adds the sample apps' tables.
 * Deterministic: the same seed and `now` give the same samples on every machine.
 */
import { createArcFlashData, type ArcFlashData } from '@/api/sample/arc-flash';
import { createAuthData, type AuthData } from '@/api/sample/auth';
import {
  deviceSamplesContext,
  generatorContext,
  type GeneratorContext,
  type MockDbOptions,
} from '@/api/sample/context';
import { createProjectAnalytics } from '@/api/sample/dashboard';
import {
  deviceDataOf,
  deviceDataPartsSteps,
  lazyTable,
  type DeviceData,
  type DeviceDataParts,
  type PlainExtras,
} from '@/api/sample/devices';
import { createElectricalTestData, type ElectricalTestData } from '@/api/sample/electrical-tests';
import { createImportData, type ImportData } from '@/api/sample/imports';
import {
  createMaintenancePlanData,
  samplePlanOrders,
  type MaintenancePlanData,
} from '@/api/sample/maintenance-plans';
import { createSearchGroups } from '@/api/sample/search';
import {
  createWorkOrderData,
  type WorkOrderData,
  type WorkOrderDeviceFacts,
} from '@/api/sample/work-orders';
import { planDeviceOf, runtimeHours } from '@/api/shared/maintenance-plans';
import { readingSource } from '@/api/shared/readings';
import type { ProjectAnalyticsRow } from '@/api/types/dashboard';
import type { SearchGroup } from '@/api/types/search';
import { isRecord } from '@/lib/is-record';
import { runAtOnce, runInSteps, type Steps } from '@/lib/steps';

import type { SampleCache } from '../sample-cache';

export { generatorContext, type GeneratorContext, type MockDbOptions };

/** The tables every simulation has (the package's and the demo app's). */
export interface SharedData {
  /** The app-bar search groups (device numbers are added when searched). */
  searchGroups: SearchGroup[];
  /** The home dashboard's project table. */
  projectAnalytics: ProjectAnalyticsRow[];
}

export type DbMeta = { meta: { seed: number; now: string; scale: number } };

/** The work orders (docs/domain/work-orders.md) and the last serial of each year's numbers. */
export type WorkOrderTables = Pick<WorkOrderData, 'workOrders' | 'workOrderSerials'>;

export type KitDb = DbMeta &
  AuthData &
  SharedData &
  DeviceData &
  WorkOrderTables &
  MaintenancePlanData &
  ElectricalTestData &
  ArcFlashData &
  ImportData;

export function sharedData(ctx: GeneratorContext): SharedData {
  return { searchGroups: createSearchGroups(), projectAnalytics: createProjectAnalytics(ctx) };
}

/** Builds a fresh database of the package's simulation. */
export function createKitDb(options: MockDbOptions = {}): KitDb {
  return kitDbOf(generatorContext(options));
}

/**
 * The same, built one step per task (the browser's simulation starts so; see src/lib/steps.ts), or
 * read from `cache`.
 */
export function createKitDbInSteps(
  options: MockDbOptions = {},
  cache?: SampleCache,
): Promise<KitDb> {
  return kitDbInSteps(generatorContext(options), cache);
}

/**
 * The package's tables for one context (the demo app's database reads the clock once for both
 * parts).
 */
export function kitDbOf(ctx: GeneratorContext): KitDb {
  return runAtOnce(kitDbSteps(ctx));
}

/** The same, yielding between steps (the devices' build is long at a large scale). */
export function* kitDbSteps(ctx: GeneratorContext): Steps<KitDb> {
  return kitDbOfParts(yield* kitDbPartsSteps(ctx));
}

/** What the package's tables are made of, as built: plain data, which the sample cache stores. */
export interface KitDbParts {
  rest: DbMeta & AuthData & SharedData;
  devices: DeviceDataParts;
}

export function* kitDbPartsSteps(ctx: GeneratorContext): Steps<KitDbParts> {
  const rest = {
    meta: { seed: ctx.seed, now: ctx.now.toISOString(), scale: ctx.scale },
    ...createAuthData(),
    ...sharedData(ctx),
  };
  return { rest, devices: yield* deviceDataPartsSteps(deviceSamplesContext(ctx)) };
}

/** The database of its parts (which it takes over). */
export function kitDbOfParts(parts: KitDbParts): KitDb {
  // Copied by descriptor, not spread: the device tables made on first read stay so.
  const db = Object.defineProperties(
    parts.rest,
    Object.getOwnPropertyDescriptors(deviceDataOf(parts.devices)),
  ) as KitDbParts['rest'] & DeviceData;
  return withWorkOrdersWhenRead(db, parts);
}

/**
 * The work orders are made when first read, from the devices as the samples built them (what
 * the generator reads of them is kept now, before any change): a device call (the register at
 * 12,200 devices) does not wait for ~50,000 orders, and a database whose devices changed first
 * still gets the same orders. Plain properties once read or written (`lazyTable`).
 */
function withWorkOrdersWhenRead(db: KitDbParts['rest'] & DeviceData, parts: KitDbParts): KitDb {
  const facts: WorkOrderDeviceFacts[] = parts.devices.devices.map((d) => ({
    number: d.number,
    status: d.status,
    parentNumber: d.parentNumber,
    lastInspection: d.lastInspection,
    commissionDate: d.commissionDate,
  }));
  const planDevices = parts.devices.devices.map((d) => planDeviceOf(d));
  const types = parts.devices.deviceTypes.map((t) => ({
    id: t.id,
    inspectionIntervalDays: t.inspectionIntervalDays,
  }));
  const users = parts.rest.loginUsers.map((u) => ({ id: u.id, fullName: u.fullName }));
  const { meta } = parts.rest;
  let made: (WorkOrderData & MaintenancePlanData) | undefined;
  const make = () => {
    if (made) return made;
    const ctx = { seed: meta.seed, now: new Date(meta.now), scale: meta.scale };
    const orders = createWorkOrderData(ctx, facts, users);
    const plans = createMaintenancePlanData(ctx, types, planDevices);
    // The plans' orders due at "now", made by the rules a running simulation applies.
    samplePlanOrders(orders, plans, planDevices, meta.now, runtimeHoursOf(parts.devices, meta.now));
    return (made = { ...orders, ...plans });
  };
  const kit = db as KitDb;
  lazyTable(kit, 'workOrders', () => make().workOrders);
  lazyTable(kit, 'workOrderSerials', () => make().workOrderSerials);
  lazyTable(kit, 'maintenancePlans', () => make().maintenancePlans);
  lazyTable(kit, 'planStates', () => make().planStates);
  const tests = createElectricalTestData();
  lazyTable(kit, 'testResults', () => tests.testResults);
  lazyTable(kit, 'testLimits', () => tests.testLimits);
  const arcFlash = createArcFlashData();
  lazyTable(kit, 'arcFlashStudies', () => arcFlash.arcFlashStudies);
  const imports = createImportData();
  lazyTable(kit, 'imports', () => imports.imports);
  return kit;
}

/** The operating hours of the sample devices (runtime plans), from their sampled readings. */
function runtimeHoursOf(devices: DeviceDataParts, now: string) {
  const byNumber = new Map(devices.devices.map((d) => [d.number, d]));
  const types = new Map(devices.deviceTypes.map((t) => [t.id, t]));
  return (number: string, since: string) => {
    const device = byNumber.get(number);
    return device
      ? runtimeHours(readingSource(device, types.get(device.typeId)), since, Date.parse(now))
      : undefined;
  };
}

/**
 * The samples' format in the cache: bump it whenever the samples change (any table, field, id or
 * order) or the parts' shape does, so a browser never reads another version's samples.
 * tests/unit/mock-sample-equality.test.ts pins the samples' digest to it.
 */
export const SAMPLES_FORMAT = 8;

/** The cache's key of a context's samples. */
export function sampleKey(ctx: GeneratorContext): string {
  return `${SAMPLES_FORMAT}|${ctx.seed}|${ctx.scale}|${ctx.now.toISOString()}`;
}

/** A light check of what the cache gave (a full one would cost as much as a build); a miss else. */
function isKitDbParts(value: unknown, key: string): value is { key: string; parts: KitDbParts } {
  if (!isRecord(value) || value.key !== key || !isRecord(value.parts)) return false;
  const { rest, devices } = value.parts;
  if (!isRecord(rest) || !isRecord(rest.meta) || !isRecord(devices) || !isRecord(devices.plain))
    return false;
  const tables = [
    devices.deviceTypes,
    devices.devices,
    devices.deviceLocations,
    devices.maintenance,
    devices.documents,
    devices.history,
    devices.deletedDevices,
  ];
  if (!tables.every(Array.isArray)) return false;
  const plain = Object.values(devices.plain);
  return (
    plain.length === 7 &&
    plain.every(
      (list) =>
        Array.isArray(list) && list.length === (devices.plain as PlainExtras).numbers.length,
    )
  );
}

/**
 * The package's tables built a step per task, or read from `cache` when it holds this context's (a
 * reload of the same samples reads instead of building 12,200 devices, a fraction of the time
 * (docs/performance.md#figures-the-code-relies-on)). What is built is stored at once, before
 * anything can change it.
 */
export async function kitDbInSteps(ctx: GeneratorContext, cache?: SampleCache): Promise<KitDb> {
  if (!cache) return runInSteps(kitDbSteps(ctx));
  const key = sampleKey(ctx);
  const cached = await cache.read(key).catch(() => undefined);
  if (isKitDbParts(cached, key)) return kitDbOfParts(cached.parts);
  const parts = await runInSteps(kitDbPartsSteps(ctx));
  cache.write(key, { key, parts });
  return kitDbOfParts(parts);
}
