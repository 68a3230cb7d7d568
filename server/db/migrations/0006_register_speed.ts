/**
 * The register at scale (docs/performance.md "The server at scale").
 *
 * The order by name: the list sorts empty names last, then by name in the sort collation, ties in
 * the register's order, so an index on the name alone cannot give that order and a page of the
 * whole register sorted by name sorted every device. `devices_register_name_order_idx` holds
 * exactly those keys for the register (deleted devices are listed apart), so such a page is a
 * walk of the index to its offset; server/devices/list.ts walks it only for the unfiltered
 * register. `kit_sort` is the collation 0001 made (SORT_COLLATION): a released migration says its
 * names as they were.
 *
 * A type's counts: every device answer (each read and save) carries its type's devices in the
 * register and those in service, which counted the type's devices (tens of thousands at scale)
 * each time. `device_type_counts` keeps them per type and status, kept by statement triggers on
 * `devices` in the writing transaction itself (so they are exact under concurrent writes: the
 * counter rows are locked until commit, taken in one order). A write that moves no device between
 * a type and status of the register writes no counter.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const registerSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index devices_register_name_order_idx on devices ((name = ''), (name collate kit_sort), seq) where deleted_at is null`.execute(
      db,
    );

    await sql`create table device_type_counts (
      type_id integer not null,
      status text not null,
      devices bigint not null,
      primary key (type_id, status)
    )`.execute(db);
    await sql`insert into device_type_counts (type_id, status, devices)
      select type_id, status, count(*) from devices where deleted_at is null
      group by type_id, status`.execute(db);
    // An update: the rows as they were leave their type and status, the rows as they are join
    // theirs; what cancels out (a save that moves no device) writes nothing.
    await sql`create function device_type_counts_update() returns trigger language plpgsql as $$
      begin
        with moves(type_id, status, delta) as (
          select type_id, status, 1 from new_rows where deleted_at is null
          union all
          select type_id, status, -1 from old_rows where deleted_at is null
        )
        insert into device_type_counts as c (type_id, status, devices)
        select type_id, status, sum(delta) from moves
        group by type_id, status having sum(delta) <> 0
        order by type_id, status
        on conflict (type_id, status) do update set devices = c.devices + excluded.devices;
        return null;
      end $$`.execute(db);
    await sql`create function device_type_counts_insert() returns trigger language plpgsql as $$
      begin
        insert into device_type_counts as c (type_id, status, devices)
        select type_id, status, count(*) from new_rows where deleted_at is null
        group by type_id, status order by type_id, status
        on conflict (type_id, status) do update set devices = c.devices + excluded.devices;
        return null;
      end $$`.execute(db);
    await sql`create function device_type_counts_delete() returns trigger language plpgsql as $$
      begin
        insert into device_type_counts as c (type_id, status, devices)
        select type_id, status, -count(*) from old_rows where deleted_at is null
        group by type_id, status order by type_id, status
        on conflict (type_id, status) do update set devices = c.devices + excluded.devices;
        return null;
      end $$`.execute(db);
    await sql`create trigger devices_type_counts_insert after insert on devices
      referencing new table as new_rows for each statement
      execute function device_type_counts_insert()`.execute(db);
    await sql`create trigger devices_type_counts_update after update on devices
      referencing old table as old_rows new table as new_rows for each statement
      execute function device_type_counts_update()`.execute(db);
    await sql`create trigger devices_type_counts_delete after delete on devices
      referencing old table as old_rows for each statement
      execute function device_type_counts_delete()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists devices_type_counts_delete on devices`.execute(db);
    await sql`drop trigger if exists devices_type_counts_update on devices`.execute(db);
    await sql`drop trigger if exists devices_type_counts_insert on devices`.execute(db);
    await sql`drop function if exists device_type_counts_delete()`.execute(db);
    await sql`drop function if exists device_type_counts_insert()`.execute(db);
    await sql`drop function if exists device_type_counts_update()`.execute(db);
    await sql`drop table if exists device_type_counts`.execute(db);
    await sql`drop index if exists devices_register_name_order_idx`.execute(db);
  },
};
