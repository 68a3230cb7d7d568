/**
 * The connection pool on PostgreSQL (docs/server.md): an idle connection the database server ends
 * (its restart, an administrator's pg_terminate_backend) does not end the server, and the next
 * query opens another; closing waits until every connection has ended, so the database can be
 * dropped at once. PGlite has no connections: the file runs in `.ci/run`'s PostgreSQL pass.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

import { openTestDatabase, TEST_DATABASE_KIND, TEST_DATABASE_URL } from './support';

describe.skipIf(TEST_DATABASE_KIND !== 'postgres')('the pool on PostgreSQL', () => {
  it('survives an idle connection ended by the server, and closes with none left', async () => {
    const database = await openTestDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        database.db,
      );
      const name = rows[0]!.name;
      // Two connections at once, both idle after.
      await Promise.all([
        sql`select pg_sleep(0.05)`.execute(database.db),
        sql`select pg_sleep(0.05)`.execute(database.db),
      ]);
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1',
        [name],
      );
      expect(ended.rows.length).toBe(2);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      expect(String(warn.mock.calls[0]![0])).toMatch(/idle connection ended/);
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await admin.end();
      warn.mockRestore();
    }
  });
});
