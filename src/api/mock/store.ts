/**
 * The one mutable reference handlers read the database through. Stories and tests swap in a
 * fresh database; the app may restore one saved before a reload.
 */
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { pinWriteTime } from './queries/records';

export interface MockStore {
  /** The current database (what handlers read and change). */
  db: () => MockDb;
  /** Replaces the database (a fresh one by default). */
  reset: (next?: MockDb) => MockDb;
  /**
   * Runs `work` with the time of the writes it makes pinned to `time` (ms): what the writes
   * stamp (`updatedAt`, history, a message's time) is then the same every time it runs, so a
   * journaled request replays into the same database.
   */
  at: <T>(time: number, work: () => T | Promise<T>) => Promise<T>;
}

/** A store with its own database, built on first use. */
export function createMockStore(options: MockDbOptions = {}): MockStore {
  let current: MockDb | undefined;
  const db = () => (current ??= createMockDb(options));
  return {
    db,
    reset: (next) => (current = next ?? createMockDb(options)),
    at: async (time, work) => {
      const pinned = db();
      pinWriteTime(pinned, time);
      try {
        return await work();
      } finally {
        pinWriteTime(pinned, undefined);
      }
    },
  };
}
