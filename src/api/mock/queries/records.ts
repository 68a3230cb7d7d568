/** Small rules of stored records every domain shares: the next id and the time of a write. */

/** Next id of a list: largest id plus one, 1 when empty. */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}

/**
 * Time of a write: the real clock, but never before the simulation's "now", so what a user
 * changes sorts after the samples (which are all dated up to `db.meta.now`).
 */
export function writeStamp(db: { meta: { now: string } }): string {
  return new Date(Math.max(Date.now(), Date.parse(db.meta.now) || 0)).toISOString();
}
