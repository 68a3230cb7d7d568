/**
 * The gateway's ingest call (src/api/contract/ingest.ts): who may post (401 without a session,
 * 403 for a role without the ability, and a gateway may do nothing else), what is refused (400
 * with the contract's field errors, 404 an unknown device, 409 a deleted one), and what is
 * stored (201; a repeated instant is kept once; the readings endpoint then shows the points).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { KitDb } from '@/api/mock/db';
import { isLive } from '@/api/shared/live';
import { measures, readingSource } from '@/api/shared/readings';

import type { OpenDatabase } from '../../server/db/open';
import {
  gatewayToken,
  listeningApp,
  seededDatabase,
  signIn,
  type LiveServer,
} from './live-sockets';
import { TEST_NOW } from './support';

const NOW = Date.parse(TEST_NOW);
let database: OpenDatabase;
let samples: KitDb;
let server: LiveServer;
const tokens: Record<'gateway' | 'admin' | 'client', string> = {} as never;

beforeAll(async () => {
  ({ database, samples } = await seededDatabase());
  server = await listeningApp(database);
  tokens.gateway = await gatewayToken(database);
  tokens.admin = await signIn(server.app, 'admin@demo.com', 'admin');
  tokens.client = await signIn(server.app, 'client@demo.com', 'client');
}, 300_000);

afterAll(async () => {
  await server.app.close();
  await server.bus.close();
  await database.close();
});

const device = () => samples.devices.filter(isLive)[0].number;
const reading = (t = NOW - 60_000) => ({ t, values: { load: 40, temperature: 35 } });

async function post(body: unknown, as?: keyof typeof tokens, number = device()) {
  const answer = await server.app.inject({
    method: 'POST',
    url: `/api/devices/${number}/readings`,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(typeof body !== 'string' && {
      headers: {
        'content-type': 'application/json',
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
      },
    }),
  });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
}

describe('who may post readings', () => {
  it('401 signInAgain without a session, or with a revoked or unknown token', async () => {
    expect(await post({ readings: [reading()] })).toMatchObject({
      status: 401,
      body: { key: 'signInAgain' },
    });
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/devices/${device()}/readings`,
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      payload: { readings: [reading()] },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('403 for an account whose role may not ingest (the client)', async () => {
    expect(await post({ readings: [reading()] }, 'client')).toMatchObject({
      status: 403,
      body: { key: 'notAllowed' },
    });
  });

  it('a gateway may post readings and nothing else', async () => {
    expect((await post({ readings: [reading(NOW - 120_000)] }, 'gateway')).status).toBe(201);
    const write = await server.app.inject({
      method: 'PUT',
      url: `/api/devices/${device()}`,
      headers: { authorization: `Bearer ${tokens.gateway}` },
      payload: { notes: 'gateway was here' },
    });
    expect(write.statusCode).toBe(403);
    const create = await server.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: { authorization: `Bearer ${tokens.gateway}` },
      payload: {},
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('what is refused', () => {
  it.each([
    ['no body fields', {}, ['readings']],
    ['an empty list', { readings: [] }, ['readings']],
    ['a field the call does not take', { readings: [reading()], site: 'A' }, ['site']],
    ['a reading without an instant', { readings: [{ values: {} }] }, ['readings.0.t']],
    [
      'an unknown metric',
      { readings: [{ t: NOW, values: { power: 3 } }] },
      ['readings.0.values.power'],
    ],
    [
      'a text value',
      { readings: [{ t: NOW, values: { load: '40' } }] },
      ['readings.0.values.load'],
    ],
    ['a fractional instant', { readings: [{ t: NOW + 0.5, values: {} }] }, ['readings.0.t']],
    [
      'a huge value',
      { readings: [{ t: NOW, values: { load: 1e300 } }] },
      ['readings.0.values.load'],
    ],
    [
      'too many readings',
      { readings: Array.from({ length: 1001 }, (_, i) => reading(NOW - i * 1000)) },
      ['readings'],
    ],
  ])('400 for %s, naming the field', async (_name, body, fields) => {
    const answer = await post(body, 'gateway');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object)).toEqual(fields);
  });

  it('400 for a reading more than 5 minutes ahead of the server’s clock', async () => {
    const answer = await post({ readings: [reading(), reading(NOW + 6 * 60_000)] }, 'gateway');
    expect(answer).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'readings.1.t', key: 'tooBig' }] },
    });
  });

  it('400 for a body that is not a JSON object', async () => {
    expect((await post('[1,2]', 'gateway')).status).toBe(400);
  });

  it('404 for an unknown device, 409 for a deleted one', async () => {
    expect(await post({ readings: [reading()] }, 'gateway', '24XX99999')).toMatchObject({
      status: 404,
      body: { key: 'deviceNotFound' },
    });
    const gone = samples.devices.filter(isLive)[1].number;
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/devices/${gone}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await post({ readings: [reading()] }, 'gateway', gone)).toMatchObject({
      status: 409,
      body: { key: 'deviceDeleted' },
    });
  });
});

describe('what is stored', () => {
  it('201 with what was stored; a repeated instant is kept once, as first posted', async () => {
    // A device with a rated current: it measures load.
    const number = samples.devices.filter(isLive).find((d) =>
      measures(
        readingSource(
          d,
          samples.deviceTypes.find((t) => t.id === d.typeId),
        ),
        'load',
      ),
    )!.number;
    const t = Math.floor(NOW / 60_000) * 60_000 - 30 * 60_000;
    const first = await post(
      {
        readings: [
          { t, values: { load: 41.5 } },
          { t: t + 60_000, values: { load: 42 } },
        ],
      },
      'gateway',
      number,
    );
    expect(first).toEqual({ status: 201, body: { stored: 2, duplicates: 0, alarms: [] } });
    const again = await post(
      {
        readings: [
          { t, values: { load: 99 } },
          { t: t + 120_000, values: { load: 43 } },
        ],
      },
      'gateway',
      number.toLowerCase(),
    );
    expect(again).toEqual({ status: 201, body: { stored: 1, duplicates: 1, alarms: [] } });
    const series = await server.app.inject({
      url: `/api/devices/${number}/readings?metric=load&from=${t - 60_000}&to=${t + 180_000}`,
    });
    expect(series.json()).toMatchObject({
      stepMs: 60_000,
      points: [
        { t, v: 41.5 },
        { t: t + 60_000, v: 42 },
        { t: t + 120_000, v: 43 },
      ],
    });
  });
});
