/**
 * Maintenance plans (docs/domain/maintenance-plans.md): the list, one plan, create, change,
 * delete, the schedule, skipping or postponing an occurrence, and the generation of the orders
 * plans make. Pure functions over the database; every scheduling rule is the shared one
 * (src/api/shared/maintenance-plans.ts).
 */
import type { LoginUser } from '../../contract/auth';
import { check, toInt } from '../../contract/common';
import {
  maintenancePlanCreateBody,
  maintenancePlanListQuery,
  maintenancePlanUpdateBody,
  planOccurrenceBody,
  planScheduleQuery,
  type MaintenancePlan,
  type MaintenancePlanListResponse,
  type PlanOccurrence,
  type PlanOccurrenceResult,
  type PlanSchedule,
} from '../../contract/maintenance-plans';
import { PLAN_SCHEDULE_MAX, PLAN_SORT_KEYS } from '../../contract/maintenance-plans-values';
import { computeNextInspection, todayOf } from '../../sample/devices/dates';
import {
  planOrderRecord,
  type MaintenancePlanData,
  type MaintenancePlanRecord,
  type PlanStateRecord,
} from '../../sample/maintenance-plans';
import type { WorkOrderRecord } from '../../sample/work-orders';
import {
  anchorAfterDone,
  anchorAfterSkip,
  appliesTo,
  checkOccurrenceChange,
  checkPlan,
  devicesOfPlan,
  dueAfterConditionChange,
  dueOccurrences,
  nextDueOf,
  planDefaults,
  planDeviceOf,
  runtimeHours,
  typeDefaultPlan,
  type GenerationInput,
  type PlanDevice,
  type PlanDeviceState,
} from '../../shared/maintenance-plans';
import {
  conflict,
  created,
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  preconditionFailed,
  type Outcome,
} from '../../shared/outcome';
import { readingSource } from '../../shared/readings';
import { isClosed } from '../../shared/work-orders';
import { listQuery, readParams, type ParamSource, type SortKeys } from '../query';
import { registerPlanHooks } from './plan-hooks';
import { writeStamp, type Precondition } from './records';
import {
  getWorkOrder,
  isAssignable,
  nextNumber,
  changed as ordersChanged,
  type WorkOrderDb,
} from './work-orders';

export type PlanDb = WorkOrderDb & MaintenancePlanData;

const planNotFound = () => notFound('maintenancePlanNotFound');

/** A database with plans (the hooks below are called from the device and order writes). */
const hasPlans = (db: object): db is PlanDb => 'maintenancePlans' in db;

// ---------------------------------------------------------------------------------------------
// What the rules read of the database
// ---------------------------------------------------------------------------------------------

/** The register's devices and the deleted ones (out of every plan), as the rules read them. */
function planDevices(db: PlanDb): PlanDevice[] {
  return [
    ...db.devices.map((d) => planDeviceOf(d)),
    ...db.deletedDevices.map((d) => planDeviceOf(d, true)),
  ];
}

const stateKey = (planId: number, deviceNumber: string) => `${planId}|${deviceNumber}`;

function stateLookup(
  db: PlanDb,
): (planId: number, deviceNumber: string) => PlanDeviceState | undefined {
  const states = new Map(db.planStates.map((s) => [stateKey(s.planId, s.deviceNumber), s]));
  return (planId, deviceNumber) => states.get(stateKey(planId, deviceNumber));
}

/** The stored state of a plan on a device, made when first written. */
function stateFor(db: PlanDb, planId: number, deviceNumber: string): PlanStateRecord {
  let state = db.planStates.find((s) => s.planId === planId && s.deviceNumber === deviceNumber);
  if (!state) {
    state = { planId, deviceNumber, anchor: null, postponedTo: null };
    db.planStates.push(state);
  }
  return state;
}

function generationInput(db: PlanDb): GenerationInput<MaintenancePlanRecord> {
  return {
    plans: db.maintenancePlans,
    devices: planDevices(db),
    orders: db.workOrders,
    stateOf: stateLookup(db),
    hoursOf: (number, since) => {
      const device = db.devices.find((d) => d.number === number);
      const type = device && db.deviceTypes.find((t) => t.id === device.typeId);
      return device
        ? runtimeHours(readingSource(device, type), since, Date.parse(db.meta.now))
        : undefined;
    },
    today: todayOf(db.meta.now),
  };
}

/** A plan's open orders, by device. */
function openOrdersOf(db: PlanDb, planId: number): Map<string, WorkOrderRecord> {
  const open = new Map<string, WorkOrderRecord>();
  for (const o of db.workOrders)
    if (o.planId === planId && !isClosed(o.status)) open.set(o.deviceNumber, o);
  return open;
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/**
 * Makes the orders plans have due (dueOccurrences: within their lead days, one open order per plan
 * and device), numbered as any new order. Runs on every plan write and order step, and once the
 * samples are made; running it again makes nothing more.
 */
export function generatePlanOrders(db: PlanDb, stamp = writeStamp(db)): WorkOrderRecord[] {
  const made = dueOccurrences(generationInput(db)).map((occurrence) =>
    planOrderRecord(occurrence, nextNumber(db, stamp), stamp),
  );
  if (made.length) {
    db.workOrders.push(...made);
    ordersChanged(db);
  }
  return made;
}

/**
 * An order a plan made was done or cancelled: a done one's completion becomes the plan's anchor
 * on the device (anchorAfterDone), then the next order is made at once when within lead days.
 */
export function afterPlanOrderClosed(db: object, order: WorkOrderRecord): void {
  if (order.planId === null || !hasPlans(db)) return;
  const plan = db.maintenancePlans.find((p) => p.id === order.planId);
  if (plan) {
    // Cancelled by hand, the occurrence counts as skipped: else it would be made again at once.
    const state = stateFor(db, plan.id, order.deviceNumber);
    // Done no later than the simulation's today (its samples' "now"), as its maintenance record.
    const today = todayOf(db.meta.now);
    const doneOn = (order.completedAt ?? db.meta.now).slice(0, 10);
    state.anchor =
      order.status === 'done'
        ? anchorAfterDone(plan.trigger, order, doneOn > today ? today : doneOn)
        : anchorAfterSkip(order.dueDate ?? today);
    state.postponedTo = null;
  }
  generatePlanOrders(db);
}

/**
 * A device's condition grade changed: the open, not yet started order of each of its condition
 * plans gets its due date worked out again, with an event saying why.
 */
export function afterConditionChange(db: object, deviceNumber: string, actor: string): void {
  if (!hasPlans(db)) return;
  const device = planDevices(db).find((d) => d.number === deviceNumber);
  if (!device) return;
  const input = generationInput(db);
  const stamp = writeStamp(db);
  for (const plan of db.maintenancePlans) {
    if (plan.trigger !== 'condition' || !appliesTo(plan, device, db.maintenancePlans)) continue;
    const order = openOrdersOf(db, plan.id).get(deviceNumber);
    const due = order && dueAfterConditionChange(plan, device, order, input);
    if (!order || !due) continue;
    order.events.push({
      at: stamp,
      userId: null,
      userName: actor,
      from: order.status,
      to: order.status,
      reason: `Condition grade ${device.condition}: due ${order.dueDate} → ${due}`,
    });
    order.dueDate = due;
    order.updatedAt = stamp;
    order.version++;
  }
  ordersChanged(db);
  generatePlanOrders(db);
}

// ---------------------------------------------------------------------------------------------
// Reading a plan
// ---------------------------------------------------------------------------------------------

/**
 * What reading plans needs, made once per call: the devices, the rules' input and the open plan
 * orders by plan and device (a list reads each plan against ~12,000 devices and ~48,000 orders at
 * scale 100).
 */
interface PlanRead {
  input: GenerationInput<MaintenancePlanRecord>;
  byNumber: Map<string, PlanDevice>;
  open: Map<number, Map<string, WorkOrderRecord>>;
}

function readContext(db: PlanDb): PlanRead {
  const input = generationInput(db);
  const open = new Map<number, Map<string, WorkOrderRecord>>();
  for (const o of db.workOrders) {
    if (o.planId === null || isClosed(o.status)) continue;
    let byDevice = open.get(o.planId);
    if (!byDevice) open.set(o.planId, (byDevice = new Map()));
    byDevice.set(o.deviceNumber, o);
  }
  return { input, byNumber: new Map(input.devices.map((d) => [d.number, d])), open };
}

function planOf(db: PlanDb, plan: MaintenancePlanRecord, read = readContext(db)): MaintenancePlan {
  const device = plan.deviceNumber === null ? undefined : read.byNumber.get(plan.deviceNumber);
  const type = db.deviceTypes.find((t) => t.id === (plan.deviceTypeId ?? device?.typeId));
  const schedule = occurrencesOf(db, plan, undefined, read);
  const dates = schedule.map((o) => o.dueDate).filter((d): d is string => d !== null);
  return {
    ...structuredClone(plan),
    deviceTypeName: type?.name ?? '',
    deviceName: plan.deviceNumber === null ? null : (device?.name ?? ''),
    assigneeName:
      plan.assigneeId === null
        ? null
        : (db.loginUsers.find((u) => u.id === plan.assigneeId)?.fullName ?? ''),
    openOrders: read.open.get(plan.id)?.size ?? 0,
    nextDue: dates.length ? dates.reduce((a, b) => (a < b ? a : b)) : null,
  };
}

/** Each device's next occurrence of the plan: its open order's due date, else the next one. */
function occurrencesOf(
  db: PlanDb,
  plan: MaintenancePlanRecord,
  only?: string,
  read = readContext(db),
): PlanOccurrence[] {
  const { input } = read;
  const open = read.open.get(plan.id) ?? new Map<string, WorkOrderRecord>();
  return devicesOfPlan(plan, input.devices, db.maintenancePlans)
    .filter((d) => (only === undefined || d.number === only) && d.status !== 'retired')
    .map((device) => {
      const order = open.get(device.number);
      return {
        deviceNumber: device.number,
        deviceName: device.name,
        dueDate: order ? order.dueDate : plan.active ? nextDueOf(plan, device, input) : null,
        orderNumber: order?.number ?? null,
      };
    })
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
        a.deviceNumber.localeCompare(b.deviceNumber),
    );
}

function findPlan(db: PlanDb, id: unknown): MaintenancePlanRecord | undefined {
  const wanted = toInt(id);
  return wanted === undefined ? undefined : db.maintenancePlans.find((p) => p.id === wanted);
}

const SORT_KEYS: SortKeys<MaintenancePlan, (typeof PLAN_SORT_KEYS)[number]> = {
  name: 'name',
  nextDue: 'nextDue',
  updatedAt: (p) => Date.parse(p.updatedAt) || 0,
};

/**
 * GET /api/maintenance-plans: q over name, type name and device number; deviceTypeId (the type's
 * own plans), deviceNumber (the plans that apply to the device, overrides applied), kind, trigger,
 * active; default order name (then id).
 */
export function listMaintenancePlans(db: PlanDb, source: ParamSource): MaintenancePlanListResponse {
  const p = readParams(maintenancePlanListQuery, source);
  const wantedDevice = p.deviceNumber?.toUpperCase() || undefined;
  const read = readContext(db);
  const device = wantedDevice ? read.byNumber.get(wantedDevice) : undefined;
  const rows = [...db.maintenancePlans]
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)
    .filter(
      (plan) =>
        (p.deviceTypeId === undefined || plan.deviceTypeId === p.deviceTypeId) &&
        (wantedDevice === undefined ||
          (device !== undefined && appliesTo(plan, device, db.maintenancePlans))) &&
        (p.kind === undefined || plan.kind === p.kind) &&
        (p.trigger === undefined || plan.trigger === p.trigger) &&
        (p.active === undefined || plan.active === (p.active === 'true')),
    )
    .map((plan) => planOf(db, plan, read));
  const page = listQuery(rows, source, {
    search: (plan) => [plan.name, plan.deviceTypeName, plan.deviceNumber],
    sortKeys: SORT_KEYS,
  });
  return { plans: page.rows, total: page.total };
}

/** GET /api/maintenance-plans/{id}. */
export function getMaintenancePlan(db: PlanDb, id: unknown): Outcome<MaintenancePlan> {
  const plan = findPlan(db, id);
  return plan ? ok(planOf(db, plan)) : planNotFound();
}

/** GET /api/maintenance-plans/{id}/schedule ?deviceNumber: at most 100 devices, soonest first. */
export function getPlanSchedule(
  db: PlanDb,
  id: unknown,
  source: ParamSource,
): Outcome<PlanSchedule> {
  const plan = findPlan(db, id);
  if (!plan) return planNotFound();
  const { deviceNumber } = readParams(planScheduleQuery, source);
  const occurrences = occurrencesOf(db, plan, deviceNumber?.toUpperCase() || undefined);
  return ok({ occurrences: occurrences.slice(0, PLAN_SCHEDULE_MAX) });
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

function lookups(db: PlanDb) {
  return {
    typeExists: (id: number) => db.deviceTypes.some((t) => t.id === id),
    deviceExists: (number: string) => db.devices.some((d) => d.number === number),
    isAssignee: (id: number) => isAssignable(db, id),
  };
}

/** POST /api/maintenance-plans: the defaults of the optional fields, then its orders due now. */
export function createMaintenancePlan(db: PlanDb, body: unknown): Outcome<MaintenancePlan> {
  const parsed = check(maintenancePlanCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const stamp = writeStamp(db);
  const plan: MaintenancePlanRecord = {
    id: db.maintenancePlans.reduce((max, p) => Math.max(max, p.id), 0) + 1,
    ...planDefaults(input.kind),
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    name: input.name,
    kind: input.kind,
    trigger: input.trigger,
    every: input.every,
    unit: input.unit,
    startDate: input.startDate,
    deviceTypeId: input.deviceTypeId ?? null,
    deviceNumber: input.deviceNumber ?? null,
    isTypeDefault: false,
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
  };
  const refused = checkPlan(plan, lookups(db));
  if (refused) return refused;
  db.maintenancePlans.push(plan);
  generatePlanOrders(db, stamp);
  return created(planOf(db, plan));
}

/**
 * PUT /api/maintenance-plans/{id}: any subset, the plan after it checked whole (checkPlan). A
 * type's default plan's interval is the type's inspection interval: both move together.
 */
export function updateMaintenancePlan(
  db: PlanDb,
  id: unknown,
  body: unknown,
  precondition?: Precondition,
): Outcome<MaintenancePlan> {
  const plan = findPlan(db, id);
  if (!plan) return planNotFound();
  if (precondition && !precondition(plan.version))
    return preconditionFailed('maintenancePlanChangedElsewhere', planOf(db, plan));
  const parsed = check(maintenancePlanUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const changes = Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => v !== undefined),
  );
  const after: MaintenancePlanRecord = { ...plan, ...changes };
  const refused = checkPlan(after, lookups(db), parsed.data);
  if (refused) return refused;
  if (JSON.stringify(after) === JSON.stringify(plan)) return ok(planOf(db, plan));
  const stamp = writeStamp(db);
  Object.assign(plan, after, { updatedAt: stamp, version: plan.version + 1 });
  if (plan.isTypeDefault) syncTypeInterval(db, plan, stamp);
  generatePlanOrders(db, stamp);
  return ok(planOf(db, plan));
}

/** A default plan's interval changed: its type's inspection interval, and its devices' next. */
function syncTypeInterval(db: PlanDb, plan: MaintenancePlanRecord, stamp: string) {
  const type = db.deviceTypes.find((t) => t.id === plan.deviceTypeId);
  if (!type || type.inspectionIntervalDays === plan.every) return;
  type.inspectionIntervalDays = plan.every;
  type.updatedAt = stamp;
  type.version++;
  for (const device of db.devices)
    if (device.typeId === type.id) {
      device.nextInspection = computeNextInspection(
        device.lastInspection,
        device.commissionDate,
        plan.every,
      );
    }
}

/** A device type's interval changed (PUT /api/device-types/{id}): its default plan follows. */
export function afterTypeIntervalChange(db: object, typeId: number): void {
  if (!hasPlans(db)) return;
  const type = db.deviceTypes.find((t) => t.id === typeId);
  const plan = db.maintenancePlans.find((p) => p.isTypeDefault && p.deviceTypeId === typeId);
  if (!type || !plan || plan.every === type.inspectionIntervalDays) return;
  plan.every = type.inspectionIntervalDays;
  plan.updatedAt = writeStamp(db);
  plan.version++;
  generatePlanOrders(db);
}

/** A new device type gets its default inspection plan (docs/domain/maintenance-plans.md). */
export function afterTypeCreated(
  db: object,
  type: { id: number; inspectionIntervalDays: number },
): void {
  if (!hasPlans(db)) return;
  const stamp = writeStamp(db);
  db.maintenancePlans.push({
    id: db.maintenancePlans.reduce((max, p) => Math.max(max, p.id), 0) + 1,
    ...typeDefaultPlan(type, todayOf(db.meta.now)),
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
  });
}

/**
 * A device type was deleted (it had no devices): its plans go with it, the default one too; the
 * orders they made keep their planId, as after a plan's delete.
 */
export function afterTypeDeleted(db: object, typeId: number): void {
  if (!hasPlans(db)) return;
  const gone = new Set(
    db.maintenancePlans.filter((p) => p.deviceTypeId === typeId).map((p) => p.id),
  );
  db.maintenancePlans = db.maintenancePlans.filter((p) => !gone.has(p.id));
  db.planStates = db.planStates.filter((s) => !gone.has(s.planId));
}

/** DELETE /api/maintenance-plans/{id}: not a type's default (409); its orders keep their planId. */
export function deleteMaintenancePlan(
  db: PlanDb,
  id: unknown,
  precondition?: Precondition,
): Outcome<null> {
  const plan = findPlan(db, id);
  if (!plan) return planNotFound();
  if (precondition && !precondition(plan.version))
    return preconditionFailed('maintenancePlanChangedElsewhere', planOf(db, plan));
  if (plan.isTypeDefault) return conflict('planIsTypeDefault');
  db.maintenancePlans = db.maintenancePlans.filter((p) => p.id !== plan.id);
  db.planStates = db.planStates.filter((s) => s.planId !== plan.id);
  // The type's plan a deleted device plan overrode applies again.
  generatePlanOrders(db);
  return noContent();
}

/**
 * POST /api/maintenance-plans/{id}/occurrence: skip (the open order cancelled with the reason; the
 * occurrence counts as done on its due date) or postpone (the open order's due date, else the next
 * occurrence, moves to `until`), by someone who plans work.
 */
export function changePlanOccurrence(
  db: PlanDb,
  id: unknown,
  body: unknown,
  user: LoginUser,
): Outcome<PlanOccurrenceResult> {
  const plan = findPlan(db, id);
  if (!plan) return planNotFound();
  const parsed = check(planOccurrenceBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const change = parsed.data;
  const today = todayOf(db.meta.now);
  const refused = checkOccurrenceChange(change, today);
  if (refused) return refused;
  const device = planDevices(db).find((d) => d.number === change.deviceNumber);
  if (!device || !appliesTo(plan, device, db.maintenancePlans) || device.status === 'retired')
    return failure('planNotForDevice', 409);
  const stamp = writeStamp(db);
  const order = openOrdersOf(db, plan.id).get(device.number);
  const state = stateFor(db, plan.id, device.number);
  const reason = change.reason.trim();
  if (change.action === 'postpone') {
    if (!order) {
      state.postponedTo = change.until!;
      generatePlanOrders(db, stamp);
      const made = openOrdersOf(db, plan.id).get(device.number);
      return made ? getWorkOrder(db, made.number) : ok({ dueDate: change.until! });
    }
    order.events.push({
      at: stamp,
      userId: user.id,
      userName: user.fullName,
      from: order.status,
      to: order.status,
      reason,
    });
    order.dueDate = change.until!;
    state.postponedTo = change.until!;
  } else {
    const due = order?.dueDate ?? nextDueOf(plan, device, generationInput(db));
    if (due === null) return failure('planNotForDevice', 409);
    state.anchor = anchorAfterSkip(due);
    state.postponedTo = null;
    if (!order) {
      generatePlanOrders(db, stamp);
      return ok({ dueDate: nextDueOf(plan, device, generationInput(db)) });
    }
    order.events.push({
      at: stamp,
      userId: user.id,
      userName: user.fullName,
      from: order.status,
      to: 'cancelled',
      reason,
    });
    order.status = 'cancelled';
  }
  order.updatedAt = stamp;
  order.version++;
  ordersChanged(db);
  const number = order.number;
  if (change.action === 'skip') generatePlanOrders(db, stamp);
  return getWorkOrder(db, number);
}

// The device, type and work order queries reach these through plan-hooks.ts (no import cycle).
registerPlanHooks({
  afterConditionChange,
  afterPlanOrderClosed,
  afterTypeCreated,
  afterTypeIntervalChange,
  afterTypeDeleted,
});
