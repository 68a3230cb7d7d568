/**
 * The demo app's store: the one mutable reference handlers read the database through. Stories
 * and tests swap in a fresh database; the app may restore one saved before a reload.
 */
import type { MockDb, MockDbOptions } from './db';
import type { KitDb } from './db/kit';
import { sampleAppSimulation } from './sample-apps';
import { storeOf, type MockStore as SimulationStore } from './simulation';

/** A store over the demo app's database (or, with `D`, another simulation's). */
export type MockStore<D extends KitDb = MockDb> = SimulationStore<D>;

/** A store with its own database of the demo app's samples, built on first use. */
export function createMockStore(options: MockDbOptions = {}): MockStore {
  return storeOf(sampleAppSimulation, options);
}
