/**
 * The schema comes from the migrations alone: an empty database migrates to the tables, the
 * extension, the collation and the indexes the queries rely on; a second start applies nothing;
 * health says whether the database is current.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { migrateToLatest, MIGRATIONS, pendingMigrations } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { openTestDatabase } from './support';

const database = await openTestDatabase();
const db = database.db as Kysely<Database>;
afterAll(() => database.close());

describe('migrations from an empty database', () => {
  it('an empty database has every migration pending, and health says 503 until they run', async () => {
    expect(await pendingMigrations(db as never)).toEqual(Object.keys(MIGRATIONS));
    const app = await buildApp({ db });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'migrations pending',
      pendingMigrations: Object.keys(MIGRATIONS),
    });
    await app.close();
  });

  it('applies every migration in order, then none on the next start', async () => {
    const first = await migrateToLatest(db as never);
    expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
    );
    const second = await migrateToLatest(db as never);
    expect(second.results).toEqual([]);
    expect(await pendingMigrations(db as never)).toEqual([]);
  });

  it('creates the tables, pg_trgm, the sort collation and the list indexes', async () => {
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'audit_log',
        'device_locations',
        'device_types',
        'devices',
        'roles',
        'sessions',
        'users',
      ]),
    );
    const extension = await sql<{
      extname: string;
    }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
    expect(extension.rows).toHaveLength(1);
    const collation = await sql<{
      collname: string;
    }>`select collname from pg_collation where collname = 'kit_sort'`.execute(db);
    expect(collation.rows).toHaveLength(1);
    const indexes = await sql<{
      indexname: string;
      indexdef: string;
    }>`select indexname, indexdef from pg_indexes where tablename = 'devices'`.execute(db);
    const byName = new Map(indexes.rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('devices_name_trgm_idx')).toMatch(/USING gin \(lower\(name\) gin_trgm_ops\)/);
    expect(byName.get('devices_number_trgm_idx')).toMatch(/gin_trgm_ops/);
    // 0005: the type, the status and the words in one GIN index each for the number and the name,
    // and the type's counts from an index alone.
    for (const column of ['name', 'number'])
      expect(byName.get(`devices_filtered_${column}_trgm_idx`)).toMatch(
        new RegExp(
          `USING gin \\(type_id, status, lower\\(${column}\\) gin_trgm_ops\\) WHERE \\(deleted_at IS NULL\\)`,
        ),
      );
    expect(byName.get('devices_type_status_idx')).toMatch(
      /\(type_id, status\) WHERE \(deleted_at IS NULL\)/,
    );
    for (const name of [
      'devices_type_idx',
      'devices_status_idx',
      'devices_location_idx',
      'devices_next_inspection_idx',
      'devices_seq_idx',
      'devices_name_sort_idx',
    ])
      expect(byName.has(name), name).toBe(true);
  });

  it('the text search can use the trigram index (the planner picks it when scans are off)', async () => {
    await db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain select number from devices where lower(name) like '%cabinet%'`.execute(tx);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/devices_name_trgm_idx/);
    });
  });

  it('health is 200 once current', async () => {
    const app = await buildApp({ db });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'reachable', pendingMigrations: [] });
    await app.close();
  });
});
