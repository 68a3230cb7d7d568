/**
 * The work order list at scale (docs/performance.md "Work orders on the server").
 *
 * Search: a word is looked for in the order's number and title and its device's number and name.
 * As a union of four trigram lookups, a word thousands of devices share joined every order of
 * those devices. `search_text` holds the four, lowered, one a line: a word holds no white space
 * (`queryWords` splits on it), so it is found in the text exactly when it is found in one of the
 * four, and every word of a search is one bitmap scan of one trigram index. The text is set by a
 * trigger on the order's own writes and follows a device's new name.
 *
 * Sorts: the title and the device's number sort in the sort collation, which compared every
 * order's text on a sort of the whole list. These indexes hold exactly the list's order for each
 * direction (empty titles last both ways, ties by due date then number), so a page of the whole
 * list sorted by either is a walk of an index to its offset; server/work-orders/list.ts walks
 * them only when nothing is filtered (a filter reads its own rows and sorts those few).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const workOrderSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function work_order_search_text(number text, title text, device_number text)
      returns text language sql stable as $$
        select lower($1) || E'\n' || lower($2) || E'\n' || lower($3) || E'\n'
          || coalesce((select lower(d.name) from devices d where d.number = $3), '')
      $$`.execute(db);
    await sql`alter table work_orders add column search_text text`.execute(db);
    await sql`update work_orders
      set search_text = work_order_search_text(number, title, device_number)`.execute(db);
    await sql`alter table work_orders alter column search_text set not null`.execute(db);
    await sql`create function work_orders_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := work_order_search_text(new.number, new.title, new.device_number);
        return new;
      end $$`.execute(db);
    await sql`create trigger work_orders_search_text before insert or update of number, title, device_number
      on work_orders for each row execute function work_orders_search_text()`.execute(db);
    await sql`create function devices_work_order_search_text() returns trigger language plpgsql as $$
      begin
        update work_orders
          set search_text = work_order_search_text(number, title, device_number)
          where device_number = new.number;
        return null;
      end $$`.execute(db);
    await sql`create trigger devices_work_order_search_text after update of name on devices
      for each row when (old.name is distinct from new.name)
      execute function devices_work_order_search_text()`.execute(db);
    await sql`create index work_orders_search_trgm_idx on work_orders using gin (search_text gin_trgm_ops)`.execute(
      db,
    );

    await sql`create index work_orders_title_order_idx on work_orders
      ((title = ''), (title collate kit_sort), due_date, number)`.execute(db);
    await sql`create index work_orders_title_desc_order_idx on work_orders
      ((title = ''), (title collate kit_sort) desc, due_date, number)`.execute(db);
    await sql`create index work_orders_device_order_idx on work_orders
      ((device_number collate kit_sort), due_date, number)`.execute(db);
    await sql`create index work_orders_device_desc_order_idx on work_orders
      ((device_number collate kit_sort) desc, due_date, number)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists work_orders_device_desc_order_idx`.execute(db);
    await sql`drop index if exists work_orders_device_order_idx`.execute(db);
    await sql`drop index if exists work_orders_title_desc_order_idx`.execute(db);
    await sql`drop index if exists work_orders_title_order_idx`.execute(db);
    await sql`drop trigger if exists devices_work_order_search_text on devices`.execute(db);
    await sql`drop function if exists devices_work_order_search_text()`.execute(db);
    await sql`drop trigger if exists work_orders_search_text on work_orders`.execute(db);
    await sql`drop function if exists work_orders_search_text()`.execute(db);
    await sql`alter table work_orders drop column if exists search_text`.execute(db);
    await sql`drop function if exists work_order_search_text(text, text, text)`.execute(db);
  },
};
