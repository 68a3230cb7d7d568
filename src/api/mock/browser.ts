/**
 * Starts the simulation in the browser with a service worker. The database survives a reload
 * (localStorage, versioned) and `reset()` brings back the samples.
 */
import type { SetupWorker } from 'msw/browser';
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { createHandlers } from './handlers';
import { createMockStore } from './store';

/** Bump when the shape of the sample data changes: older saved data is then discarded. */
const DB_VERSION = 1;
export const MOCK_DB_STORAGE_KEY = 'device-mock-db';

export interface StartMockApiOptions {
  /** Keep changes across reloads (default true). */
  persist?: boolean;
  /** Where the worker script is served (default `/mockServiceWorker.js`). */
  workerUrl?: string;
  /** Log each handled request (default false). */
  verbose?: boolean;
  /** The samples to start from (seed, "now", scale; default seed 2024, now, scale 1). */
  sample?: MockDbOptions;
}

export interface MockApi {
  worker: SetupWorker;
  /** The current database. */
  db: () => MockDb;
  /** Back to the sample data, and forget what was saved. */
  reset: () => void;
}

interface Saved {
  version: number;
  db: MockDb;
}

function load(): MockDb | undefined {
  try {
    const raw = localStorage.getItem(MOCK_DB_STORAGE_KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Saved;
    return saved.version === DB_VERSION ? saved.db : undefined;
  } catch {
    return undefined;
  }
}

function save(db: MockDb): void {
  try {
    localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ version: DB_VERSION, db } satisfies Saved));
  } catch (error) {
    // Quota exceeded or storage disabled: the simulation still works, only without persistence.
    console.warn('[mock api] could not save the simulated database', error);
  }
}

export async function startMockApi(options: StartMockApiOptions = {}): Promise<MockApi> {
  const { persist = true, workerUrl = '/mockServiceWorker.js', verbose = false, sample = {} } = options;
  const { setupWorker } = await import('msw/browser');
  const store = createMockStore(sample);
  const saved = persist ? load() : undefined;
  if (saved) store.reset(saved);
  const worker = setupWorker(...createHandlers(store.db));
  if (persist) {
    // Saving after every answered request keeps the copy current without touching each
    // handler (some reads write too: opening a chat resets its unseen count). Debounced, so a
    // screen's burst of requests costs one save.
    let timer: ReturnType<typeof setTimeout> | undefined;
    worker.events.on('response:mocked', () => {
      clearTimeout(timer);
      timer = setTimeout(() => save(store.db()), 150);
    });
  }
  await worker.start({ onUnhandledRequest: 'bypass', quiet: !verbose, serviceWorker: { url: workerUrl } });
  return {
    worker,
    db: store.db,
    reset: () => {
      store.reset(createMockDb(sample));
      if (persist) localStorage.removeItem(MOCK_DB_STORAGE_KEY);
    },
  };
}
