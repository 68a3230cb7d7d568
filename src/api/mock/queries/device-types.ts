/**
 * Device types: list with derived counts, one, create, update, delete (DEVICE-DOMAIN.md).
 * Pure functions over the database; the handlers only parse the request and shape the answer.
 */
import {
  DEVICE_CATEGORIES,
  NAMEPLATE_FIELDS,
  type DeviceCategory,
  type DeviceType,
  type DeviceTypeListResponse,
  type DeviceTypeRecord,
  type DeviceTypeSortKey,
  type NameplateField,
} from '../../types/devices';
import type { MockDb } from '../db';
import { computeNextInspection } from '../db/devices/dates';
import { listQuery, matchesText, textParam, toInt, type ParamSource, type SortValue } from '../query';
import {
  enumField,
  nameField,
    DEVICE_TYPE_IN_USE,
  DEVICE_TYPE_NOT_FOUND,
  ErrorBag,
  conflict,
  created,
  invalid,
  noContent,
  notFound,
  ok,
  textField,
  toNumber,
  writeStamp,
  type Outcome,
} from './device-result';

export type DeviceTypeDb = Pick<MockDb, 'deviceTypes' | 'devices' | 'meta'>;

export interface TypeCounts {
  deviceCount: number;
  inServiceCount: number;
}

/** Counts of every type in one pass over the devices. */
export function countDevicesByType(devices: MockDb['devices']): Map<number, TypeCounts> {
  const counts = new Map<number, TypeCounts>();
  for (const device of devices) {
    let c = counts.get(device.typeId);
    if (!c) counts.set(device.typeId, (c = { deviceCount: 0, inServiceCount: 0 }));
    c.deviceCount++;
    if (device.status === 'in_service') c.inServiceCount++;
  }
  return counts;
}

export function withCounts(record: DeviceTypeRecord, counts: Map<number, TypeCounts>): DeviceType {
  const c = counts.get(record.id);
  return { ...record, nameplateFields: [...record.nameplateFields], thresholds: { ...record.thresholds }, deviceCount: c?.deviceCount ?? 0, inServiceCount: c?.inServiceCount ?? 0 };
}

/** GET /api/device-types ?q (code, name, description), category, sortBy, orderBy, paging. */
export function listDeviceTypes(db: DeviceTypeDb, source: ParamSource): DeviceTypeListResponse {
  const counts = countDevicesByType(db.devices);
  const q = textParam(source, 'q');
  const category = textParam(source, 'category');
  const rows = db.deviceTypes.map((t) => withCounts(t, counts));
  const sortKeys: Record<DeviceTypeSortKey, (t: DeviceType) => SortValue> = {
    code: (t) => t.code,
    name: (t) => t.name,
    category: (t) => t.category,
    deviceCount: (t) => t.deviceCount,
    inServiceCount: (t) => t.inServiceCount,
    inspectionIntervalDays: (t) => t.inspectionIntervalDays,
    updatedAt: (t) => Date.parse(t.updatedAt) || 0,
  };
  const page = listQuery(rows, source, {
    filter: (t) => (!category || t.category === category) && matchesText(q, t.code, t.name, t.description),
    sortKeys,
  });
  return { types: page.rows, total: page.total };
}

/** A type id from a path segment or a body value; undefined when not a whole number. */
export function parseId(value: unknown): number | undefined {
  return toInt(value);
}

export function getDeviceType(db: DeviceTypeDb, id: unknown): Outcome<DeviceType> {
  const record = db.deviceTypes.find((t) => t.id === parseId(id));
  return record ? ok(withCounts(record, countDevicesByType(db.devices))) : notFound(DEVICE_TYPE_NOT_FOUND);
}

const CODE_RE = /^[A-Z]{2}$/;

interface TypeChanges {
  code?: string;
  name?: string;
  category?: DeviceCategory;
  description?: string;
  inspectionIntervalDays?: number;
  nameplateFields?: NameplateField[];
  thresholds?: DeviceTypeRecord['thresholds'];
}

/**
 * Validates a create (`current` undefined: every required field must be there) or an update
 * (only what the body carries). Field names in errors match the form's fields.
 */
function validateType(db: DeviceTypeDb, body: Record<string, unknown>, current?: DeviceTypeRecord): { changes: TypeChanges; errors: ErrorBag } {
  const errors = new ErrorBag();
  const changes: TypeChanges = {};
  const creating = current === undefined;

  const code = textField(body, 'code');
  if (code !== undefined || creating) {
    if (!code) errors.add('code', 'Code is required');
    else if (!CODE_RE.test(code)) errors.add('code', 'Code must be two capital letters');
    else if (db.deviceTypes.some((t) => t.code === code && t.id !== current?.id)) errors.add('code', 'Code is already used by another type');
    else if (current && code !== current.code && db.devices.some((d) => d.typeId === current.id)) {
      // Device numbers embed the type code and are immutable.
      errors.add('code', 'Code cannot change while devices use this type');
    } else changes.code = code;
  }

  const name = nameField(errors, body, creating);
  if (name !== undefined) changes.name = name;

  if ('category' in body || creating) {
    const category = enumField(errors, 'category', body.category, DEVICE_CATEGORIES, 'Category');
    if (category) changes.category = category;
  }

  const description = textField(body, 'description');
  if (description === null) errors.add('description', 'Description must be text');
  else if (description !== undefined) changes.description = description;
  else if (creating) changes.description = '';

  if ('inspectionIntervalDays' in body || creating) {
    const days = toInt(body.inspectionIntervalDays);
    if (days === undefined || days < 1 || days > 3650) errors.add('inspectionIntervalDays', 'Inspection interval must be a whole number of days from 1 to 3650');
    else changes.inspectionIntervalDays = days;
  }

  if ('nameplateFields' in body) {
    const fields = body.nameplateFields;
    if (!Array.isArray(fields) || fields.some((f) => !(NAMEPLATE_FIELDS as readonly unknown[]).includes(f))) errors.add('nameplateFields', 'Unknown nameplate field');
    else changes.nameplateFields = NAMEPLATE_FIELDS.filter((f) => fields.includes(f));
  } else if (creating) changes.nameplateFields = [];

  if ('thresholds' in body || creating) {
    const raw = body.thresholds;
    const t = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const base = current?.thresholds;
    const temperature = 'maxTemperatureC' in t ? toNumber(t.maxTemperatureC) : base?.maxTemperatureC;
    const load = 'maxLoadPercent' in t ? toNumber(t.maxLoadPercent) : base?.maxLoadPercent;
    if (temperature === undefined || temperature <= 0 || temperature > 1000) errors.add('thresholds.maxTemperatureC', 'Maximum temperature must be a number from 0 to 1000 °C');
    if (load === undefined || load <= 0 || load > 1000) errors.add('thresholds.maxLoadPercent', 'Maximum load must be a number from 0 to 1000 %');
    if (temperature !== undefined && load !== undefined) changes.thresholds = { maxTemperatureC: temperature, maxLoadPercent: load };
  }
  return { changes, errors };
}

/** POST /api/device-types. */
export function createDeviceType(db: DeviceTypeDb, body: unknown): Outcome<DeviceType> {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { changes, errors } = validateType(db, input);
  if (errors.has()) return invalid(errors.errors);
  const record: DeviceTypeRecord = {
    id: db.deviceTypes.reduce((max, t) => Math.max(max, t.id), 0) + 1,
    code: changes.code!,
    name: changes.name!,
    category: changes.category!,
    description: changes.description ?? '',
    inspectionIntervalDays: changes.inspectionIntervalDays!,
    nameplateFields: changes.nameplateFields ?? [],
    thresholds: changes.thresholds!,
    updatedAt: writeStamp(db),
  };
  db.deviceTypes.push(record);
  return created(withCounts(record, new Map()));
}

/** PUT /api/device-types/{id}: any subset of the fields; a new interval reschedules its devices. */
export function updateDeviceType(db: DeviceTypeDb, id: unknown, body: unknown): Outcome<DeviceType> {
  const record = db.deviceTypes.find((t) => t.id === parseId(id));
  if (!record) return notFound(DEVICE_TYPE_NOT_FOUND);
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { changes, errors } = validateType(db, input, record);
  if (errors.has()) return invalid(errors.errors);
  const intervalChanged = changes.inspectionIntervalDays !== undefined && changes.inspectionIntervalDays !== record.inspectionIntervalDays;
  Object.assign(record, changes, { updatedAt: writeStamp(db) });
  if (intervalChanged) {
    for (const device of db.devices) {
      if (device.typeId === record.id) device.nextInspection = computeNextInspection(device.lastInspection, device.commissionDate, record.inspectionIntervalDays);
    }
  }
  return ok(withCounts(record, countDevicesByType(db.devices)));
}

/** DELETE /api/device-types/{id}: 409 while any device uses it. */
export function deleteDeviceType(db: DeviceTypeDb, id: unknown): Outcome<null> {
  const index = db.deviceTypes.findIndex((t) => t.id === parseId(id));
  if (index < 0) return notFound(DEVICE_TYPE_NOT_FOUND);
  if (db.devices.some((d) => d.typeId === db.deviceTypes[index].id)) return conflict(DEVICE_TYPE_IN_USE);
  db.deviceTypes.splice(index, 1);
  return noContent();
}
