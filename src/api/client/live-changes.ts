/**
 * Other users' changes, from a server shared by a team: one socket to `/api/live` kept open for as
 * long as the ApiProvider lives, on which the server sends `changed` (src/api/contract/live.ts)
 * after every successful write by anyone. The client then fetches again what it shows, as it does
 * when another tab of the browser changed something (use-cross-tab-changes.ts). It reconnects
 * with the live client's backoff; a reconnection also refreshes, since changes made while it was
 * away were not told. Nothing is subscribed: the server tells every socket.
 */
import type { LiveChange, LiveServerMessage } from '../types/live';
import { LIVE_BACKOFF_MS } from './live';

export interface LiveChangesOptions {
  /** ws: or wss: URL of /api/live; a function is asked at each connection. */
  url: string | (() => string);
  /** Opens the socket (default `new WebSocket(url)`). */
  openSocket?: (url: string) => WebSocket | Promise<WebSocket>;
  /**
   * Told of the changes of each `changed` message, and with none after a reconnection (what
   * changed meanwhile is unknown).
   */
  onChanges: (changes: readonly LiveChange[]) => void;
}

/** Keeps one socket open for change notices until `close()`. */
export class LiveChanges {
  private socket?: WebSocket;
  private retry?: ReturnType<typeof setTimeout>;
  private attempt = 0;
  /** Once a socket has opened, the next open is a reconnection. */
  private wasOpen = false;
  private closed = false;

  constructor(private readonly options: LiveChangesOptions) {
    this.connect();
  }

  /** Stops for good (the provider unmounts). */
  close(): void {
    this.closed = true;
    if (this.retry !== undefined) clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = undefined;
    if (socket && socket.readyState <= 1) socket.close(1000);
  }

  private connect(): void {
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    const open = this.options.openSocket ?? ((u: string) => new WebSocket(u));
    let opening: Promise<WebSocket>;
    try {
      opening = Promise.resolve(open(url));
    } catch (error) {
      opening = Promise.reject(error);
    }
    void opening.then(
      (socket) => {
        if (this.closed) {
          socket.close(1000);
          return;
        }
        this.socket = socket;
        socket.onopen = () => {
          if (this.wasOpen) this.options.onChanges([]);
          this.wasOpen = true;
          this.attempt = 0;
        };
        socket.onmessage = (event: MessageEvent) => this.receive(event.data);
        socket.onclose = () => {
          if (this.socket !== socket) return;
          this.socket = undefined;
          this.scheduleRetry();
        };
      },
      () => this.scheduleRetry(),
    );
  }

  private receive(data: unknown): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(data)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message?.type === 'changed' && Array.isArray(message.changes))
      this.options.onChanges(message.changes);
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    const delay = LIVE_BACKOFF_MS[Math.min(this.attempt, LIVE_BACKOFF_MS.length - 1)];
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed) this.connect();
    }, delay);
  }
}
