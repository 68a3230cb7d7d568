/**
 * Work orders (docs/domain/work-orders.md): the list, one order, create, change, a step of its
 * life, comments, the home page's figures and who work may be assigned to. Pure functions over the
 * database; every rule of the state machine is the shared one (src/api/shared/work-orders.ts).
 */
import { can } from '@/auth/ability';
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

import type { LoginUser } from '../../contract/auth';
import { check, type ValidationIssue } from '../../contract/common';
import type { Device } from '../../contract/devices';
import {
  workOrderCommentBody,
  workOrderCreateBody,
  workOrderListQuery,
  workOrderStatusBody,
  workOrderUpdateBody,
  type Isolation,
  type IsolationInput,
  type LabourLine,
  type WorkOrder,
  type WorkOrderAssignee,
  type WorkOrderComment,
  type WorkOrderListItem,
  type WorkOrderListResponse,
  type WorkOrderStats,
} from '../../contract/work-orders';
import {
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_STATUSES,
} from '../../contract/work-orders-values';
import { addDays, todayOf } from '../../sample/devices/dates';
import type { WorkOrderRecord } from '../../sample/work-orders';
import {
  created,
  invalid,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../shared/outcome';
import { queryWords } from '../../shared/params';
import {
  checkChanges,
  checkChecklist,
  checkStep,
  formatWorkOrderNumber,
  isOverdue,
  maintenanceRecordOf,
  needsIsolationByDefault,
  orderCost,
  plansWork,
  stepEffect,
  storedChecklist,
  type Actor,
} from '../../shared/work-orders';
import type { KitDb } from '../db/kit';
import {
  paginate,
  parsePaging,
  parseSorting,
  readParams,
  sortRows,
  type ParamSource,
  type Sorting,
  type SortValue,
} from '../query';
import { buildLocationIndex, descendantIds } from './device-location-index';
import { addMaintenance, updateDevice, type DeviceDb } from './devices';
import { planHooks } from './plan-hooks';
import { writeStamp, type Precondition } from './records';

export type WorkOrderDb = DeviceDb & Pick<KitDb, 'workOrders' | 'workOrderSerials' | 'loginUsers'>;

/** The session's user as the rules see them. */
export { findOrder, isAssignable };

export const actorOf = (user: Pick<LoginUser, 'id' | 'abilityRules'>): Actor => ({
  userId: user.id,
  rules: user.abilityRules,
});

// ---------------------------------------------------------------------------------------------
// Reading an order: what follows from its device, its assignee and the clock
// ---------------------------------------------------------------------------------------------

interface OrderContext {
  device: (number: string) => Device | undefined;
  locationName: (id: number) => string;
  userName: (id: number | null) => string | null;
  today: string;
}

/**
 * The devices by number, the register's and the deleted ones (their orders keep their name and
 * place), kept while the device tables hold the same devices: a number never changes, and a
 * create or a delete changes one of the two lengths (a deleted device stays deleted). Built once
 * per call it was a large part of a list's time at 12,200 devices
 * (docs/performance.md#figures-the-code-relies-on).
 */
const deviceMaps = new WeakMap<object, { size: string; byNumber: Map<string, Device> }>();

function devicesByNumber(db: WorkOrderDb): Map<string, Device> {
  const size = `${db.devices.length}|${db.deletedDevices.length}`;
  const kept = deviceMaps.get(db.devices);
  if (kept && kept.size === size && deviceMaps.get(db.deletedDevices) === kept)
    return kept.byNumber;
  const byNumber = new Map<string, Device>();
  for (const d of db.deletedDevices) byNumber.set(d.number, d);
  for (const d of db.devices) byNumber.set(d.number, d);
  const entry = { size, byNumber };
  deviceMaps.set(db.devices, entry);
  deviceMaps.set(db.deletedDevices, entry);
  return byNumber;
}

function orderContext(db: WorkOrderDb): OrderContext {
  const devices = devicesByNumber(db);
  const locations = new Map(db.deviceLocations.map((l) => [l.id, l.name]));
  const users = new Map(db.loginUsers.map((u) => [u.id, u.fullName]));
  return {
    device: (number) => devices.get(number),
    locationName: (id) => locations.get(id) ?? '',
    userName: (id) => (id === null ? null : (users.get(id) ?? '')),
    today: todayOf(db.meta.now),
  };
}

function summaryOf(order: WorkOrderRecord, ctx: OrderContext): WorkOrderListItem {
  const device = ctx.device(order.deviceNumber);
  return {
    number: order.number,
    title: order.title,
    kind: order.kind,
    priority: order.priority,
    status: order.status,
    deviceNumber: order.deviceNumber,
    deviceName: device?.name ?? '',
    locationId: device?.locationId ?? 0,
    locationName: device ? ctx.locationName(device.locationId) : '',
    assigneeId: order.assigneeId,
    assigneeName: ctx.userName(order.assigneeId),
    dueDate: order.dueDate,
    plannedStart: order.plannedStart,
    overdue: isOverdue(order.status, order.dueDate, ctx.today),
    updatedAt: order.updatedAt,
    version: order.version,
  };
}

/** The order as the API answers it (a copy: the caller may not change the stored one). */
function orderOf(order: WorkOrderRecord, ctx: OrderContext): WorkOrder {
  const copy = structuredClone(order);
  return {
    ...summaryOf(copy, ctx),
    planId: copy.planId,
    parentNumber: copy.parentNumber,
    requestedById: copy.requestedById,
    requestedByName: copy.requestedByName,
    estimatedHours: copy.estimatedHours,
    needsIsolation: copy.needsIsolation,
    isolation: copy.isolation,
    checklist: copy.checklist,
    labour: copy.labour,
    parts: copy.parts,
    downtimeStart: copy.downtimeStart,
    downtimeEnd: copy.downtimeEnd,
    cost: copy.cost,
    completedAt: copy.completedAt,
    completedById: copy.completedById,
    signOff: copy.signOff,
    notes: copy.notes,
    createdAt: copy.createdAt,
    events: copy.events,
    comments: copy.comments,
  };
}

const normalize = (number: unknown) =>
  typeof number === 'string' ? number.trim().toUpperCase() : '';

function findOrder(db: WorkOrderDb, number: unknown): WorkOrderRecord | undefined {
  const wanted = normalize(number);
  return wanted ? db.workOrders.find((o) => o.number === wanted) : undefined;
}

const orderNotFound = () => notFound('workOrderNotFound');

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

/** WO-YYYY-NNNNN as a number, in the same order. */
const numberKey = (number: string) =>
  Number(number.slice(3, 7)) * 100_000 + Number(number.slice(8));

/** YYYY-MM-DD as YYYYMMDD; no date after every date. */
function dueKey(date: string | null): number {
  if (date === null) return 99_999_999;
  return (
    Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))
  );
}

/**
 * The default order: due date, orders without one last, then number. Sorted by numbers made once
 * per row, and kept until an order is written (`changed`): sorting ~50,000 orders was most of a
 * list's time (docs/performance.md#figures-the-code-relies-on).
 */
const defaultOrders = new WeakMap<object, { revision: number; rows: WorkOrderRecord[] }>();
const revisions = new WeakMap<object, number>();

/** Says the orders changed (a create, a change, a step): the default order is made again. */
export function changed(db: WorkOrderDb): void {
  revisions.set(db.workOrders, (revisions.get(db.workOrders) ?? 0) + 1);
}

function inDefaultOrder(db: WorkOrderDb): WorkOrderRecord[] {
  const revision = revisions.get(db.workOrders) ?? 0;
  const kept = defaultOrders.get(db.workOrders);
  if (kept && kept.revision === revision && kept.rows.length === db.workOrders.length)
    return kept.rows;
  const keyed = db.workOrders.map((o) => ({ o, due: dueKey(o.dueDate), n: numberKey(o.number) }));
  keyed.sort((a, b) => a.due - b.due || a.n - b.n);
  const rows = keyed.map((k) => k.o);
  defaultOrders.set(db.workOrders, { revision, rows });
  return rows;
}

/**
 * Every order in a sort's order (ties in the default order), kept per sort like the default
 * order, until an order is written (`changed`) or, sorted by assignee, a user's name changes. The
 * sort is stable and compares two orders by their own values, so the orders a filter keeps, taken
 * in this order, are the orders that filter sorted: a list filters the kept order instead of
 * sorting its rows each call (a sort of ~50,000 orders by title with the collator was most of a
 * sorted list's time, docs/performance.md "Work orders in the browser").
 */
const sortedOrders = new WeakMap<
  object,
  { revision: number; length: number; sorts: Map<string, WorkOrderRecord[]> }
>();

function inSortOrder<K extends string>(
  db: WorkOrderDb,
  keys: Record<K, (o: WorkOrderRecord) => SortValue>,
  sorting: Sorting<K>,
  users: string,
): WorkOrderRecord[] {
  const all = inDefaultOrder(db);
  if (!sorting.sortBy) return all;
  const revision = revisions.get(db.workOrders) ?? 0;
  let kept = sortedOrders.get(db.workOrders);
  if (!kept || kept.revision !== revision || kept.length !== db.workOrders.length) {
    kept = { revision, length: db.workOrders.length, sorts: new Map() };
    sortedOrders.set(db.workOrders, kept);
  }
  const id = `${sorting.sortBy} ${sorting.orderBy} ${sorting.sortBy === 'assignee' ? users : ''}`;
  let rows = kept.sorts.get(id);
  if (!rows) {
    rows = sortRows(all, keys, sorting);
    kept.sorts.set(id, rows);
  }
  return rows;
}

/**
 * What `q` is looked for in, lower case, one text per order in the default order's array, kept
 * with that array (a write makes a new one) and the device map it was read from; a text is made
 * again when its device's name changed (devices are changed in place). Joining and lowering four
 * texts per order per call, then looking each order up in a map, was most of a search's time at
 * ~50,000 orders. The fields are joined by a character no word holds (words are split at spaces
 * and this is not typed), so a word found in the text is found in one field, as `wordsMatcher`
 * finds it.
 */
interface SearchTexts {
  devices: Map<string, Device>;
  /** Each order's device (as the map held it), the name its text was made with, the text. */
  owners: (Device | undefined)[];
  names: string[];
  texts: string[];
}
const searchTexts = new WeakMap<readonly WorkOrderRecord[], SearchTexts>();

const searchTextOf = (order: WorkOrderRecord, deviceName: string) =>
  [order.number, order.title, order.deviceNumber, deviceName].join('\u0000').toLowerCase();

/** The orders holding every word (`words` not empty). */
function ordersMatching(db: WorkOrderDb, words: string[]): Set<WorkOrderRecord> {
  const rows = inDefaultOrder(db);
  const devices = devicesByNumber(db);
  let kept = searchTexts.get(rows);
  if (!kept || kept.devices !== devices) {
    const owners = rows.map((o) => devices.get(o.deviceNumber));
    const names = owners.map((d) => d?.name ?? '');
    kept = { devices, owners, names, texts: rows.map((o, i) => searchTextOf(o, names[i])) };
    searchTexts.set(rows, kept);
  }
  const { owners, names, texts } = kept;
  const found = new Set<WorkOrderRecord>();
  for (let i = 0; i < rows.length; i++) {
    const order = rows[i];
    const name = owners[i]?.name ?? '';
    if (name !== names[i]) {
      names[i] = name;
      texts[i] = searchTextOf(order, name);
    }
    const text = texts[i];
    if (words.every((w) => text.includes(w))) found.add(order);
  }
  return found;
}

/**
 * GET /api/work-orders: every filter of the contract's query, paging as every list (docs/spec.md
 * §5); unknown filter values are ignored, an unknown location lists nothing.
 */
export function listWorkOrders(db: WorkOrderDb, source: ParamSource): WorkOrderListResponse {
  const ctx = orderContext(db);
  const p = readParams(workOrderListQuery, source);
  const set = <T>(value: T | T[] | undefined) =>
    new Set<T>(value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const statuses = set(p.status);
  const priorities = set(p.priority);
  const kinds = set(p.kind);
  const deviceNumber = p.deviceNumber?.toUpperCase() || undefined;
  const inLocation =
    p.locationId === undefined
      ? undefined
      : descendantIds(buildLocationIndex(db.deviceLocations), p.locationId);
  const words = queryWords(p.q ?? '');
  const found = words.length === 0 ? undefined : ordersMatching(db, words);
  const matches = (o: WorkOrderRecord) => found === undefined || found.has(o);
  const { today } = ctx;
  const weekEnd = addDays(today, 6);
  const dueFits = (o: WorkOrderRecord) => {
    const due = o.dueDate;
    if (p.due === 'overdue' && !isOverdue(o.status, due, today)) return false;
    if (p.due === 'today' && due !== today) return false;
    if (p.due === 'week' && (due === null || due < today || due > weekEnd)) return false;
    if (p.dueFrom !== undefined && (due === null || due < p.dueFrom)) return false;
    return p.dueTo === undefined || (due !== null && due <= p.dueTo);
  };
  const keep = (o: WorkOrderRecord) =>
    (statuses.size === 0 || statuses.has(o.status)) &&
    (priorities.size === 0 || priorities.has(o.priority)) &&
    (kinds.size === 0 || kinds.has(o.kind)) &&
    (p.assigneeId === undefined || o.assigneeId === (p.assigneeId === 0 ? null : p.assigneeId)) &&
    (deviceNumber === undefined || o.deviceNumber === deviceNumber) &&
    (inLocation === undefined || inLocation.has(ctx.device(o.deviceNumber)?.locationId ?? -1)) &&
    (p.planId === undefined || o.planId === p.planId) &&
    dueFits(o) &&
    matches(o);
  const sorting = parseSorting(source, WORK_ORDER_SORT_KEYS);
  const sortKeys: Record<(typeof WORK_ORDER_SORT_KEYS)[number], (o: WorkOrderRecord) => SortValue> =
    {
      // As a number: the collator would rank 50,000 distinct texts.
      number: (o) => numberKey(o.number),
      title: (o) => o.title,
      priority: (o) => WORK_ORDER_PRIORITIES.indexOf(o.priority),
      status: (o) => WORK_ORDER_STATUSES.indexOf(o.status),
      dueDate: (o) => o.dueDate,
      deviceNumber: (o) => o.deviceNumber,
      assignee: (o) => ctx.userName(o.assigneeId),
      updatedAt: (o) => o.updatedAt,
    };
  // Ties of a sort keep the default order (due date, then number).
  const users = db.loginUsers.map((u) => `${u.id}:${u.fullName}`).join('\u0000');
  const sorted = inSortOrder(db, sortKeys, sorting, users);
  const filtered =
    statuses.size + priorities.size + kinds.size + words.length > 0 ||
    [p.assigneeId, deviceNumber, inLocation, p.planId, p.due, p.dueFrom, p.dueTo].some(
      (v) => v !== undefined,
    );
  const page = paginate(filtered ? sorted.filter(keep) : sorted, parsePaging(source));
  return { workOrders: page.rows.map((o) => summaryOf(o, ctx)), total: page.total };
}

/** GET /api/work-orders/{number}. */
export function getWorkOrder(db: WorkOrderDb, number: unknown): Outcome<WorkOrder> {
  const order = findOrder(db, number);
  return order ? ok(orderOf(order, orderContext(db))) : orderNotFound();
}

// ---------------------------------------------------------------------------------------------
// Who work may be assigned to
// ---------------------------------------------------------------------------------------------

/** A login user whose rules let them work on orders (update them, or manage everything). */
const mayBeAssigned = (user: LoginUser) =>
  can(user.abilityRules, 'update', WORK_ORDER_SUBJECT) || can(user.abilityRules, 'manage', 'all');

/** GET /api/work-orders/assignees: by name. */
export function listAssignees(db: WorkOrderDb): { assignees: WorkOrderAssignee[] } {
  const assignees = db.loginUsers
    .filter(mayBeAssigned)
    .map((u) => ({ id: u.id, fullName: u.fullName, role: u.role }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id - b.id);
  return { assignees };
}

const isAssignable = (db: WorkOrderDb, id: number) =>
  db.loginUsers.some((u) => u.id === id && mayBeAssigned(u));

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/** The next number of the year a write is made in (a year's serials are never given again). */
export function nextNumber(db: WorkOrderDb, stamp: string): string {
  const year = stamp.slice(0, 4);
  const serial = (db.workOrderSerials[year] ?? 0) + 1;
  db.workOrderSerials[year] = serial;
  return formatWorkOrderNumber(Number(year), serial);
}

/**
 * POST /api/work-orders: open when someone who plans work creates it, requested when anyone else
 * raises it (who may not name an assignee). The device, the assignee and a parent order must
 * exist.
 */
export function createWorkOrder(
  db: WorkOrderDb,
  body: unknown,
  user: LoginUser,
): Outcome<WorkOrder> {
  const parsed = check(workOrderCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const actor = actorOf(user);
  const planner = plansWork(actor.rules);
  const issues: ValidationIssue[] = [];
  if (!db.devices.some((d) => d.number === input.deviceNumber))
    issues.push({ path: 'deviceNumber', key: 'unknownDevice' });
  const assigneeId = input.assigneeId ?? null;
  if (assigneeId !== null && !planner) issues.push({ path: 'assigneeId', key: 'planningOnly' });
  else if (assigneeId !== null && !isAssignable(db, assigneeId))
    issues.push({ path: 'assigneeId', key: 'unknownAssignee' });
  const parentNumber = input.parentNumber ?? null;
  if (parentNumber !== null && !findOrder(db, parentNumber))
    issues.push({ path: 'parentNumber', key: 'unknownParentOrder' });
  if (issues.length) return invalid(issues);
  const checklist = input.checklist ?? [];
  const checklistRefused = checkChecklist(checklist);
  if (checklistRefused) return checklistRefused;
  const stamp = writeStamp(db);
  const status = planner ? 'open' : 'requested';
  const order: WorkOrderRecord = {
    number: nextNumber(db, stamp),
    title: input.title,
    kind: input.kind,
    priority: input.priority ?? 'medium',
    status,
    deviceNumber: input.deviceNumber,
    assigneeId,
    dueDate: input.dueDate ?? null,
    plannedStart: input.plannedStart ?? null,
    updatedAt: stamp,
    version: 1,
    planId: null,
    parentNumber,
    requestedById: user.id,
    requestedByName: user.fullName,
    estimatedHours: input.estimatedHours ?? null,
    needsIsolation: input.needsIsolation ?? needsIsolationByDefault(input.kind),
    isolation: null,
    checklist: storedChecklist(checklist),
    labour: [],
    parts: [],
    downtimeStart: null,
    downtimeEnd: null,
    cost: 0,
    completedAt: null,
    completedById: null,
    signOff: null,
    notes: input.notes ?? '',
    createdAt: stamp,
    events: [
      { at: stamp, userId: user.id, userName: user.fullName, from: null, to: status, reason: '' },
    ],
    comments: [],
  };
  db.workOrders.push(order);
  changed(db);
  return created(orderOf(order, orderContext(db)));
}

// ---------------------------------------------------------------------------------------------
// Change
// ---------------------------------------------------------------------------------------------

/** The users and the isolating device a change names must exist. */
function referenceIssues(
  db: WorkOrderDb,
  changes: ReturnType<typeof workOrderUpdateBody.parse>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const isUser = (id: number) => db.loginUsers.some((u) => u.id === id);
  if (
    changes.assigneeId !== undefined &&
    changes.assigneeId !== null &&
    !isAssignable(db, changes.assigneeId)
  )
    issues.push({ path: 'assigneeId', key: 'unknownAssignee' });
  changes.labour?.forEach((line, i) => {
    if (!isUser(line.userId)) issues.push({ path: `labour.${i}.userId`, key: 'unknownUser' });
  });
  if (changes.isolation) {
    if (!isUser(changes.isolation.lockedById))
      issues.push({ path: 'isolation.lockedById', key: 'unknownUser' });
    if (!db.devices.some((d) => d.number === changes.isolation!.isolatingDevice))
      issues.push({ path: 'isolation.isolatingDevice', key: 'unknownIsolatingDevice' });
  }
  return issues;
}

/** The isolation as recorded: who locked it by name, who recorded it and when. */
function recordedIsolation(
  db: WorkOrderDb,
  input: IsolationInput,
  user: LoginUser,
  stamp: string,
): Isolation {
  return {
    isolatingDevice: input.isolatingDevice,
    lockedById: input.lockedById,
    tagNumber: input.tagNumber,
    voltageAbsent: input.voltageAbsent,
    instrument: input.instrument ?? '',
    lockedByName: db.loginUsers.find((u) => u.id === input.lockedById)?.fullName ?? '',
    recordedAt: stamp,
    recordedById: user.id,
  };
}

/**
 * PUT /api/work-orders/{number}: any subset of the fields (arrays replace the stored ones whole),
 * as the rules allow this user (`checkChanges`). With If-Match naming another version: 412 with
 * the order as it is. The version moves on when something changed.
 */
export function updateWorkOrder(
  db: WorkOrderDb,
  number: unknown,
  body: unknown,
  user: LoginUser,
  precondition?: Precondition,
): Outcome<WorkOrder> {
  const order = findOrder(db, number);
  if (!order) return orderNotFound();
  const ctx = orderContext(db);
  if (precondition && !precondition(order.version))
    return preconditionFailed('workOrderChangedElsewhere', orderOf(order, ctx));
  const parsed = check(workOrderUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const changes = parsed.data;
  const refused = checkChanges(order, changes, actorOf(user));
  if (refused) return refused;
  const issues = referenceIssues(db, changes);
  if (issues.length) return invalid(issues);
  const stamp = writeStamp(db);
  const before = JSON.stringify(order);
  const { labour, isolation, checklist, ...fields } = changes;
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(order, { [key]: value });
  if (checklist) order.checklist = storedChecklist(checklist);
  if (labour)
    order.labour = labour.map((line): LabourLine => ({
      userId: line.userId,
      userName: ctx.userName(line.userId) ?? '',
      hours: line.hours,
      date: line.date,
    }));
  if (isolation !== undefined)
    order.isolation = isolation && recordedIsolation(db, isolation, user, stamp);
  order.cost = orderCost(order.labour, order.parts);
  if (JSON.stringify(order) !== before) {
    order.updatedAt = stamp;
    order.version++;
    changed(db);
  }
  return ok(orderOf(order, ctx));
}

// ---------------------------------------------------------------------------------------------
// A step of the order's life
// ---------------------------------------------------------------------------------------------

/** Puts the order's device in `status` as a device change does (its history says who). */
function setDeviceStatus(db: WorkOrderDb, number: string, status: Device['status'], actor: string) {
  const device = db.devices.find((d) => d.number === number);
  if (device && device.status !== status) updateDevice(db, number, { status }, actor);
}

/**
 * The done record a completed order leaves in its device's maintenance, written as a record
 * added by hand is (addMaintenance: the history entry, the next inspection moved). Dated no later
 * than the simulation's today, the day a record may be done by (its samples' "now").
 */
function recordCompletion(db: WorkOrderDb, order: WorkOrderRecord, user: LoginUser, at: string) {
  const ctx = orderContext(db);
  const record = maintenanceRecordOf(
    { ...order, assigneeName: ctx.userName(order.assigneeId) },
    at,
    order.signOff?.name ?? user.fullName,
  );
  const today = todayOf(db.meta.now);
  addMaintenance(
    db,
    order.deviceNumber,
    { ...record, date: record.date > today ? today : record.date },
    user.fullName,
  );
}

/**
 * POST /api/work-orders/{number}/status: a step the rules allow (`checkStep`), with what it does
 * (`stepEffect`): downtime, the device into maintenance or back in service, the completion and
 * its record in the device's maintenance; every step is an event.
 */
export function changeWorkOrderStatus(
  db: WorkOrderDb,
  number: unknown,
  body: unknown,
  user: LoginUser,
  precondition?: Precondition,
): Outcome<WorkOrder> {
  const order = findOrder(db, number);
  if (!order) return orderNotFound();
  if (precondition && !precondition(order.version))
    return preconditionFailed('workOrderChangedElsewhere', orderOf(order, orderContext(db)));
  const parsed = check(workOrderStatusBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const change = parsed.data;
  const actor = actorOf(user);
  const refused = checkStep(order, change, actor);
  if (refused) return refused;
  const stamp = writeStamp(db);
  const effect = stepEffect(order, change, actor, stamp);
  const { deviceStatus, ...fields } = effect;
  order.events.push({
    at: stamp,
    userId: user.id,
    userName: user.fullName,
    from: order.status,
    to: change.status,
    reason: change.reason?.trim() ?? '',
  });
  order.status = change.status;
  Object.assign(order, fields);
  order.updatedAt = stamp;
  order.version++;
  changed(db);
  if (deviceStatus) setDeviceStatus(db, order.deviceNumber, deviceStatus, user.fullName);
  if (change.status === 'done') recordCompletion(db, order, user, stamp);
  if (change.status === 'done' || change.status === 'cancelled')
    planHooks(db)?.afterPlanOrderClosed(db, order);
  return ok(orderOf(order, orderContext(db)));
}

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

/** POST /api/work-orders/{number}/comments: on any order, closed ones too. */
export function addWorkOrderComment(
  db: WorkOrderDb,
  number: unknown,
  body: unknown,
  user: LoginUser,
): Outcome<WorkOrderComment> {
  const order = findOrder(db, number);
  if (!order) return orderNotFound();
  const parsed = check(workOrderCommentBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  let id = 0;
  for (const o of db.workOrders) for (const c of o.comments) if (c.id > id) id = c.id;
  const stamp = writeStamp(db);
  const comment: WorkOrderComment = {
    id: id + 1,
    at: stamp,
    userId: user.id,
    userName: user.fullName,
    text: parsed.data.text,
  };
  order.comments.push(comment);
  order.updatedAt = stamp;
  // The update time is a sort key of the list (its kept orders are made again).
  changed(db);
  return created({ ...comment });
}

// ---------------------------------------------------------------------------------------------
// The home page's figures
// ---------------------------------------------------------------------------------------------

const STATS_DAYS = 90;
const HOUR_MS = 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * GET /api/work-orders/stats over the last 90 days before the simulation's "now": backlog by
 * priority, overdue, PM compliance (preventive and inspection orders due in the period and not
 * cancelled: the share done by their due date), MTTR (corrective and emergency orders done in the
 * period: mean hours from the first start to done), downtime (hours of orders' downtime inside the
 * period, an open one up to now).
 */
export function workOrderStats(db: WorkOrderDb): WorkOrderStats {
  const nowIso = db.meta.now;
  const nowMs = Date.parse(nowIso);
  const today = todayOf(nowIso);
  const since = addDays(today, -STATS_DAYS);
  const sinceMs = nowMs - STATS_DAYS * 24 * HOUR_MS;
  const backlog = { low: 0, medium: 0, high: 0, urgent: 0 };
  const open = new Set<string>(OPEN_WORK_ORDER_STATUSES);
  let overdue = 0;
  let pmDue = 0;
  let pmOnTime = 0;
  let repairs = 0;
  let repairMs = 0;
  let downtimeMs = 0;
  for (const o of db.workOrders) {
    if (open.has(o.status)) backlog[o.priority]++;
    if (isOverdue(o.status, o.dueDate, today)) overdue++;
    const planned = o.kind === 'preventive' || o.kind === 'inspection';
    if (
      planned &&
      o.status !== 'cancelled' &&
      o.dueDate &&
      o.dueDate >= since &&
      o.dueDate < today
    ) {
      pmDue++;
      if (o.status === 'done' && o.completedAt && o.completedAt.slice(0, 10) <= o.dueDate)
        pmOnTime++;
    }
    const repair = o.kind === 'corrective' || o.kind === 'emergency';
    const startedAt = o.events.find((e) => e.to === 'in_progress')?.at;
    if (
      repair &&
      o.status === 'done' &&
      o.completedAt &&
      startedAt &&
      o.completedAt.slice(0, 10) >= since
    ) {
      repairs++;
      repairMs += Date.parse(o.completedAt) - Date.parse(startedAt);
    }
    if (o.downtimeStart) {
      const from = Math.max(Date.parse(o.downtimeStart), sinceMs);
      const to = Math.min(o.downtimeEnd ? Date.parse(o.downtimeEnd) : nowMs, nowMs);
      if (to > from) downtimeMs += to - from;
    }
  }
  return {
    backlog,
    overdue,
    pmCompliance: pmDue === 0 ? null : Math.round((pmOnTime / pmDue) * 1000) / 10,
    mttrHours: repairs === 0 ? null : round2(repairMs / repairs / HOUR_MS),
    downtimeHours: round2(downtimeMs / HOUR_MS),
  };
}
