/**
 * Attachments (docs/domain/attachments.md): one row per file with its bytes as bytea beside the
 * record, so a backup of the database is a backup of the files and a write is one transaction.
 * The owner is a kind and a number, not a foreign key: a file stays with a device's number after
 * the device is deleted, as its documents do. The index serves the list of one owner, newest first.
 * The kinds are written as they were when this migration was released.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const OWNER_KINDS = ['device', 'workOrder'];
const KINDS = ['jpeg', 'png', 'webp', 'heic', 'pdf', 'csv', 'text', 'xlsx'];

export const attachmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attachments')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(oneOf('owner_kind', OWNER_KINDS)))
      .addColumn('owner_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('uploaded_by_name', 'text', (c) => c.notNull())
      .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('attachments_owner_idx')
      .on('attachments')
      .columns(['owner_kind', 'owner_number', 'uploaded_at desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('attachments').execute();
  },
};
