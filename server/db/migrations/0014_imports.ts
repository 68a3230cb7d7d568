/**
 * Imports (docs/domain/import.md): one row per import with its counts, the devices it created
 * and updated, and what undoing it needs (the locations it created, the versions it left its
 * devices at, the fields an upsert overwrote) as jsonb, read whole by the undo. The history lists
 * imports newest first: the id's order.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export const importsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('imports')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('entity', 'text', (c) => c.notNull().check(oneOf('entity', ['devices'])))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('by_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull().check(oneOf('mode', ['create', 'upsert'])))
      .addColumn('counts', 'jsonb', (c) => c.notNull())
      .addColumn('numbers', 'jsonb', (c) => c.notNull())
      .addColumn('updated_numbers', 'jsonb', (c) => c.notNull())
      .addColumn('location_ids', 'jsonb', (c) => c.notNull())
      .addColumn('versions', 'jsonb', (c) => c.notNull())
      .addColumn('before', 'jsonb', (c) => c.notNull())
      .addColumn('undone_at', 'timestamptz')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('imports').execute();
  },
};
