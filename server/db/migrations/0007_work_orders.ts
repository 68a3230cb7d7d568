/**
 * Work orders (docs/domain/work-orders.md). The order is one row; its checklist, labour, parts,
 * isolation and sign-off are jsonb: a change replaces each of them whole (the contract's PUT) and
 * they are only ever read with their order, so rows of their own would buy joins and nothing else.
 * Events and comments are tables: they are only appended, and the figures (MTTR) read the events.
 *
 * Numbers (WO-YYYY-NNNNN) come from one counter row per year, taken by an upsert that locks the
 * row, so two instances creating at once never give one number twice.
 *
 * Indexes: the list's filters and sorts (status, assignee, due date, device, priority, update
 * time) and the words of `q` in the number or title (trigrams; the device's number and name are
 * searched through the devices' own trigram indexes).
 */
import { sql, type Kysely, type Migration } from 'kysely';

import {
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '../../../src/api/contract/work-orders-values';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export const workOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('work_order_serials')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('work_orders')
      .addColumn('number', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', WORK_ORDER_KINDS)))
      .addColumn('priority', 'text', (c) =>
        c.notNull().check(oneOf('priority', WORK_ORDER_PRIORITIES)),
      )
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', WORK_ORDER_STATUSES)))
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('plan_id', 'integer')
      .addColumn('parent_number', 'text', (c) => c.references('work_orders.number'))
      .addColumn('requested_by_id', 'integer', (c) => c.references('users.id'))
      .addColumn('requested_by_name', 'text', (c) => c.notNull())
      .addColumn('assignee_id', 'integer', (c) => c.references('users.id'))
      .addColumn('due_date', 'date')
      .addColumn('planned_start', 'date')
      .addColumn('estimated_hours', 'double precision')
      .addColumn('needs_isolation', 'boolean', (c) => c.notNull())
      .addColumn('isolation', 'jsonb')
      .addColumn('checklist', 'jsonb', (c) => c.notNull())
      .addColumn('labour', 'jsonb', (c) => c.notNull())
      .addColumn('parts', 'jsonb', (c) => c.notNull())
      .addColumn('downtime_start', 'timestamptz')
      .addColumn('downtime_end', 'timestamptz')
      .addColumn('cost', 'double precision', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .addColumn('completed_by_id', 'integer', (c) => c.references('users.id'))
      .addColumn('sign_off', 'jsonb')
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`create index work_orders_status_idx on work_orders (status)`.execute(db);
    await sql`create index work_orders_assignee_idx on work_orders (assignee_id, due_date)`.execute(
      db,
    );
    await sql`create index work_orders_due_idx on work_orders (due_date, number)`.execute(db);
    await sql`create index work_orders_device_idx on work_orders (device_number)`.execute(db);
    await sql`create index work_orders_priority_idx on work_orders (priority)`.execute(db);
    await sql`create index work_orders_updated_idx on work_orders (updated_at)`.execute(db);
    await sql`create index work_orders_number_trgm_idx on work_orders using gin ((lower(number)) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index work_orders_title_trgm_idx on work_orders using gin ((lower(title)) gin_trgm_ops)`.execute(
      db,
    );

    await db.schema
      .createTable('work_order_events')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_number', 'text', (c) =>
        c.notNull().references('work_orders.number').onDelete('cascade'),
      )
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
    await sql`create index work_order_events_order_idx on work_order_events (order_number, id)`.execute(
      db,
    );

    await db.schema
      .createTable('work_order_comments')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_number', 'text', (c) =>
        c.notNull().references('work_orders.number').onDelete('cascade'),
      )
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await sql`create index work_order_comments_order_idx on work_order_comments (order_number, id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('work_order_comments').execute();
    await db.schema.dropTable('work_order_events').execute();
    await db.schema.dropTable('work_orders').execute();
    await db.schema.dropTable('work_order_serials').execute();
  },
};
