/** The import's pure rules (docs/domain/import.md): headers, values, references, the plan. */
import { describe, expect, it } from 'vitest';

import {
  excelSerialDate,
  headerKey,
  LocationIndex,
  mappingOf,
  matchHeaders,
  planDeviceImport,
  readDate,
  readNumber,
  splitPath,
  type DeviceImportOptions,
  type DeviceImportWorld,
} from '@/api/shared/import';
import { common as ar } from '@/i18n/locales/ar/common';
import { common as en } from '@/i18n/locales/en/common';
import { common as fr } from '@/i18n/locales/fr/common';
import { common as zh } from '@/i18n/locales/zh/common';

const fieldOf = (entity: Parameters<typeof matchHeaders>[0], header: string) =>
  matchHeaders(entity, [header])[0]!.field;

describe('header matching', () => {
  it('finds a field by its header in every language, without case, accents or punctuation', () => {
    for (const header of [
      '设备编号',
      '« Numéro »',
      'رقم الجهاز',
      'NUMBER',
      ' device-No. ',
      'numero',
    ])
      expect(fieldOf('devices', header), header).toBe('number');
    expect(fieldOf('devices', 'Numéro de série')).toBe('serialNumber');
    expect(fieldOf('devices', 'S/N')).toBe('serialNumber');
    expect(fieldOf('devices', 'Date de mise en service')).toBe('commissionDate');
    expect(fieldOf('devices', '投运日期')).toBe('commissionDate');
    expect(fieldOf('devices', 'تاريخ التركيب')).toBe('installDate');
    expect(fieldOf('devices', 'Fabricant')).toBe('manufacturer');
    expect(fieldOf('locations', 'Latitude')).toBe('lat');
    expect(fieldOf('deviceTypes', '巡检周期')).toBe('inspectionIntervalDays');
    expect(fieldOf('deviceTypes', 'Catégorie')).toBe('category');
  });

  it('says how sure it is, gives each field to one column and leaves the unknown out', () => {
    const matches = matchHeaders('devices', ['Device number (old)', 'Number', 'Colour', 'Name']);
    expect(matches.map((m) => [m.field, m.confidence])).toEqual([
      [null, 0],
      ['number', 1],
      [null, 0],
      ['name', 1],
    ]);
    expect(matchHeaders('devices', ['Device number (old)'])[0]).toMatchObject({
      field: 'number',
      confidence: 0.6,
    });
    expect(headerKey('  Numéro  de SÉRIE ')).toBe('numerodeserie');
  });

  it('maps the Chinese headers of a GB18030 file (as Excel saves it in China)', () => {
    const bytes = Buffer.from(
      'c9e8b1b8b1e0bac52cc3fbb3c62cc0e0d0cd2ccebbd6c32ccdb6d4cbc8d5c6da',
      'hex',
    );
    const headers = new TextDecoder('gb18030', { fatal: true }).decode(bytes).split(',');
    expect(headers[0]).toBe('设备编号');
    expect(mappingOf(matchHeaders('devices', headers))).toEqual([
      'number',
      'name',
      'type',
      'location',
      'commissionDate',
    ]);
  });
});

describe('values in the user’s locale', () => {
  it('reads dates: ISO, the locale’s order, year first, Excel serials, boundaries', () => {
    expect(readDate('2024-01-05', 'en')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('2024-01-05T10:00:00Z', 'fr')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('05/01/2024', 'fr')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('05/01/2024', 'en')).toEqual({ ok: true, value: '2024-05-01' });
    expect(readDate('05.01.24', 'fr')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('2024年1月5日', 'zh')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('2024/1/5', 'fr')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('٠٥/٠١/٢٠٢٤', 'ar')).toEqual({ ok: true, value: '2024-01-05' });
    expect(readDate('45292', 'en')).toEqual({ ok: true, value: '2024-01-01' });
    expect(excelSerialDate(45292)).toBe('2024-01-01');
    expect(readDate('29/02/2024', 'fr')).toEqual({ ok: true, value: '2024-02-29' });
    expect(readDate('31/12/1999', 'fr')).toEqual({ ok: true, value: '1999-12-31' });
    for (const bad of ['29/02/2023', '2024-02-30', '13/13/2024', '9999', 'tomorrow', '1/2/345'])
      expect(readDate(bad, 'fr'), bad).toEqual({ ok: false });
    expect(readDate('  ', 'en')).toEqual({ ok: true, value: null });
  });

  it('reads numbers with either decimal separator', () => {
    const n = (text: string, locale = 'en') => readNumber(text, locale);
    expect(n('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(n('1.5', 'fr')).toEqual({ ok: true, value: 1.5 });
    expect(n('1 234,5', 'fr')).toEqual({ ok: true, value: 1234.5 });
    expect(n('1,234.5')).toEqual({ ok: true, value: 1234.5 });
    expect(n('1.234.567,25', 'fr')).toEqual({ ok: true, value: 1234567.25 });
    expect(n('1,234')).toEqual({ ok: true, value: 1234 });
    expect(n('1,234', 'fr')).toEqual({ ok: true, value: 1.234 });
    expect(n('٣٫٥', 'ar')).toEqual({ ok: true, value: 3.5 });
    expect(n('-0.5')).toEqual({ ok: true, value: -0.5 });
    expect(n('12 kV')).toEqual({ ok: false });
    expect(n('')).toEqual({ ok: true, value: null });
  });
});

const TREE = [
  { id: 1, name: 'North Site', parentId: null },
  { id: 2, name: 'Building A', parentId: 1 },
  { id: 3, name: 'Room 1', parentId: 2 },
  { id: 4, name: 'South Site', parentId: null },
  { id: 5, name: 'Room 1', parentId: 4 },
];

describe('location paths', () => {
  it('splits on every common separator', () => {
    for (const path of [
      'North Site › Building A › Room 1',
      'North Site > Building A > Room 1',
      'North Site/Building A/Room 1',
      'North Site \\ Building A \\ Room 1',
      'North Site | Building A | Room 1',
    ])
      expect(splitPath(path), path).toEqual(['North Site', 'Building A', 'Room 1']);
  });

  it('walks the tree, creates missing steps only when asked, never a missing site', () => {
    const index = new LocationIndex(TREE);
    expect(index.resolve('north site › BUILDING  a › room 1', false)).toBe(3);
    expect(index.resolve('South Site / Room 1', false)).toBe(5);
    expect(index.resolve('Building A', false)).toBe(2);
    expect(index.resolve('Room 1', false)).toBeNull();
    expect(index.resolve('North Site › Building B › Room 9', false)).toBeNull();
    expect(index.created).toEqual([]);
    const created = index.resolve('North Site › Building B › Room 9', true);
    expect(index.created).toEqual([
      { key: 'new:1', name: 'Building B', kind: 'building', parent: 1 },
      { key: 'new:2', name: 'Room 9', kind: 'room', parent: 'new:1' },
    ]);
    expect(created).toBe('new:2');
    expect(index.resolve('North Site › Building B › Room 9', true)).toBe('new:2');
    expect(index.created).toHaveLength(2);
    expect(index.resolve('West Site › Hall', true)).toBeNull();
  });
});

const WORLD: DeviceImportWorld = {
  types: [
    { id: 1, code: 'DC', name: 'Distribution cabinet' },
    { id: 4, code: 'CB', name: 'Circuit breaker' },
  ],
  locations: TREE,
  devices: [
    { number: '24DC10001', serialNumber: 'SN-1' },
    { number: '24DC10004', serialNumber: 'SN-4' },
  ],
  retiredNumbers: ['24DC10007'],
};
const OPTIONS: DeviceImportOptions = {
  locale: 'fr',
  today: '2026-11-30',
  mode: 'create',
  matchBy: 'number',
  createMissingLocations: false,
};
const MAPPING = ['number', 'name', 'type', 'location', 'commissionDate', 'parent', 'serialNumber'];
const plan = (rows: string[][], options: Partial<DeviceImportOptions> = {}) =>
  planDeviceImport(rows, MAPPING, WORLD, { ...OPTIONS, ...options });

describe('the plan of a device import', () => {
  it('draws numbers as the form does, after every number ever given', () => {
    const p = plan([
      ['', 'Cabinet', 'DC', 'North Site › Building A', '01/03/2024', '', ''],
      ['', 'Cabinet 2', 'Distribution cabinet', 'Room 1', '', '', ''],
      ['24DC10009', 'Cabinet 3', 'dc', 'North Site', '', '', ''],
      ['', 'Cabinet 4', 'DC', 'North Site', '2024-06-01', '', ''],
    ]);
    expect(p.errors).toEqual([
      { line: 3, field: 'location', code: 'unknownLocation', params: { value: 'Room 1' } },
    ]);
    expect(p.creates.map((c) => [c.line, c.input.number, c.location])).toEqual([
      [2, '24DC10010', 2],
      [4, '24DC10009', 1],
      [5, '24DC10011', 1],
    ]);
    expect(p.creates[0]!.input).toMatchObject({
      name: 'Cabinet',
      typeId: 1,
      commissionDate: '2024-03-01',
    });
    const thisYear = plan([['', 'New', 'CB', 'North Site', '', '', '']]);
    expect(thisYear.creates[0]!.input.number).toBe('26CB10001');
  });

  it('refuses with the form’s keys, each on its line and field', () => {
    const p = plan([
      ['', '', 'DC', 'North Site', '', '', ''],
      ['', 'X', 'ZZ', 'North Site', '', '', ''],
      ['', 'X', 'DC', 'North Site', '31/02/2024', '', ''],
      ['24CB10001', 'X', 'DC', 'North Site', '', '', ''],
      ['24DC10004', 'X', 'DC', 'North Site', '', '', ''],
      ['24DC10007', 'X', 'DC', 'North Site', '', '', ''],
      ['24DC10020', 'X', 'DC', 'North Site', '', '', ''],
      ['24DC10020', 'Y', 'DC', 'North Site', '', '', ''],
      ['bad', 'X', 'DC', 'North Site', '', '', ''],
      ['', 'X', '', '', '', '', ''],
    ]);
    expect(p.errors).toEqual([
      { line: 2, field: 'name', code: 'nameRequired', params: { min: 1 } },
      { line: 3, field: 'type', code: 'unknownDeviceType', params: { value: 'ZZ' } },
      { line: 4, field: 'commissionDate', code: 'dateFormat' },
      { line: 5, field: 'number', code: 'deviceNumberTypeCode', params: { code: 'DC' } },
      { line: 6, field: 'number', code: 'deviceNumberTaken' },
      { line: 7, field: 'number', code: 'deviceNumberRetired' },
      { line: 9, field: 'number', code: 'deviceNumberTaken', params: { line: 8 } },
      { line: 10, field: 'number', code: 'deviceNumberFormat' },
      { line: 11, field: 'type', code: 'typeRequired' },
      { line: 11, field: 'location', code: 'locationRequired' },
    ]);
    expect(p.creates.map((c) => c.line)).toEqual([8]);
  });

  it('reads the form’s other rules: status by code or label, dates in order, inspection not ahead', () => {
    const rows = [
      ['In service', '2024-01-01', '2023-01-01', '2026-01-01'],
      ['broken', '', '', ''],
      ['standby', '2020-01-01', '2019-01-01', '2027-01-01'],
    ].map(([status, install, commission, inspected]) => [
      'X',
      'DC',
      'North Site',
      status!,
      install!,
      commission!,
      inspected!,
    ]);
    const mapping = [
      'name',
      'type',
      'location',
      'status',
      'installDate',
      'commissionDate',
      'lastInspection',
    ];
    const p = planDeviceImport(rows, mapping, WORLD, OPTIONS);
    expect(p.errors).toEqual([
      { line: 2, field: 'commissionDate', code: 'dateOrder' },
      { line: 3, field: 'status', code: 'unknownValue' },
      { line: 4, field: 'commissionDate', code: 'dateOrder' },
      { line: 4, field: 'lastInspection', code: 'inspectionInFuture' },
    ]);
  });

  it('takes parents in any row order, refuses a missing parent, its children and cycles', () => {
    const p = plan([
      ['24CB10001', 'Breaker', 'CB', 'North Site', '', '24DC10050', ''],
      ['24DC10050', 'Cabinet', 'DC', 'North Site', '', '', ''],
      ['24CB10002', 'Breaker 2', 'CB', 'North Site', '', '24DC10001', ''],
      ['24CB10003', 'Orphan', 'CB', 'North Site', '', '24DC19999', ''],
      ['24CB10004', 'Orphan child', 'CB', 'North Site', '', '24CB10003', ''],
      ['24CB10005', 'Loop A', 'CB', 'North Site', '', '24CB10006', ''],
      ['24CB10006', 'Loop B', 'CB', 'North Site', '', '24CB10005', ''],
    ]);
    expect(p.creates.map((c) => c.input.number)).toEqual(['24DC10050', '24CB10001', '24CB10002']);
    expect(p.errors).toEqual([
      { line: 5, field: 'parent', code: 'unknownParentDevice' },
      { line: 6, field: 'parent', code: 'unknownParentDevice' },
      { line: 7, field: 'parent', code: 'parentCycle' },
      { line: 8, field: 'parent', code: 'parentCycle' },
    ]);
  });

  it('updates when the number or the serial matches (upsert), creates the rest', () => {
    const rows = [
      ['24DC10004', 'Renamed', 'DC', 'North Site', '', '', ''],
      ['', 'By serial', 'DC', 'North Site', '', '', 'sn-1'],
    ];
    const byNumber = plan(rows, { mode: 'upsert', matchBy: 'number' });
    expect(byNumber.updates.map((u) => [u.line, u.number])).toEqual([[2, '24DC10004']]);
    expect(byNumber.updates[0]!.changes).toEqual({ name: 'Renamed', typeId: 1, locationId: 1 });
    expect(byNumber.creates.map((c) => c.line)).toEqual([3]);
    const bySerial = plan(rows, { mode: 'upsert', matchBy: 'serial' });
    expect(bySerial.updates.map((u) => [u.line, u.number])).toEqual([[3, '24DC10001']]);
    expect(bySerial.errors).toEqual([{ line: 2, field: 'number', code: 'deviceNumberTaken' }]);
  });

  it('creates missing locations only for rows it keeps, and skips blank rows', () => {
    const p = plan(
      [
        ['', 'A', 'DC', 'North Site › Building B › Room 9', '', '', ''],
        ['', 'B', 'ZZ', 'North Site › Hall C', '', '', ''],
        ['', '  ', '', '', '', '', ''],
        [],
      ],
      { createMissingLocations: true },
    );
    expect(p.locations.map((l) => [l.key, l.name, l.kind, l.parent])).toEqual([
      ['new:1', 'Building B', 'building', 1],
      ['new:2', 'Room 9', 'room', 'new:1'],
    ]);
    expect(p.creates[0]!.location).toBe('new:2');
    expect(p.skipped).toBe(2);
  });

  it('speaks every refusal in the four languages of the kit', () => {
    const codes = [
      'nameRequired',
      'unknownDeviceType',
      'dateFormat',
      'deviceNumberTypeCode',
      'deviceNumberTaken',
      'deviceNumberRetired',
      'deviceNumberFormat',
      'typeRequired',
      'locationRequired',
      'unknownLocation',
      'unknownParentDevice',
      'parentCycle',
      'dateOrder',
      'inspectionInFuture',
      'unknownValue',
      'notANumber',
    ];
    for (const [language, catalogue] of Object.entries({ en, fr, ar, zh })) {
      const validation: Record<string, string> = catalogue.validation;
      for (const code of codes) expect(validation[code], `${language} ${code}`).toBeTruthy();
    }
  });
});
