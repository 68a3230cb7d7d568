/**
 * The history every device write leaves (docs/domain/devices.md), written in the write's own
 * transaction: the entries of the shared rules (src/api/shared/device-history.ts), each given the
 * next id, the write's time and its actor, in the order the simulation adds them, so a write
 * through the server reads in the history as one through the simulation.
 */
import type { Kysely } from 'kysely';

import type { HistoryChange } from '../../src/api/contract/devices';
import {
  labelledIds,
  withLabels,
  type HistoryDraft,
  type HistoryLabels,
} from '../../src/api/shared/device-history';
import type { Database } from '../db/schema';
import { withLocationPaths } from '../devices/rows';

/** PostgreSQL's integer range: an id outside it names no row. */
const isRowId = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;

/** What the ids of `changes` name now: the types' code and name, the locations' path names. */
async function labelsFor(db: Kysely<Database>, changes: HistoryChange[]): Promise<HistoryLabels> {
  const { typeIds, locationIds } = labelledIds(changes);
  const types = typeIds.filter(isRowId).length
    ? await db
        .selectFrom('device_types')
        .select(['id', 'code', 'name'])
        .where('id', 'in', typeIds.filter(isRowId))
        .execute()
    : [];
  const paths = locationIds.filter(isRowId).length
    ? await withLocationPaths(db)
        .selectFrom('location_paths')
        .select(['id', 'names'])
        .where('id', 'in', locationIds.filter(isRowId))
        .execute()
    : [];
  return {
    type: (id) => {
      const type = types.find((t) => t.id === id);
      return type ? [type.code, type.name] : undefined;
    },
    locationNames: (id) => paths.find((p) => p.id === id)?.names ?? [],
  };
}

/** Changes with the labels of the ids they name (a type's, a location's). */
export async function labelled(
  db: Kysely<Database>,
  changes: HistoryChange[],
): Promise<HistoryChange[]> {
  return withLabels(changes, await labelsFor(db, changes));
}

/** Writes the entries of one device, in order, at `at` by `actor`. */
export async function recordHistory(
  db: Kysely<Database>,
  deviceNumber: string,
  entries: readonly HistoryDraft[],
  actor: string,
  at: string,
): Promise<void> {
  // One insert per entry: ids are taken in the order the entries are written.
  for (const { action, changes } of entries)
    await db
      .insertInto('device_history')
      .values({
        device_number: deviceNumber,
        at,
        actor,
        action,
        changes: JSON.stringify(changes),
      })
      .execute();
}
