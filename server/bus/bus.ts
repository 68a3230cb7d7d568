/**
 * What instances tell each other (issue 38.5, docs/server.md): readings stored, alarms raised and
 * change notices, carried by PostgreSQL's LISTEN/NOTIFY on one channel, so every instance on the
 * database hears every message, its own included, and keeps no state a restart would lose.
 * PGlite listens on its own session (one instance, or several apps over one PGlite in tests); a
 * PostgreSQL server through a dedicated client that reconnects, beside the pool.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

import type { Alarm } from '../../src/api/contract/devices';
import type { LiveChange, LiveReading } from '../../src/api/contract/live';
import type { Database } from '../db/schema';

export const BUS_CHANNEL = 'kit_live';
/** NOTIFY takes at most 8,000 bytes of payload; messages are cut well below it. */
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_MS = [250, 1000, 2000, 5000];

/** One change a write made: the method and path it was answered on. */
/** One write that succeeded, as the protocol's `changed` message names it. */
export type ChangeNotice = LiveChange;

export type BusMessage =
  | { kind: 'readings'; readings: LiveReading[] }
  | { kind: 'alarm'; alarm: Alarm }
  | { kind: 'changed'; change: ChangeNotice };

export type BusListener = (message: BusMessage) => void;

export interface Bus {
  publish(message: BusMessage): Promise<void>;
  /** Hears every message published on the database; returns the way to stop. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** Readings cut into messages whose JSON fits a NOTIFY payload. */
export function payloadsOf(message: BusMessage): string[] {
  const whole = JSON.stringify(message);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || message.kind !== 'readings') return [whole];
  const payloads: string[] = [];
  let batch: LiveReading[] = [];
  let size = 0;
  for (const reading of message.readings) {
    const bytes = Buffer.byteLength(JSON.stringify(reading)) + 1;
    if (batch.length && size + bytes > MAX_PAYLOAD_BYTES - 40) {
      payloads.push(JSON.stringify({ kind: 'readings', readings: batch }));
      batch = [];
      size = 0;
    }
    batch.push(reading);
    size += bytes;
  }
  if (batch.length) payloads.push(JSON.stringify({ kind: 'readings', readings: batch }));
  return payloads;
}

class Listeners {
  private readonly set = new Set<BusListener>();

  add(listener: BusListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  deliver(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return; // not ours: someone else NOTIFYs on the channel
    }
    for (const listener of this.set) listener(message);
  }
}

/** Publishing is the same on both databases: NOTIFY through the query builder's pool. */
const notify = async (db: Kysely<Database>, message: BusMessage) => {
  for (const payload of payloadsOf(message))
    await sql`select pg_notify(${BUS_CHANNEL}, ${payload})`.execute(db);
};

export async function pgliteBus(db: Kysely<Database>, pglite: PGlite): Promise<Bus> {
  const listeners = new Listeners();
  const callback = (payload: string) => listeners.deliver(payload);
  const unlisten = await pglite.listen(BUS_CHANNEL, callback);
  return {
    publish: (message) => notify(db, message),
    subscribe: (listener) => listeners.add(listener),
    async close() {
      if (!pglite.closed) await unlisten();
    },
  };
}

export async function postgresBus(
  db: Kysely<Database>,
  url: string,
  onError: (error: unknown) => void = () => {},
): Promise<Bus> {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === BUS_CHANNEL && n.payload !== undefined) listeners.deliver(n.payload);
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => {});
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS[Math.min(attempt++, 3)]);
    });
    await next.connect();
    await next.query(`listen ${BUS_CHANNEL}`);
    client = next;
    attempt = 0;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      onError(error);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS[Math.min(attempt++, 3)]);
    }
  };
  await connect();
  return {
    publish: (message) => notify(db, message),
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

/** One process without a database to share (tests of a single app): messages stay in it. */
export function localBus(): Bus {
  const listeners = new Listeners();
  return {
    publish: async (message) => {
      for (const payload of payloadsOf(message)) queueMicrotask(() => listeners.deliver(payload));
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

/** The bus of an opened database. */
export function busOf(
  database: { db: Kysely<Database>; pglite?: PGlite; target: { kind: string; url?: string } },
  onError?: (error: unknown) => void,
): Promise<Bus> {
  if (database.pglite) return pgliteBus(database.db, database.pglite);
  if (database.target.kind === 'postgres' && database.target.url)
    return postgresBus(database.db, database.target.url, onError);
  return Promise.resolve(localBus());
}
