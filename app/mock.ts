/**
 * Starts the in-browser simulation unless a real API is configured (in the build `npm run server`
 * serves, it answers the sample apps only and lets the kit's calls through). Kept in its own
 * module and imported dynamically, so MSW, the handlers and the sample data form a separate chunk
 * that loads after the first paint (see apiReady); with VITE_API_BASE_URL set, the import is dead
 * code and the chunk is not emitted at all.
 */
import type { LoginUser } from '../src/api/contract/auth';
import type { MockApi, PassedCall, RecoveryNotice } from '../src/api/mock/browser';
import { readSession } from '../src/auth/session';
import { whenIdle } from '../src/lib/when-idle';

declare global {
  interface Window {
    /** The running simulation: `__mockApi.reset()` brings back the sample data. */
    __mockApi?: MockApi;
  }
}

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Built by `npm run server` (VITE_API_SERVER=1): the server that serves the app answers the kit's
 * calls and its live socket on this origin; the simulation still answers the sample apps
 * (docs/server.md, "The app on the server").
 */
export const API_SERVER: boolean = import.meta.env.VITE_API_SERVER === '1';

/** What the server answers beside the kit's documented calls. */
const SERVER_ONLY_CALLS: readonly PassedCall[] = [
  { method: 'post', path: '/api/auth/logout' },
  { method: 'get', path: '/api/health' },
];

/** The kit's calls, and the server's own: what the simulation lets through to the server. */
const serverCalls = async (): Promise<PassedCall[]> => {
  const { kitOperations } = await import('../src/api/contract/kit-routes');
  return [...kitOperations.map(({ method, path }) => ({ method, path })), ...SERVER_ONLY_CALLS];
};

/**
 * The server's session of this tab, for the simulated sample apps: the tab holds the token the
 * server gave at sign-in, so a request carrying it acts as that user, with the abilities the
 * server told.
 */
const serverSession = (token: string): LoginUser | undefined => {
  const session = readSession();
  return session?.accessToken === token
    ? { ...session.userData, password: '', abilityRules: session.abilityRules }
    : undefined;
};

type RecoveryListener = (notice: RecoveryNotice) => void;
const recoveries: RecoveryNotice[] = [];
let listener: RecoveryListener | undefined;
/** The simulation forgets a notice once it has been told (until then every start reports it). */
let acknowledge: () => void = () => {};
/**
 * How long a notice must have been on screen to count as told. The tab that found the bad data
 * may be on its way out (a reload, a link followed): its notice would flash unseen, so it is
 * acknowledged only if the page is still here a moment later, and the next page tells otherwise.
 */
const TOLD_AFTER_MS = 1000;
const tell = (to: RecoveryListener, notice: RecoveryNotice) => {
  to(notice);
  setTimeout(() => acknowledge(), TOLD_AFTER_MS);
};
const recovered = (notice: RecoveryNotice) =>
  listener ? tell(listener, notice) : recoveries.push(notice);

/**
 * Told when the saved demo data could not be read and the samples came back (at start, or later
 * when another tab found it so): the app tells the user once each time. Notices from before the
 * listener was set are given to it at once. Returns the unsubscribe.
 */
export function onDemoDataReset(next: RecoveryListener): () => void {
  listener = next;
  recoveries.splice(0).forEach((notice) => tell(next, notice));
  return () => {
    if (listener === next) listener = undefined;
  };
}

/**
 * The tabs of the browser tell each other of a reset of the demo data on this channel
 * (reset-demo-data.tsx posts).
 */
export const RESET_CHANNEL = 'ee-demo-data-reset';

/** Told when another tab of the browser reset the demo data. Returns the unsubscribe. */
export function onDemoDataResetElsewhere(listener: () => void): () => void {
  if (API_BASE_URL || typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(RESET_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}

let starting: Promise<void> | undefined;

/**
 * The schema library and the contract's shared schemas are evaluated first, in a task of their own
 * (see simulation-schemas.ts); MSW with the kit, and the sample apps' part, then come in a task
 * each. Imported at once, the simulation was evaluated in two long tasks, on Lighthouse's phone the
 * largest part of the home page's Total Blocking Time (figures in docs/performance.md).
 */
const loadSchemas = () =>
  import('./simulation-schemas').then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The simulation's worker script (see startMockApi's `workerUrl`). */
const WORKER_PATH = '/simulation-worker.js';
/** Longest wait for a worker that is still starting to take this page over. */
const CLAIM_WAIT_MS = 5000;

/**
 * Makes sure the simulation's worker controls this page, before anything can be typed into it.
 * A page loaded while the worker that an earlier load registered is still starting is not
 * controlled yet; MSW then reloads the page when it starts, after the first paint, and took with
 * it what a quick user had typed (seen on /login: the e-mail gone, "Email is required"). Such a
 * worker takes every open page over when it activates, so this page waits for that instead. A
 * page loaded past an active worker (a hard reload) can only be controlled after a reload: it is
 * done at once, while the page is still blank.
 */
async function controlledByWorker(): Promise<void> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw || sw.controller) return;
  const isOurs = (worker: ServiceWorker | null) => worker?.scriptURL.endsWith(WORKER_PATH) ?? false;
  const registrations = await sw
    .getRegistrations()
    .catch(() => [] as readonly ServiceWorkerRegistration[]);
  const ours = registrations.find(
    (r) => isOurs(r.active) || isOurs(r.installing) || isOurs(r.waiting),
  );
  // None yet (a first visit): MSW registers it, and it takes this page over as it activates.
  if (!ours || sw.controller) return;
  if (ours.active?.state === 'activated' && !ours.installing && !ours.waiting) {
    window.location.reload();
    return new Promise<void>(() => {});
  }
  await new Promise<void>((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(), { once: true });
    // Should it never come, MSW's own reload is the way out.
    setTimeout(resolve, CLAIM_WAIT_MS);
  });
}

// At once, not after the first paint: a reload it needs must come before the user types.
const controlled: Promise<void> = API_BASE_URL
  ? Promise.resolve()
  : controlledByWorker().catch(() => undefined);

/**
 * Resolves when requests can be answered (at once for a real backend). The simulation (MSW, the
 * handlers, the sample data: as much script as the app itself) starts on the first call of this,
 * which the first API request makes, or once the page has loaded and the browser is idle (see
 * startWhenIdle): never before the first paint, which does not wait for it to load and parse.
 */
export function apiReady(): Promise<void> {
  starting ??= API_BASE_URL
    ? Promise.resolve()
    : controlled
        .then(loadSchemas)
        .then(() =>
          Promise.all([
            import('../src/api/mock/browser'),
            import('../src/api/mock/sample-apps'),
            API_SERVER ? serverCalls() : [],
          ]),
        )
        // The demo app simulates the sample apps' calls too (the package's simulation has the
        // devices only).
        .then(([{ startMockApi }, { sampleAppSimulation }, passthrough]) =>
          startMockApi({
            simulation: sampleAppSimulation,
            onRecovered: recovered,
            workerUrl: WORKER_PATH,
            ...(API_SERVER ? { passthrough, foreignSessions: serverSession } : {}),
          }),
        )
        .then((api) => {
          window.__mockApi = api;
          acknowledge = api.acknowledgeRecovery;
          if (api.recovered) recovered(api.recovered);
        })
        .catch((error: unknown) => {
          console.error('[mock api] failed to start', error);
        });
  return starting;
}

/** How long after the page's load the simulation waits for a request before it starts anyway. */
const IDLE_START_MS = 1500;

/**
 * With nothing asking for it sooner, the simulation starts a moment after the page has loaded,
 * when the browser is idle. Not at the first paint: that is often the loading bar only, and the
 * page's own chunks (the login card's, a route's) must not share a phone's network with the
 * simulation's ~200 kB. A page that needs data asks at once, through its first request.
 */
function startWhenIdle(): void {
  const start = () => void apiReady();
  const later = () => setTimeout(() => whenIdle(start, 2000), IDLE_START_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
if (!API_BASE_URL && typeof window !== 'undefined') startWhenIdle();
