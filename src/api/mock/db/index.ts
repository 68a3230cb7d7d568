/**
 * The simulated database of the demo app: the package's tables (kit.ts) and the sample apps'.
 * Plain, JSON-serialisable data, so the app can persist it across a reload and tests can start
 * from a fresh copy. Deterministic: the same seed and `now` give the same samples on every machine.
 */
import { runAtOnce, runInSteps, type Steps } from '@/lib/steps';

import type { SampleCache } from '../sample-cache';
import { appsDataSteps, type AppsData } from './apps';
import {
  generatorContext,
  kitDbInSteps,
  kitDbOf,
  type GeneratorContext,
  type KitDb,
  type MockDbOptions,
} from './kit';

export {
  createKitDb,
  createKitDbInSteps,
  type GeneratorContext,
  type KitDb,
  type MockDbOptions,
} from './kit';

export type MockDb = KitDb & AppsData;

/** Every table of the sample apps (the compiler checks the list is whole). */
const APPS_TABLES = Object.keys({
  users: true,
  invoices: true,
  products: true,
  orders: true,
  customers: true,
  reviews: true,
  referrals: true,
  referralInvites: true,
  emails: true,
  chat: true,
  calendarEvents: true,
  courses: true,
  courseDetails: true,
  vehicles: true,
  permissions: true,
  roles: true,
  salesRows: true,
  faq: true,
  helpCenter: true,
  profile: true,
} satisfies Record<keyof AppsData, true>) as (keyof AppsData)[];

/**
 * Builds a fresh sample database: the package's tables, and the sample apps' when first read. A
 * device call (a test, the register's benchmark at 12,200 devices) then does not wait for the apps'
 * rows (×scale too: docs/performance.md#figures-the-code-relies-on). The same samples either way:
 * the apps are built from the context of this call (its clock read once). Each table becomes a
 * plain property when first read or written, and JSON.stringify reads them all, so what is stored
 * is whole.
 */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  const ctx = generatorContext(options);
  return withAppsWhenRead(kitDbOf(ctx), ctx);
}

function withAppsWhenRead(kit: KitDb, ctx: GeneratorContext): MockDb {
  const db = kit as MockDb;
  let apps: AppsData | undefined;
  const settle = (table: keyof AppsData, value: unknown) =>
    Object.defineProperty(db, table, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  for (const table of APPS_TABLES) {
    Object.defineProperty(db, table, {
      enumerable: true,
      configurable: true,
      get: () => {
        apps ??= runAtOnce(appsDataSteps(ctx));
        settle(table, apps[table]);
        return apps[table];
      },
      set: (value: unknown) => settle(table, value),
    });
  }
  return db;
}

export interface InStepsOptions {
  /**
   * The sample apps' tables built when first read, at once, as `createMockDb` does, rather than in
   * the steps. The browser's simulation does so: at scale 100 the apps are slow to build (and are
   * 22 MB of JSON, no quicker to read back from a cache than to build), which the device calls then
   * do not wait for; built in background steps instead, they held the first device answer back
   * (durable bench). At scale 1, the app's, the first read is quick
   * (docs/performance.md#figures-the-code-relies-on).
   */
  appsWhenRead?: boolean;
  /** Where the package's tables are kept across reloads (see sample-cache.ts). */
  cache?: SampleCache;
}

/**
 * The same, built one step per task: how the browser's simulation starts (see src/lib/steps.ts).
 */
export async function createMockDbInSteps(
  options: MockDbOptions = {},
  { appsWhenRead = false, cache }: InStepsOptions = {},
): Promise<MockDb> {
  const ctx = generatorContext(options);
  const kit = await kitDbInSteps(ctx, cache);
  return appsWhenRead ? withAppsWhenRead(kit, ctx) : runInSteps(withApps(kit, ctx));
}

function* withApps(kit: KitDb, ctx: GeneratorContext): Steps<MockDb> {
  yield;
  // Assigned, not spread: the device tables made on first read (db/devices.ts) stay so.
  const apps = yield* appsDataSteps(ctx);
  return Object.assign(kit, apps);
}
