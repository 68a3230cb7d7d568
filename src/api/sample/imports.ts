/**
 * The imports' table of the simulation (docs/domain/import.md): each import with what undoing it
 * needs (the locations it created, the versions it left its devices at, what it overwrote). The
 * samples start with none.
 */
import type { Device } from '../contract/devices';
import type { ImportRecord } from '../contract/imports';

export interface StoredImport extends ImportRecord {
  /** The locations it created, parents first. */
  locationIds: number[];
  /** Each device's version right after the import: another one means it changed since. */
  versions: Record<string, number>;
  /** The fields an upsert overwrote, as they were. */
  before: Record<string, Partial<Device>>;
}

export interface ImportData {
  imports: StoredImport[];
}

export const createImportData = (): ImportData => ({ imports: [] });
