/**
 * The device types', locations' and numbers' part of the schema (issue 38).
 *
 * A device of the register always names a type and a location that exist. `devices` has no foreign
 * keys to them (a deleted device keeps ids whose rows may be gone, migration 0001), so a trigger
 * says it for the register's rows: it takes a key-share lock on the type and location rows a
 * register device names. A type or location delete locks its row for update first, so a device
 * create and a delete racing on one row wait for each other: the delete then sees the new device
 * (409), or the create finds the row gone and is refused, and no device is stored naming nothing
 * (docs/server.md).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const typesLocationsNumbers: Migration = {
  async up(db: Kysely<unknown>) {
    // The next number of a prefix (`number like '25DC%'`): the primary key's btree serves a prefix
    // only in the C collation; text_pattern_ops serves it in any.
    await sql`create index devices_number_prefix_idx on devices (number text_pattern_ops)`.execute(
      db,
    );
    await sql`
      create function devices_reference_check() returns trigger language plpgsql as $$
      begin
        if new.deleted_at is null then
          perform 1 from device_types where id = new.type_id for key share;
          if not found then
            raise exception 'device type % does not exist', new.type_id
              using errcode = 'foreign_key_violation';
          end if;
          perform 1 from device_locations where id = new.location_id for key share;
          if not found then
            raise exception 'device location % does not exist', new.location_id
              using errcode = 'foreign_key_violation';
          end if;
        end if;
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger devices_reference_check
      before insert or update of type_id, location_id, deleted_at on devices
      for each row execute function devices_reference_check()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger devices_reference_check on devices`.execute(db);
    await sql`drop function devices_reference_check()`.execute(db);
    await sql`drop index devices_number_prefix_idx`.execute(db);
  },
};
