/**
 * The history a device write leaves on the server is the simulation's after the same writes:
 * create, an update with its field diff (a status change on its own, a type's and a location's
 * labels), a save that changes nothing (no entry), a refused or stale write (no entry), a delete
 * (its entry and one per detached child), and a maintenance record. Each list is compared whole,
 * newest first, oldest first and paged.
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

interface Entry {
  id: number;
  action: string;
  actor: string;
  at: string;
  changes: {
    field: string;
    from: unknown;
    to: unknown;
    fromLabel?: string[];
    toLabel?: string[];
  }[];
}

/** The device's history on both targets, compared whole in every order and page; the server's. */
async function sameHistory(number: string): Promise<Entry[]> {
  const url = `/api/devices/${number}/history`;
  for (const query of ['sortBy=at&orderBy=asc&itemsPerPage=-1', 'itemsPerPage=1&page=2', 'page=50'])
    await expectSame({ url: `${url}?${query}` });
  return ((await expectSame({ url: `${url}?itemsPerPage=-1` })).body as { entries: Entry[] })
    .entries;
}

describe('the history of writes through both targets', () => {
  it('records a create', async () => {
    const locationId = server.samples.deviceLocations.find((l) => l.kind === 'panel')!.id;
    const created = await expectSame({
      method: 'POST',
      url: '/api/devices',
      body: { name: 'History cabinet', typeId: 1, locationId, commissionDate: '2026-03-01' },
    });
    expect(created.status).toBe(201);
    const entries = await sameHistory('26DC10001');
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        deviceNumber: '26DC10001',
        at: new Date(TEST_NOW).toISOString(),
        actor: 'John Doe',
        action: 'created',
        changes: [],
      },
    ]);
  });

  it('records an update as the simulation does: status apart, labels of type and location', async () => {
    // A copy: the simulation changes its own record as it saves.
    const device = {
      ...server.samples.devices.find((d) => d.status === 'in_service' && d.typeId !== 2)!,
    };
    const otherLocation = server.samples.deviceLocations.find(
      (l) => l.kind === 'panel' && l.id !== device.locationId,
    )!.id;
    const url = `/api/devices/${device.number}`;
    const before = (await sameHistory(device.number)).length;
    // Refused, stale and empty saves leave nothing.
    await expectSame({ method: 'PUT', url, body: { name: '' } });
    await expectSame({ method: 'PUT', url, body: { name: 'x' }, headers: { 'If-Match': '"99"' } });
    await expectSame({ method: 'PUT', url, body: { name: device.name } });
    expect(await sameHistory(device.number)).toHaveLength(before);
    const saved = await expectSame({
      method: 'PUT',
      url,
      body: {
        status: 'standby',
        name: 'Renamed for history',
        typeId: 2,
        locationId: otherLocation,
        tags: ['new', 'tags'],
      },
    });
    expect(saved.status).toBe(200);
    const entries = await sameHistory(device.number);
    expect(entries).toHaveLength(before + 2);
    const [updated, status] = entries;
    expect(status).toMatchObject({
      action: 'status_changed',
      changes: [{ field: 'status', from: 'in_service', to: 'standby' }],
    });
    expect(updated.action).toBe('updated');
    expect(updated.id).toBe(status.id + 1);
    const byField = Object.fromEntries(updated.changes.map((c) => [c.field, c]));
    expect(byField.name).toMatchObject({ from: device.name, to: 'Renamed for history' });
    expect(byField.typeId.toLabel).toHaveLength(2);
    expect(byField.typeId.fromLabel?.[0]).toBe(
      server.samples.deviceTypes.find((t) => t.id === device.typeId)!.code,
    );
    expect(byField.locationId.toLabel?.length).toBeGreaterThan(1);
    expect(byField.tags).toMatchObject({ to: 'new, tags' });
  });

  it('records a delete and the detaching of each device inside it', async () => {
    const parent = server.samples.devices.find(
      (d) => server.samples.devices.filter((c) => c.parentNumber === d.number).length > 1,
    )!;
    const children = server.samples.devices
      .filter((c) => c.parentNumber === parent.number)
      .map((c) => c.number);
    expect(
      (await expectSame({ method: 'DELETE', url: `/api/devices/${parent.number}` })).status,
    ).toBe(204);
    expect((await sameHistory(parent.number))[0]).toMatchObject({
      action: 'deleted',
      changes: [],
    });
    const ids: number[] = [];
    for (const child of children) {
      const [entry] = await sameHistory(child);
      expect(entry).toMatchObject({
        action: 'updated',
        changes: [{ field: 'parentNumber', from: parent.number, to: null }],
      });
      ids.push(entry.id);
    }
    // One id after another, in the register's order.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // A reader who may not see deleted devices reads no history of one.
    expect(
      (await expectSame({ url: `/api/devices/${parent.number}/history`, as: 'client' })).status,
    ).toBe(404);
  });

  it('records maintenance: a done inspection with its dates, other work as added', async () => {
    const device = {
      ...server.samples.devices.find(
        (d) =>
          d.lastInspection !== null && d.lastInspection < '2026-06-01' && d.parentNumber === null,
      )!,
    };
    const url = `/api/devices/${device.number}/maintenance`;
    await expectSame({
      method: 'POST',
      url,
      body: { kind: 'inspection', date: '2026-06-14', technician: 'Hu Jun' },
    });
    await expectSame({
      method: 'POST',
      url,
      body: { kind: 'inspection', date: '2026-01-02', technician: 'Hu Jun' },
    });
    // One instant: the later write (the older inspection, which moves nothing) lists first.
    const [older, done] = await sameHistory(device.number);
    expect(done).toMatchObject({
      action: 'inspection_done',
      changes: [
        { field: 'lastInspection', from: device.lastInspection, to: '2026-06-14' },
        { field: 'nextInspection', to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ],
    });
    expect(older).toMatchObject({
      action: 'maintenance_added',
      changes: [
        { field: 'kind', from: null, to: 'inspection' },
        { field: 'date', from: null, to: '2026-01-02' },
        { field: 'status', from: null, to: 'done' },
      ],
    });
  });

  it('holds every entry of the server equal to the simulation’s, id for id', async () => {
    const stored = await server.database.db
      .selectFrom('device_history')
      .select(['id', 'device_number', 'action'])
      .orderBy('id')
      .execute();
    expect(stored.map((h) => `${h.id} ${h.device_number} ${h.action}`)).toEqual(
      [...server.samples.history]
        .sort((a, b) => a.id - b.id)
        .map((h) => `${h.id} ${h.deviceNumber} ${h.action}`),
    );
  });
});
