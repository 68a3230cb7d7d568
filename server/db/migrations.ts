/**
 * The schema's versions, in code, applied in order at start (Kysely's Migrator keeps what ran in
 * its own table and takes PostgreSQL's advisory lock, so two instances starting together apply a
 * migration once). A released migration never changes: a change to the schema is a new entry.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';

import { DEVICE_STATUSES } from '../../src/api/contract/devices';
import { typesLocationsNumbers } from './migrations/0002_types_locations_numbers';
import { recordsMigration } from './migrations/0003_records';
import { liveMigration } from './migrations/0004_live';
import { registerSearchIndexes } from './migrations/0005_register_search_indexes';
import { registerSpeed } from './migrations/0006_register_speed';
import { workOrdersMigration } from './migrations/0007_work_orders';
import { workOrderSpeed } from './migrations/0008_work_order_speed';
import { maintenancePlansMigration } from './migrations/0009_maintenance_plans';
import { registerNameDesc } from './migrations/0010_register_name_desc';
import { testResultsMigration } from './migrations/0011_test_results';
import { attachmentsMigration } from './migrations/0012_attachments';
import { arcFlashMigration } from './migrations/0013_arc_flash';
import { importsMigration } from './migrations/0014_imports';

/**
 * The register's text order: the simulation's `Intl.Collator('en', { numeric: true, sensitivity:
 * 'base' })` as an ICU collation (numbers by value, case and accents ignored), so "Cabinet 9"
 * sorts before "Cabinet 10" in SQL as in the browser. Used only in ORDER BY and its indexes:
 * columns keep the default collation so LIKE and equality stay exact.
 */
export const SORT_COLLATION = 'kit_sort';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create collation if not exists ${sql.id(SORT_COLLATION)} (provider = icu, locale = 'en-u-kn-true-ks-level1', deterministic = false)`.execute(
      db,
    );

    await db.schema
      .createTable('roles')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('ability_rules', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('role', 'text', (c) => c.notNull().references('roles.name'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // Sign-in matches the e-mail exactly (docs/spec.md §5); one account per address.
    await db.schema.createIndex('users_email_key').unique().on('users').column('email').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('device_types')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('inspection_interval_days', 'integer', (c) => c.notNull())
      .addColumn('nameplate_fields', 'jsonb', (c) => c.notNull())
      .addColumn('thresholds', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('device_locations')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('parent_id', 'integer', (c) => c.references('device_locations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('manager', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('device_locations_parent_idx')
      .on('device_locations')
      .column('parent_id')
      .execute();

    await sql`create sequence devices_seq`.execute(db);
    await db.schema
      .createTable('devices')
      .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('devices_seq')`))
      .addColumn('number', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // No foreign keys to types and locations: a deleted device keeps the ids it had, and those
      // rows may be gone (their names at deletion are kept beside them).
      .addColumn('type_id', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('manufacturer', 'text', (c) => c.notNull())
      .addColumn('serial_number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in (${sql.join(DEVICE_STATUSES.map((s) => sql.lit(s)))})`),
      )
      .addColumn('condition', 'smallint', (c) => c.notNull())
      .addColumn('location_id', 'integer', (c) => c.notNull())
      .addColumn('parent_number', 'text')
      .addColumn('install_date', 'date')
      .addColumn('commission_date', 'date')
      .addColumn('warranty_until', 'date')
      .addColumn('last_inspection', 'date')
      .addColumn('next_inspection', 'date')
      .addColumn('responsible', 'text', (c) => c.notNull())
      .addColumn('tags', 'jsonb', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('nameplate', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('deleted_by', 'text')
      .addColumn('deleted_type_code', 'text')
      .addColumn('deleted_type_name', 'text')
      .addColumn('deleted_location_names', 'jsonb')
      .execute();
    // The register's list (docs/spec.md §5): its own order, each filter, each sort key, and the
    // words of `q` found anywhere in the number or the name (trigram indexes serve LIKE '%w%').
    await sql`create unique index devices_seq_idx on devices (seq)`.execute(db);
    await sql`create index devices_type_idx on devices (type_id)`.execute(db);
    await sql`create index devices_status_idx on devices (status)`.execute(db);
    await sql`create index devices_location_idx on devices (location_id)`.execute(db);
    await sql`create index devices_parent_idx on devices (parent_number)`.execute(db);
    await sql`create index devices_next_inspection_idx on devices (next_inspection)`.execute(db);
    await sql`create index devices_name_sort_idx on devices ((name collate ${sql.id(SORT_COLLATION)}))`.execute(
      db,
    );
    await sql`create index devices_name_trgm_idx on devices using gin ((lower(name)) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index devices_number_trgm_idx on devices using gin ((lower(number)) gin_trgm_ops)`.execute(
      db,
    );
  },
};

/** Every migration by name; names sort in the order they apply. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_types_locations_numbers': typesLocationsNumbers,
  '0003_records': recordsMigration,
  '0004_live': liveMigration,
  '0005_register_search_indexes': registerSearchIndexes,
  '0006_register_speed': registerSpeed,
  '0007_work_orders': workOrdersMigration,
  '0008_work_order_speed': workOrderSpeed,
  '0009_maintenance_plans': maintenancePlansMigration,
  '0010_register_name_desc': registerNameDesc,
  '0011_test_results': testResultsMigration,
  '0012_attachments': attachmentsMigration,
  '0013_arc_flash': arcFlashMigration,
  '0014_imports': importsMigration,
};

export function migratorOf(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Applies every migration not applied yet; throws with the failing one's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  const result = await migratorOf(db).migrateToLatest();
  if (result.error)
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

/** The names of migrations this code knows and the database has not applied (health: none). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrations = await migratorOf(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
