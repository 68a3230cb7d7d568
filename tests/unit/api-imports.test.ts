/**
 * Bringing a register in (docs/domain/import.md) through the API: a 200-row file with three bad
 * rows checked in a dry run (exactly those three, by line), imported (197 devices the register
 * finds, each with its history), listed, and undone whole; undo refused once a record changed;
 * upsert by serial; missing locations created and removed with the undo; who may; the limits.
 * Run against the simulation and, in the contract-server project, against the server.
 */
import { describe, expect, it } from 'vitest';

import type {
  DeviceDetail,
  DeviceListResponse,
  DeviceLocationNode,
  HistoryListResponse,
  LocationTreeResponse,
} from '@/api/contract/devices';
import type { ImportListResponse, ImportRecord, ImportResult } from '@/api/contract/imports';
import { IMPORT_LIMITS } from '@/api/shared/import';

import { call, startMockServer, type Caller } from './support/mock-server';

startMockServer();

const HEADER = ['设备编号', 'Nom', 'Type', 'Emplacement', 'Date de mise en service', 'N° de série'];
const MAPPING = ['number', 'name', 'type', 'location', 'commissionDate', 'serialNumber'];

/** A site and one location under it, as a path. */
async function somePath(): Promise<{ path: string; site: DeviceLocationNode }> {
  const tree = await call<LocationTreeResponse>('/api/device-locations');
  const site = tree.body.tree.find((n) => n.children.length > 0)!;
  return { path: `${site.name} › ${site.children[0]!.name}`, site };
}

const send = (body: Record<string, unknown>, as: Caller = 'admin') =>
  call<ImportResult>('/api/imports', {
    method: 'POST',
    body: {
      entity: 'devices',
      fileName: 'register.xlsx',
      locale: 'fr',
      mode: 'create',
      mapping: MAPPING,
      ...body,
    },
    as,
  });
const undo = (id: number, as: Caller = 'admin') =>
  call<ImportRecord & { key?: string; current?: { changed: string[] } }>(`/api/imports/${id}`, {
    method: 'DELETE',
    as,
  });
const registerTotal = async (q: string) =>
  (await call<DeviceListResponse>(`/api/devices?q=${encodeURIComponent(q)}&itemsPerPage=1`)).body
    .total;

/** 200 rows; line 12 has an unknown type, line 52 a bad date, line 103 repeats line 102's number. */
async function registerFile(): Promise<string[][]> {
  const { path } = await somePath();
  const rows = Array.from({ length: 200 }, (_, i) => [
    '',
    `Imported cabinet ${i + 1}`,
    i % 2 ? 'DC' : 'Circuit breaker',
    path,
    '15/03/2024',
    `IMP-${i + 1}`,
  ]);
  rows[10]![2] = 'ZZ';
  rows[50]![4] = '31/02/2024';
  rows[100]![0] = '24CB19990';
  rows[101]![0] = '24CB19990';
  rows[101]![2] = 'CB';
  expect(HEADER).toHaveLength(MAPPING.length);
  return rows;
}

describe('importing a register', () => {
  it('lists exactly the bad rows in a dry run, imports the rest, finds them and undoes them', async () => {
    const rows = await registerFile();
    const before = await registerTotal('Imported cabinet');
    expect(before).toBe(0);

    const dry = await send({ rows, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 12, field: 'type', code: 'unknownDeviceType', params: { value: 'ZZ' } },
      { line: 52, field: 'commissionDate', code: 'dateFormat' },
      { line: 103, field: 'number', code: 'deviceNumberTaken', params: { line: 102 } },
    ]);
    expect(dry.body.counts).toEqual({
      rows: 200,
      created: 197,
      updated: 0,
      skipped: 3,
      rejected: 3,
      locationsCreated: 0,
    });
    expect(dry.body.import).toBeNull();
    expect(await registerTotal('Imported cabinet')).toBe(0);

    const done = await send({ rows });
    expect(done.status).toBe(200);
    const record = done.body.import!;
    expect(record).toMatchObject({ fileName: 'register.xlsx', byName: 'John Doe', undoneAt: null });
    expect(record.numbers).toHaveLength(197);
    expect(record.numbers).toContain('24CB19990');
    expect(record.numbers.filter((n) => n.startsWith('24DC'))).toHaveLength(99);
    expect(await registerTotal('Imported cabinet')).toBe(197);

    const one = await call<DeviceDetail>(`/api/devices/${record.numbers[0]}`);
    expect(one.body).toMatchObject({
      commissionDate: '2024-03-15',
      serialNumber: expect.stringMatching(/^IMP-/),
    });
    const history = await call<HistoryListResponse>(`/api/devices/${record.numbers[0]}/history`);
    expect(history.body.entries).toMatchObject([
      {
        action: 'imported',
        actor: 'John Doe',
        changes: [{ field: 'importedFrom', to: 'register.xlsx' }],
      },
    ]);

    const list = await call<ImportListResponse>('/api/imports');
    expect(list.body.total).toBe(1);
    expect(list.body.imports[0]).toMatchObject({ id: record.id, counts: { created: 197 } });

    const undone = await undo(record.id);
    expect(undone.status).toBe(200);
    expect(undone.body.undoneAt).toEqual(expect.any(String));
    expect(await registerTotal('Imported cabinet')).toBe(0);
    expect((await call(`/api/devices/${record.numbers[0]}`)).status).toBe(404);
    expect((await undo(record.id)).body).toMatchObject({ key: 'importUndone' });
  });

  it('refuses to undo once one of its devices changed, naming it, and undoes nothing', async () => {
    const { path } = await somePath();
    const rows = [
      ['', 'Undo A', 'DC', path, '', ''],
      ['', 'Undo B', 'DC', path, '', ''],
    ];
    const record = (await send({ rows })).body.import!;
    const [a] = record.numbers;
    expect(
      (await call(`/api/devices/${a}`, { method: 'PUT', body: { name: 'Renamed' } })).status,
    ).toBe(200);
    const refused = await undo(record.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'importChanged', current: { changed: [a] } });
    expect(await registerTotal('Undo')).toBe(1);
    expect(await registerTotal('Renamed')).toBeGreaterThanOrEqual(1);
  });

  it('updates the device whose serial matches (upsert) and puts it back on undo', async () => {
    const { path } = await somePath();
    const first = (await send({ rows: [['', 'Serial one', 'DC', path, '', 'SER-77']] })).body
      .import!;
    const number = first.numbers[0]!;
    const upsert = await send({
      rows: [['', 'Serial one, renamed', 'DC', path, '', 'ser-77']],
      mode: 'upsert',
      matchBy: 'serial',
    });
    expect(upsert.body.counts).toMatchObject({ created: 0, updated: 1 });
    expect(upsert.body.import!.updatedNumbers).toEqual([number]);
    expect((await call<DeviceDetail>(`/api/devices/${number}`)).body.name).toBe(
      'Serial one, renamed',
    );
    expect((await undo(upsert.body.import!.id)).status).toBe(200);
    expect((await call<DeviceDetail>(`/api/devices/${number}`)).body.name).toBe('Serial one');
  });

  it('creates the missing steps of a path when asked, and removes them with the undo', async () => {
    const { site } = await somePath();
    const rows = [['', 'In a new hall', 'DC', `${site.name} / Hall 41 / Bay 7`, '', '']];
    const refused = await send({ rows, dryRun: true });
    expect(refused.body.errors).toMatchObject([
      { line: 2, field: 'location', code: 'unknownLocation' },
    ]);
    const done = await send({ rows, createMissingLocations: true });
    expect(done.body.counts).toMatchObject({ created: 1, locationsCreated: 2 });
    const device = await call<DeviceDetail>(`/api/devices/${done.body.import!.numbers[0]}`);
    expect(device.body.locationNames).toEqual([site.name, 'Hall 41', 'Bay 7']);
    expect((await undo(done.body.import!.id)).status).toBe(200);
    const tree = await call<LocationTreeResponse>('/api/device-locations');
    const names = tree.body.tree.find((n) => n.id === site.id)!.children.map((c) => c.name);
    expect(names).not.toContain('Hall 41');
  });
});

describe('who may import, and the limits', () => {
  it('needs a session that may create devices', async () => {
    expect((await send({ rows: [], dryRun: true }, 'anonymous')).status).toBe(401);
    expect((await send({ rows: [], dryRun: true }, 'client')).status).toBe(403);
    expect((await undo(1, 'client')).status).toBe(403);
    expect((await undo(999)).status).toBe(404);
  });

  it('refuses too many rows (413) and too long a cell (400) with their codes', async () => {
    const many = await send({
      rows: Array.from({ length: IMPORT_LIMITS.rows + 1 }, () => ['']),
      dryRun: true,
    });
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({
      key: 'importTooManyRows',
      params: { max: IMPORT_LIMITS.rows },
    });
    const long = await send({ rows: [['', 'x'.repeat(IMPORT_LIMITS.cell + 1)]], dryRun: true });
    expect(long.status).toBe(400);
    expect((long.body as unknown as { issues: { key: string }[] }).issues[0]).toMatchObject({
      key: 'tooLong',
    });
    const unknownField = await send({ rows: [], mapping: ['colour'], dryRun: true });
    expect(unknownField.status).toBe(400);
  });
});
