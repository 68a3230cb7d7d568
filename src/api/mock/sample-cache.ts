/**
 * The built samples kept across reloads (issue 14). Building the 12,200 devices of scale 100 takes
 * several times longer than reading them back from IndexedDB
 * (docs/performance.md#figures-the-code-relies-on). The samples are a pure function of seed, scale,
 * "now" and the generator's version, which the key names (db/kit.ts, `sampleKey`), so what is read
 * is what would be built. One entry is kept: a new one (another "now" after a reset, another
 * version) replaces it.
 *
 * Only the samples as built are stored, never the database as changed: the durable layer keeps
 * the changes (durable/), and replays them over the samples, however they were obtained.
 *
 * They are stored as JSON text, not as objects: IndexedDB gives an object back by a structured
 * clone on the page's main thread, while a string and `JSON.parse` together take a fraction of
 * that (measured at scale 100: docs/performance.md#figures-the-code-relies-on). The samples are
 * plain JSON data (tests/unit/mock-sample-cache.test.ts checks that nothing is lost).
 */

import { openSingleStoreDb } from './durable/open-store';

/** Where the samples are kept (IndexedDB in a browser, a Map in a test). */
export interface SampleCache {
  /** The value stored under `key`, or undefined. */
  read(key: string): Promise<unknown>;
  /**
   * Stores a copy of `value` now (it may change afterwards); failures are dropped. `value` is JSON
   * data.
   */
  write(key: string, value: unknown): void;
}

const DB_NAME = 'device-mock-samples';
const STORE = 'samples';
/**
 * Longest wait for IndexedDB (blocked by another tab's upgrade, or very slow): then the samples are
 * built.
 */
const READ_TIMEOUT_MS = 2_000;

/**
 * The cache in IndexedDB, or undefined where there is none (Node, some private windows). Every
 * failure reads as a miss; a write that fails is dropped (the next load builds the samples).
 *
 * Reading starts when the cache is made: the store holds one entry, so it can be read before the
 * key is known, and the simulation makes its cache before it loads MSW and makes its handlers,
 * which the read's wait on the disk then overlaps (docs/performance.md#figures-the-code-relies-on).
 * The first `read` takes that entry; later reads read it again.
 */
export function indexedDbSampleCache(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): SampleCache | undefined {
  if (!factory) return undefined;
  let db: Promise<IDBDatabase> | undefined;
  let opened: IDBDatabase | undefined;
  const open = () =>
    (db ??= openSingleStoreDb(factory, DB_NAME, STORE).then((d) => {
      opened = d;
      return d;
    }));
  const put = (d: IDBDatabase, key: string, text: string) => {
    try {
      const store = d.transaction(STORE, 'readwrite').objectStore(STORE);
      store.clear();
      store.put(text, key);
    } catch {
      // Dropped: the next load builds the samples.
    }
  };
  /**
   * The one entry (the store never holds more: `put` clears it), with its key; undefined when there
   * is none or on any failure.
   */
  const readEntry = () =>
    new Promise<{ key: IDBValidKey; text: unknown } | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
      const done = (entry: { key: IDBValidKey; text: unknown } | undefined) => {
        clearTimeout(timer);
        resolve(entry);
      };
      open().then(
        (d) => {
          try {
            const request = d.transaction(STORE, 'readonly').objectStore(STORE).openCursor();
            request.onsuccess = () =>
              done(
                request.result
                  ? { key: request.result.key, text: request.result.value }
                  : undefined,
              );
            request.onerror = () => done(undefined);
          } catch {
            done(undefined);
          }
        },
        () => done(undefined),
      );
    });
  let early: ReturnType<typeof readEntry> | undefined = readEntry();
  return {
    read: async (key) => {
      const entry = early ?? readEntry();
      early = undefined;
      const found = await entry;
      // Another key's entry (other samples, kept from an earlier load) is a miss.
      return found?.key === key ? parseText(found.text) : undefined;
    },
    write: (key, value) => {
      // The text is the copy, taken now, before the caller changes anything.
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return;
      }
      if (opened) return put(opened, key, text);
      // Not open yet (no read came first): stored when it is.
      open().then(
        (d) => put(d, key, text),
        () => undefined,
      );
    },
  };
}

/**
 * What was stored, as data; anything else (an entry of an older version of this cache, damaged
 * text) reads as a miss.
 */
function parseText(stored: unknown): unknown {
  if (typeof stored !== 'string') return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}
