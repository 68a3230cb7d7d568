/**
 * The embedded database survives a restart: a PGlite folder written by one server, closed, and
 * opened by the next holds the device, the account and the session (a signed-in user stays so).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { migrateToLatest, MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { seedDemo } from '../../server/seed';
import { TEST_NOW } from './support';

const folder = mkdtempSync(join(tmpdir(), 'server-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function start() {
  const database = openDatabase({ kind: 'folder', dataDir: join(folder, 'pg') });
  const migrated = await migrateToLatest(database.db as never);
  const app = await buildApp({ db: database.db, now: () => new Date(TEST_NOW) });
  return { database, app, applied: migrated.results?.length ?? 0 };
}

describe('a restart', () => {
  it('keeps what was written: write, close, reopen, read', async () => {
    const first = await start();
    expect(first.applied).toBe(Object.keys(MIGRATIONS).length);
    await seedDemo(first.database.db, { now: TEST_NOW });
    const token = (
      await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.com', password: 'admin' },
      })
    ).json().accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    const saved = await first.app.inject({
      method: 'PUT',
      url: '/api/devices/24DC10001',
      payload: { notes: 'Written before the restart' },
      headers,
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    await first.database.close();

    const second = await start();
    try {
      expect(second.applied).toBe(0);
      const read = await second.app.inject({ method: 'GET', url: '/api/devices/24DC10001' });
      expect(read.json()).toMatchObject({ notes: 'Written before the restart', version: 2 });
      expect(read.headers.etag).toBe('"2"');
      const again = await second.app.inject({
        method: 'PUT',
        url: '/api/devices/24DC10001',
        payload: { notes: 'And after' },
        headers: { ...headers, 'if-match': '"2"' },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await second.app.close();
      await second.database.close();
    }
    // Two starts on disk with migrations and a seed: minutes on a loaded 2-core machine.
  }, 300_000);
});
