/**
 * The maintenance plan's rules (docs/domain/maintenance-plans.md), written once for the
 * simulation, the server and the screens: a plan's field rules, its next due dates by trigger, the
 * devices it applies to (a device's plan overrides its type's of the same kind), which orders are
 * due to be made, what a completion, a skip, a postponement or a new condition grade changes.
 * Dates are calendar dates, `YYYY-MM-DD`, in UTC.
 */
import type { DeviceCondition, DeviceStatus } from '../contract/devices';
import type {
  MaintenancePlan,
  MaintenancePlanChanges,
  PlanOccurrenceChange,
} from '../contract/maintenance-plans';
import {
  PLAN_LEAD_DAYS_DEFAULT,
  TYPE_DEFAULT_PLAN_NAME,
  type PlanTrigger,
  type PlanUnit,
} from '../contract/maintenance-plans-values';
import type { ChecklistItem, WorkOrder } from '../contract/work-orders';
import type { WorkOrderStatus } from '../contract/work-orders-values';
import { addDays, dateToMs, DAY_MS } from '../sample/devices/dates';
import { fieldInvalid, invalid, type Failure } from './outcome';
import { sampler, type ReadingSource } from './readings';
import { isClosed, needsIsolationByDefault, storedChecklist } from './work-orders';

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic
// ---------------------------------------------------------------------------------------------

const daysInMonth = (year: number, month0: number) =>
  new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** `months` calendar months after `date`, the day clamped to the month's end (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const day = Math.min(d, daysInMonth(year, month0));
  return `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `every` units after `date` (days, weeks, months, years; hours are not calendar units). */
export function addInterval(date: string, every: number, unit: PlanUnit): string {
  switch (unit) {
    case 'days':
      return addDays(date, every);
    case 'weeks':
      return addDays(date, every * 7);
    case 'months':
      return addMonths(date, every);
    case 'years':
      return addMonths(date, every * 12);
    case 'hours':
      throw new Error('Operating hours are not a calendar interval');
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((dateToMs(to) - dateToMs(from)) / DAY_MS);

// ---------------------------------------------------------------------------------------------
// Due dates
// ---------------------------------------------------------------------------------------------

/** The part of a plan its schedule reads. */
export type PlanTiming = Pick<MaintenancePlan, 'trigger' | 'every' | 'unit' | 'startDate'>;

/** What a device brings to a plan's schedule (docs/domain/maintenance-plans.md, "Due dates"). */
export interface ScheduleContext {
  /**
   * The date the next occurrence counts from, as `anchorAfterDone`/`anchorAfterSkip` stored it:
   * floating and condition, the last completion (a skipped occurrence's due date); fixed, the
   * last handled slot; null when none was handled yet.
   */
  anchor: string | null;
  /** The device's condition grade (condition plans). */
  condition: DeviceCondition | null;
  /** Operating hours since the anchor (runtime plans); null counts as none. */
  operatingHoursSinceAnchor: number | null;
  /** Operating hours a day (runtime plans); 0 or null: no date can be told. */
  dailyOperatingHours: number | null;
  /** The next occurrence was postponed to this date (no order made yet). */
  postponedTo?: string | null;
  today: string;
}

/** The factor a condition grade scales a condition plan's interval by: 1–2 ×1, 3 ×½, 4–5 ×¼. */
export function conditionFactor(grade: DeviceCondition | null): number {
  if (grade === null || grade <= 2) return 1;
  return grade === 3 ? 0.5 : 0.25;
}

/**
 * The `k`-th interval after `base`. Condition plans scaled by their grade count in whole days:
 * the base interval's days from `base`, times the factor, rounded down, at least 1.
 */
function stepFrom(plan: PlanTiming, base: string, k: number, grade: DeviceCondition | null) {
  const factor = plan.trigger === 'condition' ? conditionFactor(grade) : 1;
  if (factor === 1) return addInterval(base, plan.every * k, plan.unit);
  const days = Math.max(
    1,
    Math.floor(daysBetween(base, addInterval(base, plan.every, plan.unit)) * factor),
  );
  return addDays(base, days * k);
}

/** The fixed plan's slots: startDate + k × every (from the start, so month clamps never drift). */
function fixedDates(plan: PlanTiming, ctx: ScheduleContext, count: number): string[] {
  let k = 0;
  if (ctx.anchor !== null) {
    while (stepFrom(plan, plan.startDate, k, null) <= ctx.anchor) k++;
  } else {
    // Never handled: the current period's slot (past due shows overdue), not years of them.
    while (stepFrom(plan, plan.startDate, k + 1, null) <= ctx.today) k++;
  }
  return Array.from({ length: count }, (_, i) => stepFrom(plan, plan.startDate, k + i, null));
}

function floatingDates(plan: PlanTiming, ctx: ScheduleContext, count: number): string[] {
  const grade = ctx.condition;
  const first = ctx.anchor === null ? plan.startDate : stepFrom(plan, ctx.anchor, 1, grade);
  return Array.from({ length: count }, (_, i) => stepFrom(plan, first, i, grade));
}

function runtimeDates(plan: PlanTiming, ctx: ScheduleContext, count: number): (string | null)[] {
  const daily = ctx.dailyOperatingHours ?? 0;
  if (daily <= 0) return Array.from({ length: count }, () => null);
  const since = ctx.operatingHoursSinceAnchor ?? 0;
  return Array.from({ length: count }, (_, i) =>
    addDays(ctx.today, Math.max(0, Math.ceil((plan.every * (i + 1) - since) / daily))),
  );
}

/** The fewest days `every` of a calendar unit can span: a month 28, a year 365. */
const FEWEST_DAYS: Record<Exclude<PlanUnit, 'hours'>, number> = {
  days: 1,
  weeks: 7,
  months: 28,
  years: 365,
};

/**
 * The fewest days from a floating or condition plan's anchor to its next due date, whatever the
 * anchor and the grade (the smallest condition factor scaling it); null for the other triggers.
 * The server's plan job reads only the devices whose anchor is close enough (server/plans).
 */
export function fewestDaysToNext(plan: Pick<PlanTiming, 'trigger' | 'every' | 'unit'>) {
  if ((plan.trigger !== 'floating' && plan.trigger !== 'condition') || plan.unit === 'hours')
    return null;
  const days = plan.every * FEWEST_DAYS[plan.unit];
  if (plan.trigger === 'floating') return days;
  return Math.max(1, Math.floor(days * conditionFactor(5)));
}

/**
 * The next `count` due dates of a plan on one device (the form's preview shows five). A runtime
 * plan whose daily operating hours are unknown or 0 answers nulls. A postponed occurrence comes
 * first, at its new date.
 */
export function nextDueDates(
  plan: PlanTiming,
  ctx: ScheduleContext,
  count: number,
): (string | null)[] {
  const dates =
    plan.trigger === 'fixed'
      ? fixedDates(plan, ctx, count)
      : plan.trigger === 'runtime'
        ? runtimeDates(plan, ctx, count)
        : floatingDates(plan, ctx, count);
  if (!ctx.postponedTo || count === 0) return dates;
  return [ctx.postponedTo, ...dates.slice(1)];
}

/** The anchor a completed plan order leaves: fixed, its slot (due date); else the completion day. */
export function anchorAfterDone(
  trigger: PlanTrigger,
  order: Pick<WorkOrder, 'dueDate'>,
  completedOn: string,
): string {
  return trigger === 'fixed' && order.dueDate ? order.dueDate : completedOn;
}

/** A skipped occurrence counts as done on its due date. */
export const anchorAfterSkip = (dueDate: string) => dueDate;

// ---------------------------------------------------------------------------------------------
// Which devices a plan applies to
// ---------------------------------------------------------------------------------------------

/** The part of a device the plans read. */
export interface PlanDevice {
  number: string;
  name: string;
  typeId: number;
  status: DeviceStatus;
  condition: DeviceCondition;
  lastInspection: string | null;
  commissionDate: string | null;
  /** Deleted devices are out of every plan. */
  deleted: boolean;
}

/** A device as the plans read it (`deleted`: one of the deleted devices' table). */
export const planDeviceOf = (d: Omit<PlanDevice, 'deleted'>, deleted = false): PlanDevice => ({
  number: d.number,
  name: d.name,
  typeId: d.typeId,
  status: d.status,
  condition: d.condition,
  lastInspection: d.lastInspection,
  commissionDate: d.commissionDate,
  deleted,
});

export type PlanScope = Pick<
  MaintenancePlan,
  'id' | 'deviceTypeId' | 'deviceNumber' | 'kind' | 'active'
>;

const sameNumber = (a: string | null, b: string) =>
  a !== null && a.toUpperCase() === b.toUpperCase();

/**
 * Whether `plan` applies to `device`: its own plan, or its type's when no active plan of the
 * device's own has the same kind (the device's plan overrides it).
 */
export function appliesTo(plan: PlanScope, device: PlanDevice, plans: readonly PlanScope[]) {
  if (device.deleted) return false;
  if (plan.deviceNumber !== null) return sameNumber(plan.deviceNumber, device.number);
  if (plan.deviceTypeId !== device.typeId) return false;
  return !plans.some(
    (other) =>
      other.active && other.kind === plan.kind && sameNumber(other.deviceNumber, device.number),
  );
}

/** The devices `plan` applies to, by number. */
export const devicesOfPlan = <D extends PlanDevice>(
  plan: PlanScope,
  devices: readonly D[],
  plans: readonly PlanScope[],
) =>
  devices
    .filter((device) => appliesTo(plan, device, plans))
    .sort((a, b) => a.number.localeCompare(b.number));

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** A plan as generation reads it. */
export type GeneratingPlan = PlanScope &
  PlanTiming &
  Pick<
    MaintenancePlan,
    | 'name'
    | 'leadDays'
    | 'isTypeDefault'
    | 'priority'
    | 'assigneeId'
    | 'checklist'
    | 'needsIsolation'
    | 'estimatedHours'
  >;

/** What generation knows of one plan on one device beyond the device itself. */
export interface PlanDeviceState {
  /** See ScheduleContext.anchor. */
  anchor: string | null;
  postponedTo: string | null;
}

/** An order a plan made: the part generation reads. */
export type PlanOrder = Pick<WorkOrder, 'planId' | 'deviceNumber' | 'status' | 'dueDate'>;

export interface GenerationInput<P extends GeneratingPlan = GeneratingPlan> {
  plans: readonly P[];
  devices: readonly PlanDevice[];
  /** The orders plans made (any state; the closed ones are ignored). */
  orders: readonly PlanOrder[];
  /** The stored state of a plan on a device; none: never handled. */
  stateOf: (planId: number, deviceNumber: string) => PlanDeviceState | undefined;
  /** Operating hours since an anchor and a day, for runtime plans; absent: unknown. */
  hoursOf?: (deviceNumber: string, since: string) => { since: number; daily: number } | undefined;
  today: string;
}

export interface DueOccurrence<P extends GeneratingPlan = GeneratingPlan> {
  plan: P;
  deviceNumber: string;
  dueDate: string;
}

const key = (planId: number, deviceNumber: string) => `${planId}|${deviceNumber.toUpperCase()}`;

/**
 * The anchor of a plan on a device: the stored one; a type's default plan counts from the device's
 * last inspection (or commissioning) when that is later, so its next date is the register's.
 */
export function anchorOf(
  plan: Pick<GeneratingPlan, 'isTypeDefault'>,
  device: PlanDevice,
  state: PlanDeviceState | undefined,
): string | null {
  const stored = state?.anchor ?? null;
  if (!plan.isTypeDefault) return stored;
  const own = device.lastInspection ?? device.commissionDate;
  if (own === null) return stored;
  return stored !== null && stored > own ? stored : own;
}

/** The schedule context of a plan on a device. */
export function contextOf(
  plan: GeneratingPlan,
  device: PlanDevice,
  input: Pick<GenerationInput, 'stateOf' | 'hoursOf' | 'today'>,
): ScheduleContext {
  const state = input.stateOf(plan.id, device.number);
  const anchor = anchorOf(plan, device, state);
  // A runtime plan never handled counts its hours from its start.
  const hours =
    plan.trigger === 'runtime'
      ? input.hoursOf?.(device.number, anchor ?? plan.startDate)
      : undefined;
  return {
    anchor,
    condition: device.condition,
    operatingHoursSinceAnchor: hours?.since ?? null,
    dailyOperatingHours: hours?.daily ?? null,
    postponedTo: state?.postponedTo ?? null,
    today: input.today,
  };
}

/** The next due date of a plan on a device with no open order of it (null: runtime, unknown). */
export const nextDueOf = (
  plan: GeneratingPlan,
  device: PlanDevice,
  input: Pick<GenerationInput, 'stateOf' | 'hoursOf' | 'today'>,
) => nextDueDates(plan, contextOf(plan, device, input), 1)[0] ?? null;

/**
 * The orders to make now: for each active plan and each device it applies to (not retired, not
 * deleted) with no open order of the plan, its next occurrence when `dueDate − leadDays ≤ today`
 * (a past due one too: it shows overdue). One open order per plan and device, however often it
 * runs. Sorted by plan id, then device number, so both sides number them alike.
 */
export function dueOccurrences<P extends GeneratingPlan>(
  input: GenerationInput<P>,
): DueOccurrence<P>[] {
  const open = new Set(
    input.orders
      .filter((o) => o.planId !== null && !isClosed(o.status))
      .map((o) => key(o.planId!, o.deviceNumber)),
  );
  const due: DueOccurrence<P>[] = [];
  for (const plan of [...input.plans].sort((a, b) => a.id - b.id)) {
    if (!plan.active) continue;
    for (const device of devicesOfPlan(plan, input.devices, input.plans)) {
      if (device.status === 'retired' || open.has(key(plan.id, device.number))) continue;
      const dueDate = nextDueOf(plan, device, input);
      if (dueDate !== null && addDays(dueDate, -plan.leadDays) <= input.today)
        due.push({ plan, deviceNumber: device.number, dueDate });
    }
  }
  return due;
}

/** The system's name on a plan-made order's events. */
export const PLAN_ACTOR = 'plan';

/** What a plan's order is made of (the store adds its number, device names, dates, version). */
export interface PlanOrderDraft {
  title: string;
  kind: MaintenancePlan['kind'];
  priority: MaintenancePlan['priority'];
  assigneeId: number | null;
  checklist: ChecklistItem[];
  needsIsolation: boolean;
  estimatedHours: number | null;
  planId: number;
  deviceNumber: string;
  dueDate: string;
  status: Extract<WorkOrderStatus, 'open'>;
  requestedById: null;
  event: { userId: null; userName: string; from: null; to: 'open'; reason: string };
}

/** The order an occurrence makes: the plan's task, its checklist with the answers stripped. */
export function planOrderDraft(occurrence: DueOccurrence): PlanOrderDraft {
  const { plan } = occurrence;
  return {
    title: plan.name,
    kind: plan.kind,
    priority: plan.priority,
    assigneeId: plan.assigneeId,
    checklist: storedChecklist(plan.checklist.map(({ answer: _a, remark: _r, ...item }) => item)),
    needsIsolation: plan.needsIsolation,
    estimatedHours: plan.estimatedHours,
    planId: plan.id,
    deviceNumber: occurrence.deviceNumber,
    dueDate: occurrence.dueDate,
    status: 'open',
    requestedById: null,
    event: { userId: null, userName: PLAN_ACTOR, from: null, to: 'open', reason: PLAN_ACTOR },
  };
}

/**
 * A device's new condition grade: the due date its open, not yet started (requested or open)
 * order of a condition plan moves to, or null when it stays.
 */
export function dueAfterConditionChange(
  plan: GeneratingPlan,
  device: PlanDevice,
  order: Pick<WorkOrder, 'status' | 'dueDate'>,
  input: Pick<GenerationInput, 'stateOf' | 'today'>,
): string | null {
  if (plan.trigger !== 'condition') return null;
  if (order.status !== 'requested' && order.status !== 'open') return null;
  const state = input.stateOf(plan.id, device.number);
  const ctx = contextOf(plan, device, input);
  const dueDate = state?.postponedTo ?? nextDueDates(plan, { ...ctx, postponedTo: null }, 1)[0]!;
  return dueDate === order.dueDate ? null : dueDate;
}

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

/** The fields a stored plan has that its rules read together. */
export type PlanFields = Pick<
  MaintenancePlan,
  'deviceTypeId' | 'deviceNumber' | 'trigger' | 'unit' | 'kind' | 'assigneeId' | 'isTypeDefault'
>;

/** What the rules need to know of the stored data. */
export interface PlanLookups {
  typeExists: (id: number) => boolean;
  /** In the register and not deleted. */
  deviceExists: (number: string) => boolean;
  /** Someone work may be assigned to. */
  isAssignee: (id: number) => boolean;
}

/**
 * The plan after a create or a change, whole: exactly one scope, `hours` only and always with
 * runtime, the type, device and assignee known; a type's default plan keeps its scope, kind and
 * trigger (`changes` names what the request changed). Null when it is fine.
 */
export function checkPlan(
  plan: PlanFields,
  lookups: PlanLookups,
  changes: MaintenancePlanChanges = {},
): Failure | null {
  const hasType = plan.deviceTypeId !== null;
  const hasDevice = plan.deviceNumber !== null;
  if (hasType === hasDevice) return fieldInvalid('deviceTypeId', 'planScopeRequired');
  if ((plan.unit === 'hours') !== (plan.trigger === 'runtime'))
    return fieldInvalid('unit', 'planUnitMismatch');
  if (plan.isTypeDefault) {
    const fixed = (['deviceTypeId', 'deviceNumber', 'kind', 'trigger', 'unit'] as const).filter(
      (field) => changes[field] !== undefined,
    );
    if (fixed.length > 0) return invalid(fixed.map((path) => ({ path, key: 'invalid' as const })));
  }
  if (hasType && !lookups.typeExists(plan.deviceTypeId!))
    return fieldInvalid('deviceTypeId', 'unknownDeviceType');
  if (hasDevice && !lookups.deviceExists(plan.deviceNumber!))
    return fieldInvalid('deviceNumber', 'unknownDevice');
  if (plan.assigneeId !== null && !lookups.isAssignee(plan.assigneeId))
    return fieldInvalid('assigneeId', 'unknownAssignee');
  return null;
}

/** A skip or postpone's own rules: a reason; postpone to a date after today. */
export function checkOccurrenceChange(change: PlanOccurrenceChange, today: string): Failure | null {
  if (!change.reason.trim()) return fieldInvalid('reason', 'reasonRequired');
  if (change.action === 'postpone' && (!change.until || change.until <= today))
    return fieldInvalid('until', 'postponeUntil');
  return null;
}

/** The defaults of a new plan's optional fields. */
export const planDefaults = (kind: MaintenancePlan['kind']) => ({
  active: true,
  checklist: [],
  needsIsolation: needsIsolationByDefault(kind),
  estimatedHours: null,
  leadDays: PLAN_LEAD_DAYS_DEFAULT,
  assigneeId: null,
  priority: 'medium' as const,
});

/** A device type's default inspection plan (docs/domain/maintenance-plans.md, "Nothing lost"). */
export function typeDefaultPlan(
  type: { id: number; inspectionIntervalDays: number },
  today: string,
) {
  return {
    ...planDefaults('inspection'),
    name: TYPE_DEFAULT_PLAN_NAME,
    deviceTypeId: type.id,
    deviceNumber: null,
    kind: 'inspection' as const,
    trigger: 'floating' as const,
    every: type.inspectionIntervalDays,
    unit: 'days' as const,
    startDate: today,
    isTypeDefault: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Operating hours (runtime plans)
// ---------------------------------------------------------------------------------------------

const HOUR_MS = 3_600_000;
/** The days the hours a day are averaged over. */
export const OPERATING_DAYS = 7;

/**
 * Hours the device ran from `fromMs` to `toMs`: each whole hour whose reading (sampled at its
 * start) shows a load above 0, counted only once the device sends readings.
 */
export function operatingHours(source: ReadingSource, fromMs: number, toMs: number): number {
  const load = sampler(source, 'load');
  const start = Math.max(fromMs, source.since ?? Number.POSITIVE_INFINITY);
  let hours = 0;
  for (let t = start; t + HOUR_MS <= toMs; t += HOUR_MS) if (load(t) > 0) hours++;
  return hours;
}

/**
 * What a runtime plan reads of a device: its operating hours since `since` (a date, from its
 * start of day) and its hours a day over the last 7 days before `nowMs`.
 */
export function runtimeHours(
  source: ReadingSource,
  since: string,
  nowMs: number,
): { since: number; daily: number } {
  return {
    since: operatingHours(source, dateToMs(since), nowMs),
    daily: operatingHours(source, nowMs - OPERATING_DAYS * DAY_MS, nowMs) / OPERATING_DAYS,
  };
}
