/**
 * A device's maintenance and documents answer as the simulation does, request for request over
 * the same samples: the lists newest first, every sort key both ways, the paging edges, 404 for a
 * number no device has; adding maintenance with its field errors, 401/403, 404/409, and what a
 * record does to its device (version, inspection dates) and to its history, read back alike.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
beforeAll(() => pinWriteTime(server.samples, Date.parse(TEST_NOW)));

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(
    answer,
    `${request.method ?? 'GET'} ${request.url} ${JSON.stringify(request.body)?.slice(0, 80)}`,
  ).toEqual(simulation);
  return answer;
}

/** The sample device with the most rows of a table (the lists then have pages and ties). */
function busiest(table: 'maintenance' | 'documents'): string {
  const counts = new Map<string, number>();
  for (const row of server.samples[table])
    counts.set(row.deviceNumber, (counts.get(row.deviceNumber) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

const PAGING = [
  '',
  'page=2&itemsPerPage=2',
  'page=999',
  'page=0&itemsPerPage=0',
  'itemsPerPage=-1',
  'itemsPerPage=1&page=3',
  'itemsPerPage=abc&page=-4',
  'itemsPerPage=100000',
  'sortBy=unknown&orderBy=sideways',
];

describe('listing a device’s maintenance and documents on both targets', () => {
  it('answers the maintenance list alike: every sort key both ways, every paging edge', async () => {
    const number = busiest('maintenance');
    const first = await expectSame({ url: `/api/devices/${number}/maintenance` });
    expect(first.status).toBe(200);
    const body = first.body as { records: { date: string }[]; total: number };
    expect(body.total).toBeGreaterThan(2);
    // Newest first.
    expect(body.records.map((r) => r.date)).toEqual(
      [...body.records.map((r) => r.date)].sort().reverse(),
    );
    for (const key of ['date', 'kind', 'status', 'technician', 'cost'])
      for (const order of ['asc', 'desc'])
        await expectSame({
          url: `/api/devices/${number}/maintenance?sortBy=${key}&orderBy=${order}&itemsPerPage=-1`,
        });
    for (const query of PAGING)
      await expectSame({ url: `/api/devices/${number}/maintenance?${query}` });
  });

  it('answers the documents list alike: every sort key both ways, every paging edge', async () => {
    const number = busiest('documents');
    const first = await expectSame({ url: `/api/devices/${number}/documents` });
    expect((first.body as { total: number }).total).toBeGreaterThan(1);
    for (const key of ['name', 'kind', 'date', 'size'])
      for (const order of ['asc', 'desc'])
        await expectSame({
          url: `/api/devices/${number}/documents?sortBy=${key}&orderBy=${order}`,
        });
    for (const query of PAGING)
      await expectSame({ url: `/api/devices/${number}/documents?${query}` });
  });

  it('reads a number as the register does (case, spaces) and answers 404 for no device', async () => {
    const number = busiest('maintenance');
    const lower = await expectSame({
      url: `/api/devices/${encodeURIComponent(` ${number.toLowerCase()} `)}/maintenance`,
    });
    expect((lower.body as { total: number }).total).toBeGreaterThan(0);
    for (const path of ['24XX99999', '%20', '%27%3B%20drop%20table%20devices%3B--'])
      for (const list of ['maintenance', 'documents', 'history']) {
        const answer = await expectSame({ url: `/api/devices/${path}/${list}`, as: undefined });
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ key: 'deviceNotFound' });
      }
  });

  it('answers every list of every sample device alike (no sort, all rows)', async () => {
    const numbers = server.samples.devices.slice(0, 40).map((d) => d.number);
    for (const number of numbers)
      for (const list of ['maintenance', 'documents', 'history'])
        await expectSame({ url: `/api/devices/${number}/${list}?itemsPerPage=-1` });
  });
});

describe('adding maintenance on both targets', () => {
  let chosen: string | undefined;
  const number = () =>
    (chosen ??= server.samples.devices.find((d) => d.lastInspection !== null)!.number);
  const url = () => `/api/devices/${number()}/maintenance`;
  const valid = { kind: 'corrective', date: '2026-06-10', technician: 'Sun Hao', cost: 120 };

  it('refuses a request without a session (401) or with one that may not write (403)', async () => {
    expect(
      (await expectSame({ method: 'POST', url: url(), body: valid, as: undefined })).status,
    ).toBe(401);
    expect(
      (await expectSame({ method: 'POST', url: url(), body: valid, as: 'client' })).status,
    ).toBe(403);
  });

  it.each([
    ['nothing', {}],
    ['an unknown kind', { ...valid, kind: 'polish' }],
    ['a bad date', { ...valid, date: '2026-13-40' }],
    ['a blank technician', { ...valid, technician: '  ' }],
    ['a negative cost', { ...valid, cost: -1 }],
    ['a field the call does not take', { ...valid, colour: 'red' }],
    ['future work marked done', { ...valid, date: '2026-07-01', status: 'done' }],
    ['wrong types everywhere', { kind: 1, date: 2, technician: [], cost: 'x', downtimeHours: {} }],
    ['a huge value', { ...valid, notes: 'x'.repeat(200_000) }],
  ])('refuses %s with the same field errors', async (_name, body) => {
    const answer = await expectSame({ method: 'POST', url: url(), body });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: object }).errors).length).toBeGreaterThan(0);
  });

  it('refuses a body that is not an object, and a device that is not there', async () => {
    expect((await expectSame({ method: 'POST', url: url(), body: [1, 2] })).body).toMatchObject({
      key: 'bodyNotObject',
    });
    expect(
      (await expectSame({ method: 'POST', url: '/api/devices/24XX99999/maintenance', body: valid }))
        .status,
    ).toBe(404);
  });

  it('adds a repair and a done inspection alike: the record, the device’s version and dates, its history', async () => {
    const device = `/api/devices/${number()}`;
    const before = await expectSame({ url: device });
    const repair = await expectSame({ method: 'POST', url: url(), body: valid });
    expect(repair.status).toBe(201);
    expect(repair.body).toMatchObject({ ...valid, status: 'done', result: null, notes: '' });
    const planned = await expectSame({
      method: 'POST',
      url: url(),
      body: { kind: 'test', date: '2026-08-01', technician: 'Ma Lin' },
    });
    expect(planned.body).toMatchObject({ status: 'planned' });
    const inspection = await expectSame({
      method: 'POST',
      url: url(),
      body: { kind: 'inspection', date: '2026-06-15', technician: 'Hu Jun', result: 'pass' },
    });
    expect(inspection.status).toBe(201);
    const after = await expectSame({ url: device });
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toMatchObject({
      lastInspection: '2026-06-15',
      version: (before.body as { version: number }).version + 3,
    });
    const history = await expectSame({ url: `${device}/history?itemsPerPage=3` });
    expect(
      (history.body as { entries: { action: string; actor: string }[] }).entries.map(
        (e) => `${e.action} by ${e.actor}`,
      ),
    ).toEqual([
      'inspection_done by John Doe',
      'maintenance_added by John Doe',
      'maintenance_added by John Doe',
    ]);
    await expectSame({ url: `${url()}?itemsPerPage=-1` });
    await expectSame({ url: `${url()}?sortBy=date&orderBy=asc&itemsPerPage=-1` });
    await expectSame({ url: '/api/devices?overdue=true&itemsPerPage=-1' });
  });

  it('keeps a deleted device’s records for the admin only and takes no new record (409)', async () => {
    const target = server.samples.devices.find(
      (d) =>
        d.number !== number() &&
        !server.samples.devices.some((c) => c.parentNumber === d.number) &&
        server.samples.maintenance.some((m) => m.deviceNumber === d.number),
    )!.number;
    expect((await expectSame({ method: 'DELETE', url: `/api/devices/${target}` })).status).toBe(
      204,
    );
    for (const list of ['maintenance', 'documents', 'history']) {
      const admin = await expectSame({ url: `/api/devices/${target}/${list}` });
      expect(admin.status).toBe(200);
      expect(
        (await expectSame({ url: `/api/devices/${target}/${list}`, as: 'client' })).status,
      ).toBe(404);
    }
    const refused = await expectSame({
      method: 'POST',
      url: `/api/devices/${target}/maintenance`,
      body: valid,
    });
    expect(refused.status).toBe(409);
  });

  it('wrote one audit entry per record added and none for refusals', async () => {
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['operation', 'entity_id'])
      .where('operation', '=', 'addMaintenance')
      .execute();
    expect(rows).toEqual(
      Array.from({ length: 3 }, () => ({ operation: 'addMaintenance', entity_id: number() })),
    );
  });
});

const NASTY = [
  "'; drop table maintenance_records; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '$1',
  '\u0000',
  '😀',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  'x'.repeat(100_000),
  '[1,2]',
  '{"a":1}',
];

describe('hostile values on both targets', () => {
  it('answers every list parameter and path alike, never 500', async () => {
    const number = busiest('maintenance');
    for (const value of NASTY) {
      const v = encodeURIComponent(value);
      for (const list of ['maintenance', 'documents', 'history']) {
        for (const key of ['sortBy', 'orderBy', 'page', 'itemsPerPage', 'q'])
          expect(
            (await expectSame({ url: `/api/devices/${number}/${list}?${key}=${v}` })).status,
          ).toBe(200);
        if (value.length < 1000 && !value.includes('\u0000'))
          expect((await expectSame({ url: `/api/devices/${v}/${list}` })).status).toBe(404);
      }
    }
  });

  it('refuses or stores every hostile body field as the simulation does, never 500', async () => {
    const number = busiest('documents');
    const url = `/api/devices/${number}/maintenance`;
    const valid = { kind: 'test', date: '2026-06-01', technician: 'Ma Lin' };
    const fields = ['kind', 'date', 'technician', 'status', 'result', 'notes', 'cost'];
    for (const value of NASTY)
      for (const field of fields) {
        const request = { method: 'POST', url, body: { ...valid, [field]: value } };
        if (value.includes('\u0000')) {
          // PostgreSQL text holds no NUL: the server refuses the field (docs/server.md).
          const answer = await server.call({
            method: 'POST',
            url,
            payload: request.body,
            as: 'admin',
          });
          expect(answer.status).toBe(400);
          continue;
        }
        expect((await expectSame(request)).status).toBeLessThan(500);
      }
    // What either target stored, both stored alike.
    await expectSame({ url: `${url}?itemsPerPage=-1` });
    await expectSame({ url: `/api/devices/${number}/history?itemsPerPage=-1` });
    await expectSame({ url: `/api/devices/${number}` });
  });
});
