/**
 * The device-register bench page (issue 6): `DeviceListScreen` at /devices over the large
 * sample (scale 100: 12,200 devices), answered by the simulation through MSW's service worker,
 * as in the app. With `window.__registerBenchScreen = 'work-orders'` set before it loads, the
 * same page shows `WorkOrderListScreen` at /work-orders (issue 39: ~46,000 orders at scale 100)
 * for the admin, signed in through the simulation. Driven from Playwright
 * (scripts/bench/devices-register.bench.ts, scripts/bench/work-order-list.bench.ts) through
 * `window.__registerBench`:
 *
 *   arm() → Playwright clicks/types → result(from) resolves when the table shows the rows of
 *   the list response that arrived after arm(), then one frame later (after paint).
 *
 * All times are `performance.now()` in the page. The query cache keeps nothing a screen no
 * longer shows (gcTime 0), so every interaction asks the simulation: the worst case a user sees.
 */
import type { Query } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate } from 'react-router';
// As in the app: the RouterProvider of react-router/dom, so list state changes render at once
// (flushSync).
import { RouterProvider } from 'react-router/dom';

import '../../../src/theme/app.css';

import { ApiProvider, createQueryClient } from '../../../src/api/client/api-provider';
import { createMockDbInSteps } from '../../../src/api/mock/db';
import { createHandlers } from '../../../src/api/mock/handlers';
import { listDevices } from '../../../src/api/mock/queries/devices';
import { listWorkOrders } from '../../../src/api/mock/queries/work-orders';
import { indexedDbSampleCache } from '../../../src/api/mock/sample-cache';
import { createMockStore } from '../../../src/api/mock/store';
import type { LoginResponse } from '../../../src/api/types/auth';
import type { DeviceListResponse } from '../../../src/api/types/devices';
import type { WorkOrderListResponse } from '../../../src/api/types/work-orders';
import { writeSession } from '../../../src/auth/session';
import { SessionProvider } from '../../../src/auth/session-context';
import { Toaster } from '../../../src/components/feedback/toaster';
import { createI18n } from '../../../src/i18n';
import { setClock } from '../../../src/lib/clock';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen';
import { WorkOrderListScreen } from '../../../src/screens/work-orders/work-order-list-screen';

/** The page's script loaded and its imports evaluated (the body of this module starts). */
const scriptEvaluated = performance.now();
const NOW = '2026-06-15T09:00:00Z';
/**
 * 100 (12,200 devices); the bench sets 1 (122) before the page loads, to show what the page costs
 * without the large sample.
 */
const SCALE = window.__registerBenchScale ?? 100;
const TIMEOUT_MS = 10_000;

/** The list the page shows: its path, its rows and its pure query. */
const SCREENS = {
  devices: {
    path: '/devices',
    table: 'Devices',
    numbers: (data: unknown) => (data as DeviceListResponse | undefined)?.devices ?? [],
    query: (search: string) => listDevices(store.db(), new URLSearchParams(search)),
    element: <DeviceListScreen />,
  },
  'work-orders': {
    path: '/work-orders',
    table: 'Work orders',
    numbers: (data: unknown) => (data as WorkOrderListResponse | undefined)?.workOrders ?? [],
    query: (search: string) => listWorkOrders(store.db(), new URLSearchParams(search)),
    element: <WorkOrderListScreen />,
  },
};
const SCREEN = SCREENS[window.__registerBenchScreen ?? 'devices'];
/** The first part of the list query's key (`['devices', 'list', …]`, `['work-orders', 'list', …]`). */
const LIST_KEY = SCREEN.path.slice(1);

setClock(NOW);
const store = createMockStore({ scale: SCALE, now: NOW });
const workerReady = setupWorker(...createHandlers(store.db))
  .start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest: 'bypass',
  })
  .then(() => performance.now());
/**
 * As the app's simulation starts (startMockApi): the samples are built a step per task (or, on a
 * reload, read from the sample cache the app uses) while the worker starts, and requests wait for
 * both. The sample apps' tables are built when first read.
 */
const samplesReady = createMockDbInSteps(
  { scale: SCALE, now: NOW },
  { appsWhenRead: true, cache: indexedDbSampleCache() },
).then((db) => {
  store.reset(db);
  return performance.now();
});
const apiReady = Promise.all([workerReady, samplesReady]);

// --- Instrumentation: list requests, list responses, URL changes --------------------------------

interface ListFetch {
  search: string;
  start: number;
  end?: number;
}
const fetches: ListFetch[] = [];

const isList = (url: URL) => url.pathname === `/api${SCREEN.path}`;

/**
 * Requests wait for the worker and the samples (as in the app); list requests are timed from the
 * call.
 */
const benchFetch: typeof fetch = async (input, init) => {
  await apiReady;
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!isList(url)) return fetch(input, init);
  const entry: ListFetch = { search: url.search, start: performance.now() };
  fetches.push(entry);
  try {
    return await fetch(input, init);
  } finally {
    entry.end = performance.now();
  }
};

const queryClient = createQueryClient();
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, gcTime: 0 },
});

interface Arrival {
  at: number;
  numbers: string;
  query: Query;
}
const arrivals: Arrival[] = [];
const isListQuery = (q: Query) => q.queryKey[0] === LIST_KEY && q.queryKey[1] === 'list';
const numbersOf = (data: unknown) =>
  SCREEN.numbers(data)
    .map((d) => d.number)
    .join(',');

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'success' && isListQuery(event.query)) {
    arrivals.push({
      at: performance.now(),
      numbers: numbersOf(event.query.state.data),
      query: event.query,
    });
  }
});

const router = createBrowserRouter([
  { path: SCREEN.path, element: SCREEN.element },
  { path: '*', element: <Navigate to={SCREEN.path} replace /> },
]);
let lastSearch = location.search;
let urlChangedAt = 0;
router.subscribe((state) => {
  if (state.location.search !== lastSearch) {
    lastSearch = state.location.search;
    urlChangedAt = performance.now();
  }
});

// --- The page ----------------------------------------------------------------------------------

const container = document.getElementById('root')!;

/** The work order list as the admin sees it (its selection column): signed in first. */
async function signIn(): Promise<void> {
  const answer = await benchFetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  writeSession((await answer.json()) as LoginResponse);
}

function render(): void {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={createI18n('en')}>
        <SessionProvider>
          <ApiProvider fetchImpl={benchFetch} queryClient={queryClient}>
            <RouterProvider router={router} />
            <Toaster />
          </ApiProvider>
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
if (SCREEN.path === '/devices') render();
else void signIn().then(render);

/** The rows the register draws: their place on the page (`data-row-index`) and device number. */
function drawnRows(): [number, string][] {
  const rows = container.querySelectorAll<HTMLElement>(
    `table[aria-label="${SCREEN.table}"] tbody tr[data-row-index]`,
  );
  return Array.from(rows, (tr) => [
    Number(tr.dataset.rowIndex),
    tr.querySelector('a')?.textContent ?? '',
  ]);
}

/** Device numbers of the rows the register draws, in order ('' for none). */
function shownNumbers(): string {
  return drawnRows()
    .map(([, number]) => number)
    .join(',');
}

/**
 * The register shows a list (device numbers joined by commas): each drawn row is the list's row
 * of its place. A long page virtualised against the window draws only the rows near the viewport.
 */
function shows(numbers: string): boolean {
  const drawn = drawnRows();
  if (numbers === '') return drawn.length === 0;
  const list = numbers.split(',');
  return drawn.length > 0 && drawn.every(([index, number]) => list[index] === number);
}

/** After the next paint: a frame callback, then a task (runs once the frame is presented). */
function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * Resolves (with the time) once `condition` holds, checked after each DOM change and each frame.
 */
function when(condition: () => boolean, describe: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      if (ok) resolve(performance.now());
      else reject(new Error(`register bench: timed out after ${TIMEOUT_MS} ms (${describe()})`));
    };
    const observer = new MutationObserver(() => condition() && finish(true));
    observer.observe(container, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      if (done) return;
      if (condition()) finish(true);
      else requestAnimationFrame(frame);
    };
    const timer = setTimeout(() => finish(false), TIMEOUT_MS);
    if (condition()) finish(true);
    else requestAnimationFrame(frame);
  });
}

// --- First load --------------------------------------------------------------------------------

export interface FirstLoad {
  /** The page's script loaded and evaluated (ms since navigation start). */
  script: number;
  /** Worker started. */
  worker: number;
  /** The samples built. */
  samples: number;
  /** First list request sent and answered. */
  fetchStart: number;
  fetchEnd: number;
  /** Rows in the DOM, and painted. */
  rows: number;
  paint: number;
}

const firstLoad: Promise<FirstLoad> = (async () => {
  const rows = await when(
    () =>
      arrivals.length > 0 && shownNumbers() !== '' && shows(arrivals[arrivals.length - 1].numbers),
    () => `first load: ${arrivals.length} responses, ${shownNumbers().split(',').length} rows`,
  );
  const paint = await afterPaint();
  const [worker, samples] = await apiReady;
  return {
    script: scriptEvaluated,
    worker,
    samples,
    fetchStart: fetches[0]?.start ?? NaN,
    fetchEnd: fetches[0]?.end ?? NaN,
    rows,
    paint,
  };
})();

// --- One interaction ---------------------------------------------------------------------------

/**
 * Where an interaction starts: the pointer press, the (debounced) URL change, or the last
 * keystroke.
 */
export type From = 'pointer' | 'url' | 'input';

export interface Sample {
  /** The input (see `From`); every other time is after it. */
  start: number;
  /** The pointer press and the click it ends in (the click runs the handler). */
  press: number;
  click: number;
  urlChange: number;
  lastInput: number;
  fetchStart: number;
  fetchEnd: number;
  /** The response in the query cache. */
  data: number;
  /** The new rows in the DOM (React committed). */
  commit: number;
  /** The frame with the new rows painted. */
  paint: number;
  /**
   * The list request's query string, and the rows drawn (a long page draws those near the
   * viewport).
   */
  search: string;
  rows: number;
}

let armedAt = 0;
let pointerAt = NaN;
let inputAt = NaN;
let clickAt = NaN;
const onClick = (e: Event) => {
  if (Number.isNaN(clickAt)) clickAt = e.timeStamp;
};
const onPointer = (e: Event) => {
  if (Number.isNaN(pointerAt)) pointerAt = e.timeStamp;
};
const onInput = (e: Event) => {
  inputAt = e.timeStamp;
};
document.addEventListener('pointerdown', onPointer, true);
document.addEventListener('mousedown', onPointer, true);
document.addEventListener('click', onClick, true);
document.addEventListener('input', onInput, true);

/** Starts an interaction: what arrives from now on answers it. */
function arm(): void {
  armedAt = performance.now();
  pointerAt = NaN;
  clickAt = NaN;
  inputAt = NaN;
}

/**
 * Waits for the table to show the first list response that arrived after `arm()`, then for paint.
 */
async function result(from: From): Promise<Sample> {
  const since = armedAt;
  let answer: Arrival | undefined;
  const commit = await when(
    () => {
      answer = arrivals.find((a) => a.at >= since && a.query.getObserversCount() > 0);
      return answer !== undefined && shows(answer.numbers);
    },
    () =>
      `since ${since.toFixed(0)}: ${arrivals.filter((a) => a.at >= since).length} responses, shown ${shownNumbers().slice(0, 60)}`,
  );
  const paint = await afterPaint();
  const request = fetches.find((f) => f.start >= since);
  const urlChange = urlChangedAt >= since ? urlChangedAt : NaN;
  const start = from === 'pointer' ? pointerAt : from === 'url' ? urlChange : inputAt;
  return {
    start,
    press: pointerAt,
    click: clickAt,
    urlChange,
    lastInput: inputAt,
    fetchStart: request?.start ?? NaN,
    fetchEnd: request?.end ?? NaN,
    data: answer!.at,
    commit,
    paint,
    search: request?.search ?? '',
    rows: drawnRows().length,
  };
}

/** Sets the URL directly (as a link or the back button does); timed from the call. */
async function navigate(search: string): Promise<Sample> {
  arm();
  const start = performance.now();
  await router.navigate(`${SCREEN.path}${search ? `?${search}` : ''}`);
  return { ...(await result('url')), start };
}

/** True when no list request is open and the table shows the data of the list it observes. */
function idle(): boolean {
  if (fetches.some((f) => f.end === undefined)) return false;
  const active = queryClient
    .getQueryCache()
    .findAll({ queryKey: [LIST_KEY, 'list'], type: 'active' });
  return (
    active.length === 1 &&
    active[0].state.status === 'success' &&
    active[0].state.fetchStatus === 'idle' &&
    shows(numbersOf(active[0].state.data))
  );
}

/** Moves to a list state without timing it: the URL, two frames for React, then idle. */
async function reset(search: string): Promise<void> {
  await router.navigate(`${SCREEN.path}${search ? `?${search}` : ''}`);
  await afterPaint();
  await afterPaint();
  await when(idle, () => `reset to ?${search}`);
}

/**
 * The pure list query alone, for the same query string (the part of a request the mock computes).
 */
function queryMs(search: string, runs = 5): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    SCREEN.query(search);
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** Facts the driver needs to pick interactions: device count, types. */
function facts(): {
  devices: number;
  workOrders: number;
  types: { id: number; label: string }[];
} {
  const db = store.db();
  return {
    devices: db.devices.length,
    workOrders: SCREEN.path === '/devices' ? 0 : db.workOrders.length,
    types: db.deviceTypes.map((t) => ({ id: t.id, label: `${t.code} · ${t.name}` })),
  };
}

export interface RegisterBench {
  firstLoad: Promise<FirstLoad>;
  arm: typeof arm;
  result: typeof result;
  navigate: typeof navigate;
  reset: typeof reset;
  queryMs: typeof queryMs;
  facts: typeof facts;
  shownNumbers: typeof shownNumbers;
}

declare global {
  interface Window {
    __registerBench: RegisterBench;
    __registerBenchScale?: number;
    __registerBenchScreen?: keyof typeof SCREENS;
  }
}
window.__registerBench = { firstLoad, arm, result, navigate, reset, queryMs, facts, shownNumbers };
