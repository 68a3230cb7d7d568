/**
 * Deleted devices (issue 35.11): the audit trail outlives the device. A deleted device is kept
 * (who, when, its type's and location's names then) with its maintenance, documents and history,
 * readable by a session allowed to delete devices and not found by anyone else; its number is
 * never given again; the register hides it unless asked (`deleted`); the figures, alarms, search,
 * counts and "in use" checks count only the register.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { kitDbShape } from '@/api/mock/durable/persisted';
import { createLiveSession, handleLiveMessage } from '@/api/mock/queries/live';
import type {
  AlarmListResponse,
  DeviceDetail,
  DeviceDocumentListResponse,
  DeviceListResponse,
  DeviceStats,
  DeviceType,
  HistoryListResponse,
  LocationTreeResponse,
  MaintenanceListResponse,
  ReadingSeries,
} from '@/api/types/devices';
import type { SearchMatchGroup } from '@/api/types/search';

import {
  API_TARGET,
  call,
  needs,
  simulationOnly,
  startMockServer,
  validDeviceBody,
  type Caller,
} from './support/mock-server';

const store = startMockServer();
type Errors = { errors: Record<string, string[]> };

const remove = (number: string) => call(`/api/devices/${number}`, { method: 'DELETE' });
const list = (query: string, as: Caller = 'admin') =>
  call<DeviceListResponse>(`/api/devices?itemsPerPage=-1&${query}`, { as }).then((r) => r.body);

/** A device with maintenance, documents and more than its creation in its history. */
function richDevice() {
  const db = store.db();
  return db.devices.find(
    (d) =>
      db.maintenance.some((m) => m.deviceNumber === d.number) &&
      db.documents.some((x) => x.deviceNumber === d.number) &&
      db.history.filter((h) => h.deviceNumber === d.number).length > 1,
  )!;
}

describe('a deleted device is kept', () => {
  it('with who deleted it and when, its type and location as they were, and a read-only detail for the admin', async () => {
    const device = richDevice();
    const before = (await call<DeviceDetail>(`/api/devices/${device.number}`)).body;
    expect(before.deletedAt).toBeNull();
    expect((await remove(device.number)).status).toBe(204);
    const { status, body } = await call<DeviceDetail>(`/api/devices/${device.number}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      number: device.number,
      name: device.name,
      deletedBy: 'John Doe',
      typeCode: before.typeCode,
      typeName: before.typeName,
      locationNames: before.locationNames,
      locationPath: [],
      childNumbers: [],
      overdue: false,
    });
    expect(Date.parse(body.deletedAt!)).toBeGreaterThan(0);
    expect(body.version).toBe(before.version + 1);
  });

  it('with its maintenance, documents and history, which the admin reads and which end with the deletion', async (context) => {
    needs(context, 'listMaintenance', 'listDocuments', 'listHistory');
    const device = richDevice();
    const read = async (as: Caller) => ({
      maintenance: await call<MaintenanceListResponse>(
        `/api/devices/${device.number}/maintenance?itemsPerPage=-1`,
        { as },
      ),
      documents: await call<DeviceDocumentListResponse>(
        `/api/devices/${device.number}/documents?itemsPerPage=-1`,
        { as },
      ),
      history: await call<HistoryListResponse>(
        `/api/devices/${device.number}/history?itemsPerPage=-1`,
        { as },
      ),
    });
    const before = await read('admin');
    await remove(device.number);
    const after = await read('admin');
    expect(after.maintenance.body).toEqual(before.maintenance.body);
    expect(after.documents.body).toEqual(before.documents.body);
    expect(after.history.body.total).toBe(before.history.body.total + 1);
    expect(after.history.body.entries[0]).toMatchObject({
      action: 'deleted',
      actor: 'John Doe',
      changes: [],
    });
    expect(after.history.body.entries.slice(1)).toEqual(before.history.body.entries);
  });

  it('is not found by anyone who may not delete devices: detail, lists, readings, alarms', async (context) => {
    needs(context, 'listMaintenance', 'listDocuments', 'listHistory', 'getReadings', 'getAlarms');
    const device = richDevice();
    await remove(device.number);
    for (const as of ['client', 'anonymous'] as const) {
      for (const rest of ['', '/history', '/maintenance', '/documents', '/readings', '/alarms']) {
        expect(
          (await call(`/api/devices/${device.number}${rest}`, { as })).status,
          `${as} ${rest}`,
        ).toBe(404);
      }
    }
  });

  it('cannot be changed, deleted again or given maintenance (409), and has no readings or alarms', async (context) => {
    needs(context, 'addMaintenance', 'getReadings', 'getAlarms');
    const device = store.db().devices.find((d) => d.status === 'in_service')!;
    await remove(device.number);
    const refused = {
      status: 409,
      body: {
        message: 'This device was deleted: it can be read but no longer changed',
        key: 'deviceDeleted',
      },
    };
    expect(
      await call(`/api/devices/${device.number}`, { method: 'PUT', body: { name: 'Back again' } }),
    ).toEqual(refused);
    expect(await remove(device.number)).toEqual(refused);
    expect(
      await call(`/api/devices/${device.number}/maintenance`, {
        method: 'POST',
        body: { kind: 'test', date: '2026-06-01', technician: 'Sun Hao' },
      }),
    ).toEqual(refused);
    const readings = (
      await call<ReadingSeries>(`/api/devices/${device.number}/readings?metric=load`)
    ).body;
    expect(readings).toMatchObject({ since: null, points: [] });
    expect(
      (
        await call<AlarmListResponse>(
          `/api/devices/${device.number}/alarms?from=${Date.parse('2026-05-15T09:00:00Z')}`,
        )
      ).body.total,
    ).toBe(0);
    // The simulation's live handler over its store (the server's hub ignores a deleted device
    // as it ignores an unknown one: server/readings/source.ts reads the register's devices only).
    if (API_TARGET === 'simulation')
      expect(
        handleLiveMessage(
          store.db(),
          createLiveSession(),
          JSON.stringify({ type: 'subscribe', devices: [device.number] }),
        ),
      ).toEqual([{ type: 'subscribed', devices: [], ignored: [device.number] }]);
  });
});

describe('a deleted device’s number is never given again', () => {
  it('neither by next-number nor by a create without a number, and a create with it is refused', async (context) => {
    needs(context, 'getNextDeviceNumber');
    const db = store.db();
    const dc = db.deviceTypes.find((t) => t.code === 'DC')!;
    const suggested = (
      await call<{ number: string }>(`/api/devices/next-number?typeId=${dc.id}&year=2025`)
    ).body.number;
    // The highest of its year and type: deleting it must not free its serial.
    const last = db.devices
      .filter((d) => d.number.startsWith('25DC'))
      .map((d) => d.number)
      .sort()
      .at(-1)!;
    expect(Number(suggested.slice(4))).toBe(Number(last.slice(4)) + 1);
    await remove(last);
    expect(
      (await call<{ number: string }>(`/api/devices/next-number?typeId=${dc.id}&year=2025`)).body
        .number,
    ).toBe(suggested);
    const body = {
      ...validDeviceBody(db),
      installDate: '2025-03-01',
      commissionDate: '2025-03-10',
    };
    const made = await call<DeviceDetail>('/api/devices', { method: 'POST', body });
    expect(made.body.number).toBe(suggested);
    const again = await call<Errors>('/api/devices', {
      method: 'POST',
      body: { ...body, number: last },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors.number).toEqual([
      'This number belonged to a deleted device and is never given again',
    ]);
  });
});

describe('the register and the figures count only the register', () => {
  it('lists deleted devices only when asked, and only to who may delete devices', async () => {
    const [a, b] = store.db().devices.slice(0, 2);
    const total = (await list('')).total;
    await remove(a.number);
    await remove(b.number);
    expect((await list('')).total).toBe(total - 2);
    expect((await list('')).devices.some((d) => d.deletedAt)).toBe(false);
    const only = await list('deleted=only');
    expect(only.devices.map((d) => d.number).sort()).toEqual([a.number, b.number].sort());
    expect(only.devices.every((d) => d.deletedBy === 'John Doe')).toBe(true);
    const all = await list('deleted=include&sortBy=number');
    expect(all.total).toBe(total);
    expect(
      all.devices
        .filter((d) => d.deletedAt)
        .map((d) => d.number)
        .sort(),
    ).toEqual([a.number, b.number].sort());
    // Filters and search apply to them too.
    expect((await list(`deleted=include&q=${a.number}`)).devices.map((d) => d.number)).toEqual([
      a.number,
    ]);
    // Anyone else: as if there were none.
    expect((await list('deleted=only', 'client')).total).toBe(0);
    expect((await list('', 'client')).total).toBe(total - 2);
    expect((await list('deleted=include', 'anonymous')).total).toBe(total - 2);
    // An unknown value is ignored, as every list's filters are.
    expect((await list('deleted=maybe')).total).toBe(total - 2);
  });

  it('leaves them out of the home figures, alarms, the app-bar search and the location counts', async (context) => {
    // The figures' alarms come from the readings model (the server's are what it stored).
    simulationOnly(context);
    const stats = (await call<DeviceStats>('/api/devices/stats')).body;
    const alarmed = stats.latestAlarms[0].deviceNumber;
    const tree = (await call<LocationTreeResponse>('/api/device-locations')).body;
    const siteCount = (t: LocationTreeResponse) =>
      t.tree.reduce((sum, site) => sum + site.deviceCount, 0);
    await remove(alarmed);
    const after = (await call<DeviceStats>('/api/devices/stats')).body;
    expect(after.total).toBe(stats.total - 1);
    expect(after.byType.reduce((s, t) => s + t.count, 0)).toBe(stats.total - 1);
    expect(after.latestAlarms.some((a) => a.deviceNumber === alarmed)).toBe(false);
    expect(after.dueSoon.some((d) => d.number === alarmed)).toBe(false);
    expect(siteCount((await call<LocationTreeResponse>('/api/device-locations')).body)).toBe(
      siteCount(tree) - 1,
    );
    const groups = (await call<SearchMatchGroup[]>(`/api/app-bar/search?q=${alarmed}`)).body;
    expect(groups.find((g) => g.category === 'devices')).toBeUndefined();
  });

  it('lets a location or a type whose devices were all deleted be deleted; the deleted devices keep their names', async (context) => {
    needs(context, 'deleteLocation', 'deleteDeviceType', 'createDeviceType');
    const db = store.db();
    const cp = db.deviceTypes.find((t) => t.code === 'CP')!;
    const capacitors = db.devices.filter((d) => d.typeId === cp.id);
    const leaf = db.deviceLocations.find((l) => l.id === capacitors[0].locationId)!;
    const here = db.devices.filter((d) => d.locationId === leaf.id);
    const path = (await call<DeviceDetail>(`/api/devices/${capacitors[0].number}`)).body
      .locationNames;
    expect((await call(`/api/device-types/${cp.id}`, { method: 'DELETE' })).status).toBe(409);
    for (const d of new Set([...capacitors, ...here])) await remove(d.number);
    // Only devices of the register keep a type or location in use.
    expect((await call(`/api/device-types/${cp.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/device-locations/${leaf.id}`, { method: 'DELETE' })).status).toBe(204);
    // A new type may get the old one's id: the deleted devices still say what they were.
    const newType = (
      await call<DeviceType>('/api/device-types', {
        method: 'POST',
        body: {
          code: 'PV',
          name: 'PV string',
          category: 'backup_power',
          inspectionIntervalDays: 90,
          thresholds: { maxTemperatureC: 80, maxLoadPercent: 100 },
        },
      })
    ).body;
    expect(newType.id).toBe(cp.id);
    const kept = (await call<DeviceDetail>(`/api/devices/${capacitors[0].number}`)).body;
    expect(kept).toMatchObject({ typeCode: 'CP', typeName: 'Capacitor bank', locationNames: path });
    expect(kept.type).toMatchObject({ code: 'CP', name: 'Capacitor bank' });
    const listed = (await list('deleted=only')).devices.find(
      (d) => d.number === capacitors[0].number,
    )!;
    expect(listed).toMatchObject({
      typeCode: 'CP',
      typeName: 'Capacitor bank',
      locationNames: path,
    });
  });
});

describe('stored copies', () => {
  simulationOnly();
  it('read a copy saved before devices were kept when deleted as having none', () => {
    const shape = z.object(kitDbShape(true)).shape.deletedDevices;
    expect(shape.parse(undefined)).toEqual([]);
  });
});
