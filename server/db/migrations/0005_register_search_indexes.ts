/**
 * The register's list at scale (docs/performance.md "The server at scale"): a text search with a
 * type and a status filter, the register's usual call. With only single-column indexes PostgreSQL
 * takes the type's index and reads every device of that type to check the words (83,000 rows of a
 * million); these indexes hold the type, the status and the trigrams of the number or the name
 * together (btree_gin lets a GIN index hold the plain columns), so one bitmap scan finds exactly the
 * rows that match all three. Partial on the register (deleted devices are listed apart).
 *
 * And (type_id, status) on the register: a device's answer (every read and save) carries its
 * type's device and in-service counts, which counted every device of the type from the table
 * (83,000 rows of a million, 276 ms); from this index alone they are an index-only scan.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const registerSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create extension if not exists btree_gin`.execute(db);
    await sql`create index devices_filtered_name_trgm_idx on devices using gin (type_id, status, (lower(name)) gin_trgm_ops) where deleted_at is null`.execute(
      db,
    );
    await sql`create index devices_filtered_number_trgm_idx on devices using gin (type_id, status, (lower(number)) gin_trgm_ops) where deleted_at is null`.execute(
      db,
    );
    await sql`create index devices_type_status_idx on devices (type_id, status) where deleted_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists devices_type_status_idx`.execute(db);
    await sql`drop index if exists devices_filtered_number_trgm_idx`.execute(db);
    await sql`drop index if exists devices_filtered_name_trgm_idx`.execute(db);
  },
};
