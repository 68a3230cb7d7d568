/**
 * GET /api/devices/{number}/alarms: the stored alarms of a device whose run overlaps the range
 * (the simulation's rule: a reading of the run on the 5-minute grid within the range), newest
 * first, ties by id. The range is parsed by the shared rule (default the 24 h before now).
 */
import { sql, type Kysely } from 'kysely';

import type { AlarmListResponse } from '../../src/api/contract/devices';
import { LIVE_ALARM_STEP_MS } from '../../src/api/shared/live';
import { invalid, notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import { param, type ParamSource } from '../../src/api/shared/params';
import { parseRange } from '../../src/api/shared/readings';
import type { Database } from '../db/schema';
import type { DeviceViewer } from '../devices/list';
import { visibleSource } from '../readings/series';
import { withLive } from '../readings/tables';
import { alarmOf } from './raise';

export async function getAlarms(
  db: Kysely<Database>,
  number: unknown,
  params: ParamSource,
  viewer: DeviceViewer,
  nowMs: number,
): Promise<Outcome<AlarmListResponse>> {
  const device = await visibleSource(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const parsed = parseRange(param(params, 'from'), param(params, 'to'), nowMs);
  if ('issues' in parsed) return invalid(parsed.issues);
  const { source, name } = device;
  if (source.since === null) return ok({ alarms: [], total: 0 });
  const { from, to } = parsed.range;
  const first = Math.ceil(Math.max(from, source.since) / LIVE_ALARM_STEP_MS) * LIVE_ALARM_STEP_MS;
  if (first > to) return ok({ alarms: [], total: 0 });
  const rows = await withLive(db)
    .selectFrom('alarms')
    .selectAll()
    .where('device_number', '=', source.number)
    .where('started_at', '<=', to)
    .where((w) => w.or([w('ended_at', 'is', null), w('ended_at', '>', first)]))
    .orderBy('started_at', 'desc')
    .orderBy(sql`id collate "C"`)
    .execute();
  const alarms = rows.map((row) => alarmOf(row, name));
  return ok({ alarms, total: alarms.length });
}
