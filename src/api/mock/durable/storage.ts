/**
 * The keys the simulation keeps in localStorage and the few operations on them. Reads never
 * throw (storage may be disabled: that reads as empty); a write that fails throws a
 * StorageWriteError saying whether the storage is full or unavailable.
 */
import type { Head, JournalEntry } from './persisted';

/** The part of the Web Storage API the simulation uses (localStorage, or a Map in a test). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** Where the journal stands (`Head`). */
export const HEAD_KEY = 'device-mock-head';
/** The database after the journal's first entries (`Snapshot`). */
export const SNAPSHOT_KEY = 'device-mock-snapshot';
/** One entry of the journal per key: `device-mock-journal:<seq>`. */
export const ENTRY_PREFIX = 'device-mock-journal:';
/** The whole database of the first version, saved after responses (read once to migrate it). */
export const LEGACY_KEY = 'device-mock-db';
/** What could not be read, kept aside for a look (the last time only). */
export const SET_ASIDE_KEY = 'device-mock-set-aside';
/**
 * A recovery the user has not been told of yet (`RecoveryNotice`): kept until an app says it
 * told them, so a tab that recovered and was closed or reloaded at once still has it told.
 */
export const NOTICE_KEY = 'device-mock-notice';

export const entryKey = (seq: number): string => `${ENTRY_PREFIX}${seq}`;

/** Why a write could not be stored. */
export type StorageFailure = 'full' | 'unavailable';

export class StorageWriteError extends Error {
  readonly reason: StorageFailure;
  constructor(reason: StorageFailure, cause?: unknown) {
    super(
      reason === 'full' ? 'The browser storage is full' : 'The browser storage is not available',
      { cause },
    );
    this.name = 'StorageWriteError';
    this.reason = reason;
  }
}

/**
 * A storage exception as full (quota exceeded, in any browser's words) or unavailable (anything
 * else).
 */
export function storageFailure(error: unknown): StorageFailure {
  if (error instanceof StorageWriteError) return error.reason;
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
    ? 'full'
    : 'unavailable';
}

/** The value of a key; null when absent or when storage cannot be read. */
export function read(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Stores a value or throws a StorageWriteError. */
export function write(storage: StorageLike | undefined, key: string, value: string): void {
  if (!storage) throw new StorageWriteError('unavailable');
  try {
    storage.setItem(key, value);
  } catch (error) {
    throw new StorageWriteError(storageFailure(error), error);
  }
}

/** Removes a key; a storage that cannot be written is left as it is. */
export function remove(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the key is ignored by whoever reads next (it is outside the head's range).
  }
}

/** Every key of the simulation's journal, snapshot and head (not the set-aside copy). */
export function journalKeys(storage: StorageLike | undefined): string[] {
  const keys: string[] = [];
  try {
    if (!storage) return keys;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(ENTRY_PREFIX)) keys.push(key);
    }
  } catch {
    // Unreadable storage holds nothing of ours.
  }
  return keys;
}

/** The sequence number of an entry key, or undefined. */
export function seqOfKey(key: string): number | undefined {
  const rest = key.slice(ENTRY_PREFIX.length);
  return /^\d{1,15}$/.test(rest) ? Number(rest) : undefined;
}

/**
 * Appends one entry: the entry first, then the head that counts it, so a reader never sees a
 * head whose entries are not all there. Throws a StorageWriteError (and removes the entry)
 * when either cannot be stored.
 */
export function appendEntry(
  storage: StorageLike | undefined,
  entry: JournalEntry,
  nextHead: Head,
): string {
  const key = entryKey(entry.seq);
  write(storage, key, JSON.stringify(entry));
  const headText = JSON.stringify(nextHead);
  try {
    write(storage, HEAD_KEY, headText);
  } catch (error) {
    remove(storage, key);
    throw error;
  }
  return headText;
}

/**
 * Moves what could not be read out of the way: the keys are removed, and their text kept under
 * SET_ASIDE_KEY when it fits (replacing an older set-aside copy). Never throws.
 */
export function setAside(
  storage: StorageLike | undefined,
  reason: string,
  keys: readonly string[],
  at: string,
): string[] {
  const items: Record<string, string> = {};
  for (const key of keys) {
    const value = read(storage, key);
    if (value !== null) items[key] = value;
  }
  for (const key of Object.keys(items)) remove(storage, key);
  if (Object.keys(items).length > 0) {
    try {
      write(storage, SET_ASIDE_KEY, JSON.stringify({ at, reason, items }));
    } catch {
      console.warn(
        '[mock api] the unreadable saved data was too large to keep aside; it was removed',
      );
    }
  }
  return Object.keys(items);
}
