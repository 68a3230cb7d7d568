/**
 * The built samples kept across reloads (issue 14, src/api/mock/sample-cache.ts): a reload reads
 * the samples it would build, never others, and nothing a session changes. The cache here is a
 * Map that copies on write and on read, as IndexedDB does.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';

import { createKitDb, createKitDbInSteps, createMockDb, createMockDbInSteps } from '@/api/mock/db';
import { generatorContext, kitDbPartsSteps, sampleKey, SAMPLES_FORMAT } from '@/api/mock/db/kit';
import type { SampleCache } from '@/api/mock/sample-cache';
import { runAtOnce } from '@/lib/steps';

import { browser, MemoryStorage, newDevice, NOW, plain } from './support/durable-tabs';

class MapCache implements SampleCache {
  readonly map = new Map<string, unknown>();
  reads = 0;
  writes = 0;
  read(key: string) {
    this.reads++;
    // A copy each time, as IndexedDB gives: the database built on it takes it over.
    return Promise.resolve(structuredClone(this.map.get(key)));
  }
  write(key: string, value: unknown) {
    this.writes++;
    this.map.clear();
    this.map.set(key, structuredClone(value));
  }
}

const OPTIONS = { scale: 3, now: NOW };

/**
 * The paths at which an object is reached a second time (JSON would make two of it, a structured
 * clone one).
 */
function sharedObjects(root: unknown): string[] {
  const seen = new Set<object>();
  const shared: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    if (seen.has(value)) return void shared.push(path);
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  walk(root, 'parts');
  return shared;
}
const json = (value: unknown) => JSON.stringify(value);

describe('sample cache', () => {
  it('pins the samples to their format: a change of the samples must bump SAMPLES_FORMAT', () => {
    const digest = createHash('sha256')
      .update(json(createKitDb({ seed: 2024, scale: 3, now: '2026-06-15T09:00:00Z' })))
      .digest('hex')
      .slice(0, 16);
    // When this fails because the samples changed on purpose: bump SAMPLES_FORMAT (db/kit.ts)
    // and record the new digest here, so no browser reads the old samples as the new ones.
    expect({ format: SAMPLES_FORMAT, digest }).toEqual({ format: 8, digest: 'e11c08277f671bed' });
  });

  it('stores samples that JSON keeps whole: no undefined field, date, NaN or shared object is lost', () => {
    // The IndexedDB cache stores them as JSON text (sample-cache.ts); scale 3 has plain devices
    // too.
    for (const scale of [1, 3]) {
      const parts = runAtOnce(kitDbPartsSteps(generatorContext({ ...OPTIONS, scale })));
      expect(isDeepStrictEqual(JSON.parse(JSON.stringify(parts)), parts), `scale ${scale}`).toBe(
        true,
      );
      expect(sharedObjects(parts), `scale ${scale}`).toEqual([]);
    }
  });

  it('builds and stores on a miss, reads on the next start, and gives the same database either way', async () => {
    const cache = new MapCache();
    const built = await createMockDbInSteps(OPTIONS, { cache });
    expect([cache.reads, cache.writes]).toEqual([1, 1]);
    expect([...cache.map.keys()]).toEqual([sampleKey(generatorContext(OPTIONS))]);
    const fresh = json(createMockDb(OPTIONS));
    expect(json(built)).toBe(fresh);

    const read = await createMockDbInSteps(OPTIONS, { cache, appsWhenRead: true });
    expect([cache.reads, cache.writes]).toEqual([2, 1]);
    // The plain devices' tables are still made when first read.
    expect(Object.getOwnPropertyDescriptor(read, 'maintenance')?.get).toBeTypeOf('function');
    expect(json(read)).toBe(fresh);
    expect(json(await createKitDbInSteps(OPTIONS, cache))).toBe(json(createKitDb(OPTIONS)));
  });

  it('stores the samples as built, not what the session then changes', async () => {
    const cache = new MapCache();
    const first = await createMockDbInSteps(OPTIONS, { cache });
    first.devices[0].name = 'Changed after the start';
    first.devices.pop();
    first.history.push({ ...first.history[0], id: 99_999 });
    const second = await createMockDbInSteps(OPTIONS, { cache });
    expect(json(second)).toBe(json(createMockDb(OPTIONS)));
    // Nor does the next session's change reach the cache.
    second.maintenance.length = 0;
    expect(json(await createMockDbInSteps(OPTIONS, { cache }))).toBe(json(createMockDb(OPTIONS)));
  });

  it('reads only the samples of the same seed, scale and now: another one is built and replaces it', async () => {
    const cache = new MapCache();
    await createMockDbInSteps(OPTIONS, { cache });
    for (const other of [
      { ...OPTIONS, seed: 7 },
      { ...OPTIONS, scale: 2 },
      { ...OPTIONS, now: '2026-06-15T09:00:01.000Z' },
    ]) {
      const writes = cache.writes;
      const db = await createMockDbInSteps(other, { cache });
      expect(cache.writes, JSON.stringify(other)).toBe(writes + 1);
      expect(json(db)).toBe(json(createMockDb(other)));
      expect(cache.map.size).toBe(1);
    }
  });

  it('builds when what is read is not samples of this key, or the read fails', async () => {
    const key = sampleKey(generatorContext(OPTIONS));
    const good = new MapCache();
    await createMockDbInSteps(OPTIONS, { cache: good });
    const stored = good.map.get(key) as {
      key: string;
      parts: { devices: { plain: { numbers: string[] } } };
    };
    const shortPlain = structuredClone(stored);
    shortPlain.parts.devices.plain.numbers.pop();
    const damaged: unknown[] = [
      null,
      'text',
      { key, parts: null },
      { key: 'another', parts: stored.parts },
      { key, parts: { rest: {}, devices: {} } },
      shortPlain,
    ];
    for (const value of damaged) {
      const cache = new MapCache();
      cache.map.set(key, value);
      const db = await createMockDbInSteps(OPTIONS, { cache });
      expect(json(db)).toBe(json(createMockDb(OPTIONS)));
      expect(cache.writes).toBe(1);
    }
    const failing: SampleCache = {
      read: () => Promise.reject(new Error('IndexedDB gone')),
      write: () => undefined,
    };
    expect(json(await createMockDbInSteps(OPTIONS, { cache: failing }))).toBe(
      json(createMockDb(OPTIONS)),
    );
  });

  it('serves the durable simulation: a reload reads the samples and replays the journal over them', async () => {
    const cache = new MapCache();
    const storage = new MemoryStorage();
    const b = browser(storage, { sampleCache: cache });
    const tab = await b.open();
    await tab.send('POST', '/api/devices', newDevice(tab.store, 'Stored across the reload'));
    const expected = plain(tab.store);
    expect(cache.writes).toBe(1);
    const reloaded = await browser(storage, { sampleCache: cache }).open();
    expect(cache.writes).toBe(1);
    expect(cache.reads).toBe(2);
    expect(plain(reloaded.store)).toEqual(expected);
  });
});
