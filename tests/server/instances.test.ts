/**
 * Many instances, one database (issue 38.5): two apps, each with its own bus, over ONE database
 * (one PGlite here; two pg pools on a PostgreSQL server when TEST_DATABASE_URL is set, in a
 * schema of their own). A write through one reaches a `/api/live` socket of the other as
 * `changed`, is read through the other at once, and a reading a gateway posts through one
 * reaches a subscriber of the other; an alarm both judge is raised once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { KitDb } from '@/api/mock/db';
import { isLive } from '@/api/shared/live';
import { readingSource, thresholdOf } from '@/api/shared/readings';

import type { OpenDatabase } from '../../server/db/open';
import {
  gatewayToken,
  listeningApp,
  seededDatabase,
  signIn,
  TestSocket,
  type LiveServer,
} from './live-sockets';
import { TEST_NOW } from './support';

const NOW = Date.parse(TEST_NOW);

interface Pair {
  one: LiveServer;
  two: LiveServer;
  samples: KitDb;
  gateway: string;
  admin: string;
  close(): Promise<void>;
}

/** Two instances over one in-memory PGlite (one database, two apps, two buses). */
async function onePGlite(): Promise<Pair> {
  const { database, samples } = await seededDatabase();
  const one = await listeningApp(database);
  const two = await listeningApp(database);
  return {
    one,
    two,
    samples,
    gateway: await gatewayToken(database),
    admin: await signIn(one.app, 'admin@demo.com', 'admin'),
    async close() {
      for (const s of [one, two]) {
        await s.app.close();
        await s.bus.close();
      }
      await database.close();
    },
  };
}

/** Two instances over a PostgreSQL server: two pools in a fresh schema, two listening clients. */
async function onePostgres(url: string): Promise<Pair> {
  const schema = `instances_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query('create extension if not exists pg_trgm');
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const { database: first, samples } = await seededDatabase({ kind: 'postgres', url: scoped.href });
  const { openDatabase } = await import('../../server/db/open');
  const second: OpenDatabase = openDatabase({ kind: 'postgres', url: scoped.href });
  const one = await listeningApp(first);
  const two = await listeningApp(second);
  return {
    one,
    two,
    samples,
    gateway: await gatewayToken(first),
    admin: await signIn(one.app, 'admin@demo.com', 'admin'),
    async close() {
      for (const s of [one, two]) {
        await s.app.close();
        await s.bus.close();
      }
      await first.close();
      await second.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const targets: [string, () => Promise<Pair>][] = [['one PGlite', onePGlite]];
const url = process.env.TEST_DATABASE_URL;
if (url) targets.push(['one PostgreSQL server (TEST_DATABASE_URL)', () => onePostgres(url)]);

describe.each(targets)('two instances on %s', (_name, open) => {
  let pair: Pair;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    pair = await open();
  }, 300_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await pair?.close();
  });
  const socketOn = async (server: LiveServer) => {
    const s = await TestSocket.open(server.liveUrl);
    sockets.push(s);
    return s;
  };
  const live = () => pair.samples.devices.filter(isLive);

  it('a write through one is read through the other and reaches its sockets as changed', async () => {
    const watcher = await socketOn(pair.two);
    const number = live()[0].number;
    const put = await pair.one.app.inject({
      method: 'PUT',
      url: `/api/devices/${number}`,
      headers: { authorization: `Bearer ${pair.admin}` },
      payload: { notes: 'changed through one' },
    });
    expect(put.statusCode).toBe(200);
    const heard = await watcher.waitFor((m) => m.type === 'changed');
    expect(heard).toEqual({
      type: 'changed',
      changes: [{ method: 'PUT', path: `/api/devices/${number}` }],
    });
    const read = await pair.two.app.inject({ url: `/api/devices/${number}` });
    expect(read.json()).toMatchObject({ notes: 'changed through one', version: 2 });
  });

  it('a reading posted through one reaches a subscriber of the other, once', async () => {
    const number = live()[1].number;
    const subscriber = await socketOn(pair.two);
    expect(await subscriber.ask({ type: 'subscribe', devices: [number] })).toMatchObject({
      devices: [number],
    });
    const values = { voltage: 10.1, current: 5, load: 12.5, temperature: 31 };
    const posted = await pair.one.app.inject({
      method: 'POST',
      url: `/api/devices/${number}/readings`,
      headers: { authorization: `Bearer ${pair.gateway}` },
      payload: { readings: [{ t: NOW - 2_000, values }] },
    });
    expect(posted.statusCode).toBe(201);
    const heard = await subscriber.waitFor((m) => m.type === 'readings');
    expect(heard).toEqual({
      type: 'readings',
      readings: [{ device: number, t: NOW - 2_000, values, over: [] }],
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(subscriber.messages.filter((m) => m.type === 'readings')).toHaveLength(1);
    // Stored once, read through the other instance on the minute grid (its cell's first reading).
    const series = await pair.two.app.inject({
      url: `/api/devices/${number}/readings?metric=load&from=${NOW - 60_000}&to=${NOW}`,
    });
    expect(series.json()).toMatchObject({ stepMs: 60_000, points: [{ t: NOW - 60_000, v: 12.5 }] });
  });

  it('the same crossing posted through both at once is one alarm, heard once on each', async () => {
    const device = live()[2];
    const limit = thresholdOf(
      readingSource(
        device,
        pair.samples.deviceTypes.find((t) => t.id === device.typeId),
      ),
      'temperature',
    )!;
    const [onOne, onTwo] = [await socketOn(pair.one), await socketOn(pair.two)];
    await onOne.ask({ type: 'subscribe', devices: [], alarms: true });
    await onTwo.ask({ type: 'subscribe', devices: [], alarms: true });
    const cell = Math.floor(NOW / 300_000) * 300_000 - 1_800_000;
    const body = {
      readings: [
        { t: cell, values: { temperature: limit - 3 } },
        { t: cell + 300_000, values: { temperature: limit + 4 } },
      ],
    };
    const answers = await Promise.all(
      [pair.one, pair.two].map((s) =>
        s.app.inject({
          method: 'POST',
          url: `/api/devices/${device.number}/readings`,
          headers: { authorization: `Bearer ${pair.gateway}` },
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const raised = answers.flatMap((a) => (a.json() as { alarms: { id: string }[] }).alarms);
    expect(raised.map((a) => a.id)).toEqual([`${device.number}-temperature-${cell + 300_000}`]);
    const stored = answers.map((a) => (a.json() as { stored: number }).stored);
    expect(stored.reduce((x, y) => x + y)).toBe(2);
    await Promise.all([onOne, onTwo].map((s) => s.waitFor((m) => m.type === 'alarm')));
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [onOne, onTwo])
      expect(s.messages.filter((m) => m.type === 'alarm')).toHaveLength(1);
    const listed = await pair.two.app.inject({
      url: `/api/devices/${device.number}/alarms?from=${cell}&to=${NOW}`,
    });
    expect((listed.json() as { total: number }).total).toBe(1);
  });
});
