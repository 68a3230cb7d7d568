/**
 * Work orders survive a restart: a PGlite folder where one server created and started an order,
 * closed, opened by the next, holds the order with its events, the device still in maintenance,
 * and the year's counter (the next create takes the next number, never one given before).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createKitDb } from '@/api/mock/db';

import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemoAccounts, seedDevices } from '../../server/seed';
import { TEST_NOW } from './support';

const folder = mkdtempSync(join(tmpdir(), 'server-wo-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function start() {
  const database = openDatabase({ kind: 'folder', dataDir: join(folder, 'pg') });
  await migrateToLatest(database.db as never);
  const app = await buildApp({ db: database.db, now: () => new Date(TEST_NOW) });
  return { database, app };
}

async function signIn(app: Awaited<ReturnType<typeof start>>['app']) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.com', password: 'admin' },
  });
  return { authorization: `Bearer ${(answer.json() as { accessToken: string }).accessToken}` };
}

describe('a restart', () => {
  it('keeps the orders, their events, the device’s status and the numbers given', async () => {
    const first = await start();
    const samples = createKitDb({ now: TEST_NOW });
    await seedDemoAccounts(first.database.db);
    // A few devices are enough: the orders are what is looked at.
    await seedDevices(first.database.db, {
      deviceTypes: samples.deviceTypes,
      deviceLocations: samples.deviceLocations,
      devices: samples.devices.slice(0, 3).map((d) => ({ ...d, parentNumber: null })),
      deletedDevices: [],
    });
    const device = samples.devices[0]!.number;
    const headers = await signIn(first.app);
    const made = await first.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers,
      payload: {
        deviceNumber: device,
        title: 'Before the restart',
        kind: 'corrective',
        assigneeId: 1,
        needsIsolation: true,
      },
    });
    expect(made.statusCode).toBe(201);
    const number = (made.json() as { number: string }).number;
    const isolated = await first.app.inject({
      method: 'PUT',
      url: `/api/work-orders/${number}`,
      headers,
      payload: {
        isolation: {
          isolatingDevice: samples.devices[1]!.number,
          lockedById: 1,
          tagNumber: 'LOTO-1',
          voltageAbsent: true,
        },
      },
    });
    expect(isolated.statusCode).toBe(200);
    const started = await first.app.inject({
      method: 'POST',
      url: `/api/work-orders/${number}/status`,
      headers,
      payload: { status: 'in_progress' },
    });
    expect(started.statusCode).toBe(200);
    await first.app.close();
    await first.database.close();

    const second = await start();
    try {
      const read = await second.app.inject({ url: `/api/work-orders/${number}` });
      expect(read.json()).toMatchObject({
        title: 'Before the restart',
        status: 'in_progress',
        version: 3,
        isolation: { tagNumber: 'LOTO-1' },
        events: [{ to: 'open' }, { from: 'open', to: 'in_progress' }],
      });
      expect(read.headers.etag).toBe('"3"');
      const dev = await second.app.inject({ url: `/api/devices/${device}` });
      expect(dev.json()).toMatchObject({ status: 'maintenance' });
      const next = await second.app.inject({
        method: 'POST',
        url: '/api/work-orders',
        headers: await signIn(second.app),
        payload: { deviceNumber: device, title: 'After', kind: 'inspection' },
      });
      const serial = (n: string) => Number(n.slice(8));
      expect(serial((next.json() as { number: string }).number)).toBe(serial(number) + 1);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  }, 300_000);
});
