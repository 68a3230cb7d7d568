/**
 * Device types: list with derived counts, one, create, update, delete (docs/domain/devices.md).
 * Pure functions over the database; the handlers only parse the request and shape the answer.
 */
import { check, type ValidationIssue } from '@/api/contract/common';
import {
  deviceTypeCreateBody,
  deviceTypeListQuery,
  deviceTypeUpdateBody,
  intervalImpactQuery,
  type DeviceType,
  type DeviceTypeListResponse,
  type DeviceTypeRecord,
  type DeviceTypeSortKey,
  type IntervalImpact,
} from '@/api/contract/devices';
import { addDays, computeNextInspection, todayOf } from '@/api/sample/devices/dates';
import { newTypeRecord, typeChanges, typeCodeIssues } from '@/api/shared/device-types';
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

import type { MockDb } from '../db';
import { listQuery, param, readParams, toInt, type ParamSource, type SortKeys } from '../query';
import { planHooks } from './plan-hooks';
import { nextId, writeStamp, type Precondition } from './records';

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
  return {
    ...record,
    nameplateFields: [...record.nameplateFields],
    thresholds: { ...record.thresholds },
    deviceCount: c?.deviceCount ?? 0,
    inServiceCount: c?.inServiceCount ?? 0,
  };
}

/** Most keys sort by their own field; the last change by its time. */
const SORT_KEYS: SortKeys<DeviceType, DeviceTypeSortKey> = {
  code: 'code',
  name: 'name',
  category: 'category',
  deviceCount: 'deviceCount',
  inServiceCount: 'inServiceCount',
  inspectionIntervalDays: 'inspectionIntervalDays',
  updatedAt: (t) => Date.parse(t.updatedAt) || 0,
};

/** GET /api/device-types ?q (code, name, description), category, sortBy, orderBy, paging. */
export function listDeviceTypes(db: DeviceTypeDb, source: ParamSource): DeviceTypeListResponse {
  const counts = countDevicesByType(db.devices);
  const { category } = readParams(deviceTypeListQuery, source);
  const rows = db.deviceTypes.map((t) => withCounts(t, counts));
  const page = listQuery(rows, source, {
    search: (t) => [t.code, t.name, t.description],
    filter: (t) => !category || t.category === category,
    sortKeys: SORT_KEYS,
  });
  return { types: page.rows, total: page.total };
}

/** A type id from a path segment or a body value; undefined when not a whole number. */
export function parseId(value: unknown): number | undefined {
  return toInt(value);
}

export function getDeviceType(db: DeviceTypeDb, id: unknown): Outcome<DeviceType> {
  const record = db.deviceTypes.find((t) => t.id === parseId(id));
  return record
    ? ok(withCounts(record, countDevicesByType(db.devices)))
    : notFound('deviceTypeNotFound');
}

/**
 * GET /api/device-types/{id}/interval-impact ?inspectionIntervalDays: how many of the type's
 * devices a new interval would make overdue, and due within 30 days, beside the figures now. The
 * next inspection is derived as a saved interval derives it (last inspection, else commissioning,
 * + the interval); nothing is changed.
 */
export function getIntervalImpact(
  db: DeviceTypeDb,
  id: unknown,
  source: ParamSource,
): Outcome<IntervalImpact> {
  const record = db.deviceTypes.find((t) => t.id === parseId(id));
  if (!record) return notFound('deviceTypeNotFound');
  const parsed = check(intervalImpactQuery, {
    inspectionIntervalDays: param(source, 'inspectionIntervalDays'),
  });
  if (!parsed.ok) return invalid(parsed.issues);
  const days = parsed.data.inspectionIntervalDays;
  const today = todayOf(db.meta.now);
  const dueBy = addDays(today, DUE_SOON_DAYS);
  const impact: IntervalImpact = {
    inspectionIntervalDays: days,
    devices: 0,
    overdue: 0,
    dueWithin30Days: 0,
    overdueNow: 0,
    dueWithin30DaysNow: 0,
  };
  for (const device of db.devices) {
    if (device.typeId !== record.id) continue;
    impact.devices++;
    if (isOverdue(device, today)) impact.overdueNow++;
    else if (isDueSoon(device, today, dueBy)) impact.dueWithin30DaysNow++;
    const next = {
      status: device.status,
      nextInspection: computeNextInspection(device.lastInspection, device.commissionDate, days),
    };
    if (isOverdue(next, today)) impact.overdue++;
    else if (isDueSoon(next, today, dueBy)) impact.dueWithin30Days++;
  }
  return ok(impact);
}

/** The code's issues: taken by another type, or fixed while devices use the type. */
function codeIssues(
  db: DeviceTypeDb,
  code: string | undefined,
  current?: DeviceTypeRecord,
): ValidationIssue[] {
  return typeCodeIssues(code, current, {
    taken: db.deviceTypes.some((t) => t.code === code),
    inUse: current !== undefined && db.devices.some((d) => d.typeId === current.id),
  });
}

/** POST /api/device-types. */
export function createDeviceType(db: DeviceTypeDb, body: unknown): Outcome<DeviceType> {
  const parsed = check(deviceTypeCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const issues = codeIssues(db, input.code);
  if (issues.length) return invalid(issues);
  const record = newTypeRecord(input, nextId(db.deviceTypes), writeStamp(db));
  db.deviceTypes.push(record);
  planHooks(db)?.afterTypeCreated(db, record);
  return created(withCounts(record, new Map()));
}

/**
 * PUT /api/device-types/{id}: any subset of the fields; a new interval reschedules its devices
 * (their next inspection is derived: their version stays). 412 when If-Match names another version.
 */
export function updateDeviceType(
  db: DeviceTypeDb,
  id: unknown,
  body: unknown,
  precondition?: Precondition,
): Outcome<DeviceType> {
  const record = db.deviceTypes.find((t) => t.id === parseId(id));
  if (!record) return notFound('deviceTypeNotFound');
  if (precondition && !precondition(record.version))
    return preconditionFailed(
      'deviceTypeChangedElsewhere',
      withCounts(record, countDevicesByType(db.devices)),
    );
  const parsed = check(deviceTypeUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const issues = codeIssues(db, parsed.data.code, record);
  if (issues.length) return invalid(issues);
  const { changes, intervalChanged } = typeChanges(record, parsed.data);
  Object.assign(record, changes, { updatedAt: writeStamp(db), version: record.version + 1 });
  if (intervalChanged) {
    for (const device of db.devices) {
      if (device.typeId === record.id)
        device.nextInspection = computeNextInspection(
          device.lastInspection,
          device.commissionDate,
          record.inspectionIntervalDays,
        );
    }
    planHooks(db)?.afterTypeIntervalChange(db, record.id);
  }
  return ok(withCounts(record, countDevicesByType(db.devices)));
}

/**
 * DELETE /api/device-types/{id}: 409 while any device uses it; 412 when If-Match names another
 * version.
 */
export function deleteDeviceType(
  db: DeviceTypeDb,
  id: unknown,
  precondition?: Precondition,
): Outcome<null> {
  const index = db.deviceTypes.findIndex((t) => t.id === parseId(id));
  if (index < 0) return notFound('deviceTypeNotFound');
  const record = db.deviceTypes[index];
  if (precondition && !precondition(record.version))
    return preconditionFailed(
      'deviceTypeChangedElsewhere',
      withCounts(record, countDevicesByType(db.devices)),
    );
  if (db.devices.some((d) => d.typeId === db.deviceTypes[index].id))
    return conflict('deviceTypeInUse');
  db.deviceTypes.splice(index, 1);
  planHooks(db)?.afterTypeDeleted(db, record.id);
  return noContent();
}
