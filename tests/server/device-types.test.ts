/**
 * The device type calls answer as the simulation does, request for request over the same samples
 * (both clocks pinned to one "now"): the list's search, filter, sorts and paging (hostile values
 * included), one type, a new interval's impact, and the writes with their field errors, 409 while
 * in use, If-Match → 412, 401 / 403, the devices a new interval reschedules, and the audit entries.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { DEVICE_TYPE_SORT_KEYS } from '@/api/contract/devices';
import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
beforeAll(() => pinWriteTime(server.samples, Date.parse(TEST_NOW)));

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(
    answer,
    `${request.method ?? 'GET'} ${request.url.slice(0, 120)} ${JSON.stringify(request.body)?.slice(0, 80)}`,
  ).toEqual(simulation);
  return answer;
}

const NASTY = [
  "'; drop table device_types; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '\u0000',
  '😀',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  'x'.repeat(20_000),
  '[1,2]',
];

const newType = () => ({
  code: 'ZX',
  name: 'Test switch',
  category: 'distribution',
  inspectionIntervalDays: '120',
  nameplateFields: ['ratedCurrentA', 'ratedVoltageKv'],
  thresholds: { maxTemperatureC: 80, maxLoadPercent: '90' },
});

describe('reading device types on both targets', () => {
  it('lists with each sort key in both directions, paging, search and category', async () => {
    const all = await expectSame({ url: '/api/device-types?itemsPerPage=-1' });
    const { types, total } = all.body as { types: { deviceCount: number }[]; total: number };
    expect(total).toBeGreaterThan(3);
    expect(types.some((t) => t.deviceCount > 0)).toBe(true);
    for (const key of DEVICE_TYPE_SORT_KEYS)
      for (const order of ['asc', 'desc'])
        await expectSame({
          url: `/api/device-types?sortBy=${key}&orderBy=${order}&itemsPerPage=5`,
        });
    for (const query of [
      '',
      'page=2&itemsPerPage=3',
      'page=99',
      'q=cab',
      'q=%20TR%20',
      'q=transformer',
      'q=no%20such%20thing',
      'category=distribution',
      'category=transformation&sortBy=deviceCount&orderBy=desc',
      'category=nonsense',
      'sortBy=nonsense',
    ])
      await expectSame({ url: `/api/device-types?${query}` });
  });

  it('answers hostile values in every list parameter as the simulation does, never a 500', async () => {
    for (const key of ['q', 'category', 'sortBy', 'orderBy', 'page', 'itemsPerPage'])
      for (const value of NASTY) {
        const answer = await expectSame({
          url: `/api/device-types?${key}=${encodeURIComponent(value)}&sortBy=name`,
        });
        expect(answer.status).toBe(200);
      }
  });

  it('answers one type with its counts and its version as the ETag; 404 for any other id', async () => {
    const one = await expectSame({ url: '/api/device-types/1' });
    expect(one.etag).toBe('"1"');
    expect(one.body).toMatchObject({ id: 1, deviceCount: expect.any(Number) });
    for (const id of ['999', 'abc', '-1', '1.5', '2147483648', '99999999999999999999', '%00'])
      expect((await expectSame({ url: `/api/device-types/${id}` })).status).toBe(404);
  });

  it('weighs a new inspection interval as the simulation does', async () => {
    for (const [id, days] of [
      [1, '30'],
      [1, '3650'],
      [2, '7'],
      [3, '365'],
    ] as const) {
      const answer = await expectSame({
        url: `/api/device-types/${id}/interval-impact?inspectionIntervalDays=${days}`,
      });
      expect(answer.status).toBe(200);
      expect((answer.body as { devices: number }).devices).toBeGreaterThan(0);
    }
    const seven = (
      await expectSame({ url: '/api/device-types/1/interval-impact?inspectionIntervalDays=7' })
    ).body as { overdue: number; overdueNow: number };
    expect(seven.overdue).toBeGreaterThan(seven.overdueNow);
    for (const days of ['', '0', '3651', 'abc', '1.5', ...NASTY])
      expect(
        (
          await expectSame({
            url: `/api/device-types/1/interval-impact?inspectionIntervalDays=${encodeURIComponent(days)}`,
          })
        ).status,
      ).toBe(400);
    await expectSame({ url: '/api/device-types/1/interval-impact' });
    expect(
      (await expectSame({ url: '/api/device-types/999/interval-impact?inspectionIntervalDays=9' }))
        .status,
    ).toBe(404);
  });
});

describe('writing device types on both targets', () => {
  it('refuses what the simulation refuses, with the same field errors', async () => {
    for (const body of [
      {},
      { ...newType(), code: 'zx' },
      { ...newType(), code: 'DC' },
      { ...newType(), inspectionIntervalDays: 0 },
      { ...newType(), category: 'nonsense', thresholds: null },
      { ...newType(), thresholds: { maxTemperatureC: 0 } },
      { ...newType(), nameplateFields: ['nonsense'] },
      { ...newType(), colour: 'red' },
      { ...newType(), name: "'; drop table device_types; --".repeat(100) },
    ]) {
      const answer = await expectSame({ method: 'POST', url: '/api/device-types', body });
      expect(answer.status).toBe(400);
    }
  });

  it('answers hostile ids in the write paths as the simulation does (404), never a 500', async () => {
    // A path segment over Fastify's 100 characters is refused by its router (414) before any route.
    for (const value of NASTY.filter((v) => encodeURIComponent(v).length <= 100))
      for (const method of ['PUT', 'DELETE'])
        expect(
          (
            await expectSame({
              method,
              url: `/api/device-types/${encodeURIComponent(value)}`,
              body: method === 'PUT' ? { name: 'x' } : undefined,
            })
          ).status,
        ).toBe(404);
    const long = await server.call({
      method: 'DELETE',
      url: `/api/device-types/${'9'.repeat(200)}`,
      as: 'admin',
    });
    expect(long.status).toBe(414);
  });

  it('refuses a NUL character in a field (PostgreSQL text holds none) with a field error', async () => {
    const answer = await server.call({
      method: 'POST',
      url: '/api/device-types',
      payload: { ...newType(), name: 'a\u0000b' },
      as: 'admin',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ path: 'name', key: 'invalid' }] });
  });

  it('creates the same type (nameplate fields in the catalogue order), then lists it', async () => {
    const answer = await expectSame({ method: 'POST', url: '/api/device-types', body: newType() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      code: 'ZX',
      inspectionIntervalDays: 120,
      deviceCount: 0,
      version: 1,
    });
    await expectSame({ url: '/api/device-types?sortBy=updatedAt&orderBy=desc&itemsPerPage=-1' });
    await expectSame({ url: '/api/device-types?q=zx' });
  });

  it('updates as the simulation does: the code fixed while in use, thresholds merged, 412 when stale', async () => {
    for (const body of [{ code: 'TR' }, { code: 'QQ' }, { thresholds: { maxLoadPercent: 5000 } }])
      expect((await expectSame({ method: 'PUT', url: '/api/device-types/1', body })).status).toBe(
        400,
      );
    const saved = await expectSame({
      method: 'PUT',
      url: '/api/device-types/1',
      body: { name: 'Renamed type', thresholds: { maxLoadPercent: 85 } },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.etag).toBe('"2"');
    const stale = await expectSame({
      method: 'PUT',
      url: '/api/device-types/1',
      body: { name: 'Lost update' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe('"2"');
    expect(stale.body).toMatchObject({
      key: 'deviceTypeChangedElsewhere',
      current: { version: 2 },
    });
    expect(
      (await expectSame({ method: 'PUT', url: '/api/device-types/999', body: {} })).status,
    ).toBe(404);
    const id = (
      (await expectSame({ url: '/api/device-types?q=zx' })).body as { types: { id: number }[] }
    ).types[0].id;
    // A type no device uses may change its code.
    expect(
      (await expectSame({ method: 'PUT', url: `/api/device-types/${id}`, body: { code: 'ZY' } }))
        .status,
    ).toBe(200);
  });

  it('a new interval reschedules the type’s devices in the register, as the simulation does', async () => {
    const devices = '/api/devices?typeId=2&itemsPerPage=-1&sortBy=nextInspection';
    const before = (await expectSame({ url: devices })).body as {
      devices: { nextInspection: string | null; version: number }[];
    };
    const answer = await expectSame({
      method: 'PUT',
      url: '/api/device-types/2',
      body: { inspectionIntervalDays: 17 },
    });
    expect(answer.status).toBe(200);
    const after = (await expectSame({ url: devices })).body as typeof before;
    expect(after.devices.map((d) => d.nextInspection)).not.toEqual(
      before.devices.map((d) => d.nextInspection),
    );
    expect(after.devices.map((d) => d.version)).toEqual(before.devices.map((d) => d.version));
    const [simulation, answer2] = await bothAnswers(server, { url: '/api/devices/stats' });
    // The server lists its own stored alarms (none here), the simulation its model's.
    expect(answer2).toEqual({
      ...simulation,
      body: { ...(simulation.body as object), latestAlarms: [] },
    });
    await expectSame({ url: '/api/device-types/2/interval-impact?inspectionIntervalDays=17' });
    await expectSame({ url: '/api/devices?overdue=true&itemsPerPage=-1' });
  });

  it('refuses to delete a type in use (409) or a stale version (412); deletes an unused one', async () => {
    expect((await expectSame({ method: 'DELETE', url: '/api/device-types/1' })).status).toBe(409);
    const id = (
      (await expectSame({ url: '/api/device-types?q=zy' })).body as { types: { id: number }[] }
    ).types[0].id;
    const url = `/api/device-types/${id}`;
    const stale = await expectSame({ method: 'DELETE', url, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(
      (await expectSame({ method: 'DELETE', url, headers: { 'If-Match': '"2"' } })).status,
    ).toBe(204);
    expect((await expectSame({ url })).status).toBe(404);
    expect((await expectSame({ method: 'DELETE', url })).status).toBe(404);
    // The id is given again, as the simulation gives it (the highest + 1).
    const again = await expectSame({ method: 'POST', url: '/api/device-types', body: newType() });
    expect(again.body).toMatchObject({ id });
  });

  it('stores no register device naming a type or location that is gone (the references trigger)', async () => {
    const db = server.database.db;
    const row = await db
      .selectFrom('devices')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    const { seq: _seq, ...columns } = row;
    const copy = (changes: Record<string, unknown>) =>
      db
        .insertInto('devices')
        .values({
          ...columns,
          tags: JSON.stringify(columns.tags),
          nameplate: JSON.stringify(columns.nameplate),
          deleted_location_names: null,
          number: '99ZZ99999',
          ...changes,
        } as never)
        .execute();
    await expect(copy({ type_id: 999 })).rejects.toThrow(/device type 999 does not exist/);
    await expect(copy({ location_id: 999999 })).rejects.toThrow(/location 999999 does not exist/);
    await expect(
      db.updateTable('devices').set({ type_id: 999 }).where('number', '=', row.number).execute(),
    ).rejects.toThrow(/does not exist/);
    // A deleted device keeps the ids it had, whatever became of them.
    await copy({ type_id: 999, deleted_at: TEST_NOW, deleted_by: 'x' });
    await db.deleteFrom('devices').where('number', '=', '99ZZ99999').execute();
  });

  it('401 without a session and 403 for the client, as the simulation answers; nothing written', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('device_types')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const as of [undefined, 'client'] as const)
      for (const [method, url] of [
        ['POST', '/api/device-types'],
        ['PUT', '/api/device-types/3'],
        ['DELETE', '/api/device-types/3'],
      ] as const) {
        const [simulation, answer] = await bothAnswers(server, {
          method,
          url,
          body: { ...newType(), code: 'QA' },
          as,
        });
        expect(answer.status).toBe(as ? 403 : 401);
        expect(answer).toEqual(simulation);
      }
    expect(await count()).toBe(before);
  });

  it('wrote one audit entry per stored change, none for refusals', async () => {
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['operation', 'entity_id', 'user_id'])
      .where('operation', 'like', '%DeviceType')
      .orderBy('id')
      .execute();
    const id = rows[0].entity_id;
    expect(rows).toEqual([
      { operation: 'createDeviceType', entity_id: id, user_id: 1 },
      { operation: 'updateDeviceType', entity_id: '1', user_id: 1 },
      { operation: 'updateDeviceType', entity_id: id, user_id: 1 },
      { operation: 'updateDeviceType', entity_id: '2', user_id: 1 },
      { operation: 'deleteDeviceType', entity_id: id, user_id: 1 },
      { operation: 'createDeviceType', entity_id: id, user_id: 1 },
    ]);
  });
});
