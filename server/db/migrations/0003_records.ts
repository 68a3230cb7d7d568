/**
 * A device's records (maintenance, documents, history) and the home dashboard's projects
 * (docs/server.md). Each device list reads one device's rows newest first, so each table has an
 * index on the device and that order; the app-bar search finds locations by words of their name
 * (trigram index, as the devices' number and name have).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const recordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('maintenance_records')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('technician', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('cost', 'double precision', (c) => c.notNull())
      .addColumn('downtime_hours', 'double precision', (c) => c.notNull())
      .execute();
    await sql`create index maintenance_records_device_idx on maintenance_records (device_number, date desc, id desc)`.execute(
      db,
    );

    await db.schema
      .createTable('device_documents')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('date', 'date', (c) => c.notNull())
      .execute();
    await sql`create index device_documents_device_idx on device_documents (device_number, date desc, id desc)`.execute(
      db,
    );

    await db.schema
      .createTable('device_history')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('device_number', 'text', (c) => c.notNull().references('devices.number'))
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .execute();
    await sql`create index device_history_device_idx on device_history (device_number, at desc, id desc)`.execute(
      db,
    );

    await db.schema
      .createTable('dashboard_projects')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('logo', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('leader', 'text', (c) => c.notNull())
      .addColumn('team', 'jsonb', (c) => c.notNull())
      .addColumn('status', 'double precision', (c) => c.notNull())
      .execute();

    await sql`create index device_locations_name_trgm_idx on device_locations using gin ((lower(name)) gin_trgm_ops)`.execute(
      db,
    );
  },
};
