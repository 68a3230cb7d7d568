/**
 * The sockets of `/api/live` on one instance (docs/server.md): each has the session of the
 * documented protocol (src/api/contract/live.ts, the same subscribe rules as the simulation:
 * src/api/shared/live.ts), and hears from the bus (server/bus) what any instance stored: the
 * readings of its devices, those within READINGS_BATCH_MS in one message, the alarms it watches
 * at once, and every change notice (no subscription needed), those within CHANGE_BATCH_MS in one
 * `changed` message.
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

/**
 * Readings stored within this span go out together (docs/server.md "Live readings and alarms"):
 * short enough that a reading reaches its subscribers within the bench's 100 ms budget, long
 * enough that ~170 posts a second make a few messages a second per socket, not one per post.
 */
export const READINGS_BATCH_MS = 25;
/** Change notices within this span go out in one message. */
export const CHANGE_BATCH_MS = 50;
/**
 * A socket whose unsent bytes exceed this misses reading batches until it drains (alarms and
 * change notices still go): a slow client cannot make the server hold its readings without bound.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const OPEN = 1;

class LiveClient {
  readonly session: LiveSession = createLiveSession();
  /** Client messages are applied one after the other: a subscribe's answer keeps its place. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    private readonly db: Kysely<Database>,
  ) {}

  send(message: LiveServerMessage | LiveChanged): void {
    this.sendText(JSON.stringify(message));
  }

  /** Sends a message already serialised (one text for every socket with the same readings). */
  sendText(text: string): void {
    if (this.socket.readyState === OPEN) this.socket.send(text);
  }

  /** False while the socket's send buffer is over MAX_BUFFERED_BYTES: readings wait for no one. */
  get keepingUp(): boolean {
    return this.socket.bufferedAmount <= MAX_BUFFERED_BYTES;
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

  watches(deviceNumber: string): boolean {
    return this.session.alarms || this.session.devices.has(deviceNumber);
  }
}

/**
 * The readings of one batch a client subscribed to, as indices into the batch (sorted by time),
 * and a key naming that selection: clients with the same key get the same text.
 */
function selectionOf(batch: readonly LiveReading[], devices: ReadonlySet<string>) {
  const picked: number[] = [];
  for (let i = 0; i < batch.length; i++) if (devices.has(batch[i].device)) picked.push(i);
  return { picked, key: picked.join(',') };
}

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private changes: ChangeNotice[] = [];
  private changeTimer: NodeJS.Timeout | undefined;
  private readings: LiveReading[] = [];
  private readingsTimer: NodeJS.Timeout | undefined;
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
    socket.on('close', () => this.clients.delete(client));
  }

  private hear(message: BusMessage): void {
    if (message.kind === 'readings') {
      this.readings.push(...message.readings);
      this.readingsTimer ??= setTimeout(() => this.sendReadings(), READINGS_BATCH_MS);
    } else if (message.kind === 'alarm') {
      for (const client of this.clients)
        if (client.watches(message.alarm.deviceNumber))
          client.send({ type: 'alarm', alarm: message.alarm });
    } else {
      this.changes.push(message.change);
      this.changeTimer ??= setTimeout(() => this.sendChanges(), CHANGE_BATCH_MS);
    }
  }

  /**
   * Sends what was heard in the window: each client the readings of its devices, serialised once
   * per distinct selection (subscribers of the same devices share one text).
   */
  private sendReadings(): void {
    this.readingsTimer = undefined;
    const batch = this.readings.sort((a, b) => a.t - b.t);
    this.readings = [];
    const texts = new Map<string, string>();
    for (const client of this.clients) {
      if (!client.session.devices.size) continue;
      const { picked, key } = selectionOf(batch, client.session.devices);
      if (!picked.length) continue;
      // A slow socket misses this batch (docs/server.md): nothing is held for it.
      if (!client.keepingUp) continue;
      let text = texts.get(key);
      if (text === undefined) {
        const message: LiveServerMessage = {
          type: 'readings',
          readings: picked.map((i) => batch[i]),
        };
        text = JSON.stringify(message);
        texts.set(key, text);
      }
      client.sendText(text);
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
    for (const client of this.clients) client.socket.close(LIVE_CLOSE_RESTART, reason);
  }

  stop(): void {
    this.unsubscribe();
    clearTimeout(this.changeTimer);
    clearTimeout(this.readingsTimer);
  }
}
