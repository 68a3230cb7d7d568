/**
 * The samples' cache in a real IndexedDB (src/api/mock/sample-cache.ts): what is written reads
 * back whole, as a copy taken at the write; what is not this cache's text (an entry an older
 * version stored as an object, damaged text, another key) reads as a miss, so the samples are
 * built again rather than read wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { openSingleStoreDb } from '@/api/mock/durable/open-store';
import { indexedDbSampleCache } from '@/api/mock/sample-cache';

const DB_NAME = 'device-mock-samples';
const STORE = 'samples';

async function stored(key: string, value: unknown): Promise<void> {
  const db = await openSingleStoreDb(indexedDB, DB_NAME, STORE);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** Resolves once every write queued on the cache before it has reached the store. */
async function settled(): Promise<void> {
  const db = await openSingleStoreDb(indexedDB, DB_NAME, STORE);
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readonly');
    tx.oncomplete = () => resolve();
  });
  db.close();
}

// Emptied, not deleted: the caches of the tests before keep their connections open, as the app's
// does.
afterEach(async () => {
  const db = await openSingleStoreDb(indexedDB, DB_NAME, STORE);
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).clear();
    tx.oncomplete = () => resolve();
  });
  db.close();
});

describe('the samples cache in IndexedDB', () => {
  it('reads back what was written, as it was at the write', async () => {
    const value = {
      key: 'k1',
      parts: {
        rows: [
          {
            id: 1,
            name: 'Transformer <T1> "A"',
            tags: ['x'],
            nested: { at: '2026-06-15T09:00:00.000Z', n: null },
          },
        ],
      },
    };
    const writer = indexedDbSampleCache();
    writer!.write('k1', value);
    // Changed after the write: the cache took its copy at the write.
    value.parts.rows[0].name = 'Changed';
    await settled();
    const read = await indexedDbSampleCache()!.read('k1');
    expect(read).toEqual({
      key: 'k1',
      parts: {
        rows: [
          {
            id: 1,
            name: 'Transformer <T1> "A"',
            tags: ['x'],
            nested: { at: '2026-06-15T09:00:00.000Z', n: null },
          },
        ],
      },
    });
  });

  it('keeps one entry: a new key replaces the old one', async () => {
    const cache = indexedDbSampleCache()!;
    expect(await cache.read('k1')).toBeUndefined();
    cache.write('k1', { v: 1 });
    cache.write('k2', { v: 2 });
    await settled();
    const fresh = indexedDbSampleCache()!;
    expect(await fresh.read('k1')).toBeUndefined();
    expect(await fresh.read('k2')).toEqual({ v: 2 });
  });

  it('reads the one entry when made; a read of another key is a miss, and later reads read the entry again', async () => {
    indexedDbSampleCache()!.write('k1', { v: 1 });
    await settled();
    const cache = indexedDbSampleCache()!;
    expect(await cache.read('k2')).toBeUndefined();
    expect(await cache.read('k1')).toEqual({ v: 1 });
    expect(await cache.read('k1')).toEqual({ v: 1 });
  });

  it('reads an entry that is not its text as a miss', async () => {
    await stored('object', { key: 'object', parts: {} });
    await stored('damaged', '{"key": "damaged", "parts": {');
    const cache = indexedDbSampleCache()!;
    expect(await cache.read('object')).toBeUndefined();
    expect(await cache.read('damaged')).toBeUndefined();
    expect(await cache.read('missing')).toBeUndefined();
  });

  it('drops a value that is not JSON data, and stores nothing for it', async () => {
    const cache = indexedDbSampleCache()!;
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => cache.write('cyclic', cyclic)).not.toThrow();
    await settled();
    expect(await indexedDbSampleCache()!.read('cyclic')).toBeUndefined();
  });
});
