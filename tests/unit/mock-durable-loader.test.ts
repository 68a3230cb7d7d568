/**
 * Bad stored data recovers (issue 11.5): what the browser simulation reads at start is
 * validated; anything that does not match is set aside, the samples come back, and the start
 * says so once. The first version's copy (`device-mock-db`) is migrated when it reads. A
 * property: ANY JSON in any of the keys gives the samples or the stored data, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { COMPACT_AFTER } from '@/api/mock/durable/durable';
import {
  ENTRY_PREFIX,
  entryKey,
  HEAD_KEY,
  LEGACY_KEY,
  NOTICE_KEY,
  SET_ASIDE_KEY,
  SNAPSHOT_KEY,
} from '@/api/mock/durable/storage';

import { browser, MemoryStorage, newDevice, NOW, plain } from './support/durable-tabs';

const samples = () => JSON.parse(JSON.stringify(createMockDb({ now: NOW }))) as unknown;

/** A storage holding a journal of a few changes; its database as it should read back. */
async function storedJournal(changes = 3) {
  const b = browser();
  const tab = await b.open();
  for (let i = 0; i < changes; i++)
    await tab.send('POST', '/api/devices', newDevice(tab.store, `Stored ${i}`));
  return { storage: b.storage, expected: plain(tab.store) };
}

/** The first version's saved copy: `{ version: 1, db }`, records without versions. */
function legacyCopy(change?: (db: ReturnType<typeof createMockDb>) => void): string {
  const db = createMockDb({ now: NOW });
  change?.(db);
  const strip = <T extends { version?: number }>(rows: T[]) =>
    rows.map(({ version: _v, ...rest }) => rest);
  return JSON.stringify({
    version: 1,
    db: {
      ...db,
      devices: strip(db.devices),
      deviceTypes: strip(db.deviceTypes),
      deviceLocations: strip(db.deviceLocations),
    },
  });
}

async function openWith(entries: Record<string, string>) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  const tab = await browser(storage).open();
  return { storage, tab };
}

describe("the first version's copy (device-mock-db)", () => {
  const legacyShapes: Record<string, string> = {
    'an empty db': '{"version":1,"db":{}}',
    'devices not a list': (() => {
      const copy = JSON.parse(legacyCopy());
      copy.db.devices = { '24DC10001': copy.db.devices[0] };
      return JSON.stringify(copy);
    })(),
    'rows of the wrong shape': (() => {
      const copy = JSON.parse(legacyCopy());
      copy.db.devices[3] = { number: 42, name: null };
      return JSON.stringify(copy);
    })(),
    'one table missing': (() => {
      const copy = JSON.parse(legacyCopy());
      delete copy.db.deviceLocations;
      return JSON.stringify(copy);
    })(),
    'not JSON': '{"version":1,"db":',
    'another version': '{"version":7,"db":{}}',
  };
  for (const [name, text] of Object.entries(legacyShapes)) {
    it(`${name}: the samples, the copy set aside, the notice once`, async () => {
      const { storage, tab } = await openWith({ [LEGACY_KEY]: text });
      expect(tab.recovered).toEqual({ reason: 'legacy', keys: [LEGACY_KEY] });
      expect(plain(tab.store)).toEqual(samples());
      expect(storage.getItem(LEGACY_KEY)).toBeNull();
      expect(JSON.parse(storage.getItem(SET_ASIDE_KEY)!).items[LEGACY_KEY]).toBe(text);
      // Told once: after the app said it told the user, the next start finds nothing wrong.
      tab.durable.acknowledgeRecovery();
      expect((await browser(storage).open()).recovered).toBeNull();
      // And it works: a change is stored.
      expect(
        (await tab.send('PUT', '/api/devices/24DC10001', { name: 'After the reset' })).status,
      ).toBe(200);
    });
  }

  it('a copy that reads is migrated: its changes kept, versions 1, no notice, the old key gone', async () => {
    const text = legacyCopy((db) => {
      db.devices[0].name = 'Changed before the upgrade';
      db.users.splice(0, 3);
    });
    const { storage, tab } = await openWith({ [LEGACY_KEY]: text });
    expect(tab.recovered).toBeNull();
    const db = tab.store.db();
    expect(db.devices[0]).toMatchObject({ name: 'Changed before the upgrade', version: 1 });
    expect(db.users).toHaveLength(createMockDb({ now: NOW }).users.length - 3);
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    expect(storage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    await tab.send('PUT', '/api/devices/24DC10001', { notes: 'after the migration' });
    const reloaded = await browser(storage).open();
    expect(plain(reloaded.store)).toEqual(plain(tab.store));
  });

  it('beside a journal that reads, the journal wins and the old copy is set aside quietly', async () => {
    const { storage, expected } = await storedJournal();
    storage.setItem(LEGACY_KEY, legacyCopy());
    const tab = await browser(storage).open();
    expect(tab.recovered).toBeNull();
    expect(plain(tab.store)).toEqual(expected);
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
  });
});

describe('the journal', () => {
  it('reads back as stored', async () => {
    const { storage, expected } = await storedJournal();
    const tab = await browser(storage).open();
    expect(tab.recovered).toBeNull();
    expect(plain(tab.store)).toEqual(expected);
  });

  const corruptions: Record<string, (storage: MemoryStorage) => void> = {
    'a head that is not JSON': (s) => s.setItem(HEAD_KEY, '{"format":2,'),
    'a head of another format': (s) =>
      s.setItem(HEAD_KEY, JSON.stringify({ ...JSON.parse(s.getItem(HEAD_KEY)!), format: 1 })),
    'a head counting entries that are not there': (s) =>
      s.setItem(HEAD_KEY, JSON.stringify({ ...JSON.parse(s.getItem(HEAD_KEY)!), seq: 9 })),
    'an entry of the wrong shape': (s) =>
      s.setItem(
        entryKey(2),
        JSON.stringify({ ...JSON.parse(s.getItem(entryKey(2))!), method: 'TRACE' }),
      ),
    'an entry of another run': (s) =>
      s.setItem(
        entryKey(1),
        JSON.stringify({ ...JSON.parse(s.getItem(entryKey(1))!), epoch: 'another' }),
      ),
    'a missing entry': (s) => s.removeItem(entryKey(1)),
    'a head naming a snapshot that is not there': (s) =>
      s.setItem(HEAD_KEY, JSON.stringify({ ...JSON.parse(s.getItem(HEAD_KEY)!), snapshot: 1 })),
  };
  for (const [name, corrupt] of Object.entries(corruptions)) {
    it(`${name}: the samples, everything set aside, the notice`, async () => {
      const { storage } = await storedJournal();
      corrupt(storage);
      const tab = await browser(storage).open();
      expect(tab.recovered?.reason).toBe('unreadable');
      expect(tab.recovered?.keys).toContain(HEAD_KEY);
      expect(plain(tab.store)).toEqual(samples());
      expect(Object.keys(storage.dump()).filter((k) => k.startsWith(ENTRY_PREFIX))).toEqual([]);
      tab.durable.acknowledgeRecovery();
      expect((await browser(storage).open()).recovered).toBeNull();
    });
  }

  it('a recovery not yet told (the tab reloaded at once) is reported by the next start, until told', async () => {
    const { storage } = await storedJournal();
    storage.setItem(HEAD_KEY, '{"format":2,');
    const first = await browser(storage).open();
    expect(first.recovered?.reason).toBe('unreadable');
    // The first tab went away before its user saw anything: the next start has it.
    const second = await browser(storage).open();
    expect(second.recovered).toEqual(first.recovered);
    second.durable.acknowledgeRecovery();
    expect((await browser(storage).open()).recovered).toBeNull();
  });

  it('a reset leaves nothing to tell', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_KEY, '{"version":1,"db":{}}');
    const tab = await browser(storage).open();
    expect(tab.recovered?.reason).toBe('legacy');
    await tab.durable.reset();
    expect((await browser(storage).open()).recovered).toBeNull();
  });

  it('an unreadable pending notice is dropped, never thrown', async () => {
    const storage = new MemoryStorage();
    storage.setItem(NOTICE_KEY, '{"reason":"boom"}');
    expect((await browser(storage).open()).recovered).toBeNull();
    expect(storage.getItem(NOTICE_KEY)).toBeNull();
  });

  it('a snapshot whose rows do not read: the samples and the notice', async () => {
    const b = browser();
    const tab = await b.open();
    for (let i = 0; i < COMPACT_AFTER; i++)
      await tab.send('PUT', '/api/devices/24DC10001', { notes: `n${i}` });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const snap = JSON.parse(b.storage.getItem(SNAPSHOT_KEY)!);
    snap.db.devices[0].status = 'exploded';
    b.storage.setItem(SNAPSHOT_KEY, JSON.stringify(snap));
    const reloaded = await b.open();
    expect(reloaded.recovered?.reason).toBe('unreadable');
    expect(plain(reloaded.store)).toEqual(samples());
  });

  it('entries without a head (a head that could not be stored) are dropped quietly', async () => {
    const { storage } = await storedJournal();
    storage.removeItem(HEAD_KEY);
    const tab = await browser(storage).open();
    expect(tab.recovered).toBeNull();
    expect(plain(tab.store)).toEqual(samples());
    expect(Object.keys(storage.dump()).filter((k) => k.startsWith(ENTRY_PREFIX))).toEqual([]);
  });
});

describe('any JSON in any key gives the samples or the stored data, never an exception', () => {
  const json = fc.oneof(
    fc.json(),
    fc.string(),
    fc.constant('null'),
    fc.constant('{}'),
    fc.constant('[]'),
  );

  it('over a stored journal (head, entries, snapshot, first-version copy)', async () => {
    const { storage: clean, expected } = await storedJournal(2);
    const keys = [HEAD_KEY, entryKey(1), entryKey(2), SNAPSHOT_KEY, LEGACY_KEY, NOTICE_KEY];
    const fresh = samples();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), json, { minKeys: 1 }),
        async (replaced) => {
          const storage = new MemoryStorage();
          for (const [key, value] of clean.map) storage.setItem(key, value);
          for (const [key, value] of Object.entries(replaced)) storage.setItem(key, value);
          const tab = await browser(storage).open();
          const db = plain(tab.store);
          const isStored = JSON.stringify(db) === JSON.stringify(expected);
          if (!isStored) expect(db).toEqual(fresh);
          // The next start reads what this one left, without a notice once it was told.
          tab.durable.acknowledgeRecovery();
          expect((await browser(storage).open()).recovered).toBeNull();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('over an empty storage', async () => {
    const fresh = samples();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(HEAD_KEY, SNAPSHOT_KEY, entryKey(1), LEGACY_KEY, NOTICE_KEY),
          json,
          { minKeys: 1 },
        ),
        async (entries) => {
          const { tab } = await openWith(entries);
          expect(plain(tab.store)).toEqual(fresh);
        },
      ),
      { numRuns: 40 },
    );
  });
});
