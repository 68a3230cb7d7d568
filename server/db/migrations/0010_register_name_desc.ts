/**
 * The register sorted by name descending (docs/performance.md "The server at scale").
 *
 * The list orders empty names last and ties in the register's order in BOTH directions (the
 * simulation's stable sort), so descending is `(name = '') asc, name desc, seq asc`: mixed
 * directions that 0006's index cannot give read backwards, and a page of the whole register by
 * name descending sorted every device. This index holds exactly that order.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const registerNameDesc: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index devices_register_name_desc_order_idx on devices ((name = ''), (name collate kit_sort) desc, seq) where deleted_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index devices_register_name_desc_order_idx`.execute(db);
  },
};
