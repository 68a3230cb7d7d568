/**
 * `electrical-equipment-admin/mock`: the in-browser API simulation, for the app and for other
 * teams' tests (msw/node) and stories (msw-storybook-addon).
 *
 *   import { setupServer } from 'msw/node';
 *   import { handlers, resetMockDb } from 'electrical-equipment-admin/mock';
 *   const server = setupServer(...handlers);
 *
 * It answers the package's calls (devices, device types, locations, sign-in, search, the home
 * dashboard) over deterministic sample data. Writes to devices, device types and locations need
 * `Authorization: Bearer <token>` of a session allowed to change devices (the login's token;
 * `demo.1.test` is the admin's).
 */
import { createKitDb, type KitDb } from './db/kit';
import { createKitHandlers } from './handlers/kit';
import { kitSimulation } from './kit';
import { storeOf, type Simulation, type MockStore as SimulationStore } from './simulation';

/** The simulation's database: plain JSON data. */
export type MockDb = KitDb;
export type { MockDbOptions } from './db/kit';
export type { KitDbRef as DbRef } from './handlers/kit';
export type MockStore = SimulationStore<KitDb>;
export type { Simulation };
export {
  startMockApi,
  MOCK_DB_STORAGE_KEY,
  type StartMockApiOptions,
  type MockApi,
} from './browser';
export * as mockQuery from './query';

/** Builds a fresh sample database. */
export const createMockDb = createKitDb;
/** Every handler over the database `db()` returns. */
export const createHandlers = createKitHandlers;
/**
 * The package's simulation (for `startMockApi` and `createMockServer`, which use it by default).
 */
export { kitSimulation };

/** A store with its own database, built on first use. */
export function createMockStore(options: Parameters<typeof createKitDb>[0] = {}): MockStore {
  return storeOf(kitSimulation, options);
}

/** The default store behind `handlers`. */
export const defaultStore = createMockStore();

/** Every handler, over the default store. */
export const handlers = createHandlers(defaultStore.db);

/** Starts the default store again from fresh samples (call in `beforeEach`). */
export function resetMockDb(): void {
  defaultStore.reset();
}
