/**
 * The browser's durable simulation in Node: localStorage as a Map (with an optional quota, or
 * disabled), the Web Locks of one origin in memory, and "tabs", each its own store and
 * durable database over the shared storage and locks, as two tabs of one browser are.
 */
import {
  createDurableDatabase,
  type DurableDatabase,
  type DurableOptions,
} from '@/api/mock/durable/durable';
import type { Fence } from '@/api/mock/durable/fence';
import {
  createLocks,
  createMemoryLockManager,
  type LockManagerLike,
} from '@/api/mock/durable/locks';
import type { StorageLike } from '@/api/mock/durable/storage';
import { createHandlers } from '@/api/mock/handlers';
import { createMockStore, type MockStore } from '@/api/mock/store';

export const NOW = '2026-06-15T09:00:00.000Z';
export const ADMIN = 'Bearer demo.1.unittest';

/** localStorage in memory; `quota` counts characters of keys and values, as browsers roughly do. */
export class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  quota = Infinity;
  /** Every write throws (storage disabled, e.g. a private window's policy). */
  disabled = false;

  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.disabled)
      throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
    const used = [...this.map].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
    if (used + key.length + value.length > this.quota)
      throw Object.assign(new Error('The quota has been exceeded.'), {
        name: 'QuotaExceededError',
        code: 22,
      });
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  /** The stored text of every key (what survives a reload). */
  dump(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}

export interface Tab {
  store: MockStore;
  durable: DurableDatabase;
  /** Sends a request as the admin (device-domain writes need a session), JSON in and out. */
  send: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: T; headers: Headers }>;
}

/** A clock that moves one second per reading, from NOW: writes get distinct, known times. */
export function steppingClock(start = Date.parse(NOW)): () => number {
  let t = start;
  return () => (t += 1000);
}

/**
 * One browser: its storage and lock manager; `open()` is a new tab (or a reload), on
 * `storageOfTab()` (the one storage, unless a test gives each tab its own view).
 */
export function browser<S extends StorageLike = MemoryStorage>(
  storage: S = new MemoryStorage() as unknown as S,
  options: Partial<DurableOptions> = {},
  storageOfTab: () => StorageLike = () => storage,
) {
  const manager: LockManagerLike = createMemoryLockManager();
  const clock = steppingClock();
  async function open(): Promise<
    Tab & { recovered: Awaited<ReturnType<DurableDatabase['start']>> }
  > {
    const store = createMockStore({ now: NOW });
    const durable = createDurableDatabase({
      storage: storageOfTab(),
      locks: createLocks(manager),
      store,
      handlers: createHandlers(store.db),
      sample: { now: NOW },
      now: clock,
      ...options,
    });
    const recovered = await durable.start();
    const send: Tab['send'] = async (method, path, body, headers = {}) => {
      const request = new Request(`http://localhost${path}`, {
        method,
        headers: {
          Authorization: ADMIN,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await durable.handle(request);
      if (!response) throw new Error(`no handler for ${method} ${path}`);
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : undefined) as never,
        headers: response.headers,
      };
    };
    return { store, durable, send, recovered };
  }
  return { storage, open };
}

/** A new device of the first type in the first panel. */
export function newDevice(store: MockStore, name = 'New lighting cabinet') {
  const db = store.db();
  return {
    name,
    typeId: db.deviceTypes.find((t) => t.code === 'DC')!.id,
    locationId: db.deviceLocations.find((l) => l.kind === 'panel')!.id,
  };
}

/** The database as data (what a reload must give back). */
export const plain = (store: MockStore) => JSON.parse(JSON.stringify(store.db())) as unknown;

/**
 * localStorage as Chromium gives it to the tabs of one browser: each tab reads its own copy,
 * and what another tab writes reaches that copy `lagMs` later (by then the Web Lock may long
 * have passed to the tab that reads). `view()` is one tab's localStorage.
 */
export class LaggingStorage {
  readonly truth = new MemoryStorage();
  private readonly views: Map<string, string>[] = [];
  constructor(readonly lagMs: number) {}

  view(): StorageLike {
    const mine = new Map(this.truth.map);
    this.views.push(mine);
    const deliver = (change: (copy: Map<string, string>) => void) => {
      change(mine);
      for (const other of this.views)
        if (other !== mine) setTimeout(() => change(other), this.lagMs);
    };
    return {
      get length() {
        return mine.size;
      },
      key: (index) => [...mine.keys()][index] ?? null,
      getItem: (key) => mine.get(key) ?? null,
      setItem: (key, value) => {
        this.truth.setItem(key, value);
        deliver((copy) => copy.set(key, value));
      },
      removeItem: (key) => {
        this.truth.removeItem(key);
        deliver((copy) => copy.delete(key));
      },
    };
  }
}

/** A fence every tab reads the same at once (as IndexedDB is). */
export function memoryFence(): Fence {
  let text: string | undefined;
  return {
    read: async () => text,
    write: async (headText) => {
      text = headText;
    },
  };
}
