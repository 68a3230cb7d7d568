/**
 * The durable-simulation bench page (issue 11): `startMockApi()` as the app starts it, over the
 * sample at `?scale=` (1 or 100), answered through MSW's service worker. Driven from Playwright
 * (scripts/bench/durable.bench.ts) through `window.__durableBench`: the first load (simulation
 * started, first list answered) and the round trip of writes, timed in the page.
 */
import { startMockApi, type MockApi, type WriteTiming } from '../../../src/api/mock/browser';
import { sampleAppSimulation } from '../../../src/api/mock/sample-apps';

const NOW = '2026-06-15T09:00:00Z';
/** The admin's token in the login's format: device-domain writes need a session. */
const AUTH = { Authorization: 'Bearer demo.1.bench', 'Content-Type': 'application/json' };
const scale = Number(new URLSearchParams(location.search).get('scale') ?? 1);

/** How long each stored write took inside the simulation (lock and catch-up, handler, append). */
const writeTimings: WriteTiming[] = [];

const started: Promise<{ api: MockApi; at: number }> = startMockApi({
  simulation: sampleAppSimulation,
  sample: { scale, now: NOW },
  onWrite: (t) => writeTimings.push(t),
}).then((api) => ({ api, at: performance.now() }));

export interface FirstLoad {
  /** The simulation answers (ms since navigation start). */
  ready: number;
  /** The first device list answered. */
  firstList: number;
  devices: number;
}

const firstLoad: Promise<FirstLoad> = started.then(async ({ api, at }) => {
  const response = await fetch('/api/devices?itemsPerPage=10');
  await response.json();
  return { ready: at, firstList: performance.now(), devices: api.db().devices.length };
});

let created = 0;

/** One write through the worker, timed from the call to the answer read. */
async function write(kind: 'create' | 'update'): Promise<number> {
  const { api } = await started;
  const db = api.db();
  const t0 = performance.now();
  let response: Response;
  if (kind === 'create') {
    created++;
    const body = {
      name: `Bench cabinet ${created}`,
      typeId: db.deviceTypes[0].id,
      locationId: db.deviceLocations[db.deviceLocations.length - 1].id,
    };
    response = await fetch('/api/devices', {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify(body),
    });
  } else {
    response = await fetch('/api/devices/24DC10001', {
      method: 'PUT',
      headers: AUTH,
      body: JSON.stringify({ notes: `Bench note ${performance.now()}` }),
    });
  }
  await response.text();
  const ms = performance.now() - t0;
  if (!response.ok) throw new Error(`durable bench: ${kind} answered ${response.status}`);
  return ms;
}

/** One read through the worker (the same plumbing without a write), for comparison. */
async function read(): Promise<number> {
  await started;
  const t0 = performance.now();
  await (await fetch('/api/devices/24DC10001')).text();
  return performance.now() - t0;
}

/** The write timings since the last call. */
function timings(): WriteTiming[] {
  return writeTimings.splice(0);
}

async function reset(): Promise<void> {
  const { api } = await started;
  await api.reset();
}

export interface DurableBench {
  firstLoad: Promise<FirstLoad>;
  write: typeof write;
  read: typeof read;
  reset: typeof reset;
  timings: typeof timings;
}

declare global {
  interface Window {
    __durableBench: DurableBench;
  }
}
window.__durableBench = { firstLoad, write, read, reset, timings };
