/**
 * The simulated database of the demo app: the package's tables (kit.ts) and the sample apps'.
 * Plain, JSON-serialisable data, so the app can persist it across a reload and tests can start
 * from a fresh copy. Deterministic: the same seed and `now` give the same samples on every machine.
 */
import { appsDataSteps, type AppsData } from './apps';
import { runAtOnce, runInSteps, type Steps } from '../../../lib/steps';
import { generatorContext, kitDbOf, type KitDb, type MockDbOptions } from './kit';

export { createKitDb, type GeneratorContext, type KitDb, type MockDbOptions } from './kit';

export type MockDb = KitDb & AppsData;

/** Builds a fresh sample database: the package's tables and the sample apps'. */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  return runAtOnce(mockDbSteps(options));
}

/** The same, built one step per task: how the browser's simulation starts (see src/lib/steps.ts). */
export function createMockDbInSteps(options: MockDbOptions = {}): Promise<MockDb> {
  return runInSteps(mockDbSteps(options));
}

function* mockDbSteps(options: MockDbOptions): Steps<MockDb> {
  const ctx = generatorContext(options);
  const kit = kitDbOf(ctx);
  yield;
  return { ...kit, ...(yield* appsDataSteps(ctx)) };
}
