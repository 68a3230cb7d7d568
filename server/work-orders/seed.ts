/**
 * Orders as the simulation holds them (its sample generator's), written with their numbers,
 * events and comments; each year's counter is the simulation's last serial (or the highest
 * seeded, if higher), so the next order created gets the number the simulation would give it.
 */
import { sql, type Kysely } from 'kysely';

import type { WorkOrderRecord } from '../../src/api/sample/work-orders';
import type { Database } from '../db/schema';

const CHUNK = 500;

const orderColumns = (o: WorkOrderRecord) => ({
  number: o.number,
  title: o.title,
  kind: o.kind,
  priority: o.priority,
  status: o.status,
  device_number: o.deviceNumber,
  plan_id: o.planId,
  parent_number: o.parentNumber,
  requested_by_id: o.requestedById,
  requested_by_name: o.requestedByName,
  assignee_id: o.assigneeId,
  due_date: o.dueDate,
  planned_start: o.plannedStart,
  estimated_hours: o.estimatedHours,
  needs_isolation: o.needsIsolation,
  isolation: o.isolation === null ? null : JSON.stringify(o.isolation),
  checklist: JSON.stringify(o.checklist),
  labour: JSON.stringify(o.labour),
  parts: JSON.stringify(o.parts),
  downtime_start: o.downtimeStart,
  downtime_end: o.downtimeEnd,
  cost: o.cost,
  completed_at: o.completedAt,
  completed_by_id: o.completedById,
  sign_off: o.signOff === null ? null : JSON.stringify(o.signOff),
  notes: o.notes,
  created_at: o.createdAt,
  updated_at: o.updatedAt,
  version: o.version,
});

export async function seedWorkOrders(
  db: Kysely<Database>,
  orders: readonly WorkOrderRecord[],
  serials: Readonly<Record<string, number>> = {},
): Promise<void> {
  const years = Object.entries(serials).map(([year, last]) => ({ year: Number(year), last }));
  if (years.length) await db.insertInto('work_order_serials').values(years).execute();
  if (!orders.length) return;
  // Parents first: an order's parent is an earlier number (its foreign key).
  const sorted = [...orders].sort((a, b) => (a.number < b.number ? -1 : 1));
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const chunk = sorted.slice(i, i + CHUNK);
    await db.insertInto('work_orders').values(chunk.map(orderColumns)).execute();
    const events = chunk.flatMap((o) =>
      o.events.map((e) => ({
        order_number: o.number,
        at: e.at,
        user_id: e.userId,
        user_name: e.userName,
        from_status: e.from,
        to_status: e.to,
        reason: e.reason,
      })),
    );
    if (events.length) await db.insertInto('work_order_events').values(events).execute();
    const comments = chunk.flatMap((o) =>
      o.comments.map((c) => ({
        id: c.id,
        order_number: o.number,
        at: c.at,
        user_id: c.userId,
        user_name: c.userName,
        text: c.text,
      })),
    );
    if (comments.length) await db.insertInto('work_order_comments').values(comments).execute();
  }
  await sql`
    insert into work_order_serials (year, last)
    select substr(number, 4, 4)::int, max(substr(number, 9)::int) from work_orders group by 1
    on conflict (year) do update set last = greatest(work_order_serials.last, excluded.last)`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('work_order_comments', 'id'), coalesce((select max(id) from work_order_comments), 0) + 1, false)`.execute(
    db,
  );
}
