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
import type { MockDbOptions } from './db';
import { createHandlers } from './handlers';
import { createMockStore, type MockStore } from './store';

export interface MockServer {
  /** Starts answering (unhandled requests pass through unless `onUnhandledRequest` says otherwise). */
  listen: (options?: Parameters<SetupServerApi['listen']>[0]) => void;
  /** Fresh sample data (call before each test). */
  reset: () => void;
  /** Stops answering. */
  close: () => void;
  /** The store behind the handlers: `store.db()` is the database the next request sees. */
  store: MockStore;
  /** The msw server itself, for `server.use(...)` overrides in a test. */
  server: SetupServerApi;
}

/** An msw/node server over a fresh, deterministic sample database. */
export function createMockServer(options: MockDbOptions = {}): MockServer {
  const store = createMockStore(options);
  const server = setupServer(...createHandlers(store.db));
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
