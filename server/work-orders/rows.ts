/**
 * Work orders between their rows and the contract's shapes (docs/domain/work-orders.md): the
 * columns an order is read with (its device's name and location, its assignee's name), the list
 * item and the whole order with its events and comments.
 */
import { sql, type Kysely, type Selectable } from 'kysely';

import type {
  WorkOrder,
  WorkOrderComment,
  WorkOrderEvent,
  WorkOrderListItem,
} from '../../src/api/contract/work-orders';
import type {
  WorkOrderKind,
  WorkOrderPriority,
  WorkOrderStatus,
} from '../../src/api/contract/work-orders-values';
import type { Precondition } from '../../src/api/shared/answer';
import { notFound, preconditionFailed, type Failure } from '../../src/api/shared/outcome';
import { isOverdue } from '../../src/api/shared/work-orders';
import type { Database, WorkOrdersTable } from '../db/schema';

/** What a list item is read from. */
export type WorkOrderListRow = Pick<
  Selectable<WorkOrdersTable>,
  | 'number'
  | 'title'
  | 'kind'
  | 'priority'
  | 'status'
  | 'device_number'
  | 'assignee_id'
  | 'due_date'
  | 'planned_start'
  | 'updated_at'
  | 'version'
> & {
  device_name: string;
  location_id: number;
  location_name: string | null;
  assignee_name: string | null;
};

export type WorkOrderRow = Selectable<WorkOrdersTable> & {
  device_name: string;
  location_id: number;
  location_name: string | null;
  assignee_name: string | null;
};

/** Orders with what they are shown with; `wo` is the order, `d` its device. */
export function ordersWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('work_orders as wo')
    .innerJoin('devices as d', 'd.number', 'wo.device_number')
    .leftJoin('device_locations as l', 'l.id', 'd.location_id')
    .leftJoin('users as u', 'u.id', 'wo.assignee_id');
}

export const ORDER_COLUMNS = [
  'wo.number',
  'wo.title',
  'wo.kind',
  'wo.priority',
  'wo.status',
  'wo.device_number',
  'wo.plan_id',
  'wo.parent_number',
  'wo.requested_by_id',
  'wo.requested_by_name',
  'wo.assignee_id',
  'wo.due_date',
  'wo.planned_start',
  'wo.estimated_hours',
  'wo.needs_isolation',
  'wo.isolation',
  'wo.checklist',
  'wo.labour',
  'wo.parts',
  'wo.downtime_start',
  'wo.downtime_end',
  'wo.cost',
  'wo.completed_at',
  'wo.completed_by_id',
  'wo.sign_off',
  'wo.notes',
  'wo.created_at',
  'wo.updated_at',
  'wo.version',
  'd.name as device_name',
  'd.location_id',
  'l.name as location_name',
  'u.full_name as assignee_name',
] as const;

export const LIST_COLUMNS = [
  'wo.number',
  'wo.title',
  'wo.kind',
  'wo.priority',
  'wo.status',
  'wo.device_number',
  'wo.assignee_id',
  'wo.due_date',
  'wo.planned_start',
  'wo.updated_at',
  'wo.version',
  'd.name as device_name',
  'd.location_id',
  'l.name as location_name',
  'u.full_name as assignee_name',
] as const;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toListItem(row: WorkOrderListRow, today: string): WorkOrderListItem {
  const status = row.status as WorkOrderStatus;
  return {
    number: row.number,
    title: row.title,
    kind: row.kind as WorkOrderKind,
    priority: row.priority as WorkOrderPriority,
    status,
    deviceNumber: row.device_number,
    deviceName: row.device_name,
    locationId: row.location_id,
    locationName: row.location_name ?? '',
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    dueDate: row.due_date,
    plannedStart: row.planned_start,
    overdue: isOverdue(status, row.due_date, today),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

/** The whole order: its row, then its events and comments in the order they were written. */
export async function toWorkOrder(
  db: Kysely<Database>,
  row: WorkOrderRow,
  today: string,
): Promise<WorkOrder> {
  const events = await db
    .selectFrom('work_order_events')
    .selectAll()
    .where('order_number', '=', row.number)
    .orderBy('id')
    .execute();
  const comments = await db
    .selectFrom('work_order_comments')
    .selectAll()
    .where('order_number', '=', row.number)
    .orderBy('id')
    .execute();
  return {
    ...toListItem(row, today),
    planId: row.plan_id,
    parentNumber: row.parent_number,
    requestedById: row.requested_by_id,
    requestedByName: row.requested_by_name,
    estimatedHours: row.estimated_hours,
    needsIsolation: row.needs_isolation,
    isolation: row.isolation,
    checklist: row.checklist,
    labour: row.labour,
    parts: row.parts,
    downtimeStart: isoOrNull(row.downtime_start),
    downtimeEnd: isoOrNull(row.downtime_end),
    cost: row.cost,
    completedAt: isoOrNull(row.completed_at),
    completedById: row.completed_by_id,
    signOff: row.sign_off,
    notes: row.notes,
    createdAt: iso(row.created_at),
    events: events.map((e): WorkOrderEvent => ({
      at: iso(e.at),
      userId: e.user_id,
      userName: e.user_name,
      from: e.from_status as WorkOrderStatus | null,
      to: e.to_status as WorkOrderStatus,
      reason: e.reason,
    })),
    comments: comments.map(toComment),
  };
}

export const toComment = (c: {
  id: number;
  at: Date | string;
  user_id: number;
  user_name: string;
  text: string;
}): WorkOrderComment => ({
  id: c.id,
  at: iso(c.at),
  userId: c.user_id,
  userName: c.user_name,
  text: c.text,
});

/** A number as sent (any case, spaces around) in the stored form, or null if it cannot be one. */
export function normalizeOrderNumber(number: unknown): string | null {
  if (typeof number !== 'string') return null;
  const wanted = number.trim().toUpperCase();
  return wanted.length > 0 && wanted.length <= 20 && !wanted.includes('\u0000') ? wanted : null;
}

/** One order with its names, by number; `lock` takes its row for this transaction's write. */
export async function findOrderRow(
  db: Kysely<Database>,
  number: unknown,
  lock = false,
): Promise<WorkOrderRow | undefined> {
  const wanted = normalizeOrderNumber(number);
  if (!wanted) return undefined;
  // FOR UPDATE of the order alone: the joined device and user rows stay unlocked.
  if (lock) await sql`select 1 from work_orders where number = ${wanted} for update`.execute(db);
  return (await ordersWithNames(db)
    .select(ORDER_COLUMNS)
    .where('wo.number', '=', wanted)
    .executeTakeFirst()) as WorkOrderRow | undefined;
}

/**
 * The order a change or a step works on, its row locked for the transaction: 404 when there is
 * none, 412 (with the order as it is) when If-Match names another version.
 */
export async function lockedOrder(
  tx: Kysely<Database>,
  number: unknown,
  precondition: Precondition,
  today: string,
): Promise<{ ok: true; order: WorkOrder } | Failure> {
  const row = await findOrderRow(tx, number, true);
  if (!row) return notFound('workOrderNotFound');
  const order = await toWorkOrder(tx, row, today);
  if (precondition && !precondition(order.version))
    return preconditionFailed('workOrderChangedElsewhere', order);
  return { ok: true, order };
}
