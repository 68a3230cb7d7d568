/**
 * Helpers of the live tests: a server over its own in-memory PGlite with the bus of that
 * database (as `npm run server` builds it), listening on a free port, and a `ws` client that
 * keeps every message it hears and waits for the ones a test expects.
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

import { createKitDb, type KitDb } from '@/api/mock/db';

import { buildApp } from '../../server/app';
import { busOf, type Bus } from '../../server/bus/bus';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { createGatewayToken } from '../../server/readings/gateway-account';
import { seedDemoAccounts, seedDevices } from '../../server/seed';
import { TEST_NOW } from './support';

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

export class TestSocket {
  readonly messages: LiveMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as LiveMessage);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (from `from` on) that matches, or a rejection after `timeoutMs`. */
  waitFor(
    match: (m: LiveMessage) => boolean,
    { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<LiveMessage> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.messages.slice(from).find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`no such message in ${timeoutMs} ms; heard ${JSON.stringify(this.messages)}`),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      const wake = () => void look();
      this.waiters.add(wake);
      look();
    });
  }

  /** Sends and waits for the next message after it. */
  async ask(message: unknown): Promise<LiveMessage> {
    const from = this.messages.length;
    this.send(message);
    return this.waitFor(() => true, { from });
  }

  close(): void {
    this.ws.close();
  }
}

export interface LiveServer {
  app: FastifyInstance;
  bus: Bus;
  url: string;
  /** `ws://…/api/live` of this server. */
  liveUrl: string;
}

/** A listening app over an opened database, with its own bus (one per instance). */
export async function listeningApp(
  database: OpenDatabase,
  now: () => Date = () => new Date(TEST_NOW),
): Promise<LiveServer> {
  const bus = await busOf(database);
  const app = await buildApp({ db: database.db, bus, now });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, bus, url: address, liveUrl: `${address.replace(/^http/, 'ws')}/api/live` };
}

/** An in-memory PGlite, migrated and seeded with the simulation's samples of TEST_NOW. */
export async function seededDatabase(
  target: Parameters<typeof openDatabase>[0] = { kind: 'memory' },
): Promise<{ database: OpenDatabase; samples: KitDb }> {
  const database = openDatabase(target);
  await migrateToLatest(database.db as never);
  const samples = createKitDb({ now: TEST_NOW });
  await seedDemoAccounts(database.db);
  await seedDevices(database.db, samples);
  return { database, samples };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.255.0.2',
  });
  return (answer.json() as { accessToken: string }).accessToken;
}

export const gatewayToken = (database: OpenDatabase, email = 'gw1@plant.example') =>
  createGatewayToken(database.db, { email, name: 'Gateway 1', now: new Date(TEST_NOW) });
