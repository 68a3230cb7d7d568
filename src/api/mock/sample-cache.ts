/**
 * The built samples kept across reloads (issue 14). Building the 12,200 devices of scale 100
 * takes ~250 ms of a cold page's main thread; reading them back from IndexedDB ~50 ms. The
 * samples are a pure function of seed, scale, "now" and the generator's version, which the key
 * names (db/kit.ts, `sampleKey`), so what is read is what would be built. One entry is kept: a
 * new one (another "now" after a reset, another version) replaces it.
 *
 * Only the samples as built are stored, never the database as changed: the durable layer keeps
 * the changes (durable/), and replays them over the samples, however they were obtained.
 */

import { openSingleStoreDb } from './durable/open-store';

/** Where the samples are kept (IndexedDB in a browser, a Map in a test). */
export interface SampleCache {
  /** The value stored under `key`, or undefined. */
  read(key: string): Promise<unknown>;
  /** Stores a copy of `value` now (it may change afterwards); failures are dropped. */
  write(key: string, value: unknown): void;
}

const DB_NAME = 'device-mock-samples';
const STORE = 'samples';
/** Longest wait for IndexedDB (blocked by another tab's upgrade, or very slow): then the samples are built. */
const READ_TIMEOUT_MS = 2_000;

/**
 * The cache in IndexedDB, or undefined where there is none (Node, some private windows). Every
 * failure reads as a miss; a write that fails is dropped (the next load builds the samples).
 */
export function indexedDbSampleCache(factory: IDBFactory | undefined = globalThis.indexedDB): SampleCache | undefined {
  if (!factory) return undefined;
  let db: Promise<IDBDatabase> | undefined;
  let opened: IDBDatabase | undefined;
  const open = () =>
    (db ??= openSingleStoreDb(factory, DB_NAME, STORE).then((d) => {
      opened = d;
      return d;
    }));
  const put = (d: IDBDatabase, key: string, value: unknown) => {
    try {
      const store = d.transaction(STORE, 'readwrite').objectStore(STORE);
      store.clear();
      // put() takes its copy now (a structured clone), before the caller changes anything.
      store.put(value, key);
    } catch {
      // Dropped: the next load builds the samples.
    }
  };
  return {
    read: (key) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
        const done = (value: unknown) => {
          clearTimeout(timer);
          resolve(value);
        };
        open().then(
          (d) => {
            const request = d.transaction(STORE, 'readonly').objectStore(STORE).get(key);
            request.onsuccess = () => done(request.result);
            request.onerror = () => done(undefined);
          },
          () => done(undefined),
        );
      }),
    write: (key, value) => {
      if (opened) return put(opened, key, value);
      // Not open yet (no read came first): copied now, stored when it is.
      let copy: unknown;
      try {
        copy = structuredClone(value);
      } catch {
        return;
      }
      open().then(
        (d) => put(d, key, copy),
        () => undefined,
      );
    },
  };
}
