/**
 * The device writes of docs/domain/devices.md#the-rules-of-writing-a-device in SQL: create, update
 * (If-Match → 412), delete (kept as deleted, its number never given again). The body is checked by
 * the contract's schemas and the rules that need the database are the simulation's
 * (src/api/mock/queries/devices.ts), said again over tables: the contract suite holds both equal.
 * Each write is one transaction and leaves an audit entry and the device's history entries (the
 * simulation's, by the shared rules of src/api/shared/device-history.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { check, type ValidationIssue } from '../../src/api/contract/common';
import {
  DEVICE_NUMBER_RE,
  deviceCreateBody,
  deviceDateIssues,
  deviceNumberPrefix,
  deviceUpdateBody,
  type Device,
  type DeviceDetail,
} from '../../src/api/contract/devices';
import { computeNextInspection } from '../../src/api/sample/devices/dates';
import type { Precondition } from '../../src/api/shared/answer';
import { diffDevices } from '../../src/api/shared/device-diff';
import {
  detachedEntry,
  updateEntries,
  type HistoryDraft,
} from '../../src/api/shared/device-history';
import { nameplateOf, tagsOf } from '../../src/api/shared/device-values';
import {
  conflict,
  created,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../src/api/shared/outcome';
import { writeAudit } from '../audit';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { deviceConditionChanged } from '../plans/hooks';
import { labelled, recordHistory } from '../records/history';
import { detailOf, findDeviceRow, normalizeNumber } from './detail';
import { nextNumberOf } from './next-number';
import { toDevice } from './rows';
import { findType } from './types';

type Tx = Transaction<Database>;

/** Who writes and when (the server's clock, as an ISO instant). */
export interface WriteContext {
  user: SessionUser;
  now: string;
}

async function locationExists(tx: Tx, id: number): Promise<boolean> {
  if (Math.abs(id) > 2147483647) return false;
  return (
    (await tx
      .selectFrom('device_locations')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined
  );
}

async function registerHas(tx: Tx, number: string): Promise<boolean> {
  return (
    (await tx
      .selectFrom('devices')
      .select('number')
      .where('number', '=', number)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * True when `candidate` is `device` or sits (directly or not) inside it: the parent chain, walked
 * in SQL.
 */
async function isInside(tx: Tx, candidate: string, device: string): Promise<boolean> {
  const found = await sql<{ hit: boolean }>`
    with recursive chain(number, parent, depth) as (
      select number, parent_number, 0 from devices where number = ${candidate} and deleted_at is null
      union
      select d.number, d.parent_number, c.depth + 1 from devices d join chain c on d.number = c.parent where d.deleted_at is null and c.depth < 10000
    )
    select exists(select 1 from chain where number = ${device}) as hit`.execute(tx);
  return found.rows[0]?.hit === true;
}

interface ReferenceCheck {
  typeId?: number;
  locationId?: number;
  parentNumber?: string | null;
}

/**
 * Issues of the ids a body refers to: the type, the location and the parent must exist; no cycles.
 */
async function referenceIssues(
  tx: Tx,
  refs: ReferenceCheck,
  self: string | undefined,
): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (refs.typeId !== undefined && !(await findType(tx, refs.typeId)))
    issues.push({ path: 'typeId', key: 'unknownDeviceType' });
  if (refs.locationId !== undefined && !(await locationExists(tx, refs.locationId)))
    issues.push({ path: 'locationId', key: 'unknownLocation' });
  const parent = refs.parentNumber ? normalizeNumber(refs.parentNumber) : null;
  if (parent && !(await registerHas(tx, parent)))
    issues.push({ path: 'parentNumber', key: 'unknownParentDevice' });
  else if (parent && self && (await isInside(tx, parent, self)))
    issues.push({ path: 'parentNumber', key: 'parentCycle' });
  return issues;
}

/**
 * Creates of one prefix (`24DC`) wait for each other until their transaction ends, so two cannot
 * both find a number free and store it (a given number, or the next one generated): on a
 * PostgreSQL server the second would otherwise meet the primary key and fail.
 */
async function lockNumberPrefix(tx: Tx, prefix: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`device-number:${prefix}`}))`.execute(tx);
}

/** The next free serial of a prefix, over every number ever given (deleted devices' too). */
async function nextNumber(tx: Tx, code: string, year: number): Promise<string> {
  await lockNumberPrefix(tx, deviceNumberPrefix(year, code));
  return nextNumberOf(tx, code, year);
}

/** A device as its columns. */
function columnsOf(device: Device) {
  return {
    number: device.number,
    name: device.name,
    type_id: device.typeId,
    model: device.model,
    manufacturer: device.manufacturer,
    serial_number: device.serialNumber,
    status: device.status,
    condition: device.condition,
    location_id: device.locationId,
    parent_number: device.parentNumber,
    install_date: device.installDate,
    commission_date: device.commissionDate,
    warranty_until: device.warrantyUntil,
    last_inspection: device.lastInspection,
    next_inspection: device.nextInspection,
    responsible: device.responsible,
    tags: JSON.stringify(device.tags),
    notes: device.notes,
    nameplate: JSON.stringify(device.nameplate),
    created_at: device.createdAt,
    updated_at: device.updatedAt,
    version: device.version,
  };
}

async function answerOf(tx: Tx, number: string, now: string): Promise<DeviceDetail> {
  const row = await findDeviceRow(tx, number, true);
  if (!row) throw new Error(`Device ${number} vanished inside its own write`);
  return detailOf(tx, row, now);
}

/** POST /api/devices: 201 with the device; an empty number is generated from year and type. */
export function createDevice(
  db: Kysely<Database>,
  body: unknown,
  { user, now }: WriteContext,
  entry: HistoryDraft = { action: 'created', changes: [] },
): Promise<Outcome<DeviceDetail>> {
  const parsed = check(deviceCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  const input = parsed.data;
  const today = now.slice(0, 10);
  return inTransaction(db, async (tx) => {
    const issues = await referenceIssues(tx, input, input.number);
    const type = await findType(tx, input.typeId);
    const match = input.number ? DEVICE_NUMBER_RE.exec(input.number) : null;
    if (match) await lockNumberPrefix(tx, `${match[1]}${match[2]}`);
    const taken = input.number
      ? await tx
          .selectFrom('devices')
          .select('deleted_at')
          .where('number', '=', input.number)
          .executeTakeFirst()
      : undefined;
    if (type && match && match[2] !== type.code)
      issues.push({ path: 'number', key: 'deviceNumberTypeCode', params: { code: type.code } });
    else if (taken && taken.deleted_at === null)
      issues.push({ path: 'number', key: 'deviceNumberTaken' });
    else if (taken) issues.push({ path: 'number', key: 'deviceNumberRetired' });
    issues.push(...deviceDateIssues(input, today));
    if (issues.length || !type) return invalid(issues);
    const dates = {
      installDate: input.installDate ?? null,
      commissionDate: input.commissionDate ?? null,
      warrantyUntil: input.warrantyUntil ?? null,
      lastInspection: input.lastInspection ?? null,
    };
    const year = Number((dates.commissionDate ?? today).slice(0, 4));
    const device: Device = {
      number: input.number ?? (await nextNumber(tx, type.code, year)),
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
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    await tx.insertInto('devices').values(columnsOf(device)).execute();
    await recordHistory(tx, device.number, [entry], user.fullName, now);
    await writeAudit(tx, user, 'createDevice', device.number);
    return created(await answerOf(tx, device.number, now));
  });
}

/**
 * Why a write to a number not in the register fails: the device was deleted (409), or there is none
 * (404).
 */
export async function notWritable(tx: Tx, number: unknown) {
  const wanted = normalizeNumber(number);
  const deleted =
    wanted &&
    (await tx
      .selectFrom('devices')
      .select('number')
      .where('number', '=', wanted)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst());
  return deleted ? conflict('deviceDeleted') : notFound('deviceNotFound');
}

/** The register's device by number, locked for this transaction's write. */
export async function lockedDevice(tx: Tx, number: unknown) {
  return findDeviceRow(tx, number, false, true);
}

type DeviceChanges = Partial<
  Omit<Device, 'number' | 'createdAt' | 'updatedAt' | 'nextInspection' | 'version'>
>;

/**
 * PUT /api/devices/{number}: any subset of the fields (the number cannot change). With If-Match
 * naming another version than the stored one: 412 with the device as it is. A write that changes
 * nothing keeps the version.
 */
export function updateDevice(
  db: Kysely<Database>,
  number: unknown,
  body: unknown,
  precondition: Precondition,
  context: WriteContext,
): Promise<Outcome<DeviceDetail>> {
  return db.transaction().execute((tx) => updateDeviceIn(tx, number, body, precondition, context));
}

/**
 * The same inside a transaction of another write (a failed test's condition grade is lowered in
 * the result's transaction: docs/domain/electrical-tests.md).
 */
export async function updateDeviceIn(
  tx: Tx,
  number: unknown,
  body: unknown,
  precondition: Precondition,
  { user, now }: WriteContext,
): Promise<Outcome<DeviceDetail>> {
  const row = await lockedDevice(tx, number);
  if (!row) return notWritable(tx, number);
  const device = toDevice(row);
  if (precondition && !precondition(device.version))
    return preconditionFailed('deviceChangedElsewhere', await detailOf(tx, row, now));
  const parsed = check(deviceUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { number: sentNumber, tags, nameplate, parentNumber, ...fields } = parsed.data;
  const changes: DeviceChanges = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (tags !== undefined) changes.tags = tagsOf(tags);
  if (parentNumber !== undefined)
    changes.parentNumber = parentNumber ? normalizeNumber(parentNumber) : null;
  const issues = await referenceIssues(tx, changes, device.number);
  if (sentNumber !== undefined && normalizeNumber(sentNumber) !== device.number)
    issues.push({ path: 'number', key: 'deviceNumberFixed' });
  // The order of dates is checked on the merged result, against the ones already stored.
  issues.push(...deviceDateIssues({ ...device, ...changes }, now.slice(0, 10)));
  if (issues.length) return invalid(issues);
  const type = await findType(tx, changes.typeId ?? device.typeId);
  // A new type keeps only the nameplate fields it lists.
  if (type && (nameplate !== undefined || changes.typeId !== undefined))
    changes.nameplate = nameplateOf(nameplate ?? device.nameplate, type.nameplateFields);
  const after: Device = { ...device, ...changes };
  if (type)
    after.nextInspection = computeNextInspection(
      after.lastInspection,
      after.commissionDate,
      type.inspectionIntervalDays,
    );
  const diff = diffDevices(device, after);
  if (diff.length > 0) {
    after.updatedAt = now;
    after.version = device.version + 1;
    await tx
      .updateTable('devices')
      .set(columnsOf(after))
      .where('number', '=', device.number)
      .execute();
    const entries = updateEntries(await labelled(tx, diff));
    await recordHistory(tx, device.number, entries, user.fullName, now);
    await writeAudit(tx, user, 'updateDevice', device.number);
    // Its condition plans' orders are due again by the new grade.
    if (after.condition !== device.condition)
      await deviceConditionChanged(tx, device.number, user.fullName, now);
  }
  return ok(await answerOf(tx, device.number, now));
}

/**
 * DELETE /api/devices/{number}: the device leaves the register but is kept as deleted (who, when,
 * its type's and location's names then); its number is never given again. Devices inside it are
 * detached and move their version on. A deleted device cannot be deleted again (409).
 */
export function deleteDevice(
  db: Kysely<Database>,
  number: unknown,
  precondition: Precondition,
  { user, now }: WriteContext,
): Promise<Outcome<null>> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedDevice(tx, number);
    if (!row) return notWritable(tx, number);
    if (precondition && !precondition(row.version))
      return preconditionFailed('deviceChangedElsewhere', await detailOf(tx, row, now));
    await tx
      .updateTable('devices')
      .set({
        deleted_at: now,
        deleted_by: user.fullName,
        deleted_type_code: row.type_code ?? '',
        deleted_type_name: row.type_name ?? '',
        deleted_location_names: JSON.stringify(row.location_names ?? []),
        updated_at: now,
        version: row.version + 1,
        // Deleted devices list in the order they were deleted, after the register.
        seq: sql<string>`nextval('devices_seq')`,
      })
      .where('number', '=', row.number)
      .execute();
    // The devices inside it, in the register's order: each is detached and its history says so.
    const children = await tx
      .selectFrom('devices')
      .select('number')
      .where('parent_number', '=', row.number)
      .where('deleted_at', 'is', null)
      .orderBy('seq')
      .execute();
    await tx
      .updateTable('devices')
      .set({ parent_number: null, updated_at: now, version: sql<number>`version + 1` })
      .where('parent_number', '=', row.number)
      .where('deleted_at', 'is', null)
      .execute();
    await recordHistory(tx, row.number, [{ action: 'deleted', changes: [] }], user.fullName, now);
    for (const child of children)
      await recordHistory(tx, child.number, [detachedEntry(row.number)], user.fullName, now);
    await writeAudit(tx, user, 'deleteDevice', row.number);
    return noContent();
  });
}
