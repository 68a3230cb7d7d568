/**
 * The work order writes of docs/domain/work-orders.md: create (its number taken under the year's
 * counter row), change (If-Match → 412; who may change what by the shared checkChanges) and
 * comment. Each is one transaction with its audit entry; the bodies are read by the contract's
 * schemas and the rules are src/api/shared/work-orders.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';

import { check, type ValidationIssue } from '../../src/api/contract/common';
import {
  workOrderCommentBody,
  workOrderCreateBody,
  workOrderUpdateBody,
  type WorkOrder,
  type WorkOrderComment,
} from '../../src/api/contract/work-orders';
import type { Precondition } from '../../src/api/shared/answer';
import { created, invalid, notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import {
  checkChanges,
  checkChecklist,
  formatWorkOrderNumber,
  needsIsolationByDefault,
  orderCost,
  plansWork,
  storedChecklist,
} from '../../src/api/shared/work-orders';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';
import type { WriteContext } from '../devices/writes';
import { assignee, userNames } from './people';
import { findOrderRow, lockedOrder, normalizeOrderNumber, toComment, toWorkOrder } from './rows';

type Tx = Transaction<Database>;

/** The year's next serial: the counter row's upsert locks it, so no two creates share one. */
async function nextOrderNumber(tx: Tx, year: number): Promise<string> {
  const { last } = await tx
    .insertInto('work_order_serials')
    .values({ year, last: 1 })
    .onConflict((c) =>
      c.column('year').doUpdateSet((eb) => ({ last: eb('work_order_serials.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return formatWorkOrderNumber(year, last);
}

async function deviceInRegister(tx: Tx, number: string) {
  return tx
    .selectFrom('devices')
    .select('number')
    .where('number', '=', number.trim().toUpperCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** POST /api/work-orders: 201 with the order; open by a planner, requested by anyone else. */
export function createWorkOrder(
  db: Kysely<Database>,
  body: unknown,
  context: WriteContext,
): Promise<Outcome<WorkOrder>> {
  const parsed = check(workOrderCreateBody, body);
  if (!parsed.ok) return Promise.resolve(invalid(parsed.issues));
  return db.transaction().execute((tx) => createWorkOrderIn(tx, body, context));
}

/**
 * The same inside a transaction of another write (a test result's corrective order is made in
 * the result's transaction: docs/domain/electrical-tests.md).
 */
export async function createWorkOrderIn(
  tx: Tx,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<WorkOrder>> {
  const parsed = check(workOrderCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const planner = plansWork(user.abilityRules);
  const today = now.slice(0, 10);
  const issues: ValidationIssue[] = [];
  const device = await deviceInRegister(tx, input.deviceNumber);
  if (!device) issues.push({ path: 'deviceNumber', key: 'unknownDevice' });
  const assigneeId = input.assigneeId ?? null;
  if (assigneeId !== null && !planner) issues.push({ path: 'assigneeId', key: 'planningOnly' });
  else if (assigneeId !== null && !(await assignee(tx, assigneeId)))
    issues.push({ path: 'assigneeId', key: 'unknownAssignee' });
  const parent = input.parentNumber ? normalizeOrderNumber(input.parentNumber) : null;
  if (parent && !(await findOrderRow(tx, parent)))
    issues.push({ path: 'parentNumber', key: 'unknownParentOrder' });
  if (issues.length || !device) return invalid(issues);
  const checklist = input.checklist ?? [];
  const badChecklist = checkChecklist(checklist);
  if (badChecklist) return badChecklist;
  const number = await nextOrderNumber(tx, Number(today.slice(0, 4)));
  const status = planner ? 'open' : 'requested';
  await tx
    .insertInto('work_orders')
    .values({
      number,
      title: input.title,
      kind: input.kind,
      priority: input.priority ?? 'medium',
      status,
      device_number: device.number,
      plan_id: null,
      parent_number: parent,
      requested_by_id: user.id,
      requested_by_name: user.fullName,
      assignee_id: assigneeId,
      due_date: input.dueDate ?? null,
      planned_start: input.plannedStart ?? null,
      estimated_hours: input.estimatedHours ?? null,
      needs_isolation: input.needsIsolation ?? needsIsolationByDefault(input.kind),
      isolation: null,
      checklist: JSON.stringify(storedChecklist(checklist)),
      labour: '[]',
      parts: '[]',
      cost: 0,
      sign_off: null,
      notes: input.notes ?? '',
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  await tx
    .insertInto('work_order_events')
    .values({
      order_number: number,
      at: now,
      user_id: user.id,
      user_name: user.fullName,
      from_status: null,
      to_status: status,
      reason: '',
    })
    .execute();
  await writeAudit(tx, user, 'createWorkOrder', number);
  return created(await toWorkOrder(tx, (await findOrderRow(tx, number))!, today));
}

type Changes = z.output<typeof workOrderUpdateBody>;

/** A value as JSON with every object's keys sorted: jsonb gives them back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** The users and devices a change names must exist. */
async function referenceIssues(tx: Tx, changes: Changes): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (changes.assigneeId != null && !(await assignee(tx, changes.assigneeId)))
    issues.push({ path: 'assigneeId', key: 'unknownAssignee' });
  const names = await userNames(tx, [
    ...(changes.labour ?? []).map((line) => line.userId),
    ...(changes.isolation ? [changes.isolation.lockedById] : []),
  ]);
  (changes.labour ?? []).forEach((line, i) => {
    if (!names.has(line.userId)) issues.push({ path: `labour.${i}.userId`, key: 'unknownUser' });
  });
  if (changes.isolation) {
    if (!names.has(changes.isolation.lockedById))
      issues.push({ path: 'isolation.lockedById', key: 'unknownUser' });
    if (!(await deviceInRegister(tx, changes.isolation.isolatingDevice)))
      issues.push({ path: 'isolation.isolatingDevice', key: 'unknownIsolatingDevice' });
  }
  return issues;
}

/** The order's fields a change may set, as the order holds them. */
type Editable = Pick<
  WorkOrder,
  | 'title'
  | 'kind'
  | 'priority'
  | 'assigneeId'
  | 'dueDate'
  | 'plannedStart'
  | 'estimatedHours'
  | 'needsIsolation'
  | 'notes'
  | 'checklist'
  | 'labour'
  | 'parts'
  | 'isolation'
  | 'cost'
>;

/** The order's editable fields after a change (what it does not name stays as it is). */
async function applied(
  tx: Tx,
  order: WorkOrder,
  changes: Changes,
  { user, now }: WriteContext,
): Promise<Editable> {
  const { labour, isolation, checklist, parts, ...fields } = changes;
  const names = await userNames(tx, [
    ...(labour ?? []).map((line) => line.userId),
    ...(isolation ? [isolation.lockedById] : []),
  ]);
  const after: Editable = {
    title: order.title,
    kind: order.kind,
    priority: order.priority,
    assigneeId: order.assigneeId,
    dueDate: order.dueDate,
    plannedStart: order.plannedStart,
    estimatedHours: order.estimatedHours,
    needsIsolation: order.needsIsolation,
    notes: order.notes,
    checklist: checklist ? storedChecklist(checklist) : order.checklist,
    labour:
      labour?.map((line) => ({
        userId: line.userId,
        userName: names.get(line.userId) ?? '',
        hours: line.hours,
        date: line.date,
      })) ?? order.labour,
    parts: parts ?? order.parts,
    isolation:
      isolation === undefined
        ? order.isolation
        : isolation && {
            isolatingDevice: isolation.isolatingDevice,
            lockedById: isolation.lockedById,
            tagNumber: isolation.tagNumber,
            voltageAbsent: isolation.voltageAbsent,
            instrument: isolation.instrument ?? '',
            lockedByName: names.get(isolation.lockedById) ?? '',
            recordedAt: now,
            recordedById: user.id,
          },
    cost: 0,
  };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(after, { [key]: value });
  after.cost = orderCost(after.labour, after.parts);
  return after;
}

const columnsOf = (after: Editable) => ({
  title: after.title,
  kind: after.kind,
  priority: after.priority,
  assignee_id: after.assigneeId,
  due_date: after.dueDate,
  planned_start: after.plannedStart,
  estimated_hours: after.estimatedHours,
  needs_isolation: after.needsIsolation,
  notes: after.notes,
  checklist: JSON.stringify(after.checklist),
  labour: JSON.stringify(after.labour),
  parts: JSON.stringify(after.parts),
  isolation: after.isolation === null ? null : JSON.stringify(after.isolation),
  cost: after.cost,
});

/** PUT /api/work-orders/{number}: any subset of the fields; If-Match → 412. */
export function updateWorkOrder(
  db: Kysely<Database>,
  number: unknown,
  body: unknown,
  precondition: Precondition,
  context: WriteContext,
): Promise<Outcome<WorkOrder>> {
  const { user, now } = context;
  const today = now.slice(0, 10);
  return db.transaction().execute(async (tx) => {
    const found = await lockedOrder(tx, number, precondition, today);
    if (!found.ok) return found;
    const { order } = found;
    const parsed = check(workOrderUpdateBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const changes = parsed.data;
    const refused = checkChanges(order, changes, { userId: user.id, rules: user.abilityRules });
    if (refused) return refused;
    const issues = await referenceIssues(tx, changes);
    if (issues.length) return invalid(issues);
    const after = await applied(tx, order, changes, context);
    // A change that changes nothing keeps the version (as a device's does).
    const before = Object.fromEntries(
      Object.keys(after).map((key) => [key, order[key as keyof Editable]]),
    );
    if (canonical(after) === canonical(before)) return ok(order);
    await tx
      .updateTable('work_orders')
      .set({ ...columnsOf(after), updated_at: now, version: order.version + 1 })
      .where('number', '=', order.number)
      .execute();
    await writeAudit(tx, user, 'updateWorkOrder', order.number);
    return ok(await toWorkOrder(tx, (await findOrderRow(tx, order.number))!, today));
  });
}

/** POST /api/work-orders/{number}/comments: 201 with the comment, closed orders too. */
export function commentOnWorkOrder(
  db: Kysely<Database>,
  number: unknown,
  body: unknown,
  { user, now }: WriteContext,
): Promise<Outcome<WorkOrderComment>> {
  return db.transaction().execute(async (tx) => {
    const row = await findOrderRow(tx, number, true);
    if (!row) return notFound('workOrderNotFound');
    const parsed = check(workOrderCommentBody, body);
    if (!parsed.ok) return invalid(parsed.issues);
    const comment = await tx
      .insertInto('work_order_comments')
      .values({
        order_number: row.number,
        at: now,
        user_id: user.id,
        user_name: user.fullName,
        text: parsed.data.text,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The order's update time moves (a comment is activity on it); its version does not.
    await tx
      .updateTable('work_orders')
      .set({ updated_at: now })
      .where('number', '=', row.number)
      .execute();
    await writeAudit(tx, user, 'addWorkOrderComment', row.number);
    return created(toComment(comment));
  });
}
