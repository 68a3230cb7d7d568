/**
 * The readings model (issue 35.10): readings start at commissioning and only devices in service
 * or in fault send them; they are physically consistent with the nameplate (three-phase
 * I = S / (√3 · U), load = I / I rated), the temperature lags the load toward ambient + k · load²,
 * and the limits are the type's.
 */
import { describe, expect, it, onTestFinished } from 'vitest';

import { followReadingsClock } from '@/api/mock/queries/devices';
import {
  findAlarms,
  readingSeries,
  readingSource,
  sampler,
  thresholdOf,
} from '@/api/shared/readings';
import {
  readingsSince,
  type AlarmListResponse,
  type Device,
  type DeviceDetail,
  type ReadingSeries,
} from '@/api/types/devices';

import { call, startMockServer, validDeviceBody } from './support/mock-server';

const store = startMockServer();
const NOW = Date.parse('2026-06-15T09:00:00Z');
const DAY = 86_400_000;

function typeOf(code: string) {
  return store.db().deviceTypes.find((t) => t.code === code)!;
}

/** A sample transformer in service, made 2,500 kVA at 10 kV. */
function transformer(): Device {
  const tr = typeOf('TR');
  const device = store.db().devices.find((d) => d.typeId === tr.id && d.status === 'in_service')!;
  return {
    ...device,
    nameplate: { ...device.nameplate, ratedPowerKva: 2500, ratedVoltageKv: 10, phases: 3 },
  };
}

const series = (
  device: Device,
  metric: 'voltage' | 'current' | 'load' | 'temperature',
  from = NOW - DAY,
  to = NOW,
) =>
  readingSeries(
    readingSource(
      device,
      store.db().deviceTypes.find((t) => t.id === device.typeId),
    ),
    metric,
    { from, to },
  );

describe('readings are physically consistent with the nameplate', () => {
  it('a 2,500 kVA 10 kV transformer at 50 % load reads about 72 A', () => {
    const device = transformer();
    const source = readingSource(device, typeOf('TR'));
    // I rated = S / (√3 · U) = 2,500 / (1.732 · 10) = 144.3 A.
    expect(source.ratedCurrentA).toBeCloseTo(144.3, 1);
    const load = sampler(source, 'load');
    const current = sampler(source, 'current');
    let halfLoad = 0;
    for (let t = NOW - 7 * DAY; t <= NOW; t += 60_000) {
      const l = load(t);
      // load = I / I rated at every instant (within the rounding to 0.1 A and 0.1 %).
      expect(Math.abs(current(t) - (l / 100) * 144.34)).toBeLessThan(0.2);
      if (Math.abs(l - 50) <= 0.5) {
        halfLoad++;
        expect(current(t)).toBeGreaterThan(71);
        expect(current(t)).toBeLessThan(73.5);
      }
    }
    expect(halfLoad).toBeGreaterThan(10);
  });

  it('the apparent power √3 · U · I is the load’s share of the rated power, and the voltage stays near the rating', () => {
    const device = transformer();
    const [u, i, l] = (['voltage', 'current', 'load'] as const).map(
      (m) => series(device, m).points,
    );
    for (let k = 0; k < u.length; k++) {
      expect(u[k].v).toBeGreaterThan(9.7);
      expect(u[k].v).toBeLessThan(10.3);
      const kva = Math.sqrt(3) * u[k].v * i[k].v;
      // S = √3 U I; at the rated voltage it would be load × S rated, and U is within 3 % of it.
      expect(Math.abs(kva - (l[k].v / 100) * 2500 * (u[k].v / 10))).toBeLessThan(5);
    }
  });

  it('the temperature follows the load with a lag: hotter when loaded, rising over half an hour after a surge', () => {
    const device = transformer();
    const source = readingSource(device, typeOf('TR'));
    const load = sampler(source, 'load');
    const temperature = sampler(source, 'temperature');
    // Over a month, hot hours are loaded hours.
    const hours = Array.from({ length: 30 * 24 }, (_, h) => NOW - h * 3_600_000).map((t) => ({
      l: load(t),
      T: temperature(t),
    }));
    hours.sort((a, b) => a.l - b.l);
    const mean = (xs: { T: number }[]) => xs.reduce((s, x) => s + x.T, 0) / xs.length;
    const quarter = hours.length / 4;
    expect(mean(hours.slice(-quarter))).toBeGreaterThan(mean(hours.slice(0, quarter)) + 8);
    // A surge (the load jumps within a minute) heats the device over the next half hour, not at
    // once.
    let surges = 0;
    for (let t = NOW - 30 * DAY; t < NOW && surges < 3; t += 3_600_000) {
      if (load(t) - load(t - 60_000) < 25) continue;
      surges++;
      const before = temperature(t - 60_000);
      const soon = temperature(t + 60_000);
      const later = temperature(t + 30 * 60_000);
      expect(later - before).toBeGreaterThan(5);
      expect(soon - before).toBeLessThan((later - before) / 2);
    }
    expect(surges).toBeGreaterThan(0);
  });

  it('takes its limits from the type: load and temperature, and current at the load limit in amperes', () => {
    const device = transformer();
    const tr = typeOf('TR');
    expect(series(device, 'load').threshold).toBe(tr.thresholds.maxLoadPercent);
    expect(series(device, 'temperature').threshold).toBe(tr.thresholds.maxTemperatureC);
    expect(series(device, 'current').threshold).toBeCloseTo(
      (144.3 * tr.thresholds.maxLoadPercent) / 100,
      1,
    );
    expect(series(device, 'voltage').threshold).toBeNull();
  });

  it('reads no current or load of a device without a rating (a relay), but its voltage and temperature', () => {
    const relay = store
      .db()
      .devices.find((d) => d.typeId === typeOf('RP').id && d.status === 'in_service')!;
    expect(series(relay, 'current')).toMatchObject({
      measured: false,
      threshold: null,
      points: [],
    });
    expect(series(relay, 'load')).toMatchObject({ measured: false, points: [] });
    expect(series(relay, 'voltage').points.length).toBeGreaterThan(200);
    expect(series(relay, 'temperature').points.length).toBeGreaterThan(200);
  });
});

describe('readings start at commissioning and only devices in service send them', () => {
  it('a device added today has no readings before it was added, even with an older commissioning date', async () => {
    const body = {
      ...validDeviceBody(store.db()),
      installDate: '2026-06-01',
      commissionDate: '2026-06-10',
      nameplate: { ratedVoltageKv: 0.4, ratedCurrentA: 630, phases: 3 },
    };
    const created = await store.at(NOW, () =>
      call<DeviceDetail>('/api/devices', { method: 'POST', body }),
    );
    expect(created.status).toBe(201);
    // The readings' clock two hours on: the device has been in the register for two hours.
    followReadingsClock(() => NOW + 2 * 3_600_000);
    onTestFinished(() => followReadingsClock(null));
    const addedAt = Date.parse(created.body.createdAt);
    expect(readingsSince(created.body)).toBe(addedAt);
    for (const metric of ['voltage', 'current', 'load', 'temperature'] as const) {
      const { body: s } = await call<ReadingSeries>(
        `/api/devices/${created.body.number}/readings?metric=${metric}`,
      );
      expect(s.since).toBe(addedAt);
      expect(s.points.length).toBeGreaterThan(0);
      expect(s.points.every((p) => p.t >= addedAt)).toBe(true);
      // Two hours of 5-minute readings, not 24.
      expect(s.points.length).toBe(25);
    }
    const week = (
      await call<AlarmListResponse>(
        `/api/devices/${created.body.number}/alarms?from=${NOW - 7 * DAY}`,
      )
    ).body;
    expect(week.alarms.every((a) => Date.parse(a.startedAt) >= addedAt)).toBe(true);
  });

  it('has no points before the commissioning day, and none at all when commissioning is still to come', () => {
    const device = {
      ...transformer(),
      commissionDate: '2026-06-14',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const points = series(device, 'load', NOW - 3 * DAY, NOW).points;
    expect(points[0].t).toBe(Date.parse('2026-06-14T00:00:00Z'));
    expect(points.every((p) => p.t >= Date.parse('2026-06-14T00:00:00Z'))).toBe(true);
    expect(series({ ...device, commissionDate: '2026-07-01' }, 'load').points).toEqual([]);
    expect(series({ ...device, commissionDate: null }, 'load')).toMatchObject({
      since: null,
      points: [],
    });
  });

  it('sends none while standby, in maintenance or retired; a device in fault reads, and runs hot', async () => {
    for (const status of ['standby', 'maintenance', 'retired'] as const) {
      const device = store.db().devices.find((d) => d.status === status)!;
      for (const metric of ['voltage', 'current', 'load', 'temperature'] as const) {
        const { body } = await call<ReadingSeries>(
          `/api/devices/${device.number}/readings?metric=${metric}&from=${NOW - 30 * DAY}`,
        );
        expect(body, `${status} ${metric}`).toMatchObject({ since: null, points: [] });
      }
      expect(
        (
          await call<AlarmListResponse>(
            `/api/devices/${device.number}/alarms?from=${NOW - 30 * DAY}`,
          )
        ).body.total,
      ).toBe(0);
    }
    const faulty = store.db().devices.filter((d) => d.status === 'fault');
    const hot = faulty.filter((d) => {
      const source = readingSource(
        d,
        store.db().deviceTypes.find((t) => t.id === d.typeId),
      );
      return findAlarms(source, d.name, { from: NOW - DAY, to: NOW }).some(
        (a) => a.metric === 'temperature',
      );
    });
    expect(hot.length).toBeGreaterThan(faulty.length / 2);
    // The same device in service at the same load runs cooler.
    const d = hot[0];
    const type = store.db().deviceTypes.find((t) => t.id === d.typeId);
    const asFault = sampler(readingSource(d, type), 'temperature')(NOW);
    const inService = sampler(
      readingSource({ ...d, status: 'in_service' }, type),
      'temperature',
    )(NOW);
    expect(asFault).toBeGreaterThan(inService + 10);
    expect(thresholdOf(readingSource(d, type), 'temperature')).toBe(
      type!.thresholds.maxTemperatureC,
    );
  });
});
