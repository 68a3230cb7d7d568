/**
 * The simulation's database, durable and shared by the tabs of a browser (issue 11.1, 11.2,
 * 11.4). One catch-all handler runs every request:
 *
 * - a read first catches up with the journal (the head says how far it goes; a tab replays the
 *   entries it has not seen), then is answered by the domain handlers;
 * - a change (see mutations.ts) does the same under the exclusive Web Lock, is applied through
 *   the domain handlers with its write time pinned, and when it succeeded is appended to the
 *   journal (entry, then head) before it is answered. When that cannot be stored, the answer is
 *   507 and the database is read back from storage, so nothing is reported saved that was not.
 *
 * The journal is compacted into a snapshot when it has grown and the database fits.
 */
import { getResponse, HttpResponse, type RequestHandler } from 'msw';

import { englishT } from '@/i18n/english';
import { apiErrorMessage } from '@/i18n/validation';

import type { MockDbOptions } from '../db/kit';
import { handlerIndex } from '../handler-index';
import type { SampleCache } from '../sample-cache';
import type { MockStore } from '../simulation';
import type { Fence } from './fence';
import { acknowledgeNotice, loadStored, type LoadContext, type RecoveryNotice } from './loader';
import { createQueue, type Locks } from './locks';
import { mutationMatcher } from './mutations';
import {
  FORMAT,
  head as headSchema,
  journalEntry as journalEntrySchema,
  readStored,
  type Head,
  type JournalEntry,
  type SampleBase,
} from './persisted';
import {
  appendEntry,
  entryKey,
  HEAD_KEY,
  journalKeys,
  LEGACY_KEY,
  NOTICE_KEY,
  read,
  remove,
  seqOfKey,
  SNAPSHOT_KEY,
  storageFailure,
  StorageWriteError,
  write,
  type StorageLike,
} from './storage';

/** Compact once this many entries follow the snapshot (or the samples). */
export const COMPACT_AFTER = 100;
/**
 * The largest snapshot written, in characters (localStorage holds about 5 million): the sample
 * database (~0.5 M) fits; the benchmark's 100 times larger one never does, and keeps a journal.
 */
export const SNAPSHOT_MAX_CHARS = 2_000_000;
/** Characters of JSON per unit of scale, to skip a snapshot that cannot fit without building it. */
const CHARS_PER_SCALE = 230_000;
/**
 * The longest a tab waits for its localStorage to show the head the fence names (another tab's
 * write on its way to this tab's process); past it the tab goes on with what it reads.
 */
const SETTLE_MAX_MS = 2_000;

/** How long one write took, and where (ms): for the benchmark. */
export interface WriteTiming {
  /** Waiting for the lock (another tab's write) and catching up with its entries. */
  lock: number;
  /** The domain handler. */
  apply: number;
  /** The entry and head stored. */
  append: number;
  total: number;
}

export interface DurableOptions {
  storage: StorageLike | undefined;
  locks: Locks;
  store: MockStore;
  /** The domain handlers (createHandlers). */
  handlers: RequestHandler[];
  /** The samples of a fresh start or a reset. */
  sample?: MockDbOptions;
  /** The clock of write times (default Date.now). */
  now?: () => number;
  /** A new journal name (default a random id). */
  newEpoch?: () => string;
  /**
   * Told when stored data could not be read and was set aside (at start, or later in another tab's
   * wake).
   */
  onRecovered?: (notice: RecoveryNotice) => void;
  /** Told how long each stored write took. */
  onWrite?: (timing: WriteTiming) => void;
  /**
   * Where built samples are kept across reloads (a reload then reads them instead of building
   * them).
   */
  sampleCache?: SampleCache;
  /**
   * The last stored head, read the same by every tab at once (fence.ts; IndexedDB in a browser):
   * a tab that takes the lock waits until its storage shows it. Without one, storage is taken
   * as current (a Map in a test, one tab).
   */
  fence?: Fence;
}

export interface DurableDatabase {
  /** Reads what is stored (call once before answering). */
  start(): Promise<RecoveryNotice | null>;
  /** Answers a request of the API (undefined for one the handlers do not know). */
  handle(request: Request): Promise<Response | undefined>;
  /**
   * Back to the samples of `sample` (a new "now"), the journal and snapshot removed, for every tab.
   */
  reset(): Promise<void>;
  /** Where the journal stands in this tab. */
  position(): { epoch: string; seq: number; stored: boolean };
  /** The user was told of the recovery: no tab reports it again. */
  acknowledgeRecovery(): void;
}

const ORIGIN = 'http://mock.local';
const randomEpoch = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The base of the samples `options` ask for, with "now" read when it is not given. */
function baseOf(sample: MockDbOptions, now: number): SampleBase {
  return {
    seed: sample.seed ?? 2024,
    now: new Date(sample.now ?? now).toISOString(),
    scale: Math.max(1, Math.floor(sample.scale ?? 1)),
  };
}

/** The answer to a change that could not be stored: 507, its message in English with the key. */
export function storageErrorResponse(error: unknown): Response {
  const key = storageFailure(error) === 'full' ? 'storageFull' : 'storageUnavailable';
  return HttpResponse.json({ message: apiErrorMessage(englishT(), { key }), key }, { status: 507 });
}

/**
 * Whether the fence's head is one this tab's stored head will become once another tab's writes
 * reach it: the same journal further on, or another journal (a reset elsewhere). Nothing is
 * waited for when this tab's head is missing or unreadable (storage cleared or damaged here:
 * loading deals with that) or already level.
 */
function onItsWay(storedText: string | null, fenceText: string): boolean {
  if (storedText === fenceText) return false;
  const stored = readStored(headSchema, storedText);
  const fenced = readStored(headSchema, fenceText);
  if (!stored || !fenced) return false;
  if (stored.epoch !== fenced.epoch) return true;
  return stored.seq < fenced.seq || (stored.snapshot ?? 0) < (fenced.snapshot ?? 0);
}

/**
 * One tab's database: what it was made with, and where its journal stands. The functions below
 * share it (each runs on the tab's queue, under the lock its comment names).
 */
interface Tab {
  storage: StorageLike | undefined;
  locks: Locks;
  store: MockStore;
  now: () => number;
  fence: Fence | undefined;
  onRecovered: DurableOptions['onRecovered'];
  onWrite: DurableOptions['onWrite'];
  /** Runs this tab's work one piece at a time. */
  queue: ReturnType<typeof createQueue>;
  handlersFor: ReturnType<typeof handlerIndex>;
  load: LoadContext;
  head: Head | undefined;
  /** The head's text as last read or written here: unchanged text means nothing to catch up. */
  headText: string | null;
  snapshotTooBig: boolean;
  compactionPending: boolean;
}

/** One journaled request again, through the domain handlers, at its own time. */
async function apply(
  store: MockStore,
  handlersFor: Tab['handlersFor'],
  entry: JournalEntry,
): Promise<void> {
  const request = new Request(new URL(entry.path, ORIGIN), {
    method: entry.method,
    headers: {
      ...(entry.auth !== null && { Authorization: entry.auth }),
      ...(entry.body !== null && { 'Content-Type': 'application/json' }),
    },
    body: entry.body,
  });
  const response = await store.at(entry.at, () => getResponse(handlersFor(request), request));
  if (!response || !response.ok)
    console.warn(
      `[mock api] replaying ${entry.method} ${entry.path} answered ${response?.status ?? 'nothing'}`,
    );
}

/** The head the last writer stored, as the fence knows it (undefined without a fence). */
const fenced = async (tab: Tab): Promise<string | undefined> =>
  tab.fence ? tab.fence.read() : undefined;

/** Tells the fence the head this tab stored (under the exclusive lock, before it is released). */
async function publish(tab: Tab): Promise<void> {
  if (tab.fence && tab.headText !== null) await tab.fence.write(tab.headText);
}

/**
 * Under a lock: waits until this tab's storage shows the head the last writer stored (it may
 * still be on its way from the other tab, see fence.ts), for at most SETTLE_MAX_MS.
 */
async function settle(tab: Tab, expected?: string): Promise<void> {
  const want = expected ?? (await fenced(tab));
  if (want === undefined) return;
  const until = performance.now() + SETTLE_MAX_MS;
  while (onItsWay(read(tab.storage, HEAD_KEY), want) && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 4));
}

/** Reads everything again (a reset elsewhere, a compaction past this tab, or an undo). */
async function reload(tab: Tab): Promise<RecoveryNotice | null> {
  const loaded = await loadStored(tab.load);
  tab.head = loaded.head;
  tab.headText = loaded.headText;
  tab.snapshotTooBig = false;
  // Loading may have stored a head (a first start, a reset, something set aside).
  await publish(tab);
  if (loaded.recovered) tab.onRecovered?.(loaded.recovered);
  return loaded.recovered;
}

/**
 * Replays the entries another tab appended since this tab's head. False when they cannot be
 * followed one by one (a reset, a compaction past this tab, something unreadable): then only
 * a reload will do, which may write (a fresh head, a set-aside), so it takes the exclusive lock.
 */
async function follow(tab: Tab, text: string | null): Promise<boolean> {
  if (text === tab.headText) return true;
  const stored = readStored(headSchema, text);
  const mine = tab.head;
  if (
    !stored ||
    !mine ||
    stored.epoch !== mine.epoch ||
    stored.seq < mine.seq ||
    (stored.snapshot ?? 0) > mine.seq
  )
    return false;
  const entries: JournalEntry[] = [];
  for (let seq = mine.seq + 1; seq <= stored.seq; seq++) {
    const entry = readStored(journalEntrySchema, read(tab.storage, entryKey(seq)));
    if (!entry || entry.epoch !== stored.epoch || entry.seq !== seq) return false;
    entries.push(entry);
  }
  for (const entry of entries) await tab.load.apply(entry);
  tab.head = stored;
  tab.headText = text;
  return true;
}

/** Level with the stored journal (under the exclusive lock). */
async function catchUp(tab: Tab): Promise<void> {
  if (!(await follow(tab, read(tab.storage, HEAD_KEY)))) await reload(tab);
}

/** Answers a change under the exclusive lock, and journals it when it succeeded. */
async function answerChange(tab: Tab, request: Request, url: URL): Promise<Response | undefined> {
  const t0 = performance.now();
  return tab.locks.exclusive(async () => {
    await settle(tab);
    await catchUp(tab);
    const t1 = performance.now();
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().text();
    const at = tab.now();
    const response = await tab.store.at(at, () => getResponse(tab.handlersFor(request), request));
    const t2 = performance.now();
    const { head } = tab;
    if (!response || !response.ok || !head) return response;
    const entry: JournalEntry = {
      format: FORMAT,
      epoch: head.epoch,
      seq: head.seq + 1,
      at,
      method: request.method.toUpperCase() as JournalEntry['method'],
      path: `${url.pathname}${url.search}`,
      body,
      auth: request.headers.get('authorization'),
    };
    const next: Head = { ...head, seq: entry.seq };
    const failed = await storeEntry(tab, entry, next);
    if (failed) return failed;
    const t3 = performance.now();
    tab.onWrite?.({ lock: t1 - t0, apply: t2 - t1, append: t3 - t2, total: t3 - t0 });
    if (next.seq - (next.snapshot ?? 0) >= COMPACT_AFTER) scheduleCompaction(tab);
    return response;
  });
}

/**
 * Appends a change's entry and the head `next` (under the exclusive lock). Undefined when stored;
 * else the 507 to answer, the database read back so nothing unstored is kept.
 */
async function storeEntry(
  tab: Tab,
  entry: JournalEntry,
  next: Head,
): Promise<Response | undefined> {
  try {
    // A start that could store nothing has no head to count on: nothing is durable.
    if (tab.headText === null) throw new StorageWriteError('unavailable');
    // What would not read back (a path or header past the entry's limits) is not stored:
    // one such entry would make the whole journal unreadable.
    if (!journalEntrySchema.safeParse(entry).success) throw new StorageWriteError('unavailable');
    tab.headText = appendEntry(tab.storage, entry, next);
    tab.head = next;
    await publish(tab);
    return undefined;
  } catch (error) {
    console.warn('[mock api] a change could not be stored; it is undone', error);
    await reload(tab);
    return storageErrorResponse(error);
  }
}

/**
 * Answers a read: level with the journal first (the fence, or else storage, says how far it goes).
 */
function answerRead(tab: Tab, request: Request): Promise<Response | undefined> {
  return tab.queue.run(async () => {
    // Behind (the fence, or else this tab's storage, names another head): follow the new
    // entries where no tab is writing; level: answer at once.
    const expected = await fenced(tab);
    if ((expected ?? read(tab.storage, HEAD_KEY)) !== tab.headText) {
      const followed = await tab.locks.shared(async () => {
        await settle(tab, expected);
        return follow(tab, read(tab.storage, HEAD_KEY));
      });
      if (!followed) {
        await tab.locks.exclusive(async () => {
          await settle(tab);
          await catchUp(tab);
        });
      }
    }
    return getResponse(tab.handlersFor(request), request);
  });
}

/**
 * After the answer (never in a write's time): the database as a snapshot, the entries it covers
 * removed.
 */
function scheduleCompaction(tab: Tab): void {
  const { head } = tab;
  if (
    tab.compactionPending ||
    tab.snapshotTooBig ||
    !head ||
    head.base.scale * CHARS_PER_SCALE > SNAPSHOT_MAX_CHARS
  )
    return;
  tab.compactionPending = true;
  setTimeout(() => {
    void tab.queue
      .run(() => tab.locks.exclusive(() => compact(tab)))
      .catch((error: unknown) => console.warn('[mock api] compaction failed', error))
      .finally(() => {
        tab.compactionPending = false;
      });
  }, 0);
}

async function compact(tab: Tab): Promise<void> {
  await settle(tab);
  await catchUp(tab);
  const { head, storage } = tab;
  if (!head || tab.headText === null || head.seq - (head.snapshot ?? 0) < COMPACT_AFTER) return;
  const text = JSON.stringify({
    format: FORMAT,
    epoch: head.epoch,
    seq: head.seq,
    db: tab.store.db(),
  });
  if (text.length > SNAPSHOT_MAX_CHARS) {
    tab.snapshotTooBig = true;
    return;
  }
  const next: Head = { ...head, snapshot: head.seq };
  try {
    write(storage, SNAPSHOT_KEY, text);
    const nextText = JSON.stringify(next);
    write(storage, HEAD_KEY, nextText);
    tab.head = next;
    tab.headText = nextText;
    await publish(tab);
  } catch {
    // Full: the journal goes on as it is (the old snapshot, if any, is still whole).
    return;
  }
  for (const key of journalKeys(storage)) {
    const seq = seqOfKey(key);
    if (seq === undefined || seq <= next.seq) remove(storage, key);
  }
}

/** This tab's state, before anything is read. */
function createTab(options: DurableOptions): Tab {
  const {
    storage,
    locks,
    store,
    handlers,
    sample = {},
    now = Date.now,
    newEpoch = randomEpoch,
    onRecovered,
    onWrite,
    fence,
    sampleCache,
  } = options;
  const handlersFor = handlerIndex(handlers);
  return {
    storage,
    locks,
    store,
    now,
    fence,
    onRecovered,
    onWrite,
    queue: createQueue(),
    handlersFor,
    load: {
      storage,
      store,
      apply: (entry) => apply(store, handlersFor, entry),
      base: () => baseOf(sample, now()),
      newEpoch,
      now,
      sampleCache,
    },
    head: undefined,
    headText: null,
    snapshotTooBig: false,
    compactionPending: false,
  };
}

export function createDurableDatabase(options: DurableOptions): DurableDatabase {
  const tab = createTab(options);
  const { storage, locks, queue } = tab;
  const isMutation = mutationMatcher(tab.store.simulation.operations);
  return {
    // Under the lock: a first start stores a head, and must not cross another tab's write.
    start: () =>
      queue.run(() =>
        locks.exclusive(async () => {
          await settle(tab);
          return reload(tab);
        }),
      ),
    handle(request) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return Promise.resolve(undefined);
      if (isMutation(request.method, url.pathname))
        return queue.run(() => answerChange(tab, request, url));
      return answerRead(tab, request);
    },
    reset: () =>
      queue.run(() =>
        locks.exclusive(async () => {
          // A reset is asked for: nothing is left to tell of what was set aside before.
          for (const key of [
            HEAD_KEY,
            SNAPSHOT_KEY,
            LEGACY_KEY,
            NOTICE_KEY,
            ...journalKeys(storage),
          ])
            remove(storage, key);
          await reload(tab);
        }),
      ),
    position: () => ({
      epoch: tab.head?.epoch ?? '',
      seq: tab.head?.seq ?? 0,
      stored: tab.headText !== null,
    }),
    acknowledgeRecovery: () => acknowledgeNotice(storage),
  };
}
