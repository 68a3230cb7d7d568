/**
 * GET /api/devices/{number}/readings: the simulation's ReadingSeries (src/api/shared/readings.ts:
 * the same range parsing, step, threshold, since and measured) with points from the stored
 * readings. Downsampling is SQL: the grid of the step from the first grid instant at or after the
 * range's start (and the device's since), and in each cell the first stored reading (one index
 * probe a cell), reported at the cell's grid instant, so a chart of any range lands on the same grid as the simulation's. A
 * whole-minute reading (the demo feed's back-fill, docs/server.md) then has the simulation's
 * value at that instant.
 */
import { sql, type Kysely } from 'kysely';

import type { ValidationIssue } from '../../src/api/contract/common';
import type { ReadingMetric, ReadingPoint, ReadingSeries } from '../../src/api/contract/devices';
import { invalid, notFound, ok, type Outcome } from '../../src/api/shared/outcome';
import { param, type ParamSource } from '../../src/api/shared/params';
import {
  isMetric,
  measures,
  parseRange,
  seriesOf,
  stepFor,
  type Range,
  type ReadingSource,
} from '../../src/api/shared/readings';
import type { Database } from '../db/schema';
import { findDeviceRow } from '../devices/detail';
import type { DeviceViewer } from '../devices/list';
import { sourceOfRow, thresholdsOf } from './source';
import { withLive } from './tables';

/** A device row's source, or undefined when the viewer may not see it. */
export async function visibleSource(
  db: Kysely<Database>,
  number: unknown,
  viewer: DeviceViewer,
): Promise<{ source: ReadingSource; name: string } | undefined> {
  const row = await findDeviceRow(db, number, viewer.seesDeleted);
  if (!row) return undefined;
  return { source: sourceOfRow(row, await thresholdsOf(db, row.type_id)), name: row.name };
}

/** The stored points of one metric on the step's grid over the range. */
export async function storedPoints(
  db: Kysely<Database>,
  source: ReadingSource,
  metric: ReadingMetric,
  range: Range,
  stepMs: number,
): Promise<ReadingPoint[]> {
  if (source.since === null || !measures(source, metric)) return [];
  const first = Math.ceil(Math.max(range.from, source.since) / stepMs) * stepMs;
  if (first > range.to) return [];
  const column = sql.ref(`r.${metric}`);
  // One index probe per grid instant (at most ~500, the step's rule), whatever the density of
  // the readings: a gateway's 3-second readings over a month are ~860,000 rows a device.
  const { rows } = await sql<{ t: number; v: number }>`
    select g.t::float8 as t, p.v
    from generate_series(${first}::bigint, ${range.to}::bigint, ${stepMs}::bigint) as g(t)
    cross join lateral (
      select ${column} as v
      from readings as r
      where r.device_number = ${source.number}
        and r.at >= g.t and r.at < g.t + ${stepMs}::bigint and r.at <= ${range.to}::bigint
        and ${column} is not null
      order by r.at
      limit 1
    ) as p
    order by g.t`.execute(withLive(db));
  return rows.map((row) => ({ t: Number(row.t), v: Number(row.v) }));
}

export async function getReadings(
  db: Kysely<Database>,
  number: unknown,
  params: ParamSource,
  viewer: DeviceViewer,
  nowMs: number,
): Promise<Outcome<ReadingSeries>> {
  const device = await visibleSource(db, number, viewer);
  if (!device) return notFound('deviceNotFound');
  const rawMetric = param(params, 'metric');
  const metric = rawMetric === undefined || rawMetric === '' ? 'load' : rawMetric;
  const parsed = parseRange(param(params, 'from'), param(params, 'to'), nowMs);
  const issues: ValidationIssue[] = isMetric(metric)
    ? []
    : [{ path: 'metric', key: 'unknownValue' }];
  if ('issues' in parsed) issues.push(...parsed.issues);
  if (issues.length || 'issues' in parsed || !isMetric(metric)) return invalid(issues);
  const { source } = device;
  const { range } = parsed;
  const stepMs = stepFor(range.to - range.from);
  return ok(
    seriesOf(source, metric, range, stepMs, await storedPoints(db, source, metric, range, stepMs)),
  );
}
