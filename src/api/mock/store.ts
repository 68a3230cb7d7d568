/**
 * The one mutable reference handlers read the database through. Stories and tests swap in a
 * fresh database; the app may restore one saved before a reload.
 */
import { createMockDb, type MockDb, type MockDbOptions } from './db';

export interface MockStore {
  /** The current database (what handlers read and change). */
  db: () => MockDb;
  /** Replaces the database (a fresh one by default). */
  reset: (next?: MockDb) => MockDb;
}

/** A store with its own database, built on first use. */
export function createMockStore(options: MockDbOptions = {}): MockStore {
  let current: MockDb | undefined;
  return {
    db: () => (current ??= createMockDb(options)),
    reset: (next) => (current = next ?? createMockDb(options)),
  };
}
