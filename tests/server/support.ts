/**
 * One server per test file: a database of its own migrated from empty, seeded with the
 * simulation's samples of the unit tests' "now" (the same devices, types and locations), and the
 * Fastify app driven by `inject()` (no port). The clock is the test's: pinned to that "now" unless
 * moved. The database is an in-memory PGlite, or with `TEST_DATABASE_URL` (a PostgreSQL
 * superuser's URL, as `.ci/run` sets) a fresh database on that server, dropped after the file
 * (docs/server.md "Tests").
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import { createKitDb, type KitDb } from '@/api/mock/db';

import { buildApp, type AppOptions } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { seedDemoAccounts, seedDevices } from '../../server/seed';

/** "Now" of every test database (the simulation's unit tests use the same). */
export const TEST_NOW = '2026-06-15T09:00:00Z';

export interface TestServer {
  app: FastifyInstance;
  database: OpenDatabase;
  /** The simulation's database the server was seeded from (its tables as they were). */
  samples: KitDb;
  clock: { now: Date };
  /** A session token of a demo account. */
  tokenOf(who: 'admin' | 'client'): Promise<string>;
  call<T = unknown>(
    options: InjectOptions & { as?: 'admin' | 'client' },
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

/** The PostgreSQL server the files run on, when not PGlite (an administrator's URL). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Which database the tests run on: `pglite` (in memory) or `postgres` (TEST_DATABASE_URL). */
export const TEST_DATABASE_KIND = TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function asAdministrator(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database: in-memory PGlite, or a database created on TEST_DATABASE_URL's server
 * under a name no other file uses (files run side by side). `close()` ends the connections and
 * drops it.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (!TEST_DATABASE_URL) return openDatabase({ kind: 'memory' });
  const name = `kit_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // The name is made here of [a-z0-9_], so it is safe to quote into the statement.
  await asAdministrator(`create database "${name}" template template0 encoding 'UTF8'`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await asAdministrator(`drop database if exists "${name}" with (force)`);
    },
  };
}

const PASSWORDS = {
  admin: ['admin@demo.com', 'admin'],
  client: ['client@demo.com', 'client'],
} as const;

/** Opens, migrates and seeds a server before the file's tests and closes it after. */
export function startTestServer(
  options: Partial<AppOptions> & { seed?: boolean } = {},
): TestServer {
  const server = { clock: { now: new Date(TEST_NOW) } } as TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    server.database = await openTestDatabase();
    await migrateToLatest(server.database.db as never);
    server.samples = createKitDb({ now: TEST_NOW });
    if (options.seed !== false) {
      await seedDemoAccounts(server.database.db);
      await seedDevices(server.database.db, server.samples);
    }
    server.app = await buildApp({
      db: server.database.db,
      now: () => server.clock.now,
      ...options,
    });
  }, 300_000);
  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
  });
  server.tokenOf = async (who) => {
    let token = tokens.get(who);
    if (!token) {
      const [email, password] = PASSWORDS[who];
      // From an address of its own, so the tests' sign-ins do not count against the limit a test
      // measures.
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: '10.255.0.1',
      });
      token = (answer.json() as { accessToken: string }).accessToken;
      tokens.set(who, token);
    }
    return token;
  };
  server.call = async ({ as, ...init }) => {
    const headers = {
      ...(init.headers ?? {}),
      ...(as && { authorization: `Bearer ${await server.tokenOf(as)}` }),
    };
    const answer = await server.app.inject({ ...init, headers } as InjectOptions);
    const text = answer.body;
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: answer.statusCode, body: body as never, headers: answer.headers };
  };
  return server;
}
