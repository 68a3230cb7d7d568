/**
 * One server per test file: an in-memory PGlite migrated from empty, seeded with the simulation's
 * samples of the unit tests' "now" (the same devices, types and locations), and the Fastify app
 * driven by `inject()` (no port). The clock is the test's: pinned to that "now" unless moved.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
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
    server.database = openDatabase({ kind: 'memory' });
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
