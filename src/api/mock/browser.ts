/**
 * Starts the simulation in the browser with a service worker. With `persist` (the default) the
 * database is durable and shared by the tabs of the browser: every change is stored (a journal
 * in localStorage) before it is answered, each request first catches up with what other tabs
 * stored, and `reset()` brings back the samples everywhere. See durable/durable.ts and
 * CONTRIBUTING.md ("Architecture notes").
 */
import { http, passthrough, type RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

import { yieldToMain } from '@/lib/steps';

import { indexedDbAttachmentStore } from './attachments/indexed-db';
import { shareAttachmentStore } from './attachments/store';
import { acceptSessions, type ForeignSessions } from './auth-query';
import { closeOnPageHide } from './close-on-page-hide';
import type { KitDb, MockDbOptions } from './db/kit';
import { createDurableDatabase, type WriteTiming } from './durable/durable';
import { indexedDbFence } from './durable/fence';
import type { RecoveryNotice } from './durable/loader';
import { browserLockManager, createLocks } from './durable/locks';
import { LEGACY_KEY, type StorageLike } from './durable/storage';
import { kitSimulation } from './kit';
import { createLiveLink } from './live/live-link';
import { followReadingsClock } from './queries/devices';
import { indexedDbSampleCache } from './sample-cache';
import { storeOf, type Simulation } from './simulation';

export type { RecoveryNotice, WriteTiming };

/** The key of the first version's saved copy (read once, to migrate it). */
export const MOCK_DB_STORAGE_KEY = LEGACY_KEY;

export interface StartMockApiOptions<D extends KitDb = KitDb> {
  /** What it simulates (default the package's calls: devices, sign-in, search, dashboard). */
  simulation?: Simulation<D>;
  /** Keep changes across reloads and share them between tabs (default true). */
  persist?: boolean;
  /** Where the worker script is served (default `/mockServiceWorker.js`). */
  workerUrl?: string;
  /** Log each handled request (default false). */
  verbose?: boolean;
  /**
   * The samples to start from (seed, "now", scale; default seed 2024, now, scale 1). What is
   * stored wins over them until `reset()`.
   */
  sample?: MockDbOptions;
  /**
   * Told when stored data could not be read and was reset later than the start (another tab's
   * doing); acknowledge it as `recovered`.
   */
  onRecovered?: (notice: RecoveryNotice) => void;
  /** Told how long each stored change took (benchmarks). */
  onWrite?: (timing: WriteTiming) => void;
  /**
   * Readings, alarms and the home figures follow the real clock, as the live stream does
   * (default true); false keeps them at the sample data's "now", the same every run.
   */
  followClock?: boolean;
  /**
   * Calls a real server answers: the simulation lets them through to the network (the app that
   * `npm run server` serves passes the kit's calls, and simulates only the sample apps). With any,
   * the live socket is the server's too: the simulation does not answer `/api/live`.
   */
  passthrough?: readonly PassedCall[];
  /**
   * Who a token the simulation did not issue belongs to (the server's sessions, in the app it
   * serves): such a session may use the sample apps with its own abilities.
   */
  foreignSessions?: ForeignSessions;
}

/** A call the simulation lets through: an OpenAPI path (`/api/devices/{number}`) and method. */
export interface PassedCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

/**
 * MSW handlers that send `calls` on to the network, to go before the simulation's own. The
 * document's `{name}` parameters become MSW's `:name`; `*` matches any origin.
 */
export function passthroughHandlers(calls: readonly PassedCall[]): RequestHandler[] {
  return calls.map(({ method, path }) =>
    http[method](`*${path.replace(/\{(\w+)\}/g, ':$1')}`, () => passthrough()),
  );
}

export interface MockApi<D extends KitDb = KitDb> {
  worker: SetupWorker;
  /** The current database. */
  db: () => D;
  /** Back to the sample data, and forget what was saved (in every tab). */
  reset: () => Promise<void>;
  /**
   * Set when the saved data could not be read and the samples came back (at this start, or at
   * an earlier one whose tab closed before the user was told). Tell the user, then call
   * `acknowledgeRecovery()`.
   */
  recovered: RecoveryNotice | null;
  /** The user has been told of the recovery: it is not reported again, in any tab. */
  acknowledgeRecovery: () => void;
  /**
   * The live readings socket (`/api/live`): `drop()` closes every live socket as a server restart
   * would (1012).
   */
  live: { drop: () => void };
}

/** localStorage, when the page may use it. */
function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * MSW asks the browser to update an already registered worker and drops the promise; when that
 * update cannot fetch the script (the page is leaving, the server restarting) the rejection
 * surfaces as an uncaught "Failed to update a ServiceWorker … mockServiceWorker.js" error on a
 * page that works. Only that rejection, naming our worker's script, is taken as handled.
 */
function ignoreDroppedWorkerUpdate(workerUrl: string): void {
  if (typeof window === 'undefined') return;
  const script = workerUrl.split('/').pop() ?? workerUrl;
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const message = (event.reason as { message?: unknown } | null)?.message;
    if (
      typeof message === 'string' &&
      message.startsWith('Failed to update a ServiceWorker') &&
      message.includes(script)
    )
      event.preventDefault();
  });
}

export async function startMockApi<D extends KitDb = KitDb>(
  options: StartMockApiOptions<D> = {},
): Promise<MockApi<D>> {
  const {
    simulation = kitSimulation as unknown as Simulation<D>,
    persist = true,
    workerUrl = '/mockServiceWorker.js',
    verbose = false,
    sample = {},
    onRecovered,
    onWrite,
    followClock = true,
    passthrough: passed = [],
    foreignSessions,
  } = options;
  followReadingsClock(followClock ? () => Date.now() : null);
  acceptSessions(foreignSessions);
  const passing = passthroughHandlers(passed);
  // Made first: it starts reading the samples kept from the last load (see sample-cache.ts), a
  // wait on the disk that the next steps overlap.
  const sampleCache = persist ? indexedDbSampleCache() : undefined;
  const { setupWorker } = await import('msw/browser');
  const store = storeOf(simulation, sample);
  const handlers = simulation.handlers(store.db);
  // The handlers (~100 of them, each with MSW's stack-trace capture) and the live link are two
  // tasks.
  await yieldToMain();
  const live = createLiveLink(store.db);
  // The server's own live socket when it answers the kit: the simulation's would hide it.
  const liveHandlers = passed.length ? [] : [live.handler];
  ignoreDroppedWorkerUpdate(workerUrl);
  // Making the handlers is a task of its own; loading the data is the next (a phone's main thread).
  await yieldToMain();
  // Started, the worker lets the page go on `pagehide`, not on a `beforeunload` that may not unload
  // (a mailto: link).
  const start = (worker: SetupWorker) =>
    worker
      .start({ onUnhandledRequest: 'bypass', quiet: !verbose, serviceWorker: { url: workerUrl } })
      .then((registration) => {
        closeOnPageHide(worker);
        return registration;
      });
  if (!persist) {
    const worker = setupWorker(...passing, ...handlers, ...liveHandlers);
    await start(worker);
    return {
      worker,
      db: store.db,
      reset: async () => void store.reset(),
      recovered: null,
      acknowledgeRecovery: () => {},
      live: { drop: live.drop },
    };
  }
  // Files live in IndexedDB, beside the journal (docs/simulation.md "Attachments").
  const attachments =
    typeof indexedDB === 'undefined' ? undefined : indexedDbAttachmentStore(indexedDB);
  shareAttachmentStore(attachments);
  // The start's own notice is returned (the caller shows it once); later ones are told.
  let started = false;
  const durable = createDurableDatabase({
    storage: browserStorage(),
    locks: createLocks(browserLockManager()),
    // localStorage reaches the other tabs a moment after a write: the fence says what to wait for.
    fence: indexedDbFence(),
    // The samples as built, kept across reloads: a reload reads them (the journal is replayed over
    // them).
    sampleCache,
    store,
    handlers,
    sample,
    onWrite,
    onRecovered: (notice) => started && onRecovered?.(notice),
  });
  // The stored data is read (or the samples built) while the worker starts: the two overlap
  // (the worker's start is mostly waiting on the browser). Requests wait for the data.
  const loading = durable.start();
  // One catch-all handler: it catches up, delegates to the domain handlers, and stores changes.
  const worker = setupWorker(
    ...passing,
    http.all('*/api/*', async ({ request }) => {
      await loading;
      return durable.handle(request);
    }),
    ...liveHandlers,
  );
  const [recovered] = await Promise.all([loading, start(worker)]);
  started = true;
  return {
    worker,
    db: store.db,
    reset: async () => {
      await durable.reset();
      await attachments?.clear();
    },
    recovered,
    acknowledgeRecovery: () => durable.acknowledgeRecovery(),
    live: { drop: live.drop },
  };
}
