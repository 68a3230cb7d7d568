/**
 * The home figures' latest alarms on the server (GET /api/devices/stats): the stored alarms of
 * the last day of devices that send readings now (the register's, in service or in fault: a
 * device put in maintenance or deleted leaves the list, as in the simulation), ongoing first,
 * then by their end and start, newest first, ten at most, named as the device is named now.
 */
import { sql, type Kysely } from 'kysely';

import type { Alarm } from '../../src/api/contract/devices';
import { LIVE_STATUSES } from '../../src/api/contract/devices-values';
import type { Database } from '../db/schema';
import { withLive } from '../readings/tables';
import { alarmOf } from './raise';

const DAY_MS = 24 * 60 * 60 * 1000;
/** As many as the figures list of anything (the simulation's STATS_LIST_SIZE). */
const LIST_SIZE = 10;

export async function latestAlarms(db: Kysely<Database>, nowMs: number): Promise<Alarm[]> {
  const rows = await withLive(db)
    .selectFrom('alarms as a')
    .innerJoin('devices as d', 'd.number', 'a.device_number')
    .selectAll('a')
    .select('d.name as device_name')
    .where('d.deleted_at', 'is', null)
    .where('d.status', 'in', [...LIVE_STATUSES])
    .where('d.commission_date', 'is not', null)
    .where('a.started_at', '<=', nowMs)
    .where((w) => w.or([w('a.ended_at', 'is', null), w('a.ended_at', '>', nowMs - DAY_MS)]))
    .orderBy(sql`a.ended_at is null`, 'desc')
    .orderBy('a.ended_at', 'desc')
    .orderBy('a.started_at', 'desc')
    .orderBy(sql`a.id collate "C"`)
    .limit(LIST_SIZE)
    .execute();
  return rows.map((row) => alarmOf(row, row.device_name));
}
