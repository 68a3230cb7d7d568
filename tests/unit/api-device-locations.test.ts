import { describe, expect, it } from 'vitest';

import { getLocationTree } from '@/api/mock/queries/device-locations';
import type {
  DeviceListResponse,
  DeviceLocation,
  DeviceLocationNode,
  LocationDetailResponse,
  LocationTreeResponse,
} from '@/api/types/devices';

import { call, simulationOnly, startMockServer } from './support/mock-server';

const store = startMockServer();

type Errors = { errors: Record<string, string[]> };
type WithCount = DeviceLocation & { deviceCount: number };

const flatten = (nodes: DeviceLocationNode[]): DeviceLocationNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const byKind = (kind: string) => store.db().deviceLocations.filter((l) => l.kind === kind);
const emptyLeaf = () => {
  const db = store.db();
  return db.deviceLocations.find(
    (l) =>
      !db.devices.some((d) => d.locationId === l.id) &&
      !db.deviceLocations.some((c) => c.parentId === l.id),
  );
};

describe('GET /api/device-locations', () => {
  it('answers the nested tree: sites → substation/building → room/floor → panel/bay', async () => {
    const { status, body } = await call<LocationTreeResponse>('/api/device-locations');
    expect(status).toBe(200);
    expect(body.tree.length).toBeGreaterThanOrEqual(2);
    expect(body.tree.every((s) => s.kind === 'site' && s.parentId === null)).toBe(true);
    expect(body.total).toBe(store.db().deviceLocations.length);
    expect(flatten(body.tree)).toHaveLength(body.total);
    const levels = (node: DeviceLocationNode, depth = 0): number =>
      Math.max(depth, ...node.children.map((c) => levels(c, depth + 1)));
    expect(levels(body.tree[0])).toBe(3);
    for (const site of body.tree) {
      expect(site.lat).toBeGreaterThan(18);
      expect(site.lat).toBeLessThan(54);
      expect(site.lng).toBeGreaterThan(73);
      expect(site.lng).toBeLessThan(135);
      expect(site.address).not.toBe('');
    }
  });

  it('counts devices including descendants', async () => {
    const { body } = await call<LocationTreeResponse>('/api/device-locations');
    const db = store.db();
    expect(body.tree.reduce((s, n) => s + n.deviceCount, 0)).toBe(db.devices.length);
    for (const node of flatten(body.tree)) {
      const own = db.devices.filter((d) => d.locationId === node.id).length;
      expect(node.deviceCount).toBe(own + node.children.reduce((s, c) => s + c.deviceCount, 0));
    }
  });
});

describe('GET /api/device-locations/{id}', () => {
  it('answers the location, its path, its children and the devices in it and below', async () => {
    const site = byKind('site')[0];
    const { status, body } = await call<LocationDetailResponse>(
      `/api/device-locations/${site.id}?itemsPerPage=5&sortBy=number`,
    );
    expect(status).toBe(200);
    expect(body.location.id).toBe(site.id);
    expect(body.path).toEqual([{ id: site.id, name: site.name, kind: 'site' }]);
    expect(body.children.length).toBeGreaterThan(0);
    expect(body.devices).toHaveLength(5);
    expect(body.total).toBe(body.location.deviceCount);
    const viaList = (
      await call<DeviceListResponse>(
        `/api/devices?locationId=${site.id}&itemsPerPage=5&sortBy=number`,
      )
    ).body;
    expect(body.devices.map((d) => d.number)).toEqual(viaList.devices.map((d) => d.number));

    const panel = byKind('panel')[0];
    const detail = (await call<LocationDetailResponse>(`/api/device-locations/${panel.id}`)).body;
    expect(detail.path).toHaveLength(4);
    expect(detail.path.at(-1)!.id).toBe(panel.id);
    expect(detail.path[0].kind).toBe('site');
  });

  it('answers 404 "Location not found"', async () => {
    expect(await call('/api/device-locations/9999')).toEqual({
      status: 404,
      body: { message: 'Location not found', key: 'locationNotFound' },
    });
    expect((await call('/api/device-locations/abc')).status).toBe(404);
  });
});

describe('POST /api/device-locations', () => {
  it('creates a child (201) at its parent coordinates; the tree shows it', async () => {
    const room = byKind('room')[0];
    const { status, body } = await call<WithCount>('/api/device-locations', {
      method: 'POST',
      body: { name: 'Panel LV-9', kind: 'panel', parentId: room.id, code: 'X-P9' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Panel LV-9',
      parentId: room.id,
      lat: room.lat,
      lng: room.lng,
      address: room.address,
      deviceCount: 0,
    });
    const tree = (await call<LocationTreeResponse>('/api/device-locations')).body;
    expect(flatten(tree.tree).find((n) => n.id === body.id)!.parentId).toBe(room.id);
  });

  it('creates a site with coordinates; refuses bad input with field errors', async () => {
    expect(
      (
        await call<WithCount>('/api/device-locations', {
          method: 'POST',
          body: {
            name: 'Hefei Plant',
            kind: 'site',
            lat: 31.8206,
            lng: 117.2272,
            address: 'Hefei, Anhui',
          },
        })
      ).status,
    ).toBe(201);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'room', parentId: 1 }, 'name'],
      [{ name: 'X', parentId: 1 }, 'kind'],
      [{ name: 'X', kind: 'cellar', parentId: 1 }, 'kind'],
      [{ name: 'X', kind: 'room', parentId: 9999 }, 'parentId'],
      [{ name: 'X', kind: 'site' }, 'lat'],
      [{ name: 'X', kind: 'site', lat: 91, lng: 0 }, 'lat'],
      [{ name: 'X', kind: 'site', lat: 30, lng: 'east' }, 'lng'],
      [{ name: 'X', kind: 'room', parentId: 1, address: 12 }, 'address'],
    ];
    for (const [body, field] of cases) {
      const answer = await call<Errors>('/api/device-locations', { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBeDefined();
    }
  });
});

describe('PUT /api/device-locations/{id}', () => {
  it('renames and moves; the path follows', async () => {
    const [siteA, siteB] = byKind('site');
    const building = store.db().deviceLocations.find((l) => l.parentId === siteA.id)!;
    const renamed = await call<WithCount>(`/api/device-locations/${building.id}`, {
      method: 'PUT',
      body: { name: 'Renamed building' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed building');
    const before = (await call<LocationTreeResponse>('/api/device-locations')).body.tree;
    const moved = await call<WithCount>(`/api/device-locations/${building.id}`, {
      method: 'PUT',
      body: { parentId: siteB.id },
    });
    expect(moved.status).toBe(200);
    const detail = (await call<LocationDetailResponse>(`/api/device-locations/${building.id}`))
      .body;
    expect(detail.path.map((p) => p.id)).toEqual([siteB.id, building.id]);
    const after = (await call<LocationTreeResponse>('/api/device-locations')).body.tree;
    const count = (tree: DeviceLocationNode[], id: number) =>
      tree.find((n) => n.id === id)!.deviceCount;
    expect(count(after, siteB.id)).toBe(count(before, siteB.id) + moved.body.deviceCount);
    expect(count(after, siteA.id)).toBe(count(before, siteA.id) - moved.body.deviceCount);
    // The device register follows the move too.
    expect((await call<DeviceListResponse>(`/api/devices?locationId=${siteB.id}`)).body.total).toBe(
      count(after, siteB.id),
    );
  });

  it('refuses to move a location under itself or a descendant (400); unknown ids 404', async () => {
    const site = byKind('site')[0];
    const panel = store.db().deviceLocations.find((l) => l.kind === 'panel')!;
    const ownSite = (await call<LocationDetailResponse>(`/api/device-locations/${panel.id}`)).body
      .path[0].id;
    expect(
      (
        await call<Errors>(`/api/device-locations/${site.id}`, {
          method: 'PUT',
          body: { parentId: site.id },
        })
      ).body.errors.parentId,
    ).toBeDefined();
    const under = await call<Errors>(`/api/device-locations/${ownSite}`, {
      method: 'PUT',
      body: { parentId: panel.id },
    });
    expect(under.status).toBe(400);
    expect(under.body.errors.parentId).toBeDefined();
    expect(
      (
        await call<Errors>(`/api/device-locations/${site.id}`, {
          method: 'PUT',
          body: { name: '' },
        })
      ).body.errors.name,
    ).toBeDefined();
    expect(
      (await call('/api/device-locations/9999', { method: 'PUT', body: { name: 'x' } })).status,
    ).toBe(404);
    // Moving to the root is allowed.
    expect(
      (
        await call<WithCount>(`/api/device-locations/${panel.id}`, {
          method: 'PUT',
          body: { parentId: null },
        })
      ).body.parentId,
    ).toBeNull();
  });
});

describe('sibling locations have distinct names', () => {
  type Message = { message: string; key: string; params: { name: string } };
  const site = () => byKind('site').find((l) => l.name === 'Shanghai Zhangjiang Campus')!;
  const childrenOf = (id: number) => store.db().deviceLocations.filter((l) => l.parentId === id);

  it('holds in the samples', () => {
    const seen = new Set<string>();
    for (const l of store.db().deviceLocations) {
      const key = `${l.parentId}|${l.name.trim().toLowerCase()}`;
      expect(seen.has(key), l.name).toBe(false);
      seen.add(key);
    }
  });

  it('refuses a second site of the same name (409), ignoring case and spaces', async () => {
    const answer = await call<Message>('/api/device-locations', {
      method: 'POST',
      body: { name: '  shanghai   ZHANGJIANG campus ', kind: 'site', lat: 31.2, lng: 121.6 },
    });
    expect(answer).toEqual({
      status: 409,
      body: {
        message: 'There is already a location named Shanghai Zhangjiang Campus here',
        key: 'locationNameTaken',
        params: { name: 'Shanghai Zhangjiang Campus' },
      },
    });
    expect(byKind('site').filter((l) => l.name.toLowerCase().includes('zhangjiang'))).toHaveLength(
      1,
    );
  });

  it('refuses a child named like its sibling; the same name under another parent is fine', async () => {
    const [first, second] = childrenOf(site().id);
    expect(
      (
        await call<Message>('/api/device-locations', {
          method: 'POST',
          body: { name: first.name.toUpperCase(), kind: first.kind, parentId: site().id },
        })
      ).status,
    ).toBe(409);
    const elsewhere = await call<WithCount>('/api/device-locations', {
      method: 'POST',
      body: { name: first.name, kind: first.kind, parentId: second.id },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a rename onto a sibling’s name, not onto its own in another case', async () => {
    const [first, second] = childrenOf(site().id);
    const clash = await call<Message>(`/api/device-locations/${second.id}`, {
      method: 'PUT',
      body: { name: ` ${first.name.toLowerCase()} ` },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.key).toBe('locationNameTaken');
    expect(store.db().deviceLocations.find((l) => l.id === second.id)!.name).toBe(second.name);
    expect(
      (
        await call<WithCount>(`/api/device-locations/${second.id}`, {
          method: 'PUT',
          body: { name: second.name.toUpperCase() },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a move beside a namesake', async (context) => {
    simulationOnly(context);
    const [first] = childrenOf(site().id);
    const other = byKind('site').find((l) => l.id !== site().id)!;
    const twin = (
      await call<WithCount>('/api/device-locations', {
        method: 'POST',
        body: { name: first.name, kind: first.kind, parentId: other.id },
      })
    ).body;
    const moved = await call<Message>(`/api/device-locations/${twin.id}`, {
      method: 'PUT',
      body: { parentId: site().id },
    });
    expect(moved.status).toBe(409);
    expect(store.db().deviceLocations.find((l) => l.id === twin.id)!.parentId).toBe(other.id);
    // Moved together with a new name, it is welcome.
    expect(
      (
        await call<WithCount>(`/api/device-locations/${twin.id}`, {
          method: 'PUT',
          body: { parentId: site().id, name: `${first.name} (annex)` },
        })
      ).status,
    ).toBe(200);
  });
});

describe('DELETE /api/device-locations/{id}', () => {
  it('answers 409 with a message while it holds devices or children', async () => {
    const db = store.db();
    const withDevices = db.deviceLocations.find((l) =>
      db.devices.some((d) => d.locationId === l.id),
    )!;
    const devicesAnswer = await call<{ message: string }>(
      `/api/device-locations/${withDevices.id}`,
      { method: 'DELETE' },
    );
    expect(devicesAnswer.status).toBe(409);
    expect(devicesAnswer.body.message).toMatch(/devices/);
    const site = byKind('site')[0];
    expect(
      (await call<{ message: string }>(`/api/device-locations/${site.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(409);
  });

  it('deletes an empty location (204), then 404', async () => {
    const leaf =
      emptyLeaf() ??
      (
        await call<WithCount>('/api/device-locations', {
          method: 'POST',
          body: { name: 'Spare bay', kind: 'bay', parentId: 2 },
        })
      ).body;
    expect((await call(`/api/device-locations/${leaf.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/device-locations/${leaf.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(getLocationTree(store.db()).total).toBe(store.db().deviceLocations.length);
  });

  it('a room whose only child was deleted may then be deleted', async () => {
    const room = byKind('room')[0];
    const created = (
      await call<WithCount>('/api/device-locations', {
        method: 'POST',
        body: { name: 'Lonely room', kind: 'room', parentId: room.id },
      })
    ).body;
    const child = (
      await call<WithCount>('/api/device-locations', {
        method: 'POST',
        body: { name: 'Lonely bay', kind: 'bay', parentId: created.id },
      })
    ).body;
    expect((await call(`/api/device-locations/${created.id}`, { method: 'DELETE' })).status).toBe(
      409,
    );
    expect((await call(`/api/device-locations/${child.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await call(`/api/device-locations/${created.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
  });
});
