/**
 * The tables of live readings and alarms (migration 0004_live) as Kysely sees them, beside the
 * register's (server/db/schema.ts). Instants are epoch ms in `bigint` columns: the API speaks
 * epoch ms and a step's bucket is integer arithmetic in SQL.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface ReadingsTable {
  device_number: string;
  at: number | string;
  voltage: number | null;
  current: number | null;
  load: number | null;
  temperature: number | null;
  source: 'gateway' | 'demo';
}

export interface AlarmsTable {
  id: string;
  device_number: string;
  metric: string;
  threshold: number;
  started_at: number | string;
  ended_at: number | string | null;
  peak: number;
}

export interface LiveTables {
  readings: ReadingsTable;
  alarms: AlarmsTable;
}

export type LiveDatabase = Database & LiveTables;

/** The register's database seen with the live tables. */
export const withLive = (db: Kysely<Database>): Kysely<LiveDatabase> =>
  db as unknown as Kysely<LiveDatabase>;
