/**
 * Other users' changes (src/api/client/live-changes.ts): the socket a team's server sends
 * `changed` on, against a fake socket and a fake clock, and the message's contract. What the app
 * does with it (every query fetched again) is held by tests/e2e/server-app.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LIVE_BACKOFF_MS } from '@/api/client/live';
import { LiveChanges } from '@/api/client/live-changes';
import { liveServerMessage } from '@/api/contract/live';
import type { LiveChange } from '@/api/types/live';

class FakeSocket {
  readyState = 0;
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send() {
    throw new Error('the changes socket sends nothing');
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const PUT = { method: 'PUT', path: '/api/devices/24DC10001' } as const;

let sockets: FakeSocket[];
let told: (readonly LiveChange[])[];
let changes: LiveChanges | undefined;

const open = () =>
  (changes = new LiveChanges({
    url: 'ws://server/api/live',
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onChanges: (list) => void told.push(list),
  }));

/** Lets the socket promise settle (openSocket may be async). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  told = [];
});
afterEach(() => {
  changes?.close();
  changes = undefined;
  vi.useRealTimers();
});

describe('LiveChanges', () => {
  it('connects at once and tells the changes of each `changed` message, nothing else', async () => {
    open();
    await settle();
    expect(sockets.map((s) => s.url)).toEqual(['ws://server/api/live']);
    sockets[0].accept();
    expect(told).toEqual([]);

    sockets[0].receive({ type: 'changed', changes: [PUT, { method: 'DELETE', path: '/api/x' }] });
    expect(told).toEqual([[PUT, { method: 'DELETE', path: '/api/x' }]]);

    // Readings, alarms, errors and what is not JSON are not changes.
    sockets[0].receive({ type: 'readings', readings: [] });
    sockets[0].receive({ type: 'error', key: 'liveInvalid', message: 'no' });
    sockets[0].receive('{not json');
    sockets[0].receive({ type: 'changed' });
    expect(told).toHaveLength(1);
  });

  it('reconnects with the live backoff after a drop, and refreshes once back (changes were missed)', async () => {
    open();
    await settle();
    sockets[0].accept();
    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0] - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // The server is still down: the next wait is the backoff's second.
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[1] - 1);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(told).toEqual([]);
    sockets[2].accept();
    expect(told).toEqual([[]]);
    sockets[2].receive({ type: 'changed', changes: [PUT] });
    expect(told).toEqual([[], [PUT]]);
  });

  it('a socket that cannot even be opened is tried again', async () => {
    let calls = 0;
    changes = new LiveChanges({
      url: () => `ws://server/api/live?n=${calls}`,
      openSocket: (url) => {
        calls++;
        if (calls === 1) throw new Error('refused');
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return Promise.resolve(socket as unknown as WebSocket);
      },
      onChanges: (list) => void told.push(list),
    });
    await settle();
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LIVE_BACKOFF_MS[0]);
    expect(sockets.map((s) => s.url)).toEqual(['ws://server/api/live?n=1']);
  });

  it('close() closes the socket with 1000 and stops reconnecting', async () => {
    open();
    await settle();
    sockets[0].accept();
    changes!.close();
    expect(sockets[0].closedWith).toBe(1000);
    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(told).toEqual([]);
  });
});

describe('the `changed` message', () => {
  it('is a LiveServerMessage: writes with a method and a path, at least one', () => {
    expect(liveServerMessage.safeParse({ type: 'changed', changes: [PUT] }).success).toBe(true);
    expect(liveServerMessage.safeParse({ type: 'changed', changes: [] }).success).toBe(false);
    expect(
      liveServerMessage.safeParse({ type: 'changed', changes: [{ method: 'GET', path: '/api' }] })
        .success,
    ).toBe(false);
    expect(
      liveServerMessage.safeParse({ type: 'changed', changes: [{ method: 'PUT' }] }).success,
    ).toBe(false);
  });
});
