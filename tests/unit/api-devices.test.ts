import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import {
  getDeviceStats,
  isOverdue,
  listDevices,
  nextDeviceNumber,
} from '@/api/mock/queries/devices';
import { collator } from '@/api/mock/query';
import { parseDate } from '@/api/sample/devices/dates';
import { findAlarms, readingSource, sampler, stepFor } from '@/api/shared/readings';
import type {
  AlarmListResponse,
  DeviceDetail,
  DeviceDocumentListResponse,
  DeviceListItem,
  DeviceListResponse,
  DeviceStats,
  HistoryListResponse,
  MaintenanceListResponse,
  MaintenanceRecord,
  ReadingSeries,
} from '@/api/types/devices';

import {
  call,
  needs,
  simulationOnly,
  startMockServer,
  validDeviceBody,
} from './support/mock-server';

const NOW = '2026-06-15T09:00:00Z';
const TODAY = '2026-06-15';
const store = startMockServer();

const list = (query = '') => call<DeviceListResponse>(`/api/devices${query ? `?${query}` : ''}`);
const all = async (query = '') => (await list(`${query}${query ? '&' : ''}itemsPerPage=-1`)).body;
type Errors = { errors: Record<string, string[]> };

describe('sample devices', () => {
  simulationOnly();
  it('has at least 120 devices including 24DC10001–24DC10005, numbered year + code + serial', () => {
    const db = store.db();
    expect(db.devices.length).toBeGreaterThanOrEqual(120);
    for (let i = 1; i <= 5; i++)
      expect(db.devices.some((d) => d.number === `24DC1000${i}`)).toBe(true);
    const types = new Map(db.deviceTypes.map((t) => [t.id, t]));
    for (const d of db.devices) {
      expect(d.number).toMatch(/^\d{2}[A-Z]{2}\d{5}$/);
      expect(d.number.slice(2, 4)).toBe(types.get(d.typeId)!.code);
      expect(Number(d.number.slice(4))).toBeGreaterThanOrEqual(10001);
      expect(d.number.slice(0, 2)).toBe(d.commissionDate!.slice(2, 4));
      expect(
        Object.keys(d.nameplate).every((f) =>
          types.get(d.typeId)!.nameplateFields.includes(f as never),
        ),
      ).toBe(true);
      expect(d.nextInspection).toBe(
        d.lastInspection
          ? addDaysIso(d.lastInspection, types.get(d.typeId)!.inspectionIntervalDays)
          : addDaysIso(d.commissionDate!, types.get(d.typeId)!.inspectionIntervalDays),
      );
    }
    expect(new Set(db.devices.map((d) => d.number)).size).toBe(db.devices.length);
  });

  it('has overdue devices, devices due within 30 days, breakers inside cabinets, every status', () => {
    const db = store.db();
    expect(db.devices.filter((d) => isOverdue(d, TODAY)).length).toBeGreaterThan(0);
    expect(
      db.devices.filter((d) => d.nextInspection! >= TODAY && d.nextInspection! <= '2026-07-15')
        .length,
    ).toBeGreaterThan(0);
    expect(
      db.devices.some(
        (d) =>
          d.parentNumber &&
          db.devices.find((p) => p.number === d.parentNumber)!.locationId === d.locationId,
      ),
    ).toBe(true);
    expect(new Set(db.devices.map((d) => d.status)).size).toBe(5);
  });

  it('is deterministic and plain JSON under ~600 KB', () => {
    const a = createMockDb({ now: NOW });
    const b = createMockDb({ now: NOW });
    const pick = (db: typeof a) => ({
      deviceTypes: db.deviceTypes,
      devices: db.devices,
      deviceLocations: db.deviceLocations,
      maintenance: db.maintenance,
      documents: db.documents,
      history: db.history,
    });
    expect(JSON.stringify(pick(a))).toBe(JSON.stringify(pick(b)));
    expect(JSON.stringify(pick(a)).length).toBeLessThan(600 * 1024);
    expect(JSON.parse(JSON.stringify(pick(a)))).toEqual(pick(a));
  });

  it('scales: scale 100 gives 12,000+ devices with unique numbers', () => {
    const big = createMockDb({ now: NOW, scale: 100 });
    expect(big.devices.length).toBeGreaterThanOrEqual(12_000);
    expect(new Set(big.devices.map((d) => d.number)).size).toBe(big.devices.length);
  });
});

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/devices', () => {
  it('answers the first 10 with the §5 fallbacks and joins type and location', async () => {
    const { status, body } = await list('page=abc&itemsPerPage=x');
    expect(status).toBe(200);
    expect(body.devices).toHaveLength(10);
    expect(body.total).toBe(store.db().devices.length);
    const row = body.devices[0];
    expect(row.typeCode).toMatch(/^[A-Z]{2}$/);
    expect(row.typeName).not.toBe('');
    expect(row.locationName).not.toBe('');
    expect(typeof row.overdue).toBe('boolean');
  });

  it('searches number or name, case-insensitively', async () => {
    const byNumber = await all('q=24dc1000');
    expect(byNumber.devices.map((d) => d.number)).toEqual(
      expect.arrayContaining(['24DC10001', '24DC10002', '24DC10003', '24DC10004', '24DC10005']),
    );
    expect(byNumber.devices.every((d) => d.number.includes('24DC1000'))).toBe(true);
    const byName = await all('q=BREAKER');
    expect(byName.total).toBeGreaterThan(0);
    expect(
      byName.devices.every(
        (d) =>
          d.name.toLowerCase().includes('breaker') || d.number.toLowerCase().includes('breaker'),
      ),
    ).toBe(true);
    expect((await all('q=%20%20')).total).toBe(store.db().devices.length);
  });

  it('filters by type, status (single, repeated, comma list), overdue', async () => {
    const db = store.db();
    const dc = db.deviceTypes.find((t) => t.code === 'DC')!;
    const byType = await all(`typeId=${dc.id}`);
    expect(byType.total).toBe(db.devices.filter((d) => d.typeId === dc.id).length);
    expect(byType.devices.every((d) => d.typeCode === 'DC')).toBe(true);

    const fault = await all('status=fault');
    expect(fault.total).toBe(db.devices.filter((d) => d.status === 'fault').length);
    const twoRepeated = await all('status=fault&status=standby');
    const twoComma = await all('status=fault,standby');
    const expected = db.devices.filter(
      (d) => d.status === 'fault' || d.status === 'standby',
    ).length;
    expect(twoRepeated.total).toBe(expected);
    expect(twoComma.total).toBe(expected);
    expect((await all('status=nonsense')).total).toBe(db.devices.length);

    const overdue = await all('overdue=true');
    const notOverdue = await all('overdue=false');
    expect(overdue.total).toBeGreaterThan(0);
    expect(
      overdue.devices.every(
        (d) => d.overdue && d.nextInspection! < TODAY && d.status !== 'retired',
      ),
    ).toBe(true);
    expect(overdue.total + notOverdue.total).toBe(db.devices.length);

    const combined = await all(`typeId=${dc.id}&status=in_service`);
    expect(combined.total).toBe(
      db.devices.filter((d) => d.typeId === dc.id && d.status === 'in_service').length,
    );
  });

  it('filters by location including its descendants', async () => {
    const db = store.db();
    const sites = db.deviceLocations.filter((l) => l.parentId === null);
    const totals = await Promise.all(
      sites.map(async (s) => (await all(`locationId=${s.id}`)).total),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(db.devices.length);
    const panel = db.devices[0].locationId;
    expect((await all(`locationId=${panel}`)).total).toBe(
      db.devices.filter((d) => d.locationId === panel).length,
    );
    expect((await all('locationId=99999')).total).toBe(0);
  });

  it('names each row’s location from its site down; the same name at two sites is told apart', async () => {
    const { devices } = await all();
    const detail = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    expect(devices.find((d) => d.number === '24DC10001')!.locationNames).toEqual(
      detail.locationPath.map((p) => p.name),
    );
    const sites = new Set(
      store
        .db()
        .deviceLocations.filter((l) => l.parentId === null)
        .map((l) => l.name),
    );
    for (const d of devices) {
      expect(d.locationNames.at(-1)).toBe(d.locationName);
      expect(sites.has(d.locationNames[0])).toBe(true);
    }
    // "Bay 1" is a bay of two sites: only the path says which.
    const bays = devices.filter((d) => d.locationName === 'Bay 1');
    expect(new Set(bays.map((d) => d.locationNames[0])).size).toBeGreaterThan(1);
  });

  it('sorts by location along the path, site first, compared name by name', async () => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const paths = (await all(`sortBy=location&orderBy=${orderBy}`)).devices.map(
        (d) => d.locationNames,
      );
      const compare = (a: string[], b: string[]) => {
        for (let i = 0; i < Math.min(a.length, b.length); i++) {
          const c = collator.compare(a[i], b[i]);
          if (c !== 0) return c;
        }
        return a.length - b.length;
      };
      for (let i = 1; i < paths.length; i++)
        expect(
          orderBy === 'asc'
            ? compare(paths[i - 1], paths[i]) <= 0
            : compare(paths[i - 1], paths[i]) >= 0,
        ).toBe(true);
      // The devices of one site stay together: its name never comes back once left.
      const sites = paths.map((p) => p[0]).filter((s, i, all) => i === 0 || all[i - 1] !== s);
      expect(new Set(sites).size).toBe(sites.length);
    }
  });

  // location: sorted along the path, tested above.
  it.each(['number', 'name', 'type', 'status', 'nextInspection', 'condition'])(
    'sorts by %s in both directions',
    async (key) => {
      const statusOrder = ['in_service', 'standby', 'maintenance', 'fault', 'retired'];
      const value = (d: DeviceListItem): string | number =>
        key === 'type'
          ? d.typeName
          : key === 'status'
            ? statusOrder.indexOf(d.status)
            : key === 'condition'
              ? d.condition
              : ((d as unknown as Record<string, string>)[key] ?? '');
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : a === '' || b === ''
            ? 0
            : collator.compare(String(a), String(b));
      for (const orderBy of ['asc', 'desc'] as const) {
        const rows = (await all(`sortBy=${key}&orderBy=${orderBy}`)).devices.map(value);
        for (let i = 1; i < rows.length; i++) {
          const c = compare(rows[i - 1], rows[i]);
          expect(orderBy === 'asc' ? c <= 0 : c >= 0).toBe(true);
        }
      }
    },
  );

  it('pages without overlap; a page past the last is empty', async () => {
    const whole = (await all('sortBy=number')).devices.map((d) => d.number);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 25); page++)
      pages.push(
        ...(await list(`sortBy=number&page=${page}&itemsPerPage=25`)).body.devices.map(
          (d) => d.number,
        ),
      );
    expect(pages).toEqual(whole);
    expect((await list('page=999')).body.devices).toEqual([]);
  });
});

describe('GET /api/devices/{number}', () => {
  it('answers the device with its type, location path and children', async () => {
    const { status, body } = await call<DeviceDetail>('/api/devices/24DC10001');
    expect(status).toBe(200);
    expect(body.number).toBe('24DC10001');
    expect(body.type.code).toBe('DC');
    expect(body.type.deviceCount).toBeGreaterThan(0);
    expect(body.locationPath[0].kind).toBe('site');
    expect(body.locationPath.at(-1)!.id).toBe(body.locationId);
    const db = store.db();
    const cabinet = db.devices.find((d) => db.devices.some((c) => c.parentNumber === d.number))!;
    const detail = await call<DeviceDetail>(`/api/devices/${cabinet.number}`);
    expect(detail.body.childNumbers.length).toBeGreaterThan(0);
  });

  it('accepts a lower-case number and answers 404 "Device not found" for unknown ones', async () => {
    expect((await call<DeviceDetail>('/api/devices/24dc10002')).body.number).toBe('24DC10002');
    const missing = await call<{ message: string }>('/api/devices/99ZZ99999');
    expect(missing).toEqual({
      status: 404,
      body: { message: 'Device not found', key: 'deviceNotFound' },
    });
  });
});

describe('POST /api/devices', () => {
  const valid = () => ({
    ...validDeviceBody(store.db()),
    nameplate: { ratedVoltageKv: 0.4, ratedCurrentA: 630, impedancePercent: 6 },
    tags: ['lighting', ' lighting ', 'new'],
  });

  it('creates with a generated number, computes the next inspection and records history', async (context) => {
    needs(context, 'listHistory');
    const { status, body } = await call<DeviceDetail>('/api/devices', {
      method: 'POST',
      body: valid(),
    });
    expect(status).toBe(201);
    expect(body.number).toBe(
      nextDeviceNumber(
        store.db().devices.filter((d) => d.number !== body.number),
        'DC',
        2026,
      ),
    );
    expect(body.number).toMatch(/^26DC1\d{4}$/);
    expect(body.status).toBe('in_service');
    expect(body.nextInspection).toBe('2026-08-28');
    expect(body.nameplate).toEqual({ ratedVoltageKv: 0.4, ratedCurrentA: 630 });
    expect(body.tags).toEqual(['lighting', 'new']);
    expect((await call<DeviceDetail>(`/api/devices/${body.number}`)).status).toBe(200);
    expect((await all(`q=${body.number}`)).total).toBe(1);
    const history = await call<HistoryListResponse>(`/api/devices/${body.number}/history`);
    expect(history.body.entries.map((e) => e.action)).toEqual(['created']);
  });

  it('takes a given number and the next-number call suggests the following one', async (context) => {
    needs(context, 'getNextDeviceNumber');
    const next = await call<{ number: string }>(
      `/api/devices/next-number?typeId=${valid().typeId}&year=2024`,
    );
    expect(next.body.number).toMatch(/^24DC1\d{4}$/);
    const created = await call<DeviceDetail>('/api/devices', {
      method: 'POST',
      body: { ...valid(), number: next.body.number },
    });
    expect(created.status).toBe(201);
    expect(created.body.number).toBe(next.body.number);
    const after = await call<{ number: string }>(
      `/api/devices/next-number?typeId=${valid().typeId}&year=2024`,
    );
    expect(Number(after.body.number.slice(4))).toBe(Number(next.body.number.slice(4)) + 1);
    expect((await call<Errors>('/api/devices/next-number?typeId=999')).status).toBe(400);
  });

  it.each([
    ['duplicate number', { number: '24DC10001' }, 'number'],
    ['malformed number', { number: 'DC-1' }, 'number'],
    ['serial below 10001', { number: '24DC00001' }, 'number'],
    ['number of another type', { number: '24TR19999' }, 'number'],
    ['unknown type', { typeId: 999 }, 'typeId'],
    ['unknown location', { locationId: 999 }, 'locationId'],
    ['missing name', { name: '  ' }, 'name'],
    ['bad date', { installDate: '2026-02-30' }, 'installDate'],
    [
      'commission before install',
      { installDate: '2026-03-10', commissionDate: '2026-03-01' },
      'commissionDate',
    ],
    ['warranty before install', { warrantyUntil: '2025-01-01' }, 'warrantyUntil'],
    ['inspection in the future', { lastInspection: '2026-07-01' }, 'lastInspection'],
    ['unknown status', { status: 'broken' }, 'status'],
    ['condition out of range', { condition: 6 }, 'condition'],
    ['unknown parent', { parentNumber: '99XX10001' }, 'parentNumber'],
    ['nameplate not a number', { nameplate: { ratedCurrentA: 'lots' } }, 'nameplate.ratedCurrentA'],
  ])('answers 400 with field errors for %s', async (_label, patch, field) => {
    const before = store.db().devices.length;
    const { status, body } = await call<Errors>('/api/devices', {
      method: 'POST',
      body: { ...valid(), ...patch },
    });
    expect(status).toBe(400);
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(store.db().devices.length).toBe(before);
  });

  it('answers 400 (never 500) to a missing, malformed or non-object body, with a clear message', async () => {
    for (const raw of ['', '{bad json', '[]', 'null', '42']) {
      const { status, body } = await call<{ message: string; key: string }>('/api/devices', {
        method: 'POST',
        raw,
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: 'The request body must be a JSON object',
        key: 'bodyNotObject',
      });
    }
  });
});

describe('PUT /api/devices/{number}', () => {
  it('updates, keeps the number and records the status change and other changes in history', async (context) => {
    needs(context, 'listHistory');
    const { status, body } = await call<DeviceDetail>('/api/devices/24DC10003', {
      method: 'PUT',
      body: { status: 'fault', notes: 'Breaker tripped twice', number: '24DC10003' },
    });
    expect(status).toBe(200);
    expect(body.status).toBe('fault');
    expect((await all('status=fault')).devices.some((d) => d.number === '24DC10003')).toBe(true);
    const history = (
      await call<HistoryListResponse>('/api/devices/24DC10003/history?itemsPerPage=-1')
    ).body.entries;
    const actions = history
      .slice(0, 2)
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(['status_changed', 'updated']);
    const statusEntry = history.find((e) => e.action === 'status_changed')!;
    expect(statusEntry.changes).toEqual([{ field: 'status', from: 'in_service', to: 'fault' }]);
    expect(history.find((e) => e.action === 'updated')!.changes).toEqual([
      { field: 'notes', from: expect.any(String), to: 'Breaker tripped twice' },
    ]);
  });

  it('refuses to change the number, answers 404 for an unknown device, 400 for bad fields', async () => {
    expect(
      (
        await call<Errors>('/api/devices/24DC10003', {
          method: 'PUT',
          body: { number: '24DC19999' },
        })
      ).body.errors.number,
    ).toBeDefined();
    expect(
      (await call('/api/devices/00XX00000', { method: 'PUT', body: { name: 'x' } })).status,
    ).toBe(404);
    expect(
      (
        await call<Errors>('/api/devices/24DC10003', {
          method: 'PUT',
          body: { commissionDate: '2000-01-01', installDate: '2001-01-01' },
        })
      ).body.errors.commissionDate,
    ).toBeDefined();
    expect(
      (
        await call<Errors>('/api/devices/24DC10003', {
          method: 'PUT',
          body: { parentNumber: '24DC10003' },
        })
      ).body.errors.parentNumber,
    ).toBeDefined();
  });

  it('recomputes the next inspection and trims the nameplate to a new type', async () => {
    const db = store.db();
    const tr = db.deviceTypes.find((t) => t.code === 'TR')!;
    const updated = await call<DeviceDetail>('/api/devices/24DC10004', {
      method: 'PUT',
      body: { typeId: tr.id, lastInspection: '2026-01-10' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.nextInspection).toBe(addDaysIso('2026-01-10', tr.inspectionIntervalDays));
    expect(
      Object.keys(updated.body.nameplate).every((f) => tr.nameplateFields.includes(f as never)),
    ).toBe(true);
  });

  it('writes nothing to history when nothing changed', async (context) => {
    needs(context, 'listHistory');
    const before = (await call<HistoryListResponse>('/api/devices/24DC10005/history')).body.total;
    const device = (await call<DeviceDetail>('/api/devices/24DC10005')).body;
    await call('/api/devices/24DC10005', {
      method: 'PUT',
      body: { name: device.name, status: device.status },
    });
    expect((await call<HistoryListResponse>('/api/devices/24DC10005/history')).body.total).toBe(
      before,
    );
  });
});

describe('DELETE /api/devices/{number}', () => {
  it('deletes (204), then 404 to anyone but who may delete, 409 on a second delete; devices inside it are detached', async (context) => {
    needs(context, 'listHistory');
    const db = store.db();
    const cabinet = db.devices.find((d) => db.devices.some((c) => c.parentNumber === d.number))!;
    const children = db.devices
      .filter((c) => c.parentNumber === cabinet.number)
      .map((c) => c.number);
    expect((await call(`/api/devices/${cabinet.number}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/devices/${cabinet.number}`, { as: 'anonymous' })).status).toBe(404);
    expect((await call(`/api/devices/${cabinet.number}`, { method: 'DELETE' })).status).toBe(409);
    expect((await call(`/api/devices/${cabinet.number}/history`, { as: 'client' })).status).toBe(
      404,
    );
    for (const child of children) {
      expect((await call<DeviceDetail>(`/api/devices/${child}`)).body.parentNumber).toBeNull();
      // Their history says who detached them, and from what.
      const [latest] = (await call<HistoryListResponse>(`/api/devices/${child}/history`)).body
        .entries;
      expect(latest).toMatchObject({
        action: 'updated',
        actor: 'John Doe',
        changes: [{ field: 'parentNumber', from: cabinet.number, to: null }],
      });
    }
    expect(
      (await all(`q=${cabinet.number}`)).devices.some((d) => d.number === cabinet.number),
    ).toBe(false);
  });
});

describe('maintenance, history and documents', () => {
  needs('listMaintenance', 'addMaintenance', 'listHistory', 'listDocuments');
  it('lists maintenance newest first, with paging', async () => {
    const { status, body } = await call<MaintenanceListResponse>(
      '/api/devices/24DC10001/maintenance?itemsPerPage=-1',
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    const dates = body.records.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = (
      await call<MaintenanceListResponse>(
        '/api/devices/24DC10001/maintenance?sortBy=date&orderBy=asc&itemsPerPage=-1',
      )
    ).body.records.map((r) => r.date);
    expect(asc).toEqual([...dates].reverse());
    expect((await call('/api/devices/00XX00000/maintenance')).status).toBe(404);
  });

  it('a done inspection moves last and next inspection and is written to history', async () => {
    const before = (await call<DeviceDetail>('/api/devices/24DC10002')).body;
    const { status, body } = await call<MaintenanceRecord>('/api/devices/24DC10002/maintenance', {
      method: 'POST',
      body: {
        kind: 'inspection',
        date: '2026-06-14',
        technician: 'Ma Lin',
        status: 'done',
        result: 'pass',
        cost: '300',
        downtimeHours: 1,
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      deviceNumber: '24DC10002',
      kind: 'inspection',
      cost: 300,
      result: 'pass',
    });
    const after = (await call<DeviceDetail>('/api/devices/24DC10002')).body;
    expect(after.lastInspection).toBe('2026-06-14');
    expect(after.nextInspection).toBe(addDaysIso('2026-06-14', before.type.inspectionIntervalDays));
    expect(after.overdue).toBe(false);
    const latest = (await call<HistoryListResponse>('/api/devices/24DC10002/history')).body
      .entries[0];
    expect(latest.action).toBe('inspection_done');
    expect(latest.changes).toContainEqual({
      field: 'nextInspection',
      from: before.nextInspection,
      to: after.nextInspection,
    });
    const records = (await call<MaintenanceListResponse>('/api/devices/24DC10002/maintenance')).body
      .records;
    expect(records.some((r) => r.id === body.id)).toBe(true);
  });

  it('a planned or other record does not move the dates but is in history', async () => {
    const before = (await call<DeviceDetail>('/api/devices/24DC10002')).body;
    const planned = await call<MaintenanceRecord>('/api/devices/24DC10002/maintenance', {
      method: 'POST',
      body: { kind: 'inspection', date: '2026-07-01', technician: 'Ma Lin' },
    });
    expect(planned.status).toBe(201);
    expect(planned.body.status).toBe('planned');
    const after = (await call<DeviceDetail>('/api/devices/24DC10002')).body;
    expect(after.nextInspection).toBe(before.nextInspection);
    expect(
      (await call<HistoryListResponse>('/api/devices/24DC10002/history')).body.entries[0].action,
    ).toBe('maintenance_added');
  });

  it.each([
    [{ date: '2026-06-01', technician: 'A' }, 'kind'],
    [{ kind: 'repair', date: '2026-06-01', technician: 'A' }, 'kind'],
    [{ kind: 'test', date: 'yesterday', technician: 'A' }, 'date'],
    [{ kind: 'test', date: '2026-06-01' }, 'technician'],
    [{ kind: 'test', date: '2026-06-01', technician: 'A', status: 'finished' }, 'status'],
    [{ kind: 'test', date: '2026-07-01', technician: 'A', status: 'done' }, 'status'],
    [{ kind: 'test', date: '2026-06-01', technician: 'A', cost: -5 }, 'cost'],
    [{ kind: 'test', date: '2026-06-01', technician: 'A', downtimeHours: 'long' }, 'downtimeHours'],
    [{ kind: 'test', date: '2026-06-01', technician: 'A', result: 'ok' }, 'result'],
  ])('refuses a bad maintenance record %j', async (body, field) => {
    const { status, body: answer } = await call<Errors>('/api/devices/24DC10001/maintenance', {
      method: 'POST',
      body,
    });
    expect(status).toBe(400);
    expect(answer.errors[field]).toBeDefined();
  });

  it('answers 404 when adding maintenance to an unknown device', async () => {
    expect(
      (
        await call('/api/devices/00XX00000/maintenance', {
          method: 'POST',
          body: { kind: 'test', date: '2026-06-01', technician: 'A' },
        })
      ).status,
    ).toBe(404);
  });

  it('lists history newest first and documents', async () => {
    const number = store
      .db()
      .devices.find(
        (d) => store.db().history.filter((h) => h.deviceNumber === d.number).length >= 3,
      )!.number;
    const entries = (
      await call<HistoryListResponse>(`/api/devices/${number}/history?itemsPerPage=-1`)
    ).body.entries;
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1].at >= entries[i].at).toBe(true);
    expect(entries.at(-1)!.action).toBe('created');
    const docs = await call<DeviceDocumentListResponse>('/api/devices/24DC10001/documents');
    expect(docs.status).toBe(200);
    expect(docs.body.documents.some((d) => d.kind === 'manual')).toBe(true);
    expect((await call('/api/devices/00XX00000/documents')).status).toBe(404);
  });
});

describe('readings and alarms', () => {
  // The simulation's readings model. The server answers what gateways stored; its series and
  // alarms are compared with this model over back-filled readings in tests/server/readings.test.ts.
  simulationOnly();
  it('answers the last 24 h by default with unit and threshold, at most ~500 points, deterministically', async () => {
    const a = await call<ReadingSeries>('/api/devices/24DC10001/readings?metric=temperature');
    const b = await call<ReadingSeries>('/api/devices/24DC10001/readings?metric=temperature');
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.unit).toBe('°C');
    expect(a.body.threshold).toBe(
      store.db().deviceTypes.find((t) => t.code === 'DC')!.thresholds.maxTemperatureC,
    );
    expect(a.body.to).toBe(Date.parse(NOW));
    expect(a.body.from).toBe(Date.parse(NOW) - 86_400_000);
    expect(a.body.points.length).toBeGreaterThan(200);
    expect(a.body.points.length).toBeLessThanOrEqual(500);
    expect(
      a.body.points.every((p) => p.t >= a.body.from && p.t <= a.body.to && Number.isFinite(p.v)),
    ).toBe(true);
    // A fresh database (another "session") answers the same values.
    const fresh = createMockDb({ now: NOW });
    const device = fresh.devices.find((d) => d.number === '24DC10001')!;
    const value = sampler(
      readingSource(
        device,
        fresh.deviceTypes.find((t) => t.id === device.typeId),
      ),
      'temperature',
    );
    expect(a.body.points.map((p) => value(p.t))).toEqual(a.body.points.map((p) => p.v));
  });

  it('accepts ISO or ms ranges; 30 days stay under the point cap; ranges agree at shared instants', async () => {
    const to = Date.parse(NOW);
    const day = await call<ReadingSeries>(
      `/api/devices/24DC10001/readings?metric=load&from=${to - 86_400_000}&to=${to}`,
    );
    const week = await call<ReadingSeries>(
      `/api/devices/24DC10001/readings?metric=load&from=${new Date(to - 7 * 86_400_000).toISOString()}&to=${new Date(to).toISOString()}`,
    );
    const month = await call<ReadingSeries>(
      `/api/devices/24DC10001/readings?metric=load&from=${to - 30 * 86_400_000}`,
    );
    expect(month.body.points.length).toBeLessThanOrEqual(500);
    expect(week.body.stepMs).toBe(stepFor(7 * 86_400_000));
    const byT = new Map(day.body.points.map((p) => [p.t, p.v]));
    const shared = week.body.points.filter((p) => byT.has(p.t));
    expect(shared.length).toBeGreaterThan(0);
    for (const p of shared) expect(p.v).toBe(byT.get(p.t));
    expect(
      (await call<ReadingSeries>('/api/devices/24DC10001/readings?metric=voltage')).body,
    ).toMatchObject({ unit: 'kV', threshold: null });
    expect(
      (await call<ReadingSeries>('/api/devices/24DC10001/readings?metric=current')).body.unit,
    ).toBe('A');
  });

  it('answers 400 for an unknown metric or a bad range, 404 for an unknown device', async () => {
    expect(
      (await call<Errors>('/api/devices/24DC10001/readings?metric=humidity')).body.errors.metric,
    ).toBeDefined();
    expect(
      (await call<Errors>('/api/devices/24DC10001/readings?from=soon')).body.errors.from,
    ).toBeDefined();
    expect(
      (
        await call<Errors>(
          `/api/devices/24DC10001/readings?from=${Date.parse(NOW)}&to=${Date.parse(NOW) - 1}`,
        )
      ).body.errors.to,
    ).toBeDefined();
    expect((await call('/api/devices/00XX00000/readings')).status).toBe(404);
    expect((await call('/api/devices/00XX00000/alarms')).status).toBe(404);
  });

  it('an alarm is a run of readings past the threshold, and every such reading is in one', async () => {
    const db = store.db();
    const to = Date.parse(NOW);
    const from = to - 7 * 86_400_000;
    // A faulty device runs hot: it has alarms over a week.
    const faulty = db.devices.filter((d) => d.status === 'fault');
    let checked = 0;
    for (const device of faulty) {
      const alarms = (
        await call<AlarmListResponse>(`/api/devices/${device.number}/alarms?from=${from}&to=${to}`)
      ).body;
      if (alarms.total === 0) continue;
      checked++;
      for (let i = 1; i < alarms.alarms.length; i++)
        expect(alarms.alarms[i - 1].startedAt >= alarms.alarms[i].startedAt).toBe(true);
      for (const metric of ['load', 'temperature'] as const) {
        const series = (
          await call<ReadingSeries>(
            `/api/devices/${device.number}/readings?metric=${metric}&from=${from}&to=${to}`,
          )
        ).body;
        const mine = alarms.alarms.filter((a) => a.metric === metric);
        for (const point of series.points) {
          // An alarm lasts from its first reading past the limit until the first one back within
          // it.
          const inAlarm = mine.some(
            (a) =>
              point.t >= Date.parse(a.startedAt) &&
              (a.endedAt === null || point.t < Date.parse(a.endedAt)),
          );
          expect(inAlarm).toBe(point.v > series.threshold!);
        }
        for (const alarm of mine) {
          expect(alarm.peak).toBeGreaterThan(alarm.threshold);
          expect(alarm.severity).toBe(alarm.peak > alarm.threshold * 1.1 ? 'critical' : 'warning');
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('an alarm ends at the first reading back within its limit, never when it started; it is ongoing only while the latest reading is past it', async () => {
    const db = store.db();
    const now = Date.parse(NOW);
    const step = 5 * 60_000;
    let single = 0;
    let ongoing = 0;
    let seen = 0;
    for (const device of db.devices.filter(
      (d) => d.status === 'fault' || d.status === 'in_service',
    )) {
      const source = readingSource(
        device,
        db.deviceTypes.find((t) => t.id === device.typeId),
      );
      const { alarms } = (
        await call<AlarmListResponse>(
          `/api/devices/${device.number}/alarms?from=${now - 30 * 86_400_000}&to=${now}`,
        )
      ).body;
      for (const a of alarms) {
        seen++;
        const value = sampler(source, a.metric);
        const start = Date.parse(a.startedAt);
        expect(value(start)).toBeGreaterThan(a.threshold);
        expect(value(start - step)).toBeLessThanOrEqual(a.threshold);
        if (a.endedAt === null) {
          ongoing++;
          expect(value(Math.floor(now / step) * step)).toBeGreaterThan(a.threshold);
          continue;
        }
        const end = Date.parse(a.endedAt);
        expect(end).toBeGreaterThan(start);
        expect(value(end)).toBeLessThanOrEqual(a.threshold);
        expect(value(end - step)).toBeGreaterThan(a.threshold);
        if (end - start === step) single++;
      }
    }
    expect(seen).toBeGreaterThan(0);
    // Both kinds occur in the samples: a lone reading past the limit, and an alarm still on.
    expect(single).toBeGreaterThan(0);
    expect(ongoing).toBeGreaterThan(0);
  });

  it('an alarm keeps its start (and id) whatever range is asked', async () => {
    const now = Date.parse(NOW);
    const faulty = store.db().devices.filter((d) => d.status === 'fault');
    let checked = 0;
    for (const device of faulty) {
      const week = (
        await call<AlarmListResponse>(
          `/api/devices/${device.number}/alarms?from=${now - 7 * 86_400_000}&to=${now}`,
        )
      ).body.alarms;
      const long = week.find(
        (a) =>
          a.endedAt !== null && Date.parse(a.endedAt) - Date.parse(a.startedAt) >= 3 * 5 * 60_000,
      );
      if (!long) continue;
      checked++;
      // A range that starts in the middle of the alarm still answers its real start.
      const from = Date.parse(long.startedAt) + 2 * 5 * 60_000;
      const later = (
        await call<AlarmListResponse>(`/api/devices/${device.number}/alarms?from=${from}&to=${now}`)
      ).body.alarms;
      expect(later.find((a) => a.id === long.id)).toEqual(long);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a retired device reads zero load and raises no alarms', () => {
    const db = store.db();
    const retired = db.devices.find((d) => d.status === 'retired')!;
    const source = readingSource(
      retired,
      db.deviceTypes.find((t) => t.id === retired.typeId),
    );
    expect(sampler(source, 'load')(Date.parse(NOW))).toBe(0);
    expect(
      findAlarms(source, retired.name, {
        from: Date.parse(NOW) - 30 * 86_400_000,
        to: Date.parse(NOW),
      }),
    ).toEqual([]);
  });
});

describe('GET /api/devices/stats', () => {
  needs('getDeviceStats');
  it('answers the home page figures, consistent with the list', async (context) => {
    // Its latest alarms come from the readings model here; the server's are the alarms it stored
    // (tests/server/device-stats.test.ts compares every other figure with the simulation).
    simulationOnly(context);
    const { status, body } = await call<DeviceStats>('/api/devices/stats');
    expect(status).toBe(200);
    const db = store.db();
    expect(body.total).toBe(db.devices.length);
    expect(body.inService).toBe((await all('status=in_service')).total);
    expect(body.faults).toBe((await all('status=fault')).total);
    expect(body.overdue).toBe((await all('overdue=true')).total);
    expect(body.byStatus.reduce((s, x) => s + x.count, 0)).toBe(body.total);
    expect(body.byType.reduce((s, x) => s + x.count, 0)).toBe(body.total);
    expect(body.byType).toHaveLength(12);
    expect(body.dueSoonTotal).toBeGreaterThan(0);
    expect(body.dueSoon.length).toBe(Math.min(10, body.dueSoonTotal));
    expect(
      body.dueSoon.every((d) => d.nextInspection! >= TODAY && d.nextInspection! <= '2026-07-15'),
    ).toBe(true);
    expect(body.latestAlarms.length).toBeGreaterThan(0);
    expect(body.latestAlarms.length).toBeLessThanOrEqual(10);
    // Newest first by their last moment; an ongoing alarm (no end yet) is the newest.
    const last = (a: DeviceStats['latestAlarms'][number]) =>
      a.endedAt === null ? Infinity : Date.parse(a.endedAt);
    for (let i = 1; i < body.latestAlarms.length; i++)
      expect(last(body.latestAlarms[i - 1])).toBeGreaterThanOrEqual(last(body.latestAlarms[i]));
  });

  it('follows writes: a new fault shows in the figures', async () => {
    const before = (await call<DeviceStats>('/api/devices/stats')).body.faults;
    await call('/api/devices/24DC10001', { method: 'PUT', body: { status: 'fault' } });
    expect((await call<DeviceStats>('/api/devices/stats')).body.faults).toBe(before + 1);
  });

  it('follows writes to the alarms too: a device put in maintenance leaves them, and a rename shows', async (context) => {
    simulationOnly(context);
    const first = (await call<DeviceStats>('/api/devices/stats')).body.latestAlarms[0];
    const original = store.db().devices.find((d) => d.number === first.deviceNumber)!.status;
    await call(`/api/devices/${first.deviceNumber}`, {
      method: 'PUT',
      body: { status: 'maintenance' },
    });
    const during = (await call<DeviceStats>('/api/devices/stats')).body.latestAlarms;
    expect(during.some((a) => a.deviceNumber === first.deviceNumber)).toBe(false);
    await call(`/api/devices/${first.deviceNumber}`, {
      method: 'PUT',
      body: { status: original, name: 'Renamed feeder' },
    });
    const after = (await call<DeviceStats>('/api/devices/stats')).body.latestAlarms.filter(
      (a) => a.deviceNumber === first.deviceNumber,
    );
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((a) => a.deviceName === 'Renamed feeder')).toBe(true);
  });

  it('is quick enough over 12,000 devices (pure function)', () => {
    const big = createMockDb({ now: NOW, scale: 100 });
    const stats = getDeviceStats(big);
    expect(stats.total).toBe(big.devices.length);
    expect(listDevices(big, new URLSearchParams('sortBy=name')).total).toBe(big.devices.length);
  });
});

describe('dates', () => {
  simulationOnly();
  it('parses calendar dates strictly', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28');
    expect(parseDate('2026-06-15T23:00:00Z')).toBe('2026-06-15');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseDate('15/06/2026')).toBeUndefined();
    expect(parseDate(20260615)).toBeUndefined();
  });
});
