/**
 * `electrical-equipment-admin/mock/node`: the simulation as an msw/node server for a host's
 * tests (Vitest, Jest), so the host needs no msw import of its own:
 *
 *   const mock = createMockServer({ now: '2026-06-15T09:00:00Z' });
 *   beforeAll(() => mock.listen());
 *   beforeEach(() => mock.reset());
 *   afterAll(() => mock.close());
 */
import { setupServer, type SetupServerApi } from 'msw/node';

import type { KitDb, MockDbOptions } from './db/kit';
import { kitSimulation } from './kit';
import { storeOf, type MockStore, type Simulation } from './simulation';

export interface MockServer<D extends KitDb = KitDb> {
  /**
   * Starts answering (unhandled requests pass through unless `onUnhandledRequest` says otherwise).
   */
  listen: (options?: Parameters<SetupServerApi['listen']>[0]) => void;
  /** Fresh sample data (call before each test). */
  reset: () => void;
  /** Stops answering. */
  close: () => void;
  /** The store behind the handlers: `store.db()` is the database the next request sees. */
  store: MockStore<D>;
  /** The msw server itself, for `server.use(...)` overrides in a test. */
  server: SetupServerApi;
}

export interface MockServerOptions<D extends KitDb = KitDb> extends MockDbOptions {
  /** What it simulates (default the package's calls: devices, sign-in, search, dashboard). */
  simulation?: Simulation<D>;
}

/** An msw/node server over a fresh, deterministic sample database. */
export function createMockServer<D extends KitDb = KitDb>(
  options: MockServerOptions<D> = {},
): MockServer<D> {
  const { simulation = kitSimulation as unknown as Simulation<D>, ...sample } = options;
  const store = storeOf(simulation, sample);
  const server = setupServer(...simulation.handlers(store.db));
  return {
    listen: (listenOptions) => server.listen(listenOptions),
    reset: () => {
      server.resetHandlers();
      store.reset();
    },
    close: () => server.close(),
    store,
    server,
  };
}
