/** The live socket's client (src/api/client/live.ts) against a fake socket and a fake clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  LIVE_BACKOFF_MS,
  LiveConnection,
  liveUrlOf,
  type VisibilitySource,
} from '@/api/client/live';
import type { Alarm } from '@/api/types/devices';
import type { LiveReading } from '@/api/types/live';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server sends a message. */
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server goes away (a restart). */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

class FakeDocument implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.listeners.forEach((l) => l());
  }
}

const reading = (device: string, t: number, load = 50): LiveReading => ({
  device,
  t,
  values: { voltage: 10, current: 100, load, temperature: 40 },
  over: [],
});
const alarm = {
  id: 'a',
  deviceNumber: '24DC10001',
  deviceName: 'Cabinet',
  metric: 'load',
  unit: '%',
  threshold: 90,
  startedAt: '2026-11-25T10:00:00.000Z',
  endedAt: null,
  peak: 95,
  severity: 'warning',
} as Alarm;

let sockets: FakeSocket[];
let visibility: FakeDocument;
let alarms: Alarm[];
const flush = () => vi.advanceTimersByTimeAsync(0);
const last = () => sockets[sockets.length - 1];

function connection() {
  return new LiveConnection({
    url: 'ws://api.test/api/live',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    visibility,
    onAlarmMessage: (a) => alarms.push(a),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  alarms = [];
  visibility = new FakeDocument();
});
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('opens nothing until a device is watched, then subscribes it once however many watch it', async () => {
    const live = connection();
    await flush();
    expect(sockets).toHaveLength(0);
    expect(live.getStatus()).toBe('idle');
    const stopA = live.watch(['24DC10001'], () => {});
    const stopB = live.watch(['24DC10001', '24DC10002'], () => {});
    await flush();
    expect(sockets).toHaveLength(1);
    expect(live.getStatus()).toBe('connecting');
    last().accept();
    expect(live.getStatus()).toBe('live');
    expect(last().sent).toEqual([{ type: 'subscribe', devices: ['24DC10001', '24DC10002'] }]);
    stopB();
    await flush();
    // 24DC10001 is still watched by A: only 24DC10002 is let go.
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', devices: ['24DC10002'] });
    stopA();
    await flush();
    expect(last().closedWith).toBe(1000);
    expect(live.getStatus()).toBe('idle');
  });

  it('gives each watcher the readings of its own devices, and keeps the latest', async () => {
    const live = connection();
    const a: LiveReading[] = [];
    const b: LiveReading[] = [];
    live.watch(['24DC10001'], (r) => a.push(...r));
    live.watch(['24DC10002'], (r) => b.push(...r));
    await flush();
    last().accept();
    last().receive({
      type: 'readings',
      readings: [reading('24DC10001', 1), reading('24DC10002', 2), reading('24DC99999', 3)],
    });
    expect(a.map((r) => r.device)).toEqual(['24DC10001']);
    expect(b.map((r) => r.device)).toEqual(['24DC10002']);
    expect(live.latest('24DC10002')?.t).toBe(2);
    // Something the client never asked for is not kept.
    expect(live.latest('24DC99999')).toBeUndefined();
  });

  it('gives a watcher of many devices one call a batch; a watcher stopped by another during delivery is not called', async () => {
    const live = connection();
    const calls: string[][] = [];
    let stopB: () => void = () => {};
    live.watch(['24DC10001', '24DC10002'], (r) => {
      calls.push(r.map((x) => x.device));
      stopB();
    });
    const b = vi.fn();
    stopB = live.watch(['24DC10002'], b);
    await flush();
    last().accept();
    last().receive({
      type: 'readings',
      readings: [reading('24DC10001', 1), reading('24DC10002', 2)],
    });
    expect(calls).toEqual([['24DC10001', '24DC10002']]);
    expect(b).not.toHaveBeenCalled();
  });

  it('once disposed, closes its socket and calls no one', async () => {
    const live = connection();
    const a = vi.fn();
    live.watch(['24DC10001'], a);
    await flush();
    const socket = last();
    socket.accept();
    live.dispose();
    expect(socket.closedWith).toBe(1000);
    expect(live.getStatus()).toBe('idle');
    socket.receive({ type: 'readings', readings: [reading('24DC10001', 1)] });
    expect(a).not.toHaveBeenCalled();
  });

  it('after the server drops, says "reconnecting", waits 1, 2, 4… s and subscribes again', async () => {
    const live = connection();
    live.watch(['24DC10001'], () => {});
    await flush();
    last().accept();
    last().drop();
    expect(live.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0] - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // This attempt fails too: the next waits longer.
    last().drop();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[1] - 1);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(live.getStatus()).toBe('live');
    expect(last().sent).toEqual([{ type: 'subscribe', devices: ['24DC10001'] }]);
    // Back to the first wait after a success.
    last().drop();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0]);
    expect(sockets).toHaveLength(4);
  });

  it('is "offline" after every wait failed, and keeps trying', async () => {
    const live = connection();
    live.watch(['24DC10001'], () => {});
    await flush();
    for (const wait of LIVE_BACKOFF_MS) {
      last().drop();
      await vi.advanceTimersByTimeAsync(wait);
    }
    last().drop();
    expect(live.getStatus()).toBe('offline');
    const before = sockets.length;
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[LIVE_BACKOFF_MS.length - 1]);
    expect(sockets.length).toBe(before + 1);
  });

  it('closes while the tab is hidden (no traffic) and comes back when it shows', async () => {
    const live = connection();
    live.watch(['24DC10001'], () => {});
    await flush();
    last().accept();
    visibility.set('hidden');
    expect(last().closedWith).toBe(1000);
    expect(live.getStatus()).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    visibility.set('visible');
    await flush();
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual([{ type: 'subscribe', devices: ['24DC10001'] }]);
  });

  it('asks for every alarm while someone listens, and tells the provider and the listeners', async () => {
    const live = connection();
    const heard: Alarm[] = [];
    const stop = live.onAlarm((a) => heard.push(a));
    await flush();
    last().accept();
    expect(last().sent).toEqual([{ type: 'subscribe', devices: [], alarms: true }]);
    last().receive({ type: 'alarm', alarm });
    expect(heard).toEqual([alarm]);
    expect(alarms).toEqual([alarm]);
    stop();
    await flush();
    expect(live.getStatus()).toBe('idle');
  });

  it('ignores what an old socket says after it was replaced', async () => {
    const live = connection();
    const got: LiveReading[] = [];
    live.watch(['24DC10001'], (r) => got.push(...r));
    await flush();
    const old = last();
    old.accept();
    old.drop();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0]);
    last().accept();
    old.receive({ type: 'readings', readings: [reading('24DC10001', 1)] });
    expect(got).toEqual([]);
  });
});

describe('liveUrlOf', () => {
  it('turns the API base URL into its socket URL', () => {
    expect(liveUrlOf('https://api.example.com/')).toBe('wss://api.example.com/api/live');
    expect(liveUrlOf('http://localhost:8080')).toBe('ws://localhost:8080/api/live');
  });
});
