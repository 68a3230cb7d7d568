/**
 * Maintenance plans (docs/server.md "Maintenance plans"): what makes work orders on a schedule.
 *
 * A plan is one row; its scope is a device type XOR one device (a check). Its checklist is jsonb,
 * copied whole into each order it makes. `maintenance_plan_anchors` holds, per plan and device,
 * what the pure rules count from besides the plan itself: the last completion or skip
 * (`anchor`) and a postponed next occurrence with no order yet (`due_override`). A type's
 * default plan keeps no anchor of its own for devices inspected before it existed: the device's
 * last inspection (or commission date) is its anchor, read with the device.
 *
 * One open order per plan and device is the database's to guarantee (a partial unique index), so
 * two instances running the plan job at once can never make one occurrence twice whatever their
 * locks do.
 *
 * Every existing type gets its default plan (floating inspection every `inspection_interval_days`
 * days, from today): nothing the register scheduled before plans is lost. The lists of triggers and
 * units are written as they were when this migration was released.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import {
  WORK_ORDER_KINDS as KINDS,
  WORK_ORDER_PRIORITIES as PRIORITIES,
} from '../../../src/api/contract/work-orders-values';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const TRIGGERS = ['fixed', 'floating', 'runtime', 'condition'];
const UNITS = ['days', 'weeks', 'months', 'years', 'hours'];

export const maintenancePlansMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('maintenance_plans')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull())
      .addColumn('device_type_id', 'integer', (c) =>
        c.references('device_types.id').onDelete('cascade'),
      )
      .addColumn('device_number', 'text', (c) => c.references('devices.number'))
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
      .addColumn('checklist', 'jsonb', (c) => c.notNull())
      .addColumn('needs_isolation', 'boolean', (c) => c.notNull())
      .addColumn('estimated_hours', 'double precision')
      .addColumn('trigger', 'text', (c) => c.notNull().check(oneOf('trigger', TRIGGERS)))
      .addColumn('every', 'integer', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull().check(oneOf('unit', UNITS)))
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('lead_days', 'integer', (c) => c.notNull())
      .addColumn('assignee_id', 'integer', (c) => c.references('users.id'))
      .addColumn('priority', 'text', (c) => c.notNull().check(oneOf('priority', PRIORITIES)))
      .addColumn('is_type_default', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addCheckConstraint(
        'maintenance_plans_scope',
        sql`(device_type_id is null) <> (device_number is null)`,
      )
      .execute();
    await sql`create index maintenance_plans_type_idx on maintenance_plans (device_type_id)`.execute(
      db,
    );
    await sql`create index maintenance_plans_device_idx on maintenance_plans (device_number)`.execute(
      db,
    );
    // One default plan per type.
    await sql`create unique index maintenance_plans_type_default_idx on maintenance_plans (device_type_id) where is_type_default`.execute(
      db,
    );

    await db.schema
      .createTable('maintenance_plan_anchors')
      .addColumn('plan_id', 'integer', (c) =>
        c.notNull().references('maintenance_plans.id').onDelete('cascade'),
      )
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('anchor', 'date')
      .addColumn('due_override', 'date')
      .addPrimaryKeyConstraint('maintenance_plan_anchors_pk', ['plan_id', 'device_number'])
      .execute();

    // The plan job walks a type's devices by number a page at a time (keyset): without this it
    // read every device of the type and sorted them for each page.
    await sql`create index devices_type_number_idx on devices (type_id, number) where deleted_at is null`.execute(
      db,
    );
    await sql`create unique index work_orders_one_open_per_plan_idx on work_orders (plan_id, device_number) where plan_id is not null and status not in ('done', 'cancelled')`.execute(
      db,
    );

    await sql`insert into maintenance_plans (name, active, device_type_id, device_number, kind,
        checklist, needs_isolation, estimated_hours, trigger, every, unit, start_date, lead_days,
        assignee_id, priority, is_type_default, created_at, updated_at, version)
      select 'Inspection', true, id, null, 'inspection', '[]'::jsonb, false, null, 'floating',
        inspection_interval_days, 'days', current_date, 14, null, 'medium', true, now(), now(), 1
      from device_types order by id`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index work_orders_one_open_per_plan_idx`.execute(db);
    await sql`drop index devices_type_number_idx`.execute(db);
    await db.schema.dropTable('maintenance_plan_anchors').execute();
    await db.schema.dropTable('maintenance_plans').execute();
  },
};
