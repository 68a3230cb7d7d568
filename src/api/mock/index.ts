/**
 * `electrical-equipment-admin/mock`: the in-browser API simulation, for the app and for other
 * teams' tests (msw/node) and stories (msw-storybook-addon).
 *
 *   import { setupServer } from 'msw/node';
 *   import { handlers, resetMockDb } from 'electrical-equipment-admin/mock';
 *   const server = setupServer(...handlers);
 *
 * Writes to devices, device types and locations need `Authorization: Bearer <token>` of a
 * session allowed to change devices (the login's token; `demo.1.test` is the admin's).
 */
import { createHandlers } from './handlers';
import { createMockStore } from './store';

export { createMockDb, type MockDb, type MockDbOptions } from './db';
export { createHandlers, type DbRef } from './handlers';
export { createMockStore, type MockStore } from './store';
export { startMockApi, MOCK_DB_STORAGE_KEY, type StartMockApiOptions, type MockApi } from './browser';
export * as mockQuery from './query';

/** The default store behind `handlers`. */
export const defaultStore = createMockStore();

/** Every handler, over the default store. */
export const handlers = createHandlers(defaultStore.db);

/** Starts the default store again from fresh samples (call in `beforeEach`). */
export function resetMockDb(): void {
  defaultStore.reset();
}
