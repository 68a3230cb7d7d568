/**
 * Reads the stored database at start (and whenever a tab finds the journal moved in a way it
 * cannot follow entry by entry). Everything read is validated; whatever does not match is set
 * aside and the samples come back, with a notice for the user. Never throws: any JSON in any
 * key gives the samples or the stored data.
 *
 *   stored data = the samples of the head's base (or the snapshot) + the journal replayed
 */
import type { KitDb } from '../db/kit';
import type { SampleCache } from '../sample-cache';
import type { MockStore } from '../simulation';
import {
  FORMAT,
  head as headSchema,
  journalEntry,
  readStored,
  recoveryNotice,
  storedSchemas,
  type Head,
  type JournalEntry,
  type SampleBase,
} from './persisted';
import {
  entryKey,
  HEAD_KEY,
  journalKeys,
  LEGACY_KEY,
  NOTICE_KEY,
  read,
  remove,
  setAside,
  SNAPSHOT_KEY,
  write,
  type StorageLike,
} from './storage';

/** Why the stored data was not used: the user is told once. */
export interface RecoveryNotice {
  /**
   * `unreadable`: the journal, its head or its snapshot; `legacy`: the first version's saved copy.
   */
  reason: 'unreadable' | 'legacy';
  /** The keys moved aside (their text is under `device-mock-set-aside` when it fits). */
  keys: string[];
}

export interface LoadContext {
  storage: StorageLike | undefined;
  store: MockStore;
  /** Applies one journal entry to the store's database (through the handlers, its time pinned). */
  apply: (entry: JournalEntry) => Promise<void>;
  /** The samples a fresh start uses. */
  base: () => SampleBase;
  /** A new journal name (a reset or a fresh start). */
  newEpoch: () => string;
  /** The time of a set-aside. */
  now: () => number;
  /** Where built samples are kept across reloads (see ../sample-cache.ts). */
  sampleCache?: SampleCache;
}

export interface Loaded {
  /** Where the journal stands, as this tab now holds it. */
  head: Head;
  /** The head's text as stored (null: nothing could be stored; changes will answer 507). */
  headText: string | null;
  /** A recovery the user has not been told of: this load's, or an earlier one still waiting. */
  recovered: RecoveryNotice | null;
}

/**
 * Keeps a recovery until the user is told (`acknowledgeRecovery`): the tab that recovered may be
 * unloading (a reload, a navigation) before it can show anything. A storage that cannot take it
 * loses only the notice.
 */
function keepNotice(storage: StorageLike | undefined, notice: RecoveryNotice): RecoveryNotice {
  try {
    write(storage, NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // The notice is still returned to this tab.
  }
  return notice;
}

/** The recovery still waiting to be told, if any (an unreadable one is dropped). */
export function pendingNotice(storage: StorageLike | undefined): RecoveryNotice | null {
  const text = read(storage, NOTICE_KEY);
  const notice = readStored(recoveryNotice, text);
  if (text !== null && !notice) remove(storage, NOTICE_KEY);
  return notice ?? null;
}

/** The user has been told: the notice is not given again (in this tab or another). */
export function acknowledgeNotice(storage: StorageLike | undefined): void {
  remove(storage, NOTICE_KEY);
}

/**
 * Samples of a base (the database's own `meta` says which), built a step per task when the
 * simulation can.
 */
const samplesOf = (ctx: LoadContext, base: SampleBase): Promise<KitDb> => {
  const { simulation } = ctx.store;
  return simulation.createDbInSteps
    ? simulation.createDbInSteps(base, ctx.sampleCache)
    : Promise.resolve(simulation.createDb(base));
};

/** Every key of the journal's run: head, snapshot, entries. */
const runKeys = (storage: StorageLike | undefined) => [
  HEAD_KEY,
  SNAPSHOT_KEY,
  ...journalKeys(storage),
];

/**
 * Starts a journal over `db`: a new epoch, the head stored (and the snapshot, for a migrated copy).
 */
function startJournal(
  ctx: LoadContext,
  db: KitDb,
  base: SampleBase,
  withSnapshot: boolean,
): Loaded {
  ctx.store.reset(db);
  const epoch = ctx.newEpoch();
  const head: Head = { format: FORMAT, epoch, seq: 0, base, snapshot: withSnapshot ? 0 : null };
  const headText = JSON.stringify(head);
  try {
    if (withSnapshot)
      write(ctx.storage, SNAPSHOT_KEY, JSON.stringify({ format: FORMAT, epoch, seq: 0, db }));
    write(ctx.storage, HEAD_KEY, headText);
    return { head, headText, recovered: null };
  } catch {
    // Storage full or disabled: the samples still answer; a change will say it cannot be saved.
    return { head, headText: null, recovered: null };
  }
}

/**
 * The stored run (head, snapshot, entries) replayed into the store; undefined when any part does
 * not read.
 */
async function replayStored(ctx: LoadContext, headText: string): Promise<Loaded | undefined> {
  const head = readStored(headSchema, headText);
  if (!head) return undefined;
  const snap = readStored(
    storedSchemas(ctx.store.simulation).snapshot,
    read(ctx.storage, SNAPSHOT_KEY),
  );
  // A snapshot newer than the head says (stored, then the head not yet) is as good.
  const usable =
    snap && snap.epoch === head.epoch && snap.seq >= (head.snapshot ?? 0) && snap.seq <= head.seq
      ? snap
      : undefined;
  if (head.snapshot !== null && !usable) return undefined;
  const entries: JournalEntry[] = [];
  for (let seq = (usable?.seq ?? 0) + 1; seq <= head.seq; seq++) {
    const entry = readStored(journalEntry, read(ctx.storage, entryKey(seq)));
    if (!entry || entry.epoch !== head.epoch || entry.seq !== seq) return undefined;
    entries.push(entry);
  }
  ctx.store.reset(usable ? usable.db : await samplesOf(ctx, head.base));
  for (const entry of entries) await ctx.apply(entry);
  return { head: { ...head, snapshot: usable?.seq ?? null }, headText, recovered: null };
}

/**
 * The database as stored, into `ctx.store`: the journal when there is one; else the first
 * version's copy migrated (or set aside when it does not read); else fresh samples.
 */
export async function loadStored(ctx: LoadContext): Promise<Loaded> {
  let recovered: RecoveryNotice | null = null;
  const at = () => new Date(ctx.now()).toISOString();
  const headText = read(ctx.storage, HEAD_KEY);
  const legacyText = read(ctx.storage, LEGACY_KEY);
  if (headText !== null) {
    let loaded: Loaded | undefined;
    try {
      loaded = await replayStored(ctx, headText);
    } catch (error) {
      console.warn('[mock api] the journal could not be replayed', error);
    }
    if (loaded) {
      // The journal is newer than any copy the first version left behind.
      if (legacyText !== null)
        setAside(ctx.storage, 'legacy copy beside the journal', [LEGACY_KEY], at());
      return { ...loaded, recovered: pendingNotice(ctx.storage) };
    }
    const keys = [...runKeys(ctx.storage), ...(legacyText !== null ? [LEGACY_KEY] : [])];
    recovered = {
      reason: 'unreadable',
      keys: setAside(ctx.storage, 'unreadable journal', keys, at()),
    };
  } else {
    // Entries or a snapshot without a head belong to no run (a head that could not be stored).
    for (const key of [SNAPSHOT_KEY, ...journalKeys(ctx.storage)]) remove(ctx.storage, key);
    if (legacyText !== null) {
      const legacy = readStored(storedSchemas(ctx.store.simulation).legacySnapshot, legacyText);
      if (legacy) {
        const db = legacy.db;
        const started = startJournal(ctx, db, db.meta, true);
        if (started.headText !== null) remove(ctx.storage, LEGACY_KEY);
        return { ...started, recovered: pendingNotice(ctx.storage) };
      }
      recovered = {
        reason: 'legacy',
        keys: setAside(ctx.storage, 'unreadable legacy copy', [LEGACY_KEY], at()),
      };
    }
  }
  const base = ctx.base();
  const started = startJournal(ctx, await samplesOf(ctx, base), base, false);
  return {
    ...started,
    recovered: recovered ? keepNotice(ctx.storage, recovered) : pendingNotice(ctx.storage),
  };
}
