/**
 * The register's list at scale (docs/performance.md "The server at scale"): a text search with a
 * type and a status filter, the register's usual call. With only single-column indexes PostgreSQL
 * takes the type's index and reads every device of that type to check the words (83,000 rows of a
 * million); these indexes hold the type, the status and the trigrams of the number or the name
 * together (btree_gin lets a GIN index hold the plain columns), so one bitmap scan finds exactly the
 * rows that match all three. Partial on the register (deleted devices are listed apart).
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
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists devices_filtered_number_trgm_idx`.execute(db);
    await sql`drop index if exists devices_filtered_name_trgm_idx`.execute(db);
  },
};
