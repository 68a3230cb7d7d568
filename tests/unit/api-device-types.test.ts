import { describe, expect, it } from 'vitest';

import { listDeviceTypes } from '@/api/mock/queries/device-types';
import { collator } from '@/api/mock/query';
import type { DeviceDetail, DeviceType, DeviceTypeListResponse } from '@/api/types/devices';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

type Errors = { errors: Record<string, string[]> };
const CODES = ['DC', 'TR', 'SG', 'CB', 'RP', 'MT', 'UP', 'GN', 'CA', 'MO', 'IV', 'CP'];
const valid = () => ({
  code: 'PV',
  name: 'Photovoltaic array',
  category: 'backup_power',
  description: 'Rooftop panels',
  inspectionIntervalDays: 120,
  nameplateFields: ['ratedPowerKva', 'ratedVoltageKv'],
  thresholds: { maxTemperatureC: 85, maxLoadPercent: 100 },
});

describe('GET /api/device-types', () => {
  it('answers the twelve types with derived counts', async () => {
    const { status, body } = await call<DeviceTypeListResponse>(
      '/api/device-types?itemsPerPage=-1',
    );
    expect(status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.types.map((t) => t.code).sort()).toEqual([...CODES].sort());
    const db = store.db();
    expect(body.types.reduce((s, t) => s + t.deviceCount, 0)).toBe(db.devices.length);
    for (const t of body.types) {
      expect(t.deviceCount).toBe(db.devices.filter((d) => d.typeId === t.id).length);
      expect(t.inServiceCount).toBe(
        db.devices.filter((d) => d.typeId === t.id && d.status === 'in_service').length,
      );
      expect(t.inspectionIntervalDays).toBeGreaterThanOrEqual(1);
      expect(t.thresholds.maxTemperatureC).toBeGreaterThan(0);
      expect(t.nameplateFields.length).toBeGreaterThan(0);
    }
  });

  it('pages with the §5 fallbacks', async () => {
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?page=x')).body.types,
    ).toHaveLength(10);
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?page=2')).body.types,
    ).toHaveLength(2);
  });

  it('searches code, name and description; filters by category', async () => {
    const transf = (await call<DeviceTypeListResponse>('/api/device-types?q=TRANSF')).body.types;
    expect(transf.map((t) => t.code)).toContain('TR');
    expect(
      transf.every((t) => `${t.code} ${t.name} ${t.description}`.toLowerCase().includes('transf')),
    ).toBe(true);
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?q=generator')).body.types.map(
        (t) => t.code,
      ),
    ).toEqual(['GN']);
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?q=cb')).body.types.map((t) => t.code),
    ).toContain('CB');
    const protection = (await call<DeviceTypeListResponse>('/api/device-types?category=protection'))
      .body;
    expect(protection.types.map((t) => t.code).sort()).toEqual(['CB', 'RP']);
    // A category the document does not list is ignored (issue 36: the values are an enum in the
    // document, SPEC §5 lenient filters).
    const all = (await call<DeviceTypeListResponse>('/api/device-types')).body.total;
    expect((await call<DeviceTypeListResponse>('/api/device-types?category=nope')).body.total).toBe(
      all,
    );
  });

  it.each([
    'code',
    'name',
    'category',
    'deviceCount',
    'inServiceCount',
    'inspectionIntervalDays',
    'updatedAt',
  ] as const)('sorts by %s', async (key) => {
    for (const orderBy of ['asc', 'desc']) {
      const types = (
        await call<DeviceTypeListResponse>(
          `/api/device-types?sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`,
        )
      ).body.types;
      const values = types.map((t) => t[key]);
      for (let i = 1; i < values.length; i++) {
        const a = values[i - 1];
        const b = values[i];
        const c =
          typeof a === 'number' && typeof b === 'number'
            ? a - b
            : collator.compare(String(a), String(b));
        expect(orderBy === 'asc' ? c <= 0 : c >= 0).toBe(true);
      }
    }
  });

  it('GET one answers the type or 404', async () => {
    const id = store.db().deviceTypes[0].id;
    expect((await call<DeviceType>(`/api/device-types/${id}`)).body.code).toBe('DC');
    expect(await call('/api/device-types/999')).toEqual({
      status: 404,
      body: { message: 'Device type not found', key: 'deviceTypeNotFound' },
    });
    expect((await call('/api/device-types/abc')).status).toBe(404);
  });
});

describe('POST /api/device-types', () => {
  it('creates (201) and the list shows it with zero counts', async () => {
    const { status, body } = await call<DeviceType>('/api/device-types', {
      method: 'POST',
      body: valid(),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      code: 'PV',
      deviceCount: 0,
      inServiceCount: 0,
      nameplateFields: ['ratedVoltageKv', 'ratedPowerKva'],
    });
    const listed = (await call<DeviceTypeListResponse>('/api/device-types?q=PV')).body.types;
    expect(listed.map((t) => t.id)).toContain(body.id);
  });

  it('accepts numeric text for numbers (form inputs)', async () => {
    const { status, body } = await call<DeviceType>('/api/device-types', {
      method: 'POST',
      body: {
        ...valid(),
        inspectionIntervalDays: '30',
        thresholds: { maxTemperatureC: '80.5', maxLoadPercent: '95' },
      },
    });
    expect(status).toBe(201);
    expect(body.inspectionIntervalDays).toBe(30);
    expect(body.thresholds).toEqual({ maxTemperatureC: 80.5, maxLoadPercent: 95 });
  });

  it.each([
    ['lower-case code', { code: 'pv' }, 'code'],
    ['three-letter code', { code: 'PVX' }, 'code'],
    ['duplicate code', { code: 'DC' }, 'code'],
    ['missing name', { name: '' }, 'name'],
    ['unknown category', { category: 'lighting' }, 'category'],
    ['interval 0', { inspectionIntervalDays: 0 }, 'inspectionIntervalDays'],
    ['interval 3651', { inspectionIntervalDays: 3651 }, 'inspectionIntervalDays'],
    ['fractional interval', { inspectionIntervalDays: 1.5 }, 'inspectionIntervalDays'],
    ['text interval', { inspectionIntervalDays: 'weekly' }, 'inspectionIntervalDays'],
    [
      'non-numeric temperature',
      { thresholds: { maxTemperatureC: 'hot', maxLoadPercent: 90 } },
      'thresholds.maxTemperatureC',
    ],
    [
      'missing load threshold',
      { thresholds: { maxTemperatureC: 80 } },
      'thresholds.maxLoadPercent',
    ],
    ['unknown nameplate field', { nameplateFields: ['colour'] }, 'nameplateFields'],
  ])('answers 400 for %s', async (_label, patch, field) => {
    const { status, body } = await call<Errors>('/api/device-types', {
      method: 'POST',
      body: { ...valid(), ...patch },
    });
    expect(status).toBe(400);
    expect(body.errors[field]).toEqual([expect.any(String)]);
    expect(store.db().deviceTypes).toHaveLength(12);
  });

  it('answers 400 to an empty body with every required field', async () => {
    const { status, body } = await call<Errors>('/api/device-types', { method: 'POST', body: {} });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining([
        'code',
        'name',
        'category',
        'inspectionIntervalDays',
        'thresholds.maxTemperatureC',
        'thresholds.maxLoadPercent',
      ]),
    );
  });
});

describe('PUT /api/device-types/{id}', () => {
  it('renames and touches updatedAt; the list shows it', async () => {
    const type = store.db().deviceTypes.find((t) => t.code === 'MT')!;
    const { status, body } = await call<DeviceType>(`/api/device-types/${type.id}`, {
      method: 'PUT',
      body: { name: 'Smart meter' },
    });
    expect(status).toBe(200);
    expect(body.name).toBe('Smart meter');
    expect(body.deviceCount).toBeGreaterThan(0);
    expect(body.updatedAt >= '2026-06-15').toBe(true);
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?q=smart')).body.types.map(
        (t) => t.code,
      ),
    ).toEqual(['MT']);
    expect(
      (
        await call<DeviceDetail>(
          `/api/devices/${store.db().devices.find((d) => d.typeId === type.id)!.number}`,
        )
      ).body.typeName,
    ).toBe('Smart meter');
  });

  it('a new interval reschedules the next inspection of its devices', async () => {
    const type = store.db().deviceTypes.find((t) => t.code === 'DC')!;
    await call(`/api/device-types/${type.id}`, {
      method: 'PUT',
      body: { inspectionIntervalDays: 30 },
    });
    const device = (await call<DeviceDetail>('/api/devices/24DC10001')).body;
    const base = device.lastInspection ?? device.commissionDate!;
    expect(device.nextInspection).toBe(
      new Date(Date.parse(`${base}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it('refuses a code change while devices use the type, bad fields, and unknown ids', async () => {
    const dc = store.db().deviceTypes.find((t) => t.code === 'DC')!;
    expect(
      (await call<Errors>(`/api/device-types/${dc.id}`, { method: 'PUT', body: { code: 'DX' } }))
        .body.errors.code,
    ).toBeDefined();
    expect(
      (await call<Errors>(`/api/device-types/${dc.id}`, { method: 'PUT', body: { code: 'TR' } }))
        .body.errors.code,
    ).toBeDefined();
    expect(
      (
        await call<Errors>(`/api/device-types/${dc.id}`, {
          method: 'PUT',
          body: { inspectionIntervalDays: -1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call<Errors>(`/api/device-types/${dc.id}`, {
          method: 'PUT',
          body: { thresholds: { maxLoadPercent: 'x' } },
        })
      ).body.errors['thresholds.maxLoadPercent'],
    ).toBeDefined();
    expect(
      (await call(`/api/device-types/999`, { method: 'PUT', body: { name: 'x' } })).status,
    ).toBe(404);
    // A partial thresholds update keeps the other limit.
    const partial = await call<DeviceType>(`/api/device-types/${dc.id}`, {
      method: 'PUT',
      body: { thresholds: { maxLoadPercent: 85 } },
    });
    expect(partial.body.thresholds).toEqual({
      maxTemperatureC: dc.thresholds.maxTemperatureC,
      maxLoadPercent: 85,
    });
  });

  it('an unused type may change its code', async () => {
    const created = (await call<DeviceType>('/api/device-types', { method: 'POST', body: valid() }))
      .body;
    expect(
      (
        await call<DeviceType>(`/api/device-types/${created.id}`, {
          method: 'PUT',
          body: { code: 'PA' },
        })
      ).body.code,
    ).toBe('PA');
  });
});

describe('GET /api/device-types/{id}/interval-impact (issue 35.7)', () => {
  type Impact = {
    inspectionIntervalDays: number;
    devices: number;
    overdue: number;
    dueWithin30Days: number;
    overdueNow: number;
    dueWithin30DaysNow: number;
  };
  const TODAY = '2026-06-15';
  const IN_30_DAYS = '2026-07-15';

  /**
   * What the register shows of a type's devices: overdue (its own filter), and due within 30 days
   * (today included).
   */
  async function registerFigures(typeId: number) {
    const page = await call<{
      devices: Array<{ status: string; nextInspection: string | null; overdue: boolean }>;
      total: number;
    }>(`/api/devices?typeId=${typeId}&itemsPerPage=-1`);
    const overdue = await call<{ total: number }>(
      `/api/devices?typeId=${typeId}&overdue=true&itemsPerPage=-1`,
    );
    const due = page.body.devices.filter(
      (d) =>
        !d.overdue &&
        d.status !== 'retired' &&
        d.nextInspection !== null &&
        d.nextInspection >= TODAY &&
        d.nextInspection <= IN_30_DAYS,
    ).length;
    return { devices: page.body.total, overdue: overdue.body.total, dueWithin30Days: due };
  }

  it.each([
    ['DC', 7],
    ['DC', 400],
    ['TR', 30],
    ['TR', 3650],
    ['CB', 90],
  ])(
    '%s at %i days: the figures it announces are the register’s once the interval is saved',
    async (code, days) => {
      const type = store.db().deviceTypes.find((t) => t.code === code)!;
      const now = await registerFigures(type.id);
      const { status, body } = await call<Impact>(
        `/api/device-types/${type.id}/interval-impact?inspectionIntervalDays=${days}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        inspectionIntervalDays: days,
        devices: now.devices,
        overdueNow: now.overdue,
        dueWithin30DaysNow: now.dueWithin30Days,
      });
      // Asking changed nothing.
      expect(store.db().deviceTypes.find((t) => t.id === type.id)).toMatchObject({
        inspectionIntervalDays: type.inspectionIntervalDays,
        version: 1,
      });
      expect(await registerFigures(type.id)).toEqual(now);

      await call(`/api/device-types/${type.id}`, {
        method: 'PUT',
        body: { inspectionIntervalDays: days },
      });
      expect(await registerFigures(type.id)).toEqual({
        devices: body.devices,
        overdue: body.overdue,
        dueWithin30Days: body.dueWithin30Days,
      });
    },
  );

  it('a shorter interval makes more devices overdue, a longer one fewer; the type’s own interval changes nothing', async () => {
    const type = store.db().deviceTypes.find((t) => t.code === 'DC')!;
    const at = async (days: number) =>
      (
        await call<Impact>(
          `/api/device-types/${type.id}/interval-impact?inspectionIntervalDays=${days}`,
        )
      ).body;
    const [short, same, long] = [
      await at(7),
      await at(type.inspectionIntervalDays),
      await at(3650),
    ];
    expect(short.overdue).toBeGreaterThan(same.overdue);
    expect(long.overdue).toBeLessThanOrEqual(same.overdue);
    expect([same.overdue, same.dueWithin30Days]).toEqual([
      same.overdueNow,
      same.dueWithin30DaysNow,
    ]);
    expect(same.overdueNow + same.dueWithin30DaysNow).toBeGreaterThan(0);
  });

  it('counts the devices in the register: one deleted (kept for its history) is no longer among them (issue 35.11)', async () => {
    const type = store.db().deviceTypes.find((t) => t.code === 'CB')!;
    const url = `/api/device-types/${type.id}/interval-impact?inspectionIntervalDays=7`;
    const before = (await call<Impact>(url)).body;
    const victim = store.db().devices.find((d) => d.typeId === type.id)!;
    expect((await call(`/api/devices/${victim.number}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await call<Impact>(url)).body;
    expect(after.devices).toBe(before.devices - 1);
    expect(after).toMatchObject({ devices: (await registerFigures(type.id)).devices });
  });

  it('takes the interval as a form types it; refuses one out of 1–3650 or not whole (400), and an unknown type (404)', async () => {
    expect(
      (await call<Impact>('/api/device-types/1/interval-impact?inspectionIntervalDays=%2090%20'))
        .body.inspectionIntervalDays,
    ).toBe(90);
    for (const bad of ['0', '3651', '1.5', 'abc', '']) {
      const { status, body } = await call<Errors>(
        `/api/device-types/1/interval-impact?inspectionIntervalDays=${bad}`,
      );
      expect(status, bad).toBe(400);
      expect(body.errors.inspectionIntervalDays, bad).toEqual([
        'Enter a whole number of days from 1 to 3650',
      ]);
    }
    expect((await call<Errors>('/api/device-types/1/interval-impact')).status).toBe(400);
    expect(await call('/api/device-types/999/interval-impact?inspectionIntervalDays=90')).toEqual({
      status: 404,
      body: { message: 'Device type not found', key: 'deviceTypeNotFound' },
    });
  });
});

describe('DELETE /api/device-types/{id}', () => {
  it('answers 409 "Device type is in use" while devices use it', async () => {
    const dc = store.db().deviceTypes.find((t) => t.code === 'DC')!;
    expect(await call(`/api/device-types/${dc.id}`, { method: 'DELETE' })).toEqual({
      status: 409,
      body: { message: 'Device type is in use', key: 'deviceTypeInUse' },
    });
    expect(store.db().deviceTypes).toHaveLength(12);
  });

  it('deletes an unused type (204), then 404', async () => {
    const created = (await call<DeviceType>('/api/device-types', { method: 'POST', body: valid() }))
      .body;
    expect((await call(`/api/device-types/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/device-types/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await call<DeviceTypeListResponse>('/api/device-types?itemsPerPage=-1')).body.total,
    ).toBe(12);
  });
});

describe('listDeviceTypes (pure)', () => {
  it('counts after device writes', () => {
    const db = store.db();
    const gn = db.deviceTypes.find((t) => t.code === 'GN')!;
    const before = listDeviceTypes(db, { q: 'GN' }).types[0].deviceCount;
    db.devices.splice(
      db.devices.findIndex((d) => d.typeId === gn.id),
      1,
    );
    expect(listDeviceTypes(db, { q: 'GN' }).types[0].deviceCount).toBe(before - 1);
  });
});
