/**
 * The device location calls answer as the simulation does, request for request over the same
 * samples: the tree with its counts (descendants included), one location with its path, children
 * and a page of its devices, and the writes: defaults from the parent, a sibling's name refused,
 * moves (under itself or a descendant refused), delete refused while holding devices or children,
 * If-Match → 412, 401 / 403, hostile values, and the audit entries.
 */
import { describe, expect, it } from 'vitest';

import type { DeviceLocation, DeviceLocationNode } from '@/api/contract/devices';
import { createKitDb } from '@/api/mock/db';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(
    answer,
    `${request.method ?? 'GET'} ${request.url.slice(0, 120)} ${JSON.stringify(request.body)?.slice(0, 80)}`,
  ).toEqual(simulation);
  return answer;
}

// The samples are deterministic: the ids the tables are built with are the ids both targets hold.
const samples = createKitDb({ now: TEST_NOW });
const byKind = (kind: string) => samples.deviceLocations.filter((l) => l.kind === kind);
const SITE = byKind('site')[0];
const OTHER_SITE = byKind('site')[1];
const childOf = (id: number) => samples.deviceLocations.find((l) => l.parentId === id)!;
const SECOND = childOf(SITE.id);
const THIRD = childOf(SECOND.id);
const LEAF_WITH_DEVICES = samples.deviceLocations.find(
  (l) =>
    samples.devices.some((d) => d.locationId === l.id) &&
    !samples.deviceLocations.some((c) => c.parentId === l.id),
)!;

const flatten = (nodes: DeviceLocationNode[]): DeviceLocationNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

const NASTY = [
  "'; drop table device_locations; --",
  '%',
  '\\',
  '\u0000',
  '😀',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  'x'.repeat(20_000),
];

describe('reading locations on both targets', () => {
  it('answers the same tree, every count including the descendants’ devices', async () => {
    const answer = await expectSame({ url: '/api/device-locations' });
    const { tree, total } = answer.body as { tree: DeviceLocationNode[]; total: number };
    expect(flatten(tree)).toHaveLength(total);
    expect(tree.reduce((sum, site) => sum + site.deviceCount, 0)).toBe(samples.devices.length);
  });

  it('answers one location with its path, children and a page of its devices', async () => {
    for (const location of [SITE, SECOND, THIRD, LEAF_WITH_DEVICES])
      for (const query of [
        '',
        'itemsPerPage=5&sortBy=number',
        'sortBy=location&orderBy=desc&page=2&itemsPerPage=3',
        'status=in_service&q=cab',
        'deleted=only',
        'deleted=include&itemsPerPage=-1',
        `locationId=${OTHER_SITE.id}`,
      ]) {
        const answer = await expectSame({ url: `/api/device-locations/${location.id}?${query}` });
        expect(answer.etag).toBe('"1"');
      }
    for (const id of ['999999', 'abc', '-1', '1.5', '2147483648', '%00'])
      expect((await expectSame({ url: `/api/device-locations/${id}` })).status).toBe(404);
  });

  it('answers hostile values in the detail’s list parameters as the simulation does', async () => {
    for (const key of ['q', 'status', 'sortBy', 'orderBy', 'page', 'itemsPerPage', 'overdue'])
      for (const value of NASTY)
        expect(
          (
            await expectSame({
              url: `/api/device-locations/${SITE.id}?${key}=${encodeURIComponent(value)}`,
            })
          ).status,
        ).toBe(200);
  });
});

describe('writing locations on both targets', () => {
  it('refuses what the simulation refuses, with the same field errors and 409s', async () => {
    for (const body of [
      {},
      { name: 'New site', kind: 'site' },
      { name: 'New site', kind: 'castle', lat: 31, lng: 121 },
      { name: 'Orphan', kind: 'room', parentId: 999999 },
      { name: 'Orphan', kind: 'room', parentId: 0 },
      { name: 'Orphan', kind: 'room', parentId: '2147483648' },
      { name: 'Far', kind: 'site', lat: 91, lng: 200 },
      { name: 'x'.repeat(500), kind: 'site', lat: 31, lng: 121 },
      { name: "'; drop table device_locations; --", kind: 'site', lat: 'x', lng: 121 },
      { name: SECOND.name.toUpperCase(), kind: SECOND.kind, parentId: SITE.id },
      { name: ` ${SITE.name} `, kind: 'site', lat: 31, lng: 121 },
      { name: 'Extra', kind: 'room', parentId: SITE.id, colour: 'red' },
    ]) {
      const answer = await expectSame({ method: 'POST', url: '/api/device-locations', body });
      expect([400, 409]).toContain(answer.status);
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
              url: `/api/device-locations/${encodeURIComponent(value)}`,
              body: method === 'PUT' ? { name: 'x' } : undefined,
            })
          ).status,
        ).toBe(404);
    const long = await server.call({
      method: 'DELETE',
      url: `/api/device-locations/${'9'.repeat(200)}`,
      as: 'admin',
    });
    expect(long.status).toBe(414);
  });

  it('creates as the simulation does: below a parent where the parent is; a site where it says', async () => {
    const room = await expectSame({
      method: 'POST',
      url: '/api/device-locations',
      body: { name: 'Spare room', kind: 'room', parentId: String(SECOND.id), code: 'SR-1' },
    });
    expect(room.status).toBe(201);
    expect(room.body).toMatchObject({
      parentId: SECOND.id,
      lat: SECOND.lat,
      manager: SECOND.manager,
      deviceCount: 0,
      version: 1,
    });
    const site = await expectSame({
      method: 'POST',
      url: '/api/device-locations',
      body: { name: 'New site', kind: 'site', lat: '31.2', lng: 121.5, parentId: '' },
    });
    expect(site.body).toMatchObject({ parentId: null, lat: 31.2, address: '' });
    await expectSame({ url: '/api/device-locations' });
  });

  it('renames and moves as the simulation does: cycles refused, a version only for a change, 412 when stale', async () => {
    const room = (
      (await expectSame({ url: `/api/device-locations/${SECOND.id}` })).body as {
        children: DeviceLocation[];
      }
    ).children.find((l) => l.name === 'Spare room')!;
    const url = `/api/device-locations/${room.id}`;
    for (const body of [
      { parentId: room.id },
      { parentId: 999999 },
      { kind: 'castle' },
      { name: '' },
      { lat: 100 },
    ])
      expect((await expectSame({ method: 'PUT', url, body })).status).toBe(400);
    // The site under one of its own descendants.
    expect(
      (
        await expectSame({
          method: 'PUT',
          url: `/api/device-locations/${SITE.id}`,
          body: { parentId: THIRD.id },
        })
      ).status,
    ).toBe(400);
    const same = await expectSame({ method: 'PUT', url, body: { name: 'Spare room' } });
    expect(same.etag).toBe('"1"');
    const moved = await expectSame({
      method: 'PUT',
      url,
      body: { name: 'Moved room', parentId: OTHER_SITE.id },
      headers: { 'If-Match': '"1"' },
    });
    expect(moved.etag).toBe('"2"');
    expect(moved.body).toMatchObject({ parentId: OTHER_SITE.id, version: 2 });
    const stale = await expectSame({
      method: 'PUT',
      url,
      body: { name: 'Lost' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe('"2"');
    expect(stale.body).toMatchObject({ key: 'locationChangedElsewhere', current: { version: 2 } });
    // A namesake beside it after a move.
    const twin = childOf(OTHER_SITE.id);
    expect(
      (await expectSame({ method: 'PUT', url, body: { name: ` ${twin.name.toLowerCase()}` } }))
        .status,
    ).toBe(409);
    // A whole branch moves with its devices: the counts follow.
    expect(
      (
        await expectSame({
          method: 'PUT',
          url: `/api/device-locations/${THIRD.id}`,
          body: { parentId: OTHER_SITE.id },
        })
      ).status,
    ).toBe(200);
    await expectSame({ url: '/api/device-locations' });
    await expectSame({ url: `/api/devices?locationId=${OTHER_SITE.id}&sortBy=location` });
    expect(
      (await expectSame({ method: 'PUT', url: '/api/device-locations/999999', body: {} })).status,
    ).toBe(404);
  });

  it('refuses to delete a location holding devices or children (409) or a stale version (412)', async () => {
    expect(
      (await expectSame({ method: 'DELETE', url: `/api/device-locations/${LEAF_WITH_DEVICES.id}` }))
        .body,
    ).toMatchObject({ key: 'locationHasDevices' });
    const parentOfEmpty = (
      (
        await expectSame({
          method: 'POST',
          url: '/api/device-locations',
          body: {
            name: 'Empty parent',
            kind: 'building',
            parentId: OTHER_SITE.id,
          },
        })
      ).body as { id: number }
    ).id;
    await expectSame({
      method: 'POST',
      url: '/api/device-locations',
      body: { name: 'Empty child', kind: 'room', parentId: parentOfEmpty },
    });
    const url = `/api/device-locations/${parentOfEmpty}`;
    expect((await expectSame({ method: 'DELETE', url })).body).toMatchObject({
      key: 'locationHasChildren',
    });
    expect(
      (
        await expectSame({
          method: 'DELETE',
          url: `/api/device-locations/${parentOfEmpty + 1}`,
          headers: { 'If-Match': '"9"' },
        })
      ).status,
    ).toBe(412);
    expect(
      (
        await expectSame({
          method: 'DELETE',
          url: `/api/device-locations/${parentOfEmpty + 1}`,
          headers: { 'If-Match': '"1"' },
        })
      ).status,
    ).toBe(204);
    expect((await expectSame({ method: 'DELETE', url })).status).toBe(204);
    expect((await expectSame({ method: 'DELETE', url })).status).toBe(404);
    await expectSame({ url: '/api/device-locations' });
    // The highest id is given again, as the simulation gives it.
    const again = await expectSame({
      method: 'POST',
      url: '/api/device-locations',
      body: { name: 'Again', kind: 'building', parentId: OTHER_SITE.id },
    });
    expect(again.body).toMatchObject({ id: parentOfEmpty });
  });

  it('401 without a session and 403 for the client, as the simulation answers; nothing written', async () => {
    const before = await server.database.db.selectFrom('device_locations').selectAll().execute();
    for (const as of [undefined, 'client'] as const)
      for (const [method, url] of [
        ['POST', '/api/device-locations'],
        ['PUT', `/api/device-locations/${SECOND.id}`],
        ['DELETE', `/api/device-locations/${SECOND.id}`],
      ] as const) {
        const [simulation, answer] = await bothAnswers(server, {
          method,
          url,
          body: { name: 'Refused', kind: 'room', parentId: SITE.id },
          as,
        });
        expect(answer.status).toBe(as ? 403 : 401);
        expect(answer).toEqual(simulation);
      }
    expect(await server.database.db.selectFrom('device_locations').selectAll().execute()).toEqual(
      before,
    );
  });

  it('wrote one audit entry per stored change, none for refusals or a save that changed nothing', async () => {
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['operation', 'user_id'])
      .where('operation', 'like', '%Location')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.operation)).toEqual([
      'createLocation',
      'createLocation',
      'updateLocation',
      'updateLocation',
      'createLocation',
      'createLocation',
      'deleteLocation',
      'deleteLocation',
      'createLocation',
    ]);
    expect(rows.every((r) => r.user_id === 1)).toBe(true);
  });
});
