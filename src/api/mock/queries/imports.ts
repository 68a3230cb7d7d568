/**
 * Imports (docs/domain/import.md): a file's rows planned by the shared rules
 * (src/api/shared/import/) and applied in one batch, all or nothing; the imports' history; and
 * undoing one while nothing else changed its records. Pure functions over the database.
 */
import type { LoginUser } from '../../contract/auth';
import { check, isRecord, toInt } from '../../contract/common';
import type { Device } from '../../contract/devices';
import {
  IMPORT_LIMITS,
  IMPORT_SORT_KEYS,
  importCreateBody,
  type ImportListResponse,
  type ImportRecord,
  type ImportResult,
} from '../../contract/imports';
import { todayOf } from '../../sample/devices/dates';
import type { ImportData, StoredImport } from '../../sample/imports';
import { planDeviceImport, type DeviceImportPlan } from '../../shared/import';
import {
  importCounts,
  importEntry,
  importOptions,
  importWorld,
  undoCheck,
} from '../../shared/import/batch';
import { conflict, failure, invalid, notFound, ok, type Outcome } from '../../shared/outcome';
import { listQuery, type ParamSource, type SortKeys } from '../query';
import { createLocation } from './device-locations';
import { addDevice, updateDevice, type DeviceDb } from './devices';
import { nextId, writeStamp } from './records';

export type ImportDb = DeviceDb & ImportData;

/** A write of the batch was refused: the tables are put back. */
class Refused extends Error {}

/** The tables a batch changes, as they were: a refused write puts them back (all or nothing). */
function snapshotOf(db: ImportDb, numbers: readonly string[]) {
  const lengths = {
    devices: db.devices.length,
    history: db.history.length,
    deviceLocations: db.deviceLocations.length,
  };
  const wanted = new Set(numbers);
  const devices = db.devices.filter((d) => wanted.has(d.number)).map((d) => [d, { ...d }] as const);
  return () => {
    db.devices.length = lengths.devices;
    db.history.length = lengths.history;
    db.deviceLocations.length = lengths.deviceLocations;
    for (const [device, was] of devices) Object.assign(device, was);
  };
}

/** Applies a plan: new locations, then devices parents first, then updates. Throws on a refusal. */
function apply(db: ImportDb, plan: DeviceImportPlan, fileName: string, user: LoginUser) {
  const ids = new Map<string, number>();
  const idOf = (ref: number | string) => (typeof ref === 'number' ? ref : ids.get(ref)!);
  for (const l of plan.locations) {
    const made = createLocation(db, { name: l.name, kind: l.kind, parentId: idOf(l.parent) });
    if (!made.ok) throw new Refused();
    ids.set(l.key, made.value.id);
  }
  const entry = importEntry(fileName);
  const versions: Record<string, number> = {};
  for (const c of plan.creates) {
    const made = addDevice(db, { ...c.input, locationId: idOf(c.location) }, user.fullName, entry);
    if (!made.ok) throw new Refused();
    versions[made.value.number] = made.value.version;
  }
  const before: Record<string, Partial<Device>> = {};
  for (const u of plan.updates) {
    const device = db.devices.find((d) => d.number === u.number)!;
    const changes = { ...u.changes, ...(u.location !== null && { locationId: idOf(u.location) }) };
    before[u.number] = Object.fromEntries(
      Object.keys(changes).map((k) => [k, device[k as keyof Device]]),
    ) as Partial<Device>;
    const made = updateDevice(db, u.number, changes, user.fullName);
    if (!made.ok) throw new Refused();
    versions[u.number] = made.value.version;
  }
  return { locationIds: [...ids.values()], versions, before };
}

/** POST /api/imports: a dry run (the plan's refusals and counts), or the batch stored. */
export function createImport(db: ImportDb, body: unknown, user: LoginUser): Outcome<ImportResult> {
  if (isRecord(body) && Array.isArray(body.rows) && body.rows.length > IMPORT_LIMITS.rows)
    return failure('importTooManyRows', 413, { max: IMPORT_LIMITS.rows });
  const parsed = check(importCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const plan = planDeviceImport(
    input.rows,
    input.mapping,
    importWorld(db),
    importOptions(input, todayOf(db.meta.now)),
  );
  const counts = importCounts(input.rows.length, plan);
  if (input.dryRun) return ok({ dryRun: true, counts, errors: plan.errors, import: null });
  const undo = snapshotOf(
    db,
    plan.updates.map((u) => u.number),
  );
  let kept: ReturnType<typeof apply>;
  try {
    kept = apply(db, plan, input.fileName, user);
  } catch (error) {
    undo();
    if (error instanceof Refused) return failure('importChanged', 409);
    throw error;
  }
  const record: StoredImport = {
    id: nextId(db.imports),
    entity: input.entity,
    fileName: input.fileName,
    at: writeStamp(db),
    byId: user.id,
    byName: user.fullName,
    mode: input.mode,
    counts,
    numbers: Object.keys(kept.versions).filter((n) => !(n in kept.before)),
    updatedNumbers: Object.keys(kept.before),
    undoneAt: null,
    ...kept,
  };
  db.imports.push(record);
  return ok({ dryRun: false, counts, errors: plan.errors, import: publicOf(record) });
}

const publicOf = ({
  locationIds: _l,
  versions: _v,
  before: _b,
  ...record
}: StoredImport): ImportRecord => record;

const SORT_KEYS: SortKeys<ImportRecord, (typeof IMPORT_SORT_KEYS)[number]> = { at: 'at' };

/** GET /api/imports: newest first. */
export function listImports(db: ImportDb, source: ParamSource): ImportListResponse {
  const rows = [...db.imports].reverse().map(publicOf);
  const page = listQuery(rows, source, { sortKeys: SORT_KEYS });
  return { imports: page.rows, total: page.total };
}

/** Removes the rows that pass `test`, in place (the tables are the database's own arrays). */
function removeWhere<T>(rows: T[], test: (row: T) => boolean): void {
  let kept = 0;
  for (const row of rows) if (!test(row)) rows[kept++] = row;
  rows.length = kept;
}

/** DELETE /api/imports/{id}: undone whole while nothing else changed its records; 409 else. */
export function undoImport(db: ImportDb, id: unknown, user: LoginUser): Outcome<ImportRecord> {
  const record = db.imports.find((i) => i.id === toInt(id));
  if (!record) return notFound('importNotFound');
  if (record.undoneAt) return conflict('importUndone');
  const changed = undoCheck(record, db.devices);
  if (changed.length) return { ...failure('importChanged', 409), current: { changed } };
  const created = new Set(record.numbers);
  const undo = snapshotOf(db, record.updatedNumbers);
  for (const [number, before] of Object.entries(record.before)) {
    const put = updateDevice(db, number, before, user.fullName);
    if (!put.ok) {
      undo();
      return { ...failure('importChanged', 409), current: { changed: [number] } };
    }
  }
  removeWhere(db.devices, (d) => created.has(d.number));
  removeWhere(db.history, (h) => created.has(h.deviceNumber));
  for (const locationId of [...record.locationIds].reverse()) {
    const empty =
      !db.devices.some((d) => d.locationId === locationId) &&
      !db.deviceLocations.some((l) => l.parentId === locationId);
    if (empty) removeWhere(db.deviceLocations, (l) => l.id === locationId);
  }
  record.undoneAt = writeStamp(db);
  return ok(publicOf(record));
}
