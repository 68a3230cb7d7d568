/**
 * The live part of the server bench (issue 38, docs/performance.md "The server at scale"): 200
 * WebSocket subscribers on one listening instance, readings posted through the gateway's ingest
 * call at one per device every 3 s, and per reading the delay from its post to its arrival at
 * each subscriber. Clients, gateway and server share this one process (and its event loop), so
 * the figures include the clients' own work; to tell where the time goes it also prints when the
 * instance heard each reading back from its bus (the store, the alarms' judgement and NOTIFY) and
 * how late this process's event loop ran.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import WebSocket from 'ws';

import { buildApp } from '../../server/app';
import { busOf } from '../../server/bus/bus';
import type { OpenDatabase } from '../../server/db/open';
import { READINGS_BATCH_MS } from '../../server/live/hub';
import { createGatewayToken } from '../../server/readings/gateway-account';
import { LIVE_READING_INTERVAL_MS } from '../../src/api/contract/live';
import { percentile } from './stats';

const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 200);
const DEVICES_EACH = 10;
const DISTINCT_DEVICES = Number(process.env.BENCH_LIVE_DEVICES ?? 500);
const DURATION_MS = Number(process.env.BENCH_LIVE_SECONDS ?? 30) * 1000;

interface Subscriber {
  ws: WebSocket;
  /** Per reading heard: arrival minus the reading's `t` (set when it was posted). */
  delays: number[];
  /** Per batch heard: arrival minus its newest reading's `t` (the pipeline without the wait). */
  newest: number[];
  readings: number;
  batches: number;
}

/** Devices that send readings (docs/server.md: in service or in fault), by number. */
async function liveDevices(database: OpenDatabase, count: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('devices')
    .select('number')
    .where('status', 'in', ['in_service', 'fault'])
    .where('deleted_at', 'is', null)
    // The generated register's numbers (B0000001) are not the contract's, which subscribe checks.
    .where(sql<boolean>`number ~ '^[0-9]{2}[A-Z]{2}[0-9]{5}$'`)
    .orderBy('number')
    .limit(count)
    .execute();
  return rows.map((r) => r.number);
}

/** Subscriber i watches DEVICES_EACH consecutive devices from i·DEVICES_EACH, wrapping around. */
function devicesOf(i: number, devices: string[]): string[] {
  return Array.from(
    { length: DEVICES_EACH },
    (_, k) => devices[(i * DEVICES_EACH + k) % devices.length],
  );
}

/** Opens one socket, subscribes, and resolves once the subscribe is answered. */
function subscribe(url: string, devices: string[]): Promise<Subscriber> {
  const ws = new WebSocket(url);
  const subscriber: Subscriber = { ws, delays: [], newest: [], readings: 0, batches: 0 };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', devices })));
    ws.on('message', (data) => {
      const arrival = Date.now();
      const message = JSON.parse(String(data)) as {
        type: string;
        devices?: string[];
        readings?: { t: number }[];
      };
      if (message.type === 'error') reject(new Error(`subscribe refused: ${String(data)}`));
      if (message.type === 'subscribed') {
        if (message.devices?.length !== devices.length)
          console.log(`  a subscriber got ${message.devices?.length} of ${devices.length} devices`);
        resolve(subscriber);
      }
      if (message.type !== 'readings' || !message.readings) return;
      subscriber.batches++;
      subscriber.readings += message.readings.length;
      for (const r of message.readings) subscriber.delays.push(arrival - r.t);
      subscriber.newest.push(arrival - Math.max(...message.readings.map((r) => r.t)));
    });
  });
}

/**
 * Posts one reading per device every LIVE_READING_INTERVAL_MS for `durationMs`, each device at
 * its own offset in the interval (as gateways spread over time would), and returns the calls'
 * times and how many were stored.
 */
async function postReadings(
  app: FastifyInstance,
  token: string,
  devices: string[],
  durationMs: number,
): Promise<{ times: number[]; stored: number; failed: number }> {
  const times: number[] = [];
  let stored = 0;
  let failed = 0;
  const rounds = Math.floor(durationMs / LIVE_READING_INTERVAL_MS);
  const start = Date.now() + 200;
  const posts: Promise<void>[] = [];
  const postOne = async (number: string) => {
    const t0 = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/devices/${number}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: { readings: [{ t: Date.now(), values: { load: 40, temperature: 35 } }] },
    });
    times.push(performance.now() - t0);
    if (answer.statusCode === 201) stored++;
    else failed++;
  };
  for (let round = 0; round < rounds; round++)
    devices.forEach((number, i) => {
      const at =
        start + round * LIVE_READING_INTERVAL_MS + (i * LIVE_READING_INTERVAL_MS) / devices.length;
      posts.push(
        new Promise<void>((resolve) => setTimeout(resolve, at - Date.now())).then(() =>
          postOne(number),
        ),
      );
    });
  await Promise.all(posts);
  return { times: times.sort((a, b) => a - b), stored, failed };
}

const ms = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`;

/**
 * The live part. Its own app on the real clock (the register's part runs on a fixed date, and
 * the ingest refuses readings ahead of the server's clock) with its database's bus, listening on
 * port 0, as `npm run server` runs it (docs/server.md "Live readings and alarms").
 */
export async function benchLive(database: OpenDatabase): Promise<void> {
  const devices = await liveDevices(database, DISTINCT_DEVICES);
  console.log(`live part: ${devices.length} devices that send readings`);
  const bus = await busOf(database);
  const app = await buildApp({ db: database.db, bus });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const liveUrl = `${address.replace(/^http/, 'ws')}/api/live`;
  const token = await createGatewayToken(database.db, {
    email: 'bench-gateway@plant.example',
    name: 'Bench gateway',
  });
  try {
    const subscribers = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, (_, i) => subscribe(liveUrl, devicesOf(i, devices))),
    );
    const watchers = SUBSCRIBERS * DEVICES_EACH;
    console.log(
      `\n${SUBSCRIBERS} live subscribers × ${DEVICES_EACH} devices (${devices.length} distinct), one reading per device every ${LIVE_READING_INTERVAL_MS / 1000} s for ${DURATION_MS / 1000} s; load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // When the instance hears each reading back from PostgreSQL (what the hub then sends on).
    const heardBack: number[] = [];
    const stopHearing = bus.subscribe((message) => {
      if (message.kind !== 'readings') return;
      const at = Date.now();
      for (const r of message.readings) heardBack.push(at - r.t);
    });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const posted = await postReadings(app, token, devices, DURATION_MS);
    loop.disable();
    stopHearing();
    // The last batches leave within one batch window.
    await new Promise((resolve) => setTimeout(resolve, READINGS_BATCH_MS + 1000));
    const delays = subscribers.flatMap((s) => s.delays).sort((a, b) => a - b);
    const newest = subscribers.flatMap((s) => s.newest).sort((a, b) => a - b);
    heardBack.sort((a, b) => a - b);
    const heard = subscribers.reduce((n, s) => n + s.readings, 0);
    const batches = subscribers.reduce((n, s) => n + s.batches, 0);
    const expected = (posted.stored * watchers) / devices.length;
    console.log(
      `POST …/readings (gateway, inject): ${posted.stored} stored, ${posted.failed} refused, ${ms(posted.times)}`,
    );
    console.log(
      `readings heard: ${heard} of ${expected} expected, in ${batches} batches (${(batches / SUBSCRIBERS / (DURATION_MS / 1000)).toFixed(2)} a second per socket)`,
    );
    console.log(`delay, post to arrival (every reading):     ${ms(delays)}`);
    console.log(`delay of each batch's newest reading:       ${ms(newest)}`);
    console.log(`post to the instance hearing it on the bus: ${ms(heardBack)}`);
    const lag = (p: number) => (loop.percentile(p) / 1e6).toFixed(0);
    console.log(
      `event loop delay (this one process): p50 ${lag(50)} ms, p95 ${lag(95)} ms, max ${(loop.max / 1e6).toFixed(0)} ms (the ${READINGS_BATCH_MS} ms batch window is in the delays above)`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const s of subscribers) s.ws.close();
  } finally {
    await app.close();
    await bus.close();
  }
}
