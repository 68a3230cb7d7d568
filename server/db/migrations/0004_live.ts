/**
 * Live readings and alarms (issue 38.4, docs/server.md): the readings a gateway posts or the demo
 * feed fills in, the alarms the server raises from them, and the `gateway` role whose only
 * ability is to post readings.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { GATEWAY_ROLE, GATEWAY_RULES } from '../../readings/gateway';

export const liveMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per device and instant (epoch ms). The primary key's btree serves every read (one
    // device over a range) and makes a repeated post or two demo feeds store a reading once.
    await db.schema
      .createTable('readings')
      .addColumn('device_number', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('voltage', 'double precision')
      .addColumn('current', 'double precision')
      .addColumn('load', 'double precision')
      .addColumn('temperature', 'double precision')
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('gateway', 'demo')`))
      .addPrimaryKeyConstraint('readings_pkey', ['device_number', 'at'])
      .execute();
    // The demo feed asks which devices a gateway posted for lately: a small partial index.
    await sql`create index readings_gateway_at_idx on readings (at) where source = 'gateway'`.execute(
      db,
    );

    await db.schema
      .createTable('alarms')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('device_number', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('peak', 'double precision', (c) => c.notNull())
      .execute();
    // At most one open alarm per device and metric: two instances seeing the same crossing raise
    // it once (the second insert conflicts and announces nothing).
    await sql`create unique index alarms_open_idx on alarms (device_number, metric) where ended_at is null`.execute(
      db,
    );
    await sql`create index alarms_device_idx on alarms (device_number, started_at desc)`.execute(
      db,
    );

    await sql`insert into roles (name, ability_rules) values (${GATEWAY_ROLE}, ${JSON.stringify(GATEWAY_RULES)}::jsonb) on conflict (name) do nothing`.execute(
      db,
    );
  },
};
