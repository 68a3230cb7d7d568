/**
 * The simulated database of the demo app: the package's tables (kit.ts) and the sample apps'.
 * Plain, JSON-serialisable data, so the app can persist it across a reload and tests can start
 * from a fresh copy. Deterministic: the same seed and `now` give the same samples on every machine.
 */
import { createAppsData, type AppsData } from './apps';
import { generatorContext, kitDbOf, type KitDb, type MockDbOptions } from './kit';

export { createKitDb, type GeneratorContext, type KitDb, type MockDbOptions } from './kit';

export type MockDb = KitDb & AppsData;

/** Builds a fresh sample database: the package's tables and the sample apps'. */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  const ctx = generatorContext(options);
  return { ...kitDbOf(ctx), ...createAppsData(ctx) };
}
