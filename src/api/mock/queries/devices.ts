/**
 * Devices: the register list, one device, create/update/delete, maintenance, documents,
 * history, readings, alarms and the home-page figures (docs/domain/devices.md). Pure functions over
 * the database; every list goes through the shared rules of `../query`.
 */
import { check, type ValidationIssue } from '@/api/contract/common';
import {
  DEVICE_NUMBER_RE,
  DEVICE_STATUSES,
  deviceCreateBody,
  deviceDateIssues,
  deviceListQuery,
  deviceUpdateBody,
  nextDeviceNumberQuery,
  type Alarm,
  type AlarmListResponse,
  type DeletedDeviceRecord,
  type Device,
  type DeviceDetail,
  type DeviceDocumentListResponse,
  type DeviceListItem,
  type DeviceListResponse,
  type DeviceSortKey,
  type DeviceStats,
  type DeviceStatus,
  type DeviceTypeRecord,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntry,
  type HistoryListResponse,
  type MaintenanceListResponse,
  type MaintenanceRecord,
  type MaintenanceSortKey,
  type NameplateField,
  type NextDeviceNumberResponse,
  type ReadingSeries,
} from '@/api/contract/devices';
import { addDays, computeNextInspection, DAY_MS, todayOf } from '@/api/sample/devices/dates';
import { diffDevices } from '@/api/shared/device-diff';
import {
  detachedEntry,
  maintenanceDraft,
  maintenanceEffect,
  updateEntries,
  withLabels,
  type HistoryDraft,
  type HistoryLabels,
} from '@/api/shared/device-history';
import { nextDeviceNumber } from '@/api/shared/device-numbers';
import { nameplateOf, tagsOf } from '@/api/shared/device-values';
import { DUE_SOON_DAYS, isDueSoon, isOverdue } from '@/api/shared/inspection-due';
import {
  conflict,
  created,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '@/api/shared/outcome';
import {
  alarmStepFor,
  findAlarms,
  isMetric,
  parseRange,
  readingSeries,
  readingSource,
  type ReadingSource,
} from '@/api/shared/readings';
import { runAtOnce, type Steps } from '@/lib/steps';

import type { MockDb } from '../db';
import {
  collator,
  listQuery,
  newestFirst,
  param,
  readParams,
  wordsMatcher,
  type ParamSource,
  type SortValue,
} from '../query';
import {
  buildLocationIndex,
  descendantIds,
  locationPath,
  type LocationIndex,
} from './device-location-index';
import { collatorRanks } from './device-sort';
import { countDevicesByType, withCounts } from './device-types';
import { planHooks } from './plan-hooks';
import { nextId, writeStamp, type Precondition } from './records';

export type DeviceDb = Pick<
  MockDb,
  | 'deviceTypes'
  | 'devices'
  | 'deviceLocations'
  | 'maintenance'
  | 'documents'
  | 'history'
  | 'deletedDevices'
  | 'meta'
>;

/** Who a write is recorded as when the request does not say. */
export { nextDeviceNumber };

export const DEFAULT_ACTOR = 'Demo user';

/**
 * What the reader of a call may see beyond the register: deleted devices (issue 35.11) are kept,
 * with their maintenance, documents and history, and shown only to a session allowed to delete
 * devices (the admin); to anyone else a deleted device is not found, as before.
 */
export interface DeviceViewer {
  seesDeleted: boolean;
}

const REGISTER_ONLY: DeviceViewer = { seesDeleted: false };

const isDeleted = (device: Device): device is DeletedDeviceRecord =>
  'deletedAt' in device && typeof device.deletedAt === 'string';

// ---------------------------------------------------------------------------------------------
// Shared context: built once per call, never per row
// ---------------------------------------------------------------------------------------------

export interface DeviceContext {
  typeById: Map<number, DeviceTypeRecord>;
  locations: LocationIndex;
  /** Names from the site down to a location, worked out once per location and call. */
  locationNames: (locationId: number) => readonly string[];
  today: string;
}

export function deviceContext(db: DeviceDb): DeviceContext {
  const locations = buildLocationIndex(db.deviceLocations);
  const names = new Map<number, readonly string[]>();
  return {
    typeById: new Map(db.deviceTypes.map((t) => [t.id, t])),
    locations,
    locationNames: (id) => {
      let path = names.get(id);
      if (!path) names.set(id, (path = locationPath(locations, id).map((p) => p.name)));
      return path;
    },
    today: todayOf(db.meta.now),
  };
}

/**
 * Each location's rank in the order of its path from the site down, compared name by name with
 * the list collator (a joined string would sort "A › B" against "A B › C" by the separator).
 * Locations are few (tens), so this is built per call; devices then sort by a number.
 */
function locationPathRanks(ctx: DeviceContext): Map<number, number> {
  const paths = [...ctx.locations.byId.keys()].map((id) => ({ id, names: ctx.locationNames(id) }));
  const compare = (a: readonly string[], b: readonly string[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = collator.compare(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  };
  paths.sort((a, b) => compare(a.names, b.names));
  const ranks = new Map<number, number>();
  paths.forEach((p, i) =>
    ranks.set(
      p.id,
      i > 0 && compare(paths[i - 1].names, p.names) === 0 ? ranks.get(paths[i - 1].id)! : i,
    ),
  );
  return ranks;
}

export { isOverdue } from '@/api/shared/inspection-due';

function copyDevice(device: Device): Device {
  return { ...device, tags: [...device.tags], nameplate: { ...device.nameplate } };
}

export function toListItem(device: Device, ctx: DeviceContext): DeviceListItem {
  if (isDeleted(device)) return deletedListItem(device);
  const type = ctx.typeById.get(device.typeId);
  return {
    ...copyDevice(device),
    typeCode: type?.code ?? '',
    typeName: type?.name ?? '',
    locationName: ctx.locations.byId.get(device.locationId)?.name ?? '',
    locationNames: [...ctx.locationNames(device.locationId)],
    overdue: isOverdue(device, ctx.today),
    deletedAt: null,
    deletedBy: null,
  };
}

/**
 * A deleted device as a row: its type and location as they were named when it was deleted
 * (they may have been renamed or deleted since, and their ids given again), never overdue.
 */
function deletedListItem(record: DeletedDeviceRecord): DeviceListItem {
  const { deletedAt, deletedBy, typeCode, typeName, locationNames, ...device } = record;
  return {
    ...copyDevice(device),
    typeCode,
    typeName,
    locationName: locationNames.at(-1) ?? '',
    locationNames: [...locationNames],
    overdue: false,
    deletedAt,
    deletedBy,
  };
}

export function normalizeNumber(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

interface NumberIndex {
  size: number;
  last: string | undefined;
  numbers: Set<string>;
}
const numberIndexes = new WeakMap<readonly { number: string }[], NumberIndex>();

/**
 * Whether a table holds a number: a set kept beside the table and caught up as rows are pushed
 * (an import creates 20,000 devices one by one: docs/performance.md "Import"), rebuilt when the
 * table shrank or its last row is not the one indexed. A hit is confirmed by a scan, so a row
 * replaced in place can never make a number look taken.
 */
function holdsNumber(rows: readonly { number: string }[], number: string): boolean {
  let index = numberIndexes.get(rows);
  const stale =
    !index ||
    rows.length < index.size ||
    (index.size > 0 && rows[index.size - 1]?.number !== index.last);
  if (!index || stale) {
    index = { size: 0, last: undefined, numbers: new Set() };
    numberIndexes.set(rows, index);
  }
  for (let i = index.size; i < rows.length; i++) index.numbers.add(rows[i]!.number);
  index.size = rows.length;
  index.last = rows.at(-1)?.number;
  return index.numbers.has(number) && rows.some((d) => d.number === number);
}

function findDevice(db: DeviceDb, number: unknown): Device | undefined {
  const wanted = normalizeNumber(number);
  return wanted ? db.devices.find((d) => d.number === wanted) : undefined;
}

function findDeleted(db: DeviceDb, number: unknown): DeletedDeviceRecord | undefined {
  const wanted = normalizeNumber(number);
  return wanted ? db.deletedDevices.find((d) => d.number === wanted) : undefined;
}

/** A device of the register, or a deleted one for a viewer who sees them; undefined: 404. */
export function findVisible(
  db: DeviceDb,
  number: unknown,
  viewer: DeviceViewer,
): Device | undefined {
  return findDevice(db, number) ?? (viewer.seesDeleted ? findDeleted(db, number) : undefined);
}

/**
 * Why a write to a number not in the register fails: the device was deleted (409), or there is none
 * (404).
 */
function notWritable(db: DeviceDb, number: unknown) {
  return findDeleted(db, number) ? conflict('deviceDeleted') : notFound('deviceNotFound');
}

/** `YYYY-MM-DD` → YYYYMMDD as a number, without allocating (it runs once per row of a sort). */
function dateNumber(date: string | null): number | '' {
  if (!date || date.length < 10) return '';
  let n = 0;
  for (let i = 0; i < 10; i++) {
    const c = date.charCodeAt(i);
    if (c >= 48 && c <= 57) n = n * 10 + (c - 48);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/devices ?q (number or name), typeId, status (repeated or comma list), locationId
 * (with descendants), overdue, sortBy, orderBy, page, itemsPerPage. Unknown filter values are
 * ignored rather than refused, as for every list of docs/spec.md §5.
 */
export function listDevices(
  db: DeviceDb,
  source: ParamSource,
  forced: { locationId?: number } = {},
  viewer: DeviceViewer = REGISTER_ONLY,
): DeviceListResponse {
  const ctx = deviceContext(db);
  const {
    q,
    typeId = [],
    status = [],
    overdue,
    deleted,
    ...params
  } = readParams(deviceListQuery, source);
  // Deleted devices only for a viewer who sees them (to anyone else there are none: "only" lists
  // nothing), and never in a location's list (`forced`).
  const shown = forced.locationId !== undefined ? 'exclude' : (deleted ?? 'exclude');
  const deletedRows = viewer.seesDeleted ? db.deletedDevices : [];
  const pool: readonly Device[] =
    shown === 'exclude'
      ? db.devices
      : shown === 'only'
        ? deletedRows
        : [...db.devices, ...deletedRows];
  const typeIds = new Set(typeId);
  const statuses = new Set(status);
  const locationId = forced.locationId ?? params.locationId;
  const inLocation =
    locationId === undefined ? undefined : descendantIds(ctx.locations, locationId);
  // Word by word, as the app-bar search finds devices: its "see all N" opens this list with its q.
  const matchesQuery = wordsMatcher(q);

  const filter = (d: Device): boolean =>
    (typeIds.size === 0 || typeIds.has(d.typeId)) &&
    (statuses.size === 0 || statuses.has(d.status)) &&
    (inLocation === undefined || inLocation.has(d.locationId)) &&
    (overdue === undefined || isOverdue(d, ctx.today) === overdue) &&
    matchesQuery(d.number, d.name);

  // Text keys sort by collator rank (see device-sort.ts); ranks are built only for the key asked.
  let numberRank: ((v: string) => number | '') | undefined;
  let nameRank: ((v: string) => number | '') | undefined;
  let typeRank: ((v: string) => number | '') | undefined;
  let locationRank: Map<number, number> | undefined;
  const typeName = (d: Device) =>
    isDeleted(d) ? d.typeName : (ctx.typeById.get(d.typeId)?.name ?? '');
  const sortKeys: Record<DeviceSortKey, (d: Device) => SortValue> = {
    number: (d) => (numberRank ??= collatorRanks('device.number', pool, (x) => x.number))(d.number),
    name: (d) => (nameRank ??= collatorRanks('device.name', pool, (x) => x.name))(d.name),
    type: (d) => (typeRank ??= collatorRanks('device.typeName', pool, typeName))(typeName(d)),
    status: (d) => DEVICE_STATUSES.indexOf(d.status),
    // By the path from the site down: "Bay 1" of one site is not next to "Bay 1" of another.
    location: (d) => (locationRank ??= locationPathRanks(ctx)).get(d.locationId) ?? '',
    nextInspection: (d) => dateNumber(d.nextInspection),
    condition: (d) => d.condition,
  };
  const page = listQuery(pool, source, { filter, sortKeys });
  return { devices: page.rows.map((d) => toListItem(d, ctx)), total: page.total };
}

// ---------------------------------------------------------------------------------------------
// One device
// ---------------------------------------------------------------------------------------------

function toDetail(db: DeviceDb, device: Device, ctx = deviceContext(db)): DeviceDetail {
  const item = toListItem(device, ctx);
  // A deleted device's type only while it is still the one it was (ids are given again).
  const current = ctx.typeById.get(device.typeId);
  const record =
    current && (!isDeleted(device) || current.code === device.typeCode) ? current : undefined;
  const counts = countDevicesByType(db.devices);
  const stand = {
    id: device.typeId,
    code: item.typeCode,
    name: item.typeName,
    category: 'distribution',
    description: '',
    inspectionIntervalDays: 365,
    nameplateFields: Object.keys(device.nameplate) as NameplateField[],
    thresholds: { maxTemperatureC: 70, maxLoadPercent: 90 },
    updatedAt: db.meta.now,
    version: 1,
  } as const;
  return {
    ...item,
    type: withCounts(
      record ?? {
        ...stand,
        nameplateFields: [...stand.nameplateFields],
        thresholds: { ...stand.thresholds },
      },
      counts,
    ),
    // A deleted device says where it was by its locationNames; the location may be gone.
    locationPath: isDeleted(device) ? [] : locationPath(ctx.locations, device.locationId),
    childNumbers: isDeleted(device)
      ? []
      : db.devices.filter((d) => d.parentNumber === device.number).map((d) => d.number),
  };
}

/**
 * GET /api/devices/{number}: the device with its type and location path (a deleted one for a viewer
 * who sees them).
 */
export function getDevice(
  db: DeviceDb,
  number: unknown,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<DeviceDetail> {
  const device = findVisible(db, number, viewer);
  return device ? ok(toDetail(db, device)) : notFound('deviceNotFound');
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/**
 * Every number ever given: the register's and the deleted devices' (a number is never given twice).
 */
function everyNumber(db: DeviceDb): readonly Pick<Device, 'number'>[] {
  return db.deletedDevices.length ? [...db.devices, ...db.deletedDevices] : db.devices;
}

/** GET /api/devices/next-number ?typeId, year (default this year): for the "Add device" form. */
export function getNextDeviceNumber(
  db: DeviceDb,
  source: ParamSource,
): Outcome<NextDeviceNumberResponse> {
  const parsed = check(nextDeviceNumberQuery, {
    typeId: param(source, 'typeId'),
    year: param(source, 'year'),
  });
  if (!parsed.ok) return invalid(parsed.issues);
  const type = db.deviceTypes.find((t) => t.id === parsed.data.typeId);
  if (!type) return invalid([{ path: 'typeId', key: 'unknownDeviceType' }]);
  const year = parsed.data.year ?? Number(todayOf(db.meta.now).slice(0, 4));
  return ok({ number: nextDeviceNumber(everyNumber(db), type.code, year) });
}

// ---------------------------------------------------------------------------------------------
// Rules of create / update beyond the body's schema (they need the database)
// ---------------------------------------------------------------------------------------------

/** True when `candidate` is `device` or sits (directly or not) inside it. */
function isInside(db: DeviceDb, candidate: string, device: string): boolean {
  const seen = new Set<string>();
  let current: string | null = candidate;
  while (current && !seen.has(current)) {
    if (current === device) return true;
    seen.add(current);
    current = db.devices.find((d) => d.number === current)?.parentNumber ?? null;
  }
  return false;
}

interface ReferenceCheck {
  typeId?: number;
  locationId?: number;
  parentNumber?: string | null;
}

/**
 * Issues of the ids a body refers to: the type, the location and the parent must exist; no cycles.
 */
function referenceIssues(
  db: DeviceDb,
  refs: ReferenceCheck,
  self: string | undefined,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (refs.typeId !== undefined && !db.deviceTypes.some((t) => t.id === refs.typeId))
    issues.push({ path: 'typeId', key: 'unknownDeviceType' });
  if (refs.locationId !== undefined && !db.deviceLocations.some((l) => l.id === refs.locationId))
    issues.push({ path: 'locationId', key: 'unknownLocation' });
  const parent = refs.parentNumber ? normalizeNumber(refs.parentNumber) : null;
  if (parent && !holdsNumber(db.devices, parent))
    issues.push({ path: 'parentNumber', key: 'unknownParentDevice' });
  else if (parent && self && isInside(db, parent, self))
    issues.push({ path: 'parentNumber', key: 'parentCycle' });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

function addHistory(
  db: DeviceDb,
  deviceNumber: string,
  action: HistoryAction,
  changes: HistoryChange[],
  actor: string,
  at: string,
): HistoryEntry {
  const entry: HistoryEntry = { id: nextId(db.history), deviceNumber, at, actor, action, changes };
  db.history.push(entry);
  return entry;
}

/** What ids name now, for the labels a history entry keeps (see withLabels). */
function labelsOf(ctx: DeviceContext): HistoryLabels {
  return {
    type: (id) => {
      const type = ctx.typeById.get(id);
      return type ? [type.code, type.name] : undefined;
    },
    locationNames: ctx.locationNames,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** POST /api/devices: 201 with the device; an empty number is generated from year and type. */
export function createDevice(
  db: DeviceDb,
  body: unknown,
  actor = DEFAULT_ACTOR,
): Outcome<DeviceDetail> {
  const made = addDevice(db, body, actor);
  return made.ok ? created(toDetail(db, made.value)) : made;
}

/**
 * The create's rules and write, answering the device as stored (an import adds thousands and
 * needs no detail of each: docs/performance.md "Import"); `entry` is its first history entry.
 */
export function addDevice(
  db: DeviceDb,
  body: unknown,
  actor = DEFAULT_ACTOR,
  entry: HistoryDraft = { action: 'created', changes: [] },
): Outcome<Device> {
  const parsed = check(deviceCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const issues = referenceIssues(db, input, input.number);
  const type = db.deviceTypes.find((t) => t.id === input.typeId);
  const match = input.number ? DEVICE_NUMBER_RE.exec(input.number) : null;
  if (type && match && match[2] !== type.code)
    issues.push({ path: 'number', key: 'deviceNumberTypeCode', params: { code: type.code } });
  else if (input.number && holdsNumber(db.devices, input.number))
    issues.push({ path: 'number', key: 'deviceNumberTaken' });
  else if (input.number && holdsNumber(db.deletedDevices, input.number))
    issues.push({ path: 'number', key: 'deviceNumberRetired' });
  issues.push(...deviceDateIssues(input, todayOf(db.meta.now)));
  if (issues.length || !type) return invalid(issues);
  const stamp = writeStamp(db);
  const dates = {
    installDate: input.installDate ?? null,
    commissionDate: input.commissionDate ?? null,
    warrantyUntil: input.warrantyUntil ?? null,
    lastInspection: input.lastInspection ?? null,
  };
  const year = Number((dates.commissionDate ?? todayOf(db.meta.now)).slice(0, 4));
  const device: Device = {
    number: input.number ?? nextDeviceNumber(everyNumber(db), type.code, year),
    name: input.name,
    typeId: type.id,
    model: input.model ?? '',
    manufacturer: input.manufacturer ?? '',
    serialNumber: input.serialNumber ?? '',
    status: input.status ?? 'in_service',
    condition: input.condition ?? 1,
    locationId: input.locationId,
    parentNumber: input.parentNumber ? normalizeNumber(input.parentNumber) : null,
    ...dates,
    nextInspection: computeNextInspection(
      dates.lastInspection,
      dates.commissionDate,
      type.inspectionIntervalDays,
    ),
    responsible: input.responsible ?? '',
    tags: tagsOf(input.tags ?? []),
    notes: input.notes ?? '',
    nameplate: nameplateOf(input.nameplate ?? {}, type.nameplateFields),
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
  };
  db.devices.push(device);
  addHistory(db, device.number, entry.action, entry.changes, actor, stamp);
  return created(device);
}

type DeviceChanges = Partial<
  Omit<Device, 'number' | 'createdAt' | 'updatedAt' | 'nextInspection' | 'version'>
>;

/**
 * PUT /api/devices/{number}: any subset of the fields (the number cannot change). A status
 * change is recorded on its own; other changes as one "updated" entry. With If-Match
 * (`precondition`) naming another version than the stored one: 412 with the device as it is.
 */
export function updateDevice(
  db: DeviceDb,
  number: unknown,
  body: unknown,
  actor = DEFAULT_ACTOR,
  precondition?: Precondition,
): Outcome<DeviceDetail> {
  const device = findDevice(db, number);
  if (!device) return notWritable(db, number);
  if (precondition && !precondition(device.version))
    return preconditionFailed('deviceChangedElsewhere', toDetail(db, device));
  const parsed = check(deviceUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { number: sentNumber, tags, nameplate, parentNumber, ...fields } = parsed.data;
  const changes: DeviceChanges = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (tags !== undefined) changes.tags = tagsOf(tags);
  if (parentNumber !== undefined)
    changes.parentNumber = parentNumber ? normalizeNumber(parentNumber) : null;
  const issues = referenceIssues(db, changes, device.number);
  if (sentNumber !== undefined && normalizeNumber(sentNumber) !== device.number)
    issues.push({ path: 'number', key: 'deviceNumberFixed' });
  // The order of dates is checked on the merged result, so an update of one date is checked
  // against the ones already stored.
  issues.push(...deviceDateIssues({ ...device, ...changes }, todayOf(db.meta.now)));
  if (issues.length) return invalid(issues);
  const type = db.deviceTypes.find((t) => t.id === (changes.typeId ?? device.typeId));
  // A new type keeps only the nameplate fields it lists.
  if (type && (nameplate !== undefined || changes.typeId !== undefined))
    changes.nameplate = nameplateOf(nameplate ?? device.nameplate, type.nameplateFields);
  const before = copyDevice(device);
  Object.assign(device, changes);
  if (type)
    device.nextInspection = computeNextInspection(
      device.lastInspection,
      device.commissionDate,
      type.inspectionIntervalDays,
    );
  const diff = withLabels(diffDevices(before, device), labelsOf(deviceContext(db)));
  if (diff.length > 0) {
    const stamp = writeStamp(db);
    device.updatedAt = stamp;
    device.version++;
    for (const { action, changes } of updateEntries(diff))
      addHistory(db, device.number, action, changes, actor, stamp);
  }
  if (device.condition !== before.condition)
    planHooks(db)?.afterConditionChange(db, device.number, actor);
  return ok(toDetail(db, device));
}

/**
 * DELETE /api/devices/{number}: the device leaves the register but is kept as deleted (who, when,
 * and its type's and location's names then), with its maintenance, documents and history, which a
 * viewer who sees deleted devices can still read; its number is never given again. Devices inside
 * it are detached (they stay in the register, without a parent) and their history says so; each
 * of theirs moves its version on. A deleted device cannot be deleted again (409).
 */
export function deleteDevice(
  db: DeviceDb,
  number: unknown,
  actor = DEFAULT_ACTOR,
  precondition?: Precondition,
): Outcome<null> {
  const device = findDevice(db, number);
  if (!device) return notWritable(db, number);
  if (precondition && !precondition(device.version))
    return preconditionFailed('deviceChangedElsewhere', toDetail(db, device));
  const ctx = deviceContext(db);
  const type = ctx.typeById.get(device.typeId);
  const n = device.number;
  const stamp = writeStamp(db);
  db.devices.splice(db.devices.indexOf(device), 1);
  db.deletedDevices.push({
    ...copyDevice(device),
    updatedAt: stamp,
    version: device.version + 1,
    deletedAt: stamp,
    deletedBy: actor,
    typeCode: type?.code ?? '',
    typeName: type?.name ?? '',
    locationNames: [...ctx.locationNames(device.locationId)],
  });
  addHistory(db, n, 'deleted', [], actor, stamp);
  for (const d of db.devices) {
    if (d.parentNumber !== n) continue;
    d.parentNumber = null;
    d.updatedAt = stamp;
    d.version++;
    const { action, changes } = detachedEntry(n);
    addHistory(db, d.number, action, changes, actor, stamp);
  }
  return noContent();
}

// ---------------------------------------------------------------------------------------------
// Maintenance, documents, history lists
// ---------------------------------------------------------------------------------------------

/** Newest first by a date, then by id (so two writes of one instant keep their order). */
function newestFirstById<T extends { id: number }>(
  rows: readonly T[],
  key: (row: T) => string,
): T[] {
  return newestFirst(
    [...rows].sort((a, b) => b.id - a.id),
    key,
  );
}

/** GET /api/devices/{number}/maintenance: newest first unless sorted; paging as §5. */
export function listMaintenance(
  db: DeviceDb,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<MaintenanceListResponse> {
  const device = findVisible(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const rows = newestFirstById(
    db.maintenance.filter((m) => m.deviceNumber === device.number),
    (m) => m.date,
  );
  const sortKeys: Record<MaintenanceSortKey, (m: MaintenanceRecord) => SortValue> = {
    date: (m) => dateNumber(m.date),
    kind: (m) => m.kind,
    status: (m) => m.status,
    technician: (m) => m.technician,
    cost: (m) => m.cost,
  };
  const page = listQuery(rows, source, { sortKeys });
  return ok({ records: page.rows.map((m) => ({ ...m })), total: page.total });
}

/**
 * POST /api/devices/{number}/maintenance: 201 with the record. A done inspection newer than
 * the last one moves lastInspection and nextInspection; every record is written to history.
 */
export function addMaintenance(
  db: DeviceDb,
  number: unknown,
  body: unknown,
  actor = DEFAULT_ACTOR,
): Outcome<MaintenanceRecord> {
  const device = findDevice(db, number);
  if (!device) return notWritable(db, number);
  const draft = maintenanceDraft(body, todayOf(db.meta.now));
  if (!draft.ok) return draft;
  const saved: MaintenanceRecord = {
    id: nextId(db.maintenance),
    deviceNumber: device.number,
    ...draft.value,
  };
  db.maintenance.push(saved);
  const stamp = writeStamp(db);
  const type = db.deviceTypes.find((t) => t.id === device.typeId);
  const effect = maintenanceEffect(device, saved, type?.inspectionIntervalDays);
  addHistory(db, device.number, effect.entry.action, effect.entry.changes, actor, stamp);
  device.lastInspection = effect.lastInspection;
  device.nextInspection = effect.nextInspection;
  device.updatedAt = stamp;
  device.version++;
  return created({ ...saved });
}

/** GET /api/devices/{number}/history: newest first (sortBy=at&orderBy=asc for oldest first). */
export function listHistory(
  db: DeviceDb,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<HistoryListResponse> {
  const device = findVisible(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const rows = newestFirstById(
    db.history.filter((h) => h.deviceNumber === device.number),
    (h) => h.at,
  );
  const page = listQuery(rows, source, {
    sortKeys: { at: (h: HistoryEntry) => Date.parse(h.at) || 0 },
  });
  const copy = (c: HistoryChange): HistoryChange => ({
    ...c,
    ...(c.fromLabel && { fromLabel: [...c.fromLabel] }),
    ...(c.toLabel && { toLabel: [...c.toLabel] }),
  });
  return ok({
    entries: page.rows.map((h) => ({ ...h, changes: h.changes.map(copy) })),
    total: page.total,
  });
}

/** GET /api/devices/{number}/documents: newest first unless sorted (name, kind, date, size). */
export function listDocuments(
  db: DeviceDb,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<DeviceDocumentListResponse> {
  const device = findVisible(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const rows = newestFirstById(
    db.documents.filter((d) => d.deviceNumber === device.number),
    (d) => d.date,
  );
  const page = listQuery(rows, source, {
    sortKeys: {
      name: (d) => d.name,
      kind: (d) => d.kind,
      date: (d) => dateNumber(d.date),
      size: (d) => d.sizeBytes,
    },
  });
  return ok({ documents: page.rows.map((d) => ({ ...d })), total: page.total });
}

// ---------------------------------------------------------------------------------------------
// Readings, alarms, stats
// ---------------------------------------------------------------------------------------------

/**
 * The clock readings and alarms are computed to. By default the sample data's "now" (so tests
 * and stories are the same every run); the in-browser simulation follows the real clock
 * (followReadingsClock), as its live stream does, so an alarm the stream announces is listed by
 * the alarms endpoint and the stats at once.
 */
let readingsClock: (() => number) | null = null;

/**
 * Readings, alarms and the stats' latest alarms follow this clock (null: the sample data's "now").
 */
export function followReadingsClock(clock: (() => number) | null): void {
  readingsClock = clock;
}

/** The readings' "now": the samples' own, or the clock followed when later. */
export function readingsNow(db: DeviceDb): number {
  const sampleNow = Date.parse(db.meta.now);
  return readingsClock ? Math.max(sampleNow, readingsClock()) : sampleNow;
}

/** GET /api/devices/{number}/readings ?metric (default load), from, to (default the last 24 h). */
export function getReadings(
  db: DeviceDb,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<ReadingSeries> {
  const device = findVisible(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const rawMetric = param(source, 'metric');
  const metric = rawMetric === undefined || rawMetric === '' ? 'load' : rawMetric;
  const parsed = parseRange(param(source, 'from'), param(source, 'to'), readingsNow(db));
  const issues: ValidationIssue[] = isMetric(metric)
    ? []
    : [{ path: 'metric', key: 'unknownValue' }];
  if ('issues' in parsed) issues.push(...parsed.issues);
  if (issues.length || 'issues' in parsed || !isMetric(metric)) return invalid(issues);
  const type = db.deviceTypes.find((t) => t.id === device.typeId);
  return ok(readingSeries(readingSource(device, type), metric, parsed.range));
}

/** GET /api/devices/{number}/alarms ?from, to: readings past the type's thresholds. */
export function getAlarms(
  db: DeviceDb,
  number: unknown,
  source: ParamSource,
  viewer: DeviceViewer = REGISTER_ONLY,
): Outcome<AlarmListResponse> {
  const device = findVisible(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const now = readingsNow(db);
  const parsed = parseRange(param(source, 'from'), param(source, 'to'), now);
  if ('issues' in parsed) return invalid(parsed.issues);
  const type = db.deviceTypes.find((t) => t.id === device.typeId);
  const alarms = findAlarms(readingSource(device, type), device.name, parsed.range, { now });
  return ok({ alarms, total: alarms.length });
}

const STATS_LIST_SIZE = 10;
/**
 * Above this many devices the stats scan alarms hourly (else every 5 minutes): a 12,000-device home
 * page stays fast.
 */
const COARSE_ALARM_SCAN_ABOVE = 1000;

/**
 * Alarms of the stats, per database and per device input: readings are a pure function of the
 * device's number, status, commissioning, ratings and its type's thresholds, so a device that has
 * not changed is not scanned again. At 12,200 devices the scan is long
 * (docs/performance.md#figures-the-code-relies-on); a repeat call then costs the keys.
 */
const alarmCaches = new WeakMap<DeviceDb, Map<string, Alarm[]>>();

function alarmCacheOf(db: DeviceDb): Map<string, Alarm[]> {
  let cache = alarmCaches.get(db);
  if (!cache) alarmCaches.set(db, (cache = new Map()));
  return cache;
}

function alarmKey(source: ReadingSource, name: string, from: number, step: number): string {
  const { number, status, since, ratedVoltageKv, ratedCurrentA, thresholds } = source;
  return `${number}|${status}|${since}|${ratedVoltageKv}|${ratedCurrentA}|${thresholds.maxTemperatureC}|${thresholds.maxLoadPercent}|${from}|${step}|${name}`;
}

/** How long one step of the stats' alarm scan runs before it lets the caller yield (ms). */
const SCAN_STEP_MS = 8;

/** GET /api/devices/stats: the home page figures. */
export function getDeviceStats(db: DeviceDb): DeviceStats {
  return runAtOnce(deviceStatsSteps(db));
}

/**
 * The same figures, worked out a step at a time: the first call scans every device's readings of
 * the last day for alarms (see docs/performance.md#figures-the-code-relies-on), which the
 * simulation runs a step per task (runInSteps) so the page it answers stays responsive. Cached
 * devices cost no step.
 */
export function* deviceStatsSteps(db: DeviceDb): Steps<DeviceStats> {
  const ctx = deviceContext(db);
  const dueBy = addDays(ctx.today, DUE_SOON_DAYS);
  const byStatus = new Map<DeviceStatus, number>(DEVICE_STATUSES.map((s) => [s, 0]));
  const byType = new Map<number, number>();
  let overdue = 0;
  const dueSoon: Device[] = [];
  for (const d of db.devices) {
    byStatus.set(d.status, (byStatus.get(d.status) ?? 0) + 1);
    byType.set(d.typeId, (byType.get(d.typeId) ?? 0) + 1);
    if (isOverdue(d, ctx.today)) overdue++;
    else if (isDueSoon(d, ctx.today, dueBy)) dueSoon.push(d);
  }
  dueSoon.sort((a, b) =>
    a.nextInspection! < b.nextInspection!
      ? -1
      : a.nextInspection! > b.nextInspection!
        ? 1
        : a.number < b.number
          ? -1
          : 1,
  );

  const step = db.devices.length > COARSE_ALARM_SCAN_ABOVE ? 3_600_000 : alarmStepFor(DAY_MS);
  // Following a clock, the scan ends on its grid: the cache holds for a step, and an alarm the
  // live stream announces at a boundary is in the list from that boundary on.
  const to = readingsClock ? Math.floor(readingsNow(db) / step) * step : readingsNow(db);
  const range = { from: to - DAY_MS, to };
  const cache = alarmCacheOf(db);
  const found: Alarm[] = [];
  let stepStart = performance.now();
  for (const d of db.devices) {
    const source = readingSource(d, ctx.typeById.get(d.typeId));
    if (source.since === null || source.since > to) continue;
    const key = alarmKey(source, d.name, range.from, step);
    let alarms = cache.get(key);
    if (!alarms) {
      cache.set(key, (alarms = findAlarms(source, d.name, range, { stepMs: step, now: to })));
      if (performance.now() - stepStart > SCAN_STEP_MS) {
        yield;
        stepStart = performance.now();
      }
    }
    found.push(...alarms);
  }
  const latestAlarms = found
    // Newest first by their last moment: an ongoing alarm (no end yet) is the newest; of those,
    // the one that started last (an alarm that just started leads).
    .sort(
      (a, b) =>
        (b.endedAt ? Date.parse(b.endedAt) : to + 1) -
          (a.endedAt ? Date.parse(a.endedAt) : to + 1) ||
        Date.parse(b.startedAt) - Date.parse(a.startedAt) ||
        (a.id < b.id ? -1 : 1),
    )
    .slice(0, STATS_LIST_SIZE)
    .map((a) => ({ ...a })); // the cache keeps its own

  return {
    total: db.devices.length,
    inService: byStatus.get('in_service') ?? 0,
    faults: byStatus.get('fault') ?? 0,
    overdue,
    byStatus: DEVICE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byType: db.deviceTypes.map((t) => ({
      typeId: t.id,
      code: t.code,
      name: t.name,
      count: byType.get(t.id) ?? 0,
    })),
    dueSoonTotal: dueSoon.length,
    dueSoon: dueSoon.slice(0, STATS_LIST_SIZE).map((d) => toListItem(d, ctx)),
    latestAlarms,
  };
}
