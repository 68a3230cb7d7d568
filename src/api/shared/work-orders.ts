/**
 * The work order's rules (docs/domain/work-orders.md), written once for the simulation, the
 * server and the screens: which steps of the state machine exist, who may take them and what
 * each needs; which fields who may change; the derived cost, overdue flag and checklist outcome;
 * what a completed order leaves in the device's maintenance record.
 */
import { can } from '@/auth/ability';
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';

import type { AbilityRule } from '../contract/auth';
import type { MaintenanceKind, MaintenanceResult } from '../contract/devices-values';
import type {
  ChecklistItem,
  ChecklistItemInput,
  WorkOrder,
  WorkOrderChanges,
  WorkOrderStatusChange,
} from '../contract/work-orders';
import {
  ISOLATING_KINDS,
  LABOUR_RATE_USD,
  type WorkOrderKind,
  type WorkOrderStatus,
} from '../contract/work-orders-values';
import { conflict, failure, fieldInvalid, type Failure } from './outcome';

/** Who acts: the session's user and the ability rules it signed in with. */
export interface Actor {
  userId: number;
  rules: readonly AbilityRule[];
}

/** The part of an order the rules read. */
export type OrderState = Pick<
  WorkOrder,
  'status' | 'assigneeId' | 'needsIsolation' | 'isolation' | 'checklist'
>;

/** The steps of the state machine: from each state, the states it may go to. */
export const WORK_ORDER_STEPS: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  requested: ['open', 'cancelled'],
  open: ['in_progress', 'cancelled'],
  in_progress: ['on_hold', 'done', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  done: ['open'],
  cancelled: [],
};

/**
 * Steps that need a reason: putting on hold, cancelling, reopening a done order (the screens ask
 * for it before sending the step).
 */
export const NEEDS_REASON = (from: WorkOrderStatus, to: WorkOrderStatus) =>
  to === 'on_hold' || to === 'cancelled' || (from === 'done' && to === 'open');

/** Plans work: creates open orders, assigns, changes the planning fields, approves requests. */
export const plansWork = (rules: readonly AbilityRule[]) =>
  can(rules, 'manage', WORK_ORDER_SUBJECT);

/** Reopens a done order: only an administrator (who manages everything). */
const isAdmin = (rules: readonly AbilityRule[]) => can(rules, 'manage', 'all');

/** May work on this order: whoever plans work, or the assignee with the right to update orders. */
export function mayWorkOn(order: Pick<WorkOrder, 'assigneeId'>, actor: Actor): boolean {
  if (plansWork(actor.rules)) return true;
  return can(actor.rules, 'update', WORK_ORDER_SUBJECT) && order.assigneeId === actor.userId;
}

/** A closed order (done or cancelled) changes only by a step (reopening), never by an edit. */
export const isClosed = (status: WorkOrderStatus) => status === 'done' || status === 'cancelled';

/** Required checklist items without an answer. */
export const unansweredRequired = (checklist: readonly ChecklistItem[]) =>
  checklist.filter((item) => item.required && (item.answer === null || item.answer === false))
    .length;

/** Who may not take a step at all (403), before what the step needs is looked at. */
function refusedActor(order: OrderState, to: WorkOrderStatus, actor: Actor): Failure | null {
  if (order.status === 'done' && to === 'open')
    return isAdmin(actor.rules) ? null : failure('onlyAdminReopens', 403);
  if (order.status === 'requested' && to === 'open')
    return plansWork(actor.rules) ? null : failure('onlyPlannerApproves', 403);
  return mayWorkOn(order, actor) ? null : failure('notYourOrder', 403);
}

/**
 * Why a step is refused, or null when it may be taken: 409 for a step the state machine does not
 * have or a rule of the order (isolation, assignee, checklist), 403 for who may not, 400 for a
 * missing reason or sign-off (a field of the step's form).
 */
export function checkStep(
  order: OrderState,
  change: WorkOrderStatusChange,
  actor: Actor,
): Failure | null {
  const { status: from } = order;
  const to = change.status;
  if (!WORK_ORDER_STEPS[from].includes(to)) return conflict('transitionNotAllowed');
  const refused = refusedActor(order, to, actor);
  if (refused) return refused;
  if (NEEDS_REASON(from, to) && !change.reason?.trim())
    return fieldInvalid('reason', 'reasonRequired');
  if (to === 'in_progress') {
    if (order.assigneeId === null) return conflict('assigneeRequired');
    if (order.needsIsolation && order.isolation === null) return conflict('isolationRequired');
  }
  if (to === 'done') {
    const left = unansweredRequired(order.checklist);
    if (left > 0) return failure('checklistIncomplete', 409, { count: left });
    if (!change.signOff?.trim()) return fieldInvalid('signOff', 'signOffRequired');
  }
  return null;
}

/**
 * The steps this actor may offer on the order (the detail's header): the state machine's steps
 * they are allowed to take. Rules of the order itself (isolation, checklist) are not filtered
 * out: taking the step answers why it is refused, which the screen shows.
 */
export function nextSteps(order: OrderState, actor: Actor): WorkOrderStatus[] {
  return WORK_ORDER_STEPS[order.status].filter((to) => !refusedActor(order, to, actor));
}

/** The fields of a change only someone who plans work may send. */
const PLANNING_FIELDS = [
  'title',
  'kind',
  'priority',
  'assigneeId',
  'dueDate',
  'plannedStart',
  'estimatedHours',
  'needsIsolation',
] as const satisfies readonly (keyof WorkOrderChanges)[];

/** An item's question (not its answer): what the assignee may not change. */
const question = (item: ChecklistItemInput | ChecklistItem) =>
  JSON.stringify([
    item.key,
    item.text,
    item.kind,
    item.required,
    item.unit ?? null,
    item.min ?? null,
    item.max ?? null,
  ]);

/**
 * Why a change (PUT) is refused before it is applied: a closed order (409), someone neither
 * planning work nor assigned (403), an assignee changing the plan (400 on the field), checklist
 * keys repeated or answers of the wrong kind (400).
 */
export function checkChanges(
  order: OrderState,
  changes: WorkOrderChanges,
  actor: Actor,
): Failure | null {
  if (isClosed(order.status)) return conflict('workOrderClosed');
  if (!mayWorkOn(order, actor)) return failure('notYourOrder', 403);
  if (!plansWork(actor.rules)) {
    const field = PLANNING_FIELDS.find((name) => changes[name] !== undefined);
    if (field) return fieldInvalid(field, 'planningOnly');
    if (
      changes.checklist &&
      (changes.checklist.length !== order.checklist.length ||
        changes.checklist.some((item, i) => question(item) !== question(order.checklist[i]!)))
    )
      return fieldInvalid('checklist', 'planningOnly');
  }
  return changes.checklist ? checkChecklist(changes.checklist) : null;
}

/** Keys unique, and each answer of its item's kind. */
export function checkChecklist(items: readonly ChecklistItemInput[]): Failure | null {
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) return fieldInvalid('checklist', 'invalid');
    keys.add(item.key);
    const answer = item.answer ?? null;
    if (answer === null) continue;
    const fits =
      (item.kind === 'check' && typeof answer === 'boolean') ||
      (item.kind === 'number' && typeof answer === 'number') ||
      (item.kind === 'verdict' && typeof answer === 'string');
    if (!fits) return fieldInvalid('checklist', 'invalid');
  }
  return null;
}

/** A checklist as stored: every optional part filled in. */
export function storedChecklist(items: readonly ChecklistItemInput[]): ChecklistItem[] {
  return items.map((item) => ({
    key: item.key,
    text: item.text,
    kind: item.kind,
    required: item.required,
    unit: item.unit ?? null,
    min: item.min ?? null,
    max: item.max ?? null,
    answer: item.answer ?? null,
    remark: item.remark ?? '',
  }));
}

/** Whether a kind of work needs the device isolated when the order does not say. */
export const needsIsolationByDefault = (kind: WorkOrderKind) => ISOLATING_KINDS.includes(kind);

/** Labour at the labour rate plus parts, in dollars to the cent. */
export function orderCost(
  labour: readonly { hours: number }[],
  parts: readonly { quantity: number; unitCost: number }[],
): number {
  const cents =
    labour.reduce((sum, line) => sum + Math.round(line.hours * LABOUR_RATE_USD * 100), 0) +
    parts.reduce((sum, part) => sum + Math.round(part.quantity * part.unitCost * 100), 0);
  return cents / 100;
}

/** Not done or cancelled and due before today (`today` as YYYY-MM-DD). */
export const isOverdue = (status: WorkOrderStatus, dueDate: string | null, today: string) =>
  !isClosed(status) && dueDate !== null && dueDate < today;

/** An answered number outside its limits. */
const outOfLimits = (item: ChecklistItem) =>
  typeof item.answer === 'number' &&
  ((item.min !== null && item.answer < item.min) || (item.max !== null && item.answer > item.max));

/** The worst answer of a checklist: a fail (or a number out of limits), a flag, or a pass. */
export function checklistOutcome(checklist: readonly ChecklistItem[]): 'pass' | 'flag' | 'fail' {
  if (checklist.some((item) => item.answer === 'fail' || outOfLimits(item))) return 'fail';
  return checklist.some((item) => item.answer === 'flag') ? 'flag' : 'pass';
}

/** WO-YYYY-NNNNN. */
export const formatWorkOrderNumber = (year: number, serial: number) =>
  `WO-${String(year).padStart(4, '0')}-${String(serial).padStart(5, '0')}`;

/** What a step changes on the order besides its status, and on its device. */
export interface StepEffect {
  downtimeStart?: string;
  downtimeEnd?: string;
  completedAt?: string | null;
  completedById?: number | null;
  signOff?: WorkOrder['signOff'];
  /** The device goes into maintenance (downtime starts) or back in service (it ends). */
  deviceStatus?: 'maintenance' | 'in_service';
}

/**
 * Downtime starts when work on an isolated device starts (the device is in maintenance) and ends
 * when the order is done or cancelled (the device is back in service); completing records who
 * signed, reopening clears it (the events keep the earlier completion).
 */
export function stepEffect(
  order: Pick<WorkOrder, 'status' | 'needsIsolation' | 'downtimeStart' | 'downtimeEnd'>,
  change: WorkOrderStatusChange,
  actor: Actor,
  now: string,
): StepEffect {
  const effect: StepEffect = {};
  const downtimeOpen = order.downtimeStart !== null && order.downtimeEnd === null;
  if (change.status === 'in_progress' && order.needsIsolation && !downtimeOpen) {
    effect.downtimeStart = now;
    effect.deviceStatus = 'maintenance';
  }
  if ((change.status === 'done' || change.status === 'cancelled') && downtimeOpen) {
    effect.downtimeEnd = now;
    effect.deviceStatus = 'in_service';
  }
  if (change.status === 'done') {
    effect.completedAt = now;
    effect.completedById = actor.userId;
    effect.signOff = { name: change.signOff!.trim(), at: now, userId: actor.userId };
  }
  if (order.status === 'done' && change.status === 'open') {
    effect.completedAt = null;
    effect.completedById = null;
    effect.signOff = null;
  }
  return effect;
}

/** The maintenance kind a completed order is recorded as in the device's maintenance. */
const RECORD_KIND: Record<WorkOrderKind, MaintenanceKind> = {
  inspection: 'inspection',
  preventive: 'preventive',
  corrective: 'corrective',
  test: 'test',
  emergency: 'corrective',
  request: 'corrective',
};
const RECORD_RESULT = {
  pass: 'pass',
  flag: 'pass_with_remarks',
  fail: 'fail',
} as const satisfies Record<'pass' | 'flag' | 'fail', MaintenanceResult>;

/**
 * The done maintenance record a completed order leaves on its device (its Maintenance tab, cost
 * and next inspection read records): date, kind, who, result from the checklist, cost, downtime.
 */
export function maintenanceRecordOf(
  order: Pick<
    WorkOrder,
    | 'number'
    | 'title'
    | 'kind'
    | 'checklist'
    | 'labour'
    | 'parts'
    | 'assigneeName'
    | 'downtimeStart'
    | 'downtimeEnd'
    | 'notes'
  >,
  completedAt: string,
  signedBy: string,
) {
  const hours =
    order.downtimeStart && order.downtimeEnd
      ? (Date.parse(order.downtimeEnd) - Date.parse(order.downtimeStart)) / 3_600_000
      : 0;
  return {
    kind: RECORD_KIND[order.kind],
    date: completedAt.slice(0, 10),
    technician: order.assigneeName ?? signedBy,
    status: 'done' as const,
    result: RECORD_RESULT[checklistOutcome(order.checklist)],
    notes: `${order.number} ${order.title}`.slice(0, 2000),
    cost: orderCost(order.labour, order.parts),
    downtimeHours: Math.round(hours * 100) / 100,
  };
}
