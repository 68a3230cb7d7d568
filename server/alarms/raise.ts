/**
 * Alarms raised by the server from the stored readings (docs/server.md): on the 5-minute grid the
 * simulation's alarms endpoint and live stream scan (src/api/shared/live.ts), the first reading
 * of a device in each cell stands for the cell's boundary. A load or temperature past the type's
 * limit there opens an alarm (id `<number>-<metric>-<boundary>`, as the simulation names it), a
 * later one back within closes it (endedAt: that boundary), and the peak follows the run: the
 * rule src/api/shared/alarm-runs.ts gives the simulation's posted readings too.
 *
 * Raised once across instances: each device's cells are judged under a transaction-scoped
 * advisory lock, and at most one alarm per device and metric may be open (a unique partial
 * index), so a second instance judging the same crossing inserts nothing and announces nothing.
 * Readings all within their limits skip the lock when the device has no open run: posted at the
 * same moment through two instances as another's first crossing, they may leave that run open
 * until the device's next reading in a later cell closes it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import type { Alarm, ReadingMetric } from '../../src/api/contract/devices';
import { alarmCellOf, alarmOfRun, judgeRun } from '../../src/api/shared/alarm-runs';
import { LIVE_ALARM_STEP_MS } from '../../src/api/shared/live';
import { ALARM_METRICS, thresholdOf, type ReadingSource } from '../../src/api/shared/readings';
import type { Database } from '../db/schema';
import { withLive, type AlarmsTable, type LiveDatabase } from '../readings/tables';

export interface StoredReading {
  t: number;
  values: Partial<Record<ReadingMetric, number | null>>;
}

const cellOf = alarmCellOf;

/** An alarm row as the contract's Alarm (the device's current name, as the simulation gives). */
export function alarmOf(
  row: Pick<
    AlarmsTable,
    'id' | 'device_number' | 'metric' | 'threshold' | 'started_at' | 'ended_at' | 'peak'
  >,
  deviceName: string,
): Alarm {
  return alarmOfRun(
    {
      id: row.id,
      deviceNumber: row.device_number,
      metric: row.metric as ReadingMetric,
      threshold: Number(row.threshold),
      startedAt: Number(row.started_at),
      endedAt: row.ended_at === null ? null : Number(row.ended_at),
      peak: Number(row.peak),
    },
    deviceName,
  );
}

/**
 * Of the readings just stored (sorted by time), those that are the first of their device in
 * their cell: what the grid judges.
 */
async function firstsOfCells(
  trx: Transaction<LiveDatabase>,
  number: string,
  stored: readonly StoredReading[],
): Promise<StoredReading[]> {
  const cells = [...new Set(stored.map((r) => cellOf(r.t)))];
  // A literal (a constant of this module): GROUP BY must see the select's expression itself.
  const cell = sql`at - at % ${sql.lit(LIVE_ALARM_STEP_MS)}::bigint`;
  const firsts = await trx
    .selectFrom('readings')
    .select([sql<number>`(${cell})::float8`.as('cell'), sql<number>`min(at)::float8`.as('first')])
    .where('device_number', '=', number)
    .where('at', '>=', cells[0])
    .where('at', '<', cells[cells.length - 1] + LIVE_ALARM_STEP_MS)
    .groupBy(cell)
    .execute();
  const firstAt = new Set(firsts.map((f) => Number(f.first)));
  return stored.filter((r) => firstAt.has(r.t));
}

type OpenAlarm = Pick<AlarmsTable, 'id' | 'started_at' | 'peak'>;

/**
 * Judges one metric at one boundary against its open alarm by the shared rule
 * (src/api/shared/alarm-runs.ts; the open alarm is read once per call, then followed here: the
 * rows change only when a run opens, peaks higher or closes); the alarm it opened.
 */
async function judge(
  trx: Transaction<LiveDatabase>,
  source: ReadingSource,
  metric: ReadingMetric,
  open: Map<ReadingMetric, OpenAlarm>,
  boundary: number,
  value: number,
): Promise<AlarmsTable | undefined> {
  const current = open.get(metric);
  const step = judgeRun(
    source,
    metric,
    current && { startedAt: Number(current.started_at), peak: Number(current.peak) },
    boundary,
    value,
  );
  if (!step) return undefined;
  if (step.kind !== 'open') {
    await trx
      .updateTable('alarms')
      .set(step.kind === 'peak' ? { peak: step.peak } : { ended_at: step.endedAt })
      .where('id', '=', current!.id)
      .execute();
    if (step.kind === 'peak') current!.peak = step.peak;
    else open.delete(metric);
    return undefined;
  }
  const { run } = step;
  const opened = await trx
    .insertInto('alarms')
    .values({
      id: run.id,
      device_number: run.deviceNumber,
      metric,
      threshold: run.threshold,
      started_at: run.startedAt,
      ended_at: null,
      peak: run.peak,
    })
    .onConflict((c) => c.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (opened) open.set(metric, opened);
  return opened;
}

/** Whether a reading has a metric past the type's limit (the only way a run opens). */
function pastALimit(source: ReadingSource, reading: StoredReading): boolean {
  return ALARM_METRICS.some((metric) => {
    const value = reading.values[metric];
    const limit = thresholdOf(source, metric);
    return value !== undefined && value !== null && limit !== null && value > limit;
  });
}

/**
 * Judges the readings of one device just stored (sorted by time); the alarms this call opened,
 * with `deviceName`, to announce.
 */
export async function raiseAlarms(
  db: Kysely<Database>,
  source: ReadingSource,
  deviceName: string,
  stored: readonly StoredReading[],
): Promise<Alarm[]> {
  if (!stored.length || source.since === null) return [];
  // Readings within every limit change nothing unless a run is open (they may close it): one
  // read by the open-alarm index instead of a transaction of five round trips, the common case
  // of a gateway's posts (docs/performance.md, live subscribers).
  if (!stored.some((r) => pastALimit(source, r))) {
    const open = await withLive(db)
      .selectFrom('alarms')
      .select('id')
      .where('device_number', '=', source.number)
      .where('ended_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!open) return [];
  }
  const raised: Alarm[] = [];
  await withLive(db)
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`alarms:${source.number}`}))`.execute(trx);
      const open = new Map<ReadingMetric, OpenAlarm>(
        (
          await trx
            .selectFrom('alarms')
            .select(['id', 'metric', 'started_at', 'peak'])
            .where('device_number', '=', source.number)
            .where('ended_at', 'is', null)
            .execute()
        ).map((row) => [row.metric as ReadingMetric, row]),
      );
      for (const reading of await firstsOfCells(trx, source.number, stored)) {
        const boundary = cellOf(reading.t);
        if (boundary < source.since!) continue;
        for (const metric of ALARM_METRICS) {
          const value = reading.values[metric];
          if (value === undefined || value === null) continue;
          const opened = await judge(trx, source, metric, open, boundary, value);
          if (opened) raised.push(alarmOf(opened, deviceName));
        }
      }
    });
  return raised;
}
