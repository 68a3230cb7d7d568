/**
 * A simulation: what its database holds and how it is built, stored and answered. The package
 * ships one (kit.ts: devices, sign-in, search, dashboard); the demo app's adds the sample apps
 * (sample-apps.ts). The store, the browser's durable layer and the node server take either.
 */
import type { HttpHandler } from 'msw';
import type { z } from 'zod';

import type { Operation } from '../contract/operation';
import type { KitDb, MockDbOptions } from './db/kit';
import { pinWriteTime } from './queries/records';
import type { SampleCache } from './sample-cache';

export interface Simulation<D extends KitDb = KitDb> {
  /** Fresh samples. */
  createDb(options: MockDbOptions): D;
  /**
   * The same samples, built a step per task (src/lib/steps.ts), for a large database: the
   * browser's simulation starts with it when given, so its start does not block a phone's main
   * thread in one long task. With `cache`, samples built before (the same seed, scale and "now")
   * are read from it instead, and what is built is stored in it.
   */
  createDbInSteps?(options: MockDbOptions, cache?: SampleCache): Promise<D>;
  /** Every handler, over the database `db()` returns. */
  handlers(db: () => D): HttpHandler[];
  /**
   * The database as stored in the browser; `versioned` false reads the first version's copy
   * (records without versions).
   */
  storedDb(versioned: boolean): z.ZodType;
  /** The calls it answers (the ones marked `mutates` are stored before they are answered). */
  operations: readonly Operation[];
}

/** The one mutable reference handlers read the database through. */
export interface MockStore<D extends KitDb = KitDb> {
  /** The current database (what handlers read and change). */
  db: () => D;
  /** Replaces the database (a fresh one by default). */
  reset(next?: D): D;
  /**
   * Runs `work` with the time of the writes it makes pinned to `time` (ms): what the writes
   * stamp (`updatedAt`, history, a message's time) is then the same every time it runs, so a
   * journaled request replays into the same database.
   */
  at<T>(time: number, work: () => T | Promise<T>): Promise<T>;
  /** What the database is: how its samples are built and stored. */
  simulation: Simulation<D>;
}

/** A store of `simulation` with its own database, built on first use. */
export function storeOf<D extends KitDb>(
  simulation: Simulation<D>,
  options: MockDbOptions = {},
): MockStore<D> {
  let current: D | undefined;
  const db = () => (current ??= simulation.createDb(options));
  return {
    db,
    reset: (next) => (current = next ?? simulation.createDb(options)),
    at: async (time, work) => {
      const pinned = db();
      pinWriteTime(pinned, time);
      try {
        return await work();
      } finally {
        pinWriteTime(pinned, undefined);
      }
    },
    simulation,
  };
}
