/**
 * The server as the target of the kit's API tests (the `contract-server` project,
 * docs/server.md): `server/`'s Fastify app over its own database (tests/server/support.ts: an
 * in-memory PGlite, or a fresh database on TEST_DATABASE_URL's server), seeded from the same
 * samples as the simulation's store, driven by `inject()`. The tests' callers sign in as the
 * simulation's demo accounts, so the admin and the client are the same people on both targets.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

import type { KitDb } from '@/api/mock/db/kit';

import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrations';
import type { Database } from '../../../server/db/schema';
import { seedDemoAccounts, seedDevices } from '../../../server/seed';
import { openTestDatabase } from '../../server/support';

const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  technician: { email: 'tech@demo.com', password: 'tech' },
} as const;

export interface ServerTarget {
  app: FastifyInstance;
  /** A live session token of a demo account (signed in once per file). */
  tokenOf(who: keyof typeof ACCOUNTS): Promise<string>;
  /** Puts the device tables back to `samples` (the store's fresh database). */
  reset(samples: KitDb): Promise<void>;
  /** A digest of every row of every table. */
  digest(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The tables a test keeps: the accounts, their sessions and the migrations' own. Every other
 * table (the register, its records, what later migrations add) is emptied and seeded again.
 */
const KEPT_TABLES = ['roles', 'users', 'sessions', 'kysely_migration', 'kysely_migration_lock'];

async function reseed(db: Kysely<Database>, samples: KitDb): Promise<void> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const data = tables.rows.map((t) => t.name).filter((name) => !KEPT_TABLES.includes(name));
  await sql`truncate ${sql.join(data.map((t) => sql.table(t)))} restart identity cascade`.execute(
    db,
  );
  // The register's order restarts with the rows (devices_seq belongs to no column, so the
  // truncate above leaves it).
  await sql`alter sequence devices_seq restart`.execute(db);
  await seedDevices(db, samples);
}

async function digestOf(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as part from ${sql.table(name)} t`,
  );
  const row = await sql<{ digest: string }>`
    select string_agg(part, ',' order by part) as digest from (${sql.join(parts, sql` union all `)}) p`.execute(
    db,
  );
  return row.rows[0].digest;
}

export async function startServerTarget(samples: KitDb, now: () => Date): Promise<ServerTarget> {
  const database = await openTestDatabase();
  await migrateToLatest(database.db as never);
  await seedDemoAccounts(database.db);
  await seedDevices(database.db, samples);
  const app = await buildApp({ db: database.db, now });
  // Both callers signed in now, before any test: a sign-in writes (a session, the audit log), and
  // a test comparing the tables before and after a refused request must see only that request.
  const tokens = new Map<string, string>();
  for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: ACCOUNTS[who],
      // An address of its own: the tests' sign-ins never count against the limit.
      remoteAddress: '10.255.0.2',
    });
    tokens.set(who, (answer.json() as { accessToken: string }).accessToken);
  }
  return {
    app,
    tokenOf: async (who) => tokens.get(who)!,
    reset: (fresh) => reseed(database.db, fresh),
    digest: () => digestOf(database.db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
