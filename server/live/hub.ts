/**
 * The sockets of `/api/live` on one instance (docs/server.md): each has the session of the
 * documented protocol (src/api/contract/live.ts, the same subscribe rules as the simulation:
 * src/api/shared/live.ts), and hears from the bus (server/bus) what any instance stored: the
 * readings of its devices in batches, the alarms it watches at once, and every change notice
 * (no subscription needed), those within CHANGE_BATCH_MS in one `changed` message.
 */
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';

import {
  LIVE_CLOSE_RESTART,
  type LiveChanged,
  type LiveReading,
  type LiveServerMessage,
} from '../../src/api/contract/live';
import {
  applyLiveMessage,
  createLiveSession,
  readLiveMessage,
  type LiveSession,
} from '../../src/api/shared/live';
import type { Bus, BusMessage, ChangeNotice } from '../bus/bus';
import type { Database } from '../db/schema';
import { liveSources } from '../readings/source';

/** At most one batch of readings a second per socket (the protocol's rate). */
export const READINGS_BATCH_MS = 1000;
/** Change notices within this span go out in one message. */
export const CHANGE_BATCH_MS = 50;

const OPEN = 1;

class LiveClient {
  readonly session: LiveSession = createLiveSession();
  private pending: LiveReading[] = [];
  private lastBatch = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Client messages are applied one after the other: a subscribe's answer keeps its place. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    private readonly db: Kysely<Database>,
  ) {}

  send(message: LiveServerMessage | LiveChanged): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  receive(data: unknown): void {
    this.queue = this.queue.then(() => this.apply(data)).catch(() => {});
  }

  private async apply(data: unknown): Promise<void> {
    const read = readLiveMessage(data);
    if ('error' in read) return this.send(read.error);
    const { message } = read;
    const sources =
      message.type === 'subscribe' ? await liveSources(this.db, message.devices) : new Map();
    for (const answer of applyLiveMessage(
      this.session,
      message,
      (number) => sources.get(number)?.source.since != null,
    ))
      this.send(answer);
  }

  readings(readings: readonly LiveReading[]): void {
    const mine = readings.filter((r) => this.session.devices.has(r.device));
    if (!mine.length) return;
    this.pending.push(...mine);
    if (this.timer) return;
    const wait = Math.max(0, this.lastBatch + READINGS_BATCH_MS - Date.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = undefined;
    this.lastBatch = Date.now();
    const readings = this.pending.sort((a, b) => a.t - b.t);
    this.pending = [];
    if (readings.length) this.send({ type: 'readings', readings });
  }

  watches(deviceNumber: string): boolean {
    return this.session.alarms || this.session.devices.has(deviceNumber);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private changes: ChangeNotice[] = [];
  private changeTimer: NodeJS.Timeout | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    bus: Bus,
  ) {
    this.unsubscribe = bus.subscribe((message) => this.hear(message));
  }

  get size(): number {
    return this.clients.size;
  }

  attach(socket: WebSocket): void {
    const client = new LiveClient(socket, this.db);
    this.clients.add(client);
    socket.on('message', (data, isBinary) => client.receive(isBinary ? data : String(data)));
    socket.on('close', () => {
      client.stop();
      this.clients.delete(client);
    });
  }

  private hear(message: BusMessage): void {
    if (message.kind === 'readings') {
      for (const client of this.clients) client.readings(message.readings);
    } else if (message.kind === 'alarm') {
      for (const client of this.clients)
        if (client.watches(message.alarm.deviceNumber))
          client.send({ type: 'alarm', alarm: message.alarm });
    } else {
      this.changes.push(message.change);
      this.changeTimer ??= setTimeout(() => this.sendChanges(), CHANGE_BATCH_MS);
    }
  }

  private sendChanges(): void {
    this.changeTimer = undefined;
    const seen = new Set<string>();
    const changes = this.changes.filter((c) => {
      const key = `${c.method} ${c.path}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
    this.changes = [];
    for (const client of this.clients) client.send({ type: 'changed', changes });
  }

  /** Closes every socket with the protocol's restart code: clients reconnect with backoff. */
  closeAll(reason = 'Server restart'): void {
    for (const client of this.clients) {
      client.stop();
      client.socket.close(LIVE_CLOSE_RESTART, reason);
    }
  }

  stop(): void {
    this.unsubscribe();
    clearTimeout(this.changeTimer);
    for (const client of this.clients) client.stop();
  }
}
