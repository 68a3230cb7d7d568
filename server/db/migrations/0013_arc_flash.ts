/**
 * Arc-flash studies (docs/domain/arc-flash.md): one row per device number, the study as entered
 * with its version (the If-Match of a change). The device number is the key and no foreign key's
 * cascade: a deleted device keeps its number, and its study stays with it. The incident energy is
 * a double (8.4 cal/cm² reads back as 8.4); the checks repeat the bounds of the contract as they
 * were when this migration was released, and "one of energy or PPE category".
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const arcFlashMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('arc_flash_studies')
      .addColumn('device_number', 'text', (c) => c.primaryKey().references('devices.number'))
      .addColumn('nominal_voltage', 'integer', (c) =>
        c.notNull().check(sql`nominal_voltage between 50 and 800000`),
      )
      .addColumn('working_distance', 'integer', (c) => c.notNull())
      .addColumn('arc_flash_boundary', 'integer', (c) => c.notNull())
      .addColumn('incident_energy', 'double precision')
      .addColumn('ppe_category', 'integer', (c) => c.check(sql`ppe_category between 1 and 4`))
      .addColumn('limited_approach', 'integer')
      .addColumn('restricted_approach', 'integer')
      .addColumn('study_date', 'date', (c) => c.notNull())
      .addColumn('studied_by', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by_id', 'integer', (c) => c.references('users.id'))
      .addCheckConstraint(
        'arc_flash_energy_or_category',
        sql`(incident_energy is null) <> (ppe_category is null)`,
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('arc_flash_studies').execute();
  },
};
