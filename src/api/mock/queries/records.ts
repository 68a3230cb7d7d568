/**
 * Small rules of stored records every domain shares: the next id, the time of a write, and the
 * record version a conditional write (If-Match) is checked against.
 */
import { now } from '@/lib/clock';

/** Next id of a list: largest id plus one, 1 when empty. */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}

/**
 * The time pinned for the write being applied to a database (see `MockStore.at`): a journaled
 * write replays with the time it was first made, so the database it rebuilds is the same.
 */
const pinnedTimes = new WeakMap<object, number>();

/** Pins (or with undefined, unpins) the time of the writes applied to `db`. */
export function pinWriteTime(db: object, at: number | undefined): void {
  if (at === undefined) pinnedTimes.delete(db);
  else pinnedTimes.set(db, at);
}

/** The pinned write time of `db`, if any. */
export function pinnedWriteTime(db: object): number | undefined {
  return pinnedTimes.get(db);
}

/**
 * Time of a write: the pinned time, else the real clock, but never before the simulation's
 * "now", so what a user changes sorts after the samples (which are all dated up to `db.meta.now`).
 */
export function writeStamp(db: { meta: { now: string } }): string {
  return new Date(
    Math.max(pinnedTimes.get(db) ?? Date.now(), Date.parse(db.meta.now) || 0),
  ).toISOString();
}

/**
 * "Now" of a write that records the shared clock's time (a chat message): the pinned time, else the
 * clock.
 */
export function writeDate(db: object): Date {
  return new Date(pinnedTimes.get(db) ?? now());
}

export type { Precondition } from '@/api/shared/answer';
