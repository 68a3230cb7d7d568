/**
 * The register's order by name (docs/performance.md "The server at scale"): the list sorts empty
 * names last, then by name in the sort collation, ties in the register's order, so an index on the
 * name alone cannot give that order and a page of the whole register sorted by name sorted every
 * device. This index holds exactly those keys for the register (deleted devices are listed
 * apart), so such a page is a walk of the index to its offset. server/devices/list.ts walks it
 * only for the unfiltered register. `kit_sort` is the collation 0001 made (SORT_COLLATION): a
 * released migration says its names as they were.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const registerSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index devices_register_name_order_idx on devices ((name = ''), (name collate kit_sort), seq) where deleted_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists devices_register_name_order_idx`.execute(db);
  },
};
