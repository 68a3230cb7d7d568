/**
 * Electrical tests (docs/domain/electrical-tests.md): the results recorded and each device type's
 * own limits.
 *
 * A result keeps its values, the limits it was judged with and the rule as jsonb (a template
 * decides its fields; the rules read them whole), its verdict, and the corrective order it raised.
 * The device's history (newest first, by template) is what the Tests tab and the list read: one
 * index on (device, performed_at, id) serves both. A type's limits are one row per type, its
 * version the If-Match of a change. The lists of templates and verdicts are written as they were
 * when this migration was released.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const TEMPLATES = ['visual', 'infrared', 'insulation', 'relay', 'contact', 'earth', 'ttr'];
const VERDICTS = ['pass', 'flag', 'fail'];

export const testResultsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('test_results')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('work_order_number', 'text', (c) => c.references('work_orders.number'))
      .addColumn('template', 'text', (c) => c.notNull().check(oneOf('template', TEMPLATES)))
      .addColumn('performed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('performed_by_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('performed_by_name', 'text', (c) => c.notNull())
      .addColumn('instrument', 'jsonb')
      .addColumn('values', 'jsonb', (c) => c.notNull())
      .addColumn('limits', 'jsonb', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull().check(oneOf('verdict', VERDICTS)))
      .addColumn('rule', 'jsonb', (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull())
      .addColumn('corrective_order_number', 'text', (c) => c.references('work_orders.number'))
      .addColumn('condition_before', 'integer', (c) => c.notNull())
      .addColumn('condition_after', 'integer', (c) => c.notNull())
      .addColumn('keep_condition_reason', 'text')
      .execute();
    await db.schema
      .createIndex('test_results_device_history')
      .on('test_results')
      .columns(['device_number', 'performed_at', 'id'])
      .execute();
    await db.schema
      .createIndex('test_results_work_order')
      .on('test_results')
      .column('work_order_number')
      .where(sql.ref('work_order_number'), 'is not', null)
      .execute();
    await db.schema
      .createTable('device_type_test_limits')
      .addColumn('type_id', 'integer', (c) =>
        c.primaryKey().references('device_types.id').onDelete('cascade'),
      )
      .addColumn('limits', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_type_test_limits').execute();
    await db.schema.dropTable('test_results').execute();
  },
};
