/**
 * Concurrent edits are detected as a real backend would (issue 11.3): devices, device types and
 * locations carry a version; a GET of one and a PUT's answer send it as the ETag; a PUT or DELETE
 * whose If-Match names another version answers 412 with the record as it is now and changes
 * nothing; without If-Match the write proceeds.
 */
import { describe, expect, it } from 'vitest';

import type {
  DeviceDetail,
  DeviceLocationWithCount,
  DeviceType,
  LocationDetailResponse,
} from '@/api/contract/devices';

import {
  callWithHeaders as call,
  needs,
  simulationOnly,
  startMockServer,
} from './support/mock-server';

const store = startMockServer();

interface Conflict<T> {
  message: string;
  key: string;
  current: T;
}

describe('versions of the samples', () => {
  simulationOnly();
  it('every device, type and location starts at version 1', () => {
    const db = store.db();
    for (const rows of [db.devices, db.deviceTypes, db.deviceLocations])
      expect(new Set(rows.map((r) => r.version))).toEqual(new Set([1]));
  });
});

describe('devices', () => {
  it('a GET sends the version as the ETag; a PUT with it saves and answers the next one', async () => {
    const read = await call<DeviceDetail>('/api/devices/24DC10001');
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body.version).toBe(1);
    const saved = await call<DeviceDetail>('/api/devices/24DC10001', {
      method: 'PUT',
      body: { name: 'Renamed in tab A' },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');
  });

  it('a PUT based on an older version answers 412 with the device as it is, and changes nothing', async (context) => {
    simulationOnly(context);
    await call('/api/devices/24DC10001', {
      method: 'PUT',
      body: { name: 'Renamed in tab A' },
      headers: { 'If-Match': '"1"' },
    });
    const stale = await call<Conflict<DeviceDetail>>('/api/devices/24DC10001', {
      method: 'PUT',
      body: { notes: 'Typed in tab B' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.key).toBe('deviceChangedElsewhere');
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect(stale.body.current).toMatchObject({
      number: '24DC10001',
      name: 'Renamed in tab A',
      version: 2,
    });
    expect(stale.headers.get('etag')).toBe('"2"');
    const device = store.db().devices.find((d) => d.number === '24DC10001')!;
    expect(device.notes).not.toBe('Typed in tab B');
    expect(device.version).toBe(2);
  });

  it('is refused before the body is checked (412, not 400), and a new version re-applies', async () => {
    await call('/api/devices/24DC10001', { method: 'PUT', body: { name: 'A' } });
    expect(
      (
        await call('/api/devices/24DC10001', {
          method: 'PUT',
          body: { name: '' },
          headers: { 'If-Match': '"1"' },
        })
      ).status,
    ).toBe(412);
    const again = await call<DeviceDetail>('/api/devices/24DC10001', {
      method: 'PUT',
      body: { notes: 'Mine over theirs' },
      headers: { 'If-Match': '"2"' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'A', notes: 'Mine over theirs', version: 3 });
  });

  it('without If-Match (a lenient API), with *, or with a list naming the version, the write proceeds', async (context) => {
    simulationOnly(context);
    expect(
      (await call('/api/devices/24DC10001', { method: 'PUT', body: { notes: 'no header' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('/api/devices/24DC10001', {
          method: 'PUT',
          body: { notes: 'star' },
          headers: { 'If-Match': '*' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('/api/devices/24DC10001', {
          method: 'PUT',
          body: { notes: 'list' },
          headers: { 'If-Match': '"1", "3"' },
        })
      ).status,
    ).toBe(200);
    expect(store.db().devices.find((d) => d.number === '24DC10001')!.version).toBe(4);
  });

  it('a weak or unreadable tag matches nothing', async () => {
    for (const tag of ['W/"1"', '"one"', '"1', '']) {
      expect(
        (
          await call('/api/devices/24DC10001', {
            method: 'PUT',
            body: { notes: tag },
            headers: { 'If-Match': tag },
          })
        ).status,
        tag,
      ).toBe(412);
    }
  });

  it('a PUT that changes nothing keeps the version', async () => {
    const device = store.db().devices.find((d) => d.number === '24DC10001')!;
    const same = await call<DeviceDetail>('/api/devices/24DC10001', {
      method: 'PUT',
      body: { name: device.name },
      headers: { 'If-Match': '"1"' },
    });
    expect(same.body.version).toBe(1);
  });

  it('a stale DELETE answers 412 and keeps the device; a current one deletes it', async () => {
    await call('/api/devices/24DC10002', { method: 'PUT', body: { status: 'fault' } });
    const stale = await call<Conflict<DeviceDetail>>('/api/devices/24DC10002', {
      method: 'DELETE',
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.current.status).toBe('fault');
    expect(store.db().devices.some((d) => d.number === '24DC10002')).toBe(true);
    expect(
      (await call('/api/devices/24DC10002', { method: 'DELETE', headers: { 'If-Match': '"2"' } }))
        .status,
    ).toBe(204);
  });

  it('a maintenance record and a detached child move the version on', async (context) => {
    // Reads the versions from the store (the server's are checked in tests/server/records.test.ts).
    simulationOnly(context);
    await call('/api/devices/24DC10001/maintenance', {
      method: 'POST',
      body: { kind: 'inspection', date: '2026-06-10', technician: 'Sun Hao', result: 'pass' },
    });
    expect(store.db().devices.find((d) => d.number === '24DC10001')!.version).toBe(2);
    const child = store.db().devices.find((d) => d.parentNumber !== null)!;
    await call(`/api/devices/${child.parentNumber}`, { method: 'DELETE' });
    expect(child.version).toBe(2);
  });
});

describe('device types', () => {
  needs('getDeviceType', 'updateDeviceType', 'deleteDeviceType');
  it('ETag, bump on every change, 412 for a stale PUT or DELETE (before the 409 of a used type)', async () => {
    const read = await call<DeviceType>('/api/device-types/1');
    expect(read.headers.get('etag')).toBe('"1"');
    const saved = await call<DeviceType>('/api/device-types/1', {
      method: 'PUT',
      body: { name: 'Distribution cabinet (LV)' },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.body.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');
    const stale = await call<Conflict<DeviceType>>('/api/device-types/1', {
      method: 'PUT',
      body: { description: 'x' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      key: 'deviceTypeChangedElsewhere',
      current: { id: 1, name: 'Distribution cabinet (LV)', version: 2 },
    });
    expect(
      (await call('/api/device-types/1', { method: 'DELETE', headers: { 'If-Match': '"1"' } }))
        .status,
    ).toBe(412);
    expect(
      (await call('/api/device-types/1', { method: 'DELETE', headers: { 'If-Match': '"2"' } }))
        .status,
    ).toBe(409);
  });
});

describe('locations', () => {
  needs('getLocation', 'updateLocation');
  it('the GET of a location sends its own version; a rename bumps it; a stale move is 412', async () => {
    const read = await call<LocationDetailResponse>('/api/device-locations/2');
    expect(read.headers.get('etag')).toBe('"1"');
    const renamed = await call<DeviceLocationWithCount>('/api/device-locations/2', {
      method: 'PUT',
      body: { name: 'Substation 1' },
      headers: { 'If-Match': '"1"' },
    });
    expect(renamed.body.version).toBe(2);
    const stale = await call<Conflict<DeviceLocationWithCount>>('/api/device-locations/2', {
      method: 'PUT',
      body: { parentId: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      key: 'locationChangedElsewhere',
      current: { id: 2, name: 'Substation 1', version: 2 },
    });
    expect(store.db().deviceLocations.find((l) => l.id === 2)!.parentId).not.toBeNull();
    expect(
      (await call('/api/device-locations/2', { method: 'DELETE', headers: { 'If-Match': '"1"' } }))
        .status,
    ).toBe(412);
  });

  it('a PUT that changes nothing keeps the version', async () => {
    const location = store.db().deviceLocations.find((l) => l.id === 2)!;
    const same = await call<DeviceLocationWithCount>('/api/device-locations/2', {
      method: 'PUT',
      body: { name: location.name, parentId: location.parentId },
    });
    expect(same.body.version).toBe(1);
  });
});
