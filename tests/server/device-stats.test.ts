/**
 * The home page figures and the next free device number answer as the simulation does over the
 * same samples, before and after writes that move them (a new device, a status change, a delete),
 * with hostile parameters; and a number shown to two forms at once is still given once.
 *
 * The stats' `latestAlarms` are the server's own stored alarms (none in these tests), where the
 * simulation lists its readings model's: every other figure is compared whole.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import type { DeviceStats } from '@/api/contract/devices';
import { createKitDb } from '@/api/mock/db';
import { pinWriteTime } from '@/api/mock/queries/records';

import { startTestServer, TEST_NOW } from './support';
import { bothAnswers, type Request2 } from './two-targets';

const server = startTestServer();
beforeAll(() => pinWriteTime(server.samples, Date.parse(TEST_NOW)));

async function expectSame(request: Request2) {
  const [simulation, answer] = await bothAnswers(server, { as: 'admin', ...request });
  expect(answer, `${request.method ?? 'GET'} ${request.url.slice(0, 120)}`).toEqual(simulation);
  return answer;
}

async function expectSameStats(as?: 'admin' | 'client') {
  const [simulation, answer] = await bothAnswers(server, { url: '/api/devices/stats', as });
  expect(answer).toEqual({
    ...simulation,
    body: { ...(simulation.body as DeviceStats), latestAlarms: [] },
  });
  return answer.body as DeviceStats;
}

const samples = createKitDb({ now: TEST_NOW });
const PANEL = samples.deviceLocations.find((l) => l.kind === 'panel')!.id;
const newDevice = (extra: Record<string, unknown> = {}) => ({
  name: 'Stats test cabinet',
  typeId: 1,
  locationId: PANEL,
  commissionDate: '2025-07-01',
  ...extra,
});

const NASTY = [
  "'; drop table devices; --",
  '%',
  '\\',
  '\u0000',
  '😀',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  'x'.repeat(20_000),
];

describe('the home page figures on both targets', () => {
  it('counts the register as the simulation does, for anyone', async () => {
    const stats = await expectSameStats();
    expect(stats.total).toBe(samples.devices.length);
    expect(stats.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(stats.total);
    expect(stats.dueSoon.length).toBe(Math.min(10, stats.dueSoonTotal));
    expect(stats.overdue).toBeGreaterThan(0);
    await expectSameStats('client');
    await expectSameStats('admin');
  });

  it('moves with the writes: a new device due soon, a fault, a delete', async () => {
    const before = await expectSameStats();
    expect(
      (
        await expectSame({
          method: 'POST',
          url: '/api/devices',
          body: newDevice({ lastInspection: '2026-06-01' }),
        })
      ).status,
    ).toBe(201);
    const [first] = samples.devices.filter((d) => d.status === 'in_service');
    await expectSame({
      method: 'PUT',
      url: `/api/devices/${first.number}`,
      body: { status: 'fault' },
    });
    const gone = before.dueSoon[0].number;
    expect((await expectSame({ method: 'DELETE', url: `/api/devices/${gone}` })).status).toBe(204);
    const after = await expectSameStats();
    expect(after.total).toBe(before.total);
    expect(after.faults).toBe(before.faults + 1);
    expect(after.dueSoon.map((d) => d.number)).not.toContain(gone);
  });
});

describe('the next device number on both targets', () => {
  it('answers the same number, refusals and hostile values as the simulation', async () => {
    for (const query of [
      'typeId=1',
      'typeId=1&year=2026',
      'typeId=2&year=2024',
      'typeId=1&year=1999',
      'typeId=3&year=0',
      'typeId=1&year=9999',
      'typeId=%201%20&year=2025',
      '',
      'typeId=999',
      'typeId=abc',
      'typeId=1&year=10000',
      'typeId=1&year=-1',
      'typeId=1&year=abc',
      ...NASTY.flatMap((v) => [
        `typeId=${encodeURIComponent(v)}`,
        `typeId=1&year=${encodeURIComponent(v)}`,
      ]),
    ]) {
      const answer = await expectSame({ url: `/api/devices/next-number?${query}` });
      expect([200, 400]).toContain(answer.status);
    }
  });

  it('counts deleted devices’ numbers: a number is never given twice', async () => {
    const { number } = (await expectSame({ url: '/api/devices/next-number?typeId=1&year=2025' }))
      .body as { number: string };
    expect(
      (await expectSame({ method: 'POST', url: '/api/devices', body: newDevice({ number }) }))
        .status,
    ).toBe(201);
    expect((await expectSame({ method: 'DELETE', url: `/api/devices/${number}` })).status).toBe(
      204,
    );
    const next = (await expectSame({ url: '/api/devices/next-number?typeId=1&year=2025' }))
      .body as { number: string };
    expect(Number(next.number.slice(4))).toBe(Number(number.slice(4)) + 1);
  });

  it('a number shown to two forms at once is given once; creates without one never collide', async () => {
    const url = '/api/devices/next-number?typeId=1&year=2025';
    const shown = await Promise.all([server.call({ url }), server.call({ url })]);
    const { number } = shown[0].body as { number: string };
    expect(shown[1].body).toEqual({ number });
    const creates = await Promise.all(
      [1, 2].map(() =>
        server.call({
          method: 'POST',
          url: '/api/devices',
          payload: newDevice({ number }),
          as: 'admin',
        }),
      ),
    );
    expect(creates.map((c) => c.status).sort()).toEqual([201, 400]);
    expect(creates.find((c) => c.status === 400)!.body).toMatchObject({
      issues: [{ path: 'number', key: 'deviceNumberTaken' }],
    });
    const generated = await Promise.all(
      [1, 2, 3].map(() =>
        server.call<{ number: string }>({
          method: 'POST',
          url: '/api/devices',
          payload: newDevice(),
          as: 'admin',
        }),
      ),
    );
    expect(generated.map((c) => c.status)).toEqual([201, 201, 201]);
    expect(new Set(generated.map((c) => c.body.number)).size).toBe(3);
    const after = (await server.call<{ number: string }>({ url })).body.number;
    expect(generated.map((c) => c.body.number)).not.toContain(after);
    expect(after).not.toBe(number);
  });

  it('finds a prefix’s numbers by an index, whatever the collation', async () => {
    const db = server.database.db;
    await sql`set enable_seqscan = off`.execute(db);
    try {
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain select number from devices where number like ${'25DC%'}`.execute(db);
      // Under a "C" collation (PGlite) the primary key serves a prefix too; under any other
      // (Debian's PostgreSQL in en_US) only the text_pattern_ops index does. Either way no scan.
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index (Only )?Scan (using|on) devices_(pkey|number_prefix_idx)/);
      expect(text).not.toMatch(/Seq Scan/);
    } finally {
      await sql`reset enable_seqscan`.execute(db);
    }
  });
});
