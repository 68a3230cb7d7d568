/**
 * The device writes answer as the simulation does, request for request over the same samples
 * (both clocks pinned to one "now"): field errors (400 `{ errors, issues }`), unknown fields, the
 * references and number rules, the ETag / If-Match flow with its 412, delete kept as deleted (409
 * after), and the lists a deleted device shows in.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { createKitDb } from '@/api/mock/db';
import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
beforeAll(() => pinWriteTime(server.samples, Date.parse(TEST_NOW)));

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(
    answer,
    `${request.method} ${request.url} ${JSON.stringify(request.body)?.slice(0, 80)}`,
  ).toEqual(simulation);
  return answer;
}

// The samples are deterministic: the ids the tables are built with are the ids both targets hold.
const PANEL = createKitDb({ now: TEST_NOW }).deviceLocations.find((l) => l.kind === 'panel')!.id;
const panel = () => PANEL;
const valid = () => ({
  name: 'New lighting cabinet',
  typeId: 1,
  locationId: panel(),
  installDate: '2026-02-20',
  commissionDate: '2026-03-01',
  tags: [' a ', 'a', 'b'],
  nameplate: { ratedVoltageKv: 0.4, frequencyHz: 50, ratedPowerKva: 30 },
});

describe('creating a device on both targets', () => {
  it.each([
    ['nothing', {}],
    ['a blank name', { ...valid(), name: '  ' }],
    ['an unknown type and location', { ...valid(), typeId: 999, locationId: 999999 }],
    ['a field the call does not take', { ...valid(), colour: 'red' }],
    ['a number of another type', { ...valid(), number: '24UP10001' }],
    ['a number in use', { ...valid(), number: '24DC10001' }],
    ['dates out of order', { ...valid(), installDate: '2026-05-01', commissionDate: '2026-04-01' }],
    ['an inspection in the future', { ...valid(), lastInspection: '2027-01-01' }],
    ['an unknown parent', { ...valid(), parentNumber: '24DC19999' }],
    ['a bad status and condition', { ...valid(), status: 'broken', condition: 9 }],
    ['too many tags', { ...valid(), tags: Array.from({ length: 30 }, (_, i) => `t${i}`) }],
    [
      'wrong types everywhere',
      { name: 3, typeId: 'x', locationId: null, tags: 'a', nameplate: [] },
    ],
  ])('refuses %s with the same field errors', async (_name, body) => {
    const answer = await expectSame({ method: 'POST', url: '/api/devices', body });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: object }).errors).length).toBeGreaterThan(0);
  });

  it.each([
    ['a list', '[1,2]'],
    ['null', 'null'],
    ['malformed JSON', '{"name": '],
    ['a form', 'name=x&typeId=1'],
  ])('refuses %s as the body (400 bodyNotObject)', async (_name, raw) => {
    const answer = await server.call({
      method: 'POST',
      url: '/api/devices',
      payload: raw,
      headers: { 'content-type': 'application/json' },
      as: 'admin',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'The request body must be a JSON object',
      key: 'bodyNotObject',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const answer = await server.call({
      method: 'POST',
      url: '/api/devices',
      payload: JSON.stringify({ ...valid(), notes: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
      as: 'admin',
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The request body is larger than 256 kB',
      key: 'bodyTooLarge',
      params: { max: 256 },
    });
  });

  it('creates the same device (number generated from the year and type)', async () => {
    const answer = await expectSame({ method: 'POST', url: '/api/devices', body: valid() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      number: '26DC10001',
      tags: ['a', 'b'],
      version: 1,
      type: { code: 'DC' },
    });
    await expectSame({ url: '/api/devices/26DC10001' });
    await expectSame({ url: '/api/devices?sortBy=name&itemsPerPage=-1' });
  });
});

describe('updating and deleting on both targets', () => {
  it('refuses what the simulation refuses', async () => {
    for (const body of [
      { number: '24DC10003' },
      { parentNumber: '24DC10002' },
      { typeId: 999 },
      { warrantyUntil: '2000-01-01' },
      { name: '' },
      { unknown: 1 },
    ]) {
      const answer = await expectSame({ method: 'PUT', url: '/api/devices/24DC10002', body });
      expect(answer.status).toBe(400);
    }
    await expectSame({ method: 'PUT', url: '/api/devices/24XX99999', body: { name: 'x' } });
  });

  it('moves the version only when something changed, answers it as the ETag, and 412s a stale If-Match', async () => {
    const url = '/api/devices/24DC10004';
    expect((await expectSame({ url })).etag).toBe('"1"');
    expect(
      (
        await expectSame({
          method: 'PUT',
          url,
          body: { name: 'Emergency lighting cabinet 04' },
          headers: { 'If-Match': '"1"' },
        })
      ).etag,
    ).toBe('"1"');
    expect(
      (
        await expectSame({
          method: 'PUT',
          url,
          body: { name: 'Renamed', nameplate: { ratedVoltageKv: 0.69 } },
          headers: { 'If-Match': '"1"' },
        })
      ).etag,
    ).toBe('"2"');
    const stale = await expectSame({
      method: 'PUT',
      url,
      body: { name: 'Lost update' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe('"2"');
    expect(stale.body).toMatchObject({
      key: 'deviceChangedElsewhere',
      current: { name: 'Renamed', version: 2 },
    });
    expect((await expectSame({ url })).body).toMatchObject({ name: 'Renamed', version: 2 });
    for (const tag of ['W/"2"', '"x"', '*, "1"'])
      await expectSame({ method: 'PUT', url, body: { notes: tag }, headers: { 'If-Match': tag } });
  });

  it('deletes as the simulation does: kept as deleted, children detached, 409 after', async () => {
    const parent = server.samples.devices.find((d) =>
      server.samples.devices.some((c) => c.parentNumber === d.number),
    )!;
    const url = `/api/devices/${parent.number}`;
    const children = server.samples.devices
      .filter((c) => c.parentNumber === parent.number)
      .map((c) => c.number);
    expect(
      (await expectSame({ method: 'DELETE', url, headers: { 'If-Match': '"7"' } })).status,
    ).toBe(412);
    expect((await expectSame({ method: 'DELETE', url })).status).toBe(204);
    expect((await expectSame({ url, as: undefined })).status).toBe(404);
    expect((await expectSame({ url })).body).toMatchObject({
      deletedBy: 'John Doe',
      locationPath: [],
      childNumbers: [],
    });
    expect((await expectSame({ method: 'DELETE', url })).status).toBe(409);
    expect((await expectSame({ method: 'PUT', url, body: { name: 'x' } })).status).toBe(409);
    expect(
      (
        await expectSame({
          method: 'POST',
          url: '/api/devices',
          body: { ...valid(), number: parent.number, typeId: parent.typeId },
        })
      ).status,
    ).toBe(400);
    for (const child of children)
      expect((await expectSame({ url: `/api/devices/${child}` })).body).toMatchObject({
        parentNumber: null,
        version: 2,
      });
    // A word of the deleted device's name, which devices of the register share too: the text
    // search's own query (server/devices/list.ts) orders the register before the deleted.
    const word = encodeURIComponent(parent.name.split(' ')[0]);
    for (const query of [
      'deleted=include&sortBy=name',
      'deleted=only',
      'deleted=include&itemsPerPage=-1',
      `deleted=include&q=${word}&itemsPerPage=-1`,
      `deleted=include&q=${word}&sortBy=name&orderBy=desc&itemsPerPage=-1`,
      `deleted=include&q=${word}&sortBy=type&itemsPerPage=-1`,
      `deleted=include&q=${word}&sortBy=location&orderBy=desc&itemsPerPage=-1`,
      `deleted=only&q=${parent.number.toLowerCase()}`,
    ]) {
      const listed = await expectSame({ url: `/api/devices?${query}` });
      if (query.includes('q='))
        expect(
          (listed.body as { devices: { number: string }[] }).devices.map((d) => d.number),
        ).toContain(parent.number);
      await expectSame({ url: `/api/devices?${query}`, as: 'client' });
    }
  });

  it('wrote one audit entry per stored change: none for refusals, 412s or a save that changed nothing', async () => {
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['operation', 'entity_id', 'user_id'])
      .where('operation', '!=', 'login')
      .orderBy('id')
      .execute();
    const parent = rows.at(-1)!.entity_id;
    expect(rows).toEqual([
      { operation: 'createDevice', entity_id: '26DC10001', user_id: 1 },
      { operation: 'updateDevice', entity_id: '24DC10004', user_id: 1 },
      { operation: 'deleteDevice', entity_id: parent, user_id: 1 },
    ]);
  });
});
