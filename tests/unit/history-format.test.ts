/**
 * History entries in the reader's language (issue 35.9): every field the simulation writes to a
 * device's history is named as the screens name it, and every value is shown as the screens show
 * it, in English, French, Arabic and Chinese. The changes come from the simulation itself (an
 * edit of every field, a maintenance record, a done inspection, a detached device), so a field
 * it starts writing is tested here too. A location's path and a type's name are the ones of the
 * moment of the change, also after the location is renamed or the type deleted.
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  NAMEPLATE_FIELDS,
  type DeviceDetail,
  type DeviceType,
  type HistoryEntry,
  type HistoryListResponse,
} from '@/api/types/devices';
import { createI18n, loadKitCatalogues } from '@/i18n';
import {
  historyLine,
  historyPlainText,
  type HistoryReaders,
} from '@/screens/devices/detail/history-format';
import { formatFor } from '@/screens/shared/format';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();
const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
type Lang = (typeof LANGUAGES)[number];
const readers = {} as Record<Lang, HistoryReaders>;

beforeAll(async () => {
  for (const lang of LANGUAGES) {
    const i18n = createI18n(lang);
    await loadKitCatalogues(i18n);
    readers[lang] = {
      td: i18n.getFixedT(lang, 'ee-devices') as TFunction<'ee-devices'>,
      t: i18n.getFixedT(lang, 'ee-deviceDetail') as TFunction<'ee-deviceDetail'>,
      fmt: formatFor(lang),
    };
  }
});

const historyOf = async (number: string) =>
  (await call<HistoryListResponse>(`/api/devices/${number}/history?itemsPerPage=-1`)).body.entries;

/**
 * The history the simulation writes for a transformer: an edit of every field it keeps (its
 * nameplate, a new type and location included), a maintenance record, a done inspection, and a
 * parent deleted. Newest first, as the API answers.
 */
async function everyKindOfChange(): Promise<{ number: string; entries: HistoryEntry[] }> {
  const db = store.db();
  const tr = db.deviceTypes.find((t) => t.code === 'TR')!;
  const device = db.devices.find((d) => d.typeId === tr.id && d.status === 'in_service')!;
  const cabinet = db.devices.find(
    (d) => d.number !== device.number && d.typeId !== tr.id && !d.parentNumber,
  )!;
  const room = db.deviceLocations.find((l) => l.kind === 'room' && l.id !== device.locationId)!;
  // A value for every nameplate field, different from what the device has (a TR lists them all but
  // three).
  const values = {
    ratedVoltageKv: 0.69,
    ratedCurrentA: 1250,
    ratedPowerKva: 1250,
    frequencyHz: 60,
    phases: 4,
    breakingCapacityKa: 25,
    impedancePercent: 5.5,
    vectorGroup: 'Yzn5',
    insulationMedium: 'Silicone liquid',
    ipRating: 'IP54',
  };
  const plate = Object.fromEntries(NAMEPLATE_FIELDS.map((f) => [f, values[f]]));
  // Every field but the type first (a new type keeps only its own nameplate fields).
  const edit = await call<DeviceDetail>(`/api/devices/${device.number}`, {
    method: 'PUT',
    body: {
      name: 'Main transformer T1',
      model: 'SCB13-1250/10',
      manufacturer: 'TBEA',
      serialNumber: 'TB2026000001',
      status: 'standby',
      condition: 4,
      locationId: room.id,
      parentNumber: cabinet.number,
      installDate: '2025-01-05',
      commissionDate: '2025-01-10',
      warrantyUntil: '2030-01-10',
      lastInspection: '2026-01-22',
      responsible: 'Li Na',
      tags: ['critical', 'outdoor'],
      notes: 'Fan replaced',
      nameplate: plate,
    },
  });
  expect(edit.status).toBe(200);
  const other = db.deviceTypes.find((t) => t.code === 'SG')!;
  // Switchgear lists the current, breaking capacity and IP rating a transformer does not.
  expect(
    (
      await call(`/api/devices/${device.number}`, {
        method: 'PUT',
        body: { typeId: other.id, nameplate: { ...plate, ratedCurrentA: 630 } },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call(`/api/devices/${device.number}/maintenance`, {
        method: 'POST',
        body: { kind: 'preventive', date: '2026-06-01', technician: 'Sun Hao' },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await call(`/api/devices/${device.number}/maintenance`, {
        method: 'POST',
        body: { kind: 'inspection', date: '2026-06-10', technician: 'Sun Hao', status: 'done' },
      })
    ).status,
  ).toBe(201);
  expect((await call(`/api/devices/${cabinet.number}`, { method: 'DELETE' })).status).toBe(204);
  return { number: device.number, entries: await historyOf(device.number) };
}

/** A field's raw key showing through: a camelCase word, a dotted key, or the key itself. */
const RAW_KEY = /^[a-z]+[A-Z]\w*$|^\w+\.\w+$/;
/** A value's code showing through: an ISO date, a status code, a bare id. */
const RAW_VALUE = /\d{4}-\d{2}-\d{2}|\b(in_service|in_progress|pass_with_remarks)\b|^#\d+$/;

describe('history in the reader’s language (issue 35.9)', () => {
  it('names every field the simulation writes, and shows every value as the screens do, in every language', async () => {
    const { entries } = await everyKindOfChange();
    const written = new Set(entries.flatMap((e) => e.changes.map((c) => `${e.action}:${c.field}`)));
    // The simulation wrote every device field, every nameplate field and the maintenance ones.
    for (const field of [
      'name',
      'model',
      'manufacturer',
      'serialNumber',
      'condition',
      'locationId',
      'parentNumber',
      'installDate',
      'commissionDate',
      'warrantyUntil',
      'lastInspection',
      'nextInspection',
      'responsible',
      'tags',
      'notes',
      'typeId',
    ])
      expect(written, field).toContain(`updated:${field}`);
    for (const field of NAMEPLATE_FIELDS)
      expect(
        [...written].some((w) => w.endsWith(`:nameplate.${field}`)),
        field,
      ).toBe(true);
    for (const w of [
      'status_changed:status',
      'maintenance_added:kind',
      'maintenance_added:date',
      'maintenance_added:status',
      'inspection_done:lastInspection',
      'inspection_done:nextInspection',
    ])
      expect(written).toContain(w);

    for (const lang of LANGUAGES) {
      for (const entry of entries) {
        for (const change of entry.changes) {
          const line = historyLine(entry.action, change, readers[lang]);
          const where = `${lang} ${entry.action} ${change.field}`;
          expect(line.field, where).not.toMatch(RAW_KEY);
          expect(line.field, where).not.toBe(change.field);
          for (const value of [line.from, line.to])
            if (value) expect(historyPlainText(value), where).not.toMatch(RAW_VALUE);
        }
      }
    }
  });

  it('says each value as its screen says it: paths, type names, chips’ words, locale dates and numbers', async () => {
    const { entries } = await everyKindOfChange();
    const line = (lang: Lang, action: HistoryEntry['action'], field: string) => {
      const entry = entries.find(
        (e) => e.action === action && e.changes.some((c) => c.field === field),
      )!;
      const l = historyLine(
        action,
        entry.changes.find((c) => c.field === field)!,
        readers[lang],
      );
      const locale = readers[lang].fmt.locale;
      return {
        field: l.field,
        from: l.from && historyPlainText(l.from, locale),
        to: historyPlainText(l.to, locale),
        kinds: [l.from?.kind, l.to.kind],
      };
    };
    const db = store.db();
    const room = line('en', 'updated', 'locationId');
    expect(room.field).toBe('Location');
    expect(room.kinds).toEqual(['path', 'path']);
    expect(room.to.split(' › ')[0]).toMatch(/Campus|Plant|Center/);
    expect(line('zh', 'updated', 'locationId').field).toBe(readers.zh.td('fields.location'));
    expect(line('en', 'updated', 'typeId')).toMatchObject({
      field: 'Type',
      from: 'TR · Transformer',
      to: 'SG · Switchgear',
    });
    expect(line('en', 'status_changed', 'status')).toMatchObject({
      field: 'Status',
      from: 'In service',
      to: 'Standby',
    });
    expect(line('fr', 'status_changed', 'status').to).toBe(readers.fr.td('status.standby'));
    expect(line('en', 'updated', 'condition').to).toBe('Grade 4 · Poor');
    expect(line('ar', 'updated', 'condition').to).toBe(
      readers.ar.td('condition.grade', { grade: 4, label: readers.ar.td('condition.4') }),
    );
    expect(line('en', 'updated', 'lastInspection')).toMatchObject({
      field: 'Last inspection',
      to: 'Jan 22, 2026',
    });
    expect(line('fr', 'updated', 'lastInspection').to).toBe('22 janv. 2026');
    expect(line('zh', 'updated', 'lastInspection').to).toBe('2026年1月22日');
    expect(line('en', 'updated', 'nameplate.ratedVoltageKv')).toMatchObject({
      field: 'Rated voltage (kV)',
      to: '0.69',
    });
    expect(line('fr', 'updated', 'nameplate.ratedVoltageKv').to).toBe('0,69');
    expect(line('en', 'updated', 'tags').to).toBe('critical, outdoor');
    expect(line('zh', 'updated', 'tags').to).toBe('critical、outdoor');
    expect(line('en', 'updated', 'notes').kinds[1]).toBe('typed');
    expect(line('en', 'maintenance_added', 'kind')).toMatchObject({
      field: 'Kind',
      from: null,
      to: 'Preventive',
    });
    expect(line('en', 'maintenance_added', 'date')).toMatchObject({
      field: 'Date',
      to: 'Jun 1, 2026',
    });
    expect(line('en', 'maintenance_added', 'status')).toMatchObject({
      field: 'Status',
      to: 'Done',
    });
    expect(line('zh', 'maintenance_added', 'kind').to).toBe(
      readers.zh.t('maintenance.kinds.preventive'),
    );
    expect(line('en', 'inspection_done', 'nextInspection').field).toBe('Next inspection');
    const detached = line('en', 'updated', 'parentNumber');
    expect(detached.field).toBe('Installed in');
    expect(db.devices.some((d) => d.number === detached.from)).toBe(false);
  });

  it('keeps a location’s path and a type’s name as they were, after the location is renamed and the type deleted', async () => {
    const db = store.db();
    const device = db.devices.find(
      (d) => d.status === 'in_service' && !db.devices.some((c) => c.parentNumber === d.number),
    )!;
    const from = (await call<DeviceDetail>(`/api/devices/${device.number}`)).body;
    const target = db.deviceLocations.find(
      (l) => l.kind === 'panel' && l.id !== device.locationId,
    )!;
    // A type of its own, made for the change and deleted after.
    const type = (
      await call<DeviceType>('/api/device-types', {
        method: 'POST',
        body: {
          code: 'ZX',
          name: 'Temporary kind',
          category: 'load',
          inspectionIntervalDays: 90,
          thresholds: { maxTemperatureC: 80, maxLoadPercent: 100 },
        },
      })
    ).body;
    await call(`/api/devices/${device.number}`, {
      method: 'PUT',
      body: { locationId: target.id, typeId: type.id },
    });
    await call(`/api/devices/${device.number}`, { method: 'PUT', body: { typeId: from.typeId } });
    const targetNames = (await call<DeviceDetail>(`/api/devices/${device.number}`)).body
      .locationNames;
    expect((await call(`/api/device-types/${type.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(
      (
        await call(`/api/device-locations/${target.id}`, {
          method: 'PUT',
          body: { name: 'Renamed panel' },
        })
      ).status,
    ).toBe(200);

    const entries = await historyOf(device.number);
    const moved = entries.find((e) => e.changes.some((c) => c.field === 'locationId'))!;
    const move = historyLine(
      moved.action,
      moved.changes.find((c) => c.field === 'locationId')!,
      readers.en,
    );
    expect(historyPlainText(move.from!)).toBe(from.locationNames.join(' › '));
    expect(historyPlainText(move.to)).toBe(targetNames.join(' › '));
    expect(historyPlainText(move.to)).not.toContain('Renamed panel');
    const retyped = entries
      .filter((e) => e.changes.some((c) => c.field === 'typeId'))
      .map((e) =>
        historyLine(
          e.action,
          e.changes.find((c) => c.field === 'typeId')!,
          readers.en,
        ),
      );
    expect(retyped.map((l) => `${historyPlainText(l.from!)} → ${historyPlainText(l.to)}`)).toEqual([
      `ZX · Temporary kind → ${from.typeCode} · ${from.typeName}`,
      `${from.typeCode} · ${from.typeName} → ZX · Temporary kind`,
    ]);
  });

  it('reads an entry written without names (another backend) from today’s data, and never shows a bare id when it can', () => {
    const change = { field: 'locationId', from: 1, to: 2 };
    const r = {
      ...readers.en,
      locationNames: (id: number) => (id === 2 ? ['Site', 'Room'] : undefined),
      typeLabel: (id: number) => (id === 1 ? 'DC · Distribution cabinet' : undefined),
    };
    const l = historyLine('updated', change, r);
    expect(historyPlainText(l.to)).toBe('Site › Room');
    expect(historyPlainText(l.from!)).toBe('#1');
    expect(
      historyPlainText(historyLine('updated', { field: 'typeId', from: null, to: 1 }, r).to),
    ).toBe('DC · Distribution cabinet');
  });
});
