/**
 * The client of the live readings socket (`/api/live`, src/api/contract/live.ts): one
 * LiveConnection per ApiProvider, opened on first use. Device subscriptions are counted (two
 * charts of one device subscribe it once), the socket closes when nobody listens and while the
 * tab is hidden (no traffic then), and after an unexpected close it reconnects with backoff and
 * subscribes again. Screens use the hooks of live-hooks.ts; stories give a LiveFeed of their own.
 */
import type { Alarm } from '../types/devices';
import type { LiveClientMessage, LiveReading, LiveServerMessage } from '../types/live';

/**
 * idle: nobody listens; paused: the tab is hidden; offline: several reconnections failed (it keeps
 * trying).
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'paused';

/** Waits between reconnection attempts; the last one repeats. */
export const LIVE_BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000] as const;
/** After this many failed attempts in a row the status is `offline` (attempts go on). */
export const LIVE_OFFLINE_AFTER = LIVE_BACKOFF_MS.length;
/** Devices per subscribe message (the protocol's limit). */
const CHUNK = 500;

type ReadingsListener = (readings: LiveReading[]) => void;
type AlarmListener = (alarm: Alarm) => void;

/** What screens need of a live stream: LiveConnection, or a fixed stream in stories. */
export interface LiveFeed {
  getStatus(): LiveStatus;
  /** Told when the status changes; returns the unsubscribe. */
  onStatus(listener: () => void): () => void;
  /** Readings of these devices (each batch, only theirs) until the returned function is called. */
  watch(devices: readonly string[], listener: ReadingsListener): () => void;
  /** The last reading received of a device. */
  latest(device: string): LiveReading | undefined;
  /** Every new alarm (of all devices) until the returned function is called. */
  onAlarm(listener: AlarmListener): () => void;
}

/** The part of `document` the connection watches (a test gives its own). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface LiveConnectionOptions {
  /** ws: or wss: URL of /api/live; a function is asked at each connection. */
  url: string | (() => string);
  /**
   * Opens the socket (default `new WebSocket(url)`); may wait, e.g. for the simulation to start.
   */
  openSocket?: (url: string) => WebSocket | Promise<WebSocket>;
  /** Default `document` when there is one. */
  visibility?: VisibilitySource;
  /** Told of every alarm received (the provider invalidates what the alarm changes). */
  onAlarmMessage?: (alarm: Alarm) => void;
}

/** The live URL of an API base URL: same origin (ws/wss as the page) for '', else http→ws. */
export function liveUrlOf(baseUrl: string): string {
  if (baseUrl) return `${baseUrl.replace(/\/$/, '').replace(/^http/, 'ws')}/api/live`;
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/live`;
}

type Watcher = { devices: ReadonlySet<string>; listener: ReadingsListener };

/**
 * What every feed keeps: its status and who listens to it, the latest reading of each device,
 * and the delivery of readings and alarms to those listening. A LiveConnection adds the socket.
 */
abstract class FeedListeners implements LiveFeed {
  protected readonly watchers = new Set<Watcher>();
  /** The watchers of each device: a batch is handed out in one pass over its readings. */
  private readonly watchersOf = new Map<string, Set<Watcher>>();
  protected readonly alarmListeners = new Set<AlarmListener>();
  protected readonly last = new Map<string, LiveReading>();
  private readonly statusListeners = new Set<() => void>();

  constructor(private status: LiveStatus) {}

  getStatus = (): LiveStatus => this.status;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  latest = (device: string): LiveReading | undefined => this.last.get(device);

  abstract watch(devices: readonly string[], listener: ReadingsListener): () => void;

  abstract onAlarm(listener: AlarmListener): () => void;

  protected setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  protected addWatcher(entry: Watcher): void {
    this.watchers.add(entry);
    for (const device of entry.devices) {
      let set = this.watchersOf.get(device);
      if (!set) this.watchersOf.set(device, (set = new Set()));
      set.add(entry);
    }
  }

  protected removeWatcher(entry: Watcher): void {
    this.watchers.delete(entry);
    for (const device of entry.devices) {
      const set = this.watchersOf.get(device);
      set?.delete(entry);
      if (set && !set.size) this.watchersOf.delete(device);
    }
  }

  protected clearWatchers(): void {
    this.watchers.clear();
    this.watchersOf.clear();
  }

  /**
   * Keeps each reading as its device's latest and gives each watcher those of its devices, once
   * per batch (200 cells of one device each cost one pass over the batch, not 200).
   */
  protected deliverReadings(readings: readonly LiveReading[]): void {
    const mine = new Map<Watcher, LiveReading[]>();
    for (const reading of readings) {
      this.last.set(reading.device, reading);
      for (const watcher of this.watchersOf.get(reading.device) ?? []) {
        const list = mine.get(watcher);
        if (list) list.push(reading);
        else mine.set(watcher, [reading]);
      }
    }
    // A listener may stop another watcher (a screen unmounting): that one is not called.
    for (const [watcher, list] of mine) if (this.watchers.has(watcher)) watcher.listener(list);
  }

  protected deliverAlarm(alarm: Alarm): void {
    for (const listener of [...this.alarmListeners]) listener(alarm);
  }
}

export class LiveConnection extends FeedListeners {
  private readonly options: LiveConnectionOptions;
  private readonly visibility?: VisibilitySource;
  private socket?: WebSocket;
  /** Bumped at each connection and close: events of an older socket are ignored. */
  private generation = 0;
  private attempt = 0;
  private retry?: ReturnType<typeof setTimeout>;
  private readonly counts = new Map<string, number>();
  private readonly toSubscribe = new Set<string>();
  private readonly toUnsubscribe = new Set<string>();
  private alarmsChange: boolean | undefined;
  private flushing = false;
  private readonly onVisibility = () => this.reconcile();

  constructor(options: LiveConnectionOptions) {
    super('idle');
    this.options = options;
    this.visibility =
      options.visibility ?? (typeof document === 'undefined' ? undefined : document);
    this.visibility?.addEventListener('visibilitychange', this.onVisibility);
  }

  watch = (devices: readonly string[], listener: ReadingsListener): (() => void) => {
    const entry = { devices: new Set(devices), listener };
    this.addWatcher(entry);
    for (const device of entry.devices) {
      const count = this.counts.get(device) ?? 0;
      this.counts.set(device, count + 1);
      if (count === 0) {
        this.toUnsubscribe.delete(device);
        this.toSubscribe.add(device);
      }
    }
    this.changed();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.removeWatcher(entry);
      for (const device of entry.devices) {
        const count = (this.counts.get(device) ?? 1) - 1;
        if (count > 0) this.counts.set(device, count);
        else {
          this.counts.delete(device);
          this.last.delete(device);
          this.toSubscribe.delete(device);
          this.toUnsubscribe.add(device);
        }
      }
      this.changed();
    };
  };

  onAlarm = (listener: AlarmListener): (() => void) => {
    const first = this.alarmListeners.size === 0;
    this.alarmListeners.add(listener);
    if (first) this.alarmsChange = true;
    this.changed();
    return () => {
      if (!this.alarmListeners.delete(listener)) return;
      if (this.alarmListeners.size === 0) this.alarmsChange = false;
      this.changed();
    };
  };

  /** Closes for good (the provider unmounts). */
  dispose(): void {
    this.visibility?.removeEventListener('visibilitychange', this.onVisibility);
    this.clearWatchers();
    this.alarmListeners.clear();
    this.counts.clear();
    this.close();
    this.setStatus('idle');
  }

  private wanted(): boolean {
    return this.counts.size > 0 || this.alarmListeners.size > 0;
  }

  /** Subscriptions changed: open or close as needed, and send the difference once per task. */
  private changed(): void {
    this.reconcile();
    if (this.flushing) return;
    this.flushing = true;
    queueMicrotask(() => {
      this.flushing = false;
      this.flush();
    });
  }

  private reconcile(): void {
    if (!this.wanted()) {
      this.close();
      this.setStatus('idle');
    } else if (this.visibility?.visibilityState === 'hidden') {
      this.close();
      this.setStatus('paused');
    } else if (!this.active && this.retry === undefined) this.connect();
  }

  private flush(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) {
      // Sent whole when the socket opens.
      this.toSubscribe.clear();
      this.toUnsubscribe.clear();
      this.alarmsChange = undefined;
      return;
    }
    if (this.toUnsubscribe.size || this.alarmsChange === false)
      this.send({
        type: 'unsubscribe',
        devices: [...this.toUnsubscribe],
        ...(this.alarmsChange === false ? { alarms: true } : {}),
      });
    if (this.toSubscribe.size || this.alarmsChange === true)
      this.subscribe([...this.toSubscribe], this.alarmsChange === true);
    this.toSubscribe.clear();
    this.toUnsubscribe.clear();
    this.alarmsChange = undefined;
  }

  private subscribe(devices: string[], alarms: boolean): void {
    for (let i = 0; i === 0 || i < devices.length; i += CHUNK)
      this.send({
        type: 'subscribe',
        devices: devices.slice(i, i + CHUNK),
        ...(alarms && i === 0 ? { alarms: true } : {}),
      });
  }

  private send(message: LiveClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private connect(): void {
    const generation = ++this.generation;
    if (this.attempt === 0) this.setStatus('connecting');
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    const open = this.options.openSocket ?? ((u: string) => new WebSocket(u));
    let opening: Promise<WebSocket>;
    try {
      opening = Promise.resolve(open(url));
    } catch (error) {
      opening = Promise.reject(error);
    }
    this.active = true;
    this.retry = undefined;
    void opening.then(
      (socket) => {
        if (generation !== this.generation) {
          socket.close(1000);
          return;
        }
        this.socket = socket;
        socket.onopen = () => {
          if (generation !== this.generation) return;
          this.attempt = 0;
          this.setStatus('live');
          this.subscribe([...this.counts.keys()], this.alarmListeners.size > 0);
        };
        socket.onmessage = (event: MessageEvent) =>
          generation === this.generation && this.receive(event.data);
        socket.onclose = () => {
          if (generation !== this.generation) return;
          this.socket = undefined;
          this.scheduleRetry();
        };
      },
      () => {
        if (generation === this.generation) this.scheduleRetry();
      },
    );
  }

  /** A socket is being opened or is open (reconcile does not open a second one). */
  private active = false;

  private scheduleRetry(): void {
    this.active = false;
    const delay = LIVE_BACKOFF_MS[Math.min(this.attempt, LIVE_BACKOFF_MS.length - 1)];
    this.attempt++;
    this.setStatus(this.attempt > LIVE_OFFLINE_AFTER ? 'offline' : 'reconnecting');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.wanted() && this.visibility?.visibilityState !== 'hidden') this.connect();
      else this.reconcile();
    }, delay);
  }

  private close(): void {
    this.generation++;
    this.active = false;
    if (this.retry !== undefined) clearTimeout(this.retry);
    this.retry = undefined;
    this.attempt = 0;
    const socket = this.socket;
    this.socket = undefined;
    if (socket && socket.readyState <= 1) socket.close(1000);
  }

  private receive(data: unknown): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(data)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'readings') {
      // Only what this client still asks for (a batch may cross an unsubscribe).
      this.deliverReadings(message.readings.filter((r) => this.counts.has(r.device)));
    } else if (message.type === 'alarm') {
      this.options.onAlarmMessage?.(message.alarm);
      this.deliverAlarm(message.alarm);
    }
  }
}

/**
 * A feed that never connects: a fixed status and nothing streamed (server rendering, stories and
 * tests that draw a screen without a live server; `emit` plays readings and alarms by hand).
 */
export class StaticLiveFeed extends FeedListeners {
  constructor(status: LiveStatus = 'live') {
    super(status);
  }

  watch = (devices: readonly string[], listener: ReadingsListener): (() => void) => {
    const entry = { devices: new Set(devices), listener };
    this.addWatcher(entry);
    return () => this.removeWatcher(entry);
  };

  onAlarm = (listener: AlarmListener): (() => void) => {
    this.alarmListeners.add(listener);
    return () => void this.alarmListeners.delete(listener);
  };

  /** Changes the status shown. */
  override setStatus(status: LiveStatus): void {
    super.setStatus(status);
  }

  /** The devices someone watches now, sorted (what a real feed would have subscribed). */
  watchedDevices(): string[] {
    return [...new Set([...this.watchers].flatMap((w) => [...w.devices]))].sort();
  }

  /** Delivers readings to those watching their devices. */
  emitReadings(readings: LiveReading[]): void {
    this.deliverReadings(readings);
  }

  /** Delivers an alarm to every alarm listener. */
  emitAlarm(alarm: Alarm): void {
    this.deliverAlarm(alarm);
  }
}
