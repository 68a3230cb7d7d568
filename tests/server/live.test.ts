/**
 * `/api/live` through a real listening port and a `ws` client: the protocol's answers are the
 * simulation's (subscribed, the errors), a reading a gateway posts reaches the device's
 * subscribers and no one else, a crossing of the type's limit reaches them and the alarm
 * subscribers as one `alarm`, every write answered 2xx reaches every socket as `changed` (those
 * within 50 ms in one message; sign-in and readings not), and closing the server closes the
 * sockets with 1012.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { KitDb } from '@/api/mock/db';
import { createLiveSession, handleLiveMessage } from '@/api/mock/queries/live';
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
let database: OpenDatabase;
let samples: KitDb;
let server: LiveServer;
let gateway: string;
let admin: string;
let client: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ database, samples } = await seededDatabase());
  server = await listeningApp(database);
  gateway = await gatewayToken(database);
  admin = await signIn(server.app, 'admin@demo.com', 'admin');
  client = await signIn(server.app, 'client@demo.com', 'client');
}, 300_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await server.app.close();
  await server.bus.close();
  await database.close();
});

async function socket(): Promise<TestSocket> {
  const s = await TestSocket.open(server.liveUrl);
  sockets.push(s);
  return s;
}

const simulationAnswer = (data: unknown) => handleLiveMessage(samples, createLiveSession(), data);

function post(number: string, body: unknown, token = gateway) {
  return server.app.inject({
    method: 'POST',
    url: `/api/devices/${number}/readings`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

const live = () => samples.devices.filter(isLive);
const sourceOf = (number: string) => {
  const device = samples.devices.find((d) => d.number === number)!;
  return readingSource(
    device,
    samples.deviceTypes.find((t) => t.id === device.typeId),
  );
};

describe('the protocol, as the simulation answers it', () => {
  it('subscribe: live devices accepted, standby and unknown ones ignored', async () => {
    const s = await socket();
    const standby = samples.devices.find((d) => d.status === 'standby')!.number;
    const message = {
      type: 'subscribe',
      devices: [live()[0].number, standby, '24XX99999', live()[1].number],
    };
    const answer = await s.ask(message);
    expect(answer).toEqual(simulationAnswer(JSON.stringify(message))[0]);
    expect(answer).toMatchObject({ type: 'subscribed', ignored: [standby, '24XX99999'] });
  });

  it.each([
    ['not JSON', '{subscribe'],
    ['not a client message', { type: 'subscribe', devices: 'all' }],
    ['an unknown type', { type: 'hello' }],
    ['a message over 64 kB', JSON.stringify({ type: 'subscribe', devices: ['x'.repeat(70_000)] })],
  ])('answers %s with the same error and stays open', async (_name, message) => {
    const s = await socket();
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    const answer = await s.ask(data);
    expect(answer).toEqual(simulationAnswer(data)[0]);
    expect(answer.type).toBe('error');
    expect(await s.ask({ type: 'subscribe', devices: [] })).toEqual({
      type: 'subscribed',
      devices: [],
      ignored: [],
    });
  });

  it('a binary frame is liveUnreadable', async () => {
    const s = await socket();
    const from = s.messages.length;
    s.ws.send(Buffer.from([1, 2, 3]));
    expect(await s.waitFor(() => true, { from })).toEqual(simulationAnswer(new Uint8Array())[0]);
  });
});

describe('readings and alarms a gateway posts', () => {
  it('reach the subscribers of the device, and only them', async () => {
    const [device, other] = [live()[2].number, live()[3].number];
    const watcher = await socket();
    const bystander = await socket();
    await watcher.ask({ type: 'subscribe', devices: [device] });
    await bystander.ask({ type: 'subscribe', devices: [other] });
    const values = { voltage: 10.2, current: 12.5, load: 20, temperature: 30 };
    const answer = await post(device, { readings: [{ t: NOW - 10_000, values }] });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ stored: 1, duplicates: 0, alarms: [] });
    const heard = await watcher.waitFor((m) => m.type === 'readings');
    expect(heard).toEqual({
      type: 'readings',
      readings: [{ device, t: NOW - 10_000, values, over: [] }],
    });
    // The bystander hears a reading of its own device, and never the other's.
    await post(other, { readings: [{ t: NOW - 9_000, values }] });
    const own = await bystander.waitFor((m) => m.type === 'readings');
    expect((own.readings as { device: string }[]).map((r) => r.device)).toEqual([other]);
    expect(bystander.messages.filter((m) => m.type === 'readings')).toHaveLength(1);
  });

  it("a crossing of the type's limit is one alarm to the device's and the alarm subscribers", async () => {
    const device = live()[4].number;
    const limit = thresholdOf(sourceOf(device), 'temperature')!;
    const watcher = await socket();
    const alarmsOnly = await socket();
    await watcher.ask({ type: 'subscribe', devices: [device] });
    await alarmsOnly.ask({ type: 'subscribe', devices: [], alarms: true });
    const cell = Math.floor(NOW / 300_000) * 300_000 - 3_600_000;
    const at = (k: number, temperature: number) => ({
      t: cell + k * 300_000,
      values: { temperature },
    });
    const peak = Math.round(limit * 1.2);
    const posted = await post(device, {
      readings: [at(0, limit - 5), at(1, limit + 1), at(2, peak)],
    });
    expect(posted.statusCode).toBe(201);
    const raised = (posted.json() as { alarms: { id: string }[] }).alarms;
    expect(raised).toHaveLength(1);
    expect(raised[0].id).toBe(`${device}-temperature-${cell + 300_000}`);
    const [toWatcher, toAll] = await Promise.all([
      watcher.waitFor((m) => m.type === 'alarm'),
      alarmsOnly.waitFor((m) => m.type === 'alarm'),
    ]);
    expect(toWatcher).toEqual(toAll);
    expect(toWatcher).toMatchObject({
      alarm: { id: raised[0].id, deviceNumber: device, metric: 'temperature', endedAt: null },
    });
    // Still over later: the same alarm goes on (its peak follows), no second one.
    const again = await post(device, { readings: [at(3, limit + 2)] });
    expect((again.json() as { alarms: unknown[] }).alarms).toEqual([]);
    // The readings' `over` names the metric past its limit.
    const batch = await watcher.waitFor((m) => m.type === 'readings');
    expect((batch.readings as { over: string[] }[])[1].over).toEqual(['temperature']);
    const listed = await server.app.inject({
      url: `/api/devices/${device}/alarms?from=${cell}&to=${NOW}`,
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      alarms: [{ id: raised[0].id, peak, severity: 'critical', endedAt: null }],
    });
    expect(alarmsOnly.messages.filter((m) => m.type === 'alarm')).toHaveLength(1);
  });
});

describe('change notices', () => {
  it('every socket hears a write, two writes within 50 ms in one message', async () => {
    const a = await socket();
    const b = await socket();
    const [first, second] = [live()[5], live()[6]];
    const from = a.messages.length;
    const answers = await Promise.all(
      [first, second].map((d) =>
        server.app.inject({
          method: 'PUT',
          url: `/api/devices/${d.number}`,
          headers: { authorization: `Bearer ${admin}` },
          payload: { notes: `checked ${d.number}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const expected = {
      type: 'changed',
      changes: [
        { method: 'PUT', path: `/api/devices/${first.number}` },
        { method: 'PUT', path: `/api/devices/${second.number}` },
      ],
    };
    const heard = await a.waitFor((m) => m.type === 'changed', { from });
    expect({
      ...heard,
      changes: [...(heard.changes as object[])].sort((x, y) =>
        JSON.stringify(x).localeCompare(JSON.stringify(y)),
      ),
    }).toEqual(expected);
    expect(await b.waitFor((m) => m.type === 'changed')).toEqual(heard);
  });

  it('a refused write, a sign-in and posted readings announce nothing', async () => {
    const s = await socket();
    const refused = await server.app.inject({
      method: 'PUT',
      url: `/api/devices/${live()[7].number}`,
      headers: { authorization: `Bearer ${client}` },
      payload: { notes: 'no' },
    });
    expect(refused.statusCode).toBe(403);
    await signIn(server.app, 'admin@demo.com', 'admin');
    await post(live()[7].number, {
      readings: [{ t: NOW - 5_000, values: { temperature: 20 } }],
    });
    // A write after them: the first notice heard is its own.
    await server.app.inject({
      method: 'DELETE',
      url: `/api/devices/${live()[8].number}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const heard = await s.waitFor((m) => m.type === 'changed');
    expect(heard.changes).toEqual([{ method: 'DELETE', path: `/api/devices/${live()[8].number}` }]);
  });
});

describe('shutdown', () => {
  it('closing the server closes every socket with 1012 (restart: reconnect)', async () => {
    const s = await socket();
    await s.ask({ type: 'subscribe', devices: [live()[0].number] });
    await server.app.close();
    expect(await s.closed).toEqual({ code: 1012, reason: 'Server restart' });
  });
});
