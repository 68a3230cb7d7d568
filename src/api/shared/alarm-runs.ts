/**
 * Alarms raised from readings as they arrive (docs/server.md "Live readings and alarms"), the
 * one rule of the server's stored alarms and the simulation's posted readings
 * (docs/simulation.md): on the 5-minute grid the alarms endpoint and the live stream scan, the
 * first reading of a device in each cell stands for the cell's boundary. A load or temperature
 * past the type's limit there opens a run (id `<number>-<metric>-<boundary>`, as the simulation's
 * model names its alarms), a later boundary back within closes it, and the peak follows the run.
 */
import type { Alarm, ReadingMetric } from '../contract/devices';
import { LIVE_ALARM_STEP_MS } from './live';
import { METRIC_UNITS, thresholdOf, type ReadingSource } from './readings';

/** The boundary of the grid cell an instant falls in. */
export const alarmCellOf = (t: number): number =>
  Math.floor(t / LIVE_ALARM_STEP_MS) * LIVE_ALARM_STEP_MS;

/** A run past a limit, as stored: instants in epoch ms, endedAt null while it lasts. */
export interface AlarmRun {
  id: string;
  deviceNumber: string;
  metric: ReadingMetric;
  threshold: number;
  startedAt: number;
  endedAt: number | null;
  peak: number;
}

/** What one boundary's value does to a metric's open run (nothing: undefined). */
export type RunStep =
  | { kind: 'open'; run: AlarmRun }
  | { kind: 'peak'; peak: number }
  | { kind: 'close'; endedAt: number };

/**
 * Judges one metric's value at one boundary against its open run (`open`: the run of this device
 * and metric with endedAt null, if any). A run opened at this very boundary is left as it is.
 */
export function judgeRun(
  source: ReadingSource,
  metric: ReadingMetric,
  open: Pick<AlarmRun, 'startedAt' | 'peak'> | undefined,
  boundary: number,
  value: number,
): RunStep | undefined {
  const limit = thresholdOf(source, metric);
  if (limit === null) return undefined;
  const over = value > limit;
  if (open && open.startedAt < boundary) {
    if (over && value <= open.peak) return undefined;
    return over ? { kind: 'peak', peak: value } : { kind: 'close', endedAt: boundary };
  }
  if (open || !over) return undefined;
  return {
    kind: 'open',
    run: {
      id: `${source.number}-${metric}-${boundary}`,
      deviceNumber: source.number,
      metric,
      threshold: limit,
      startedAt: boundary,
      endedAt: null,
      peak: value,
    },
  };
}

/** A run as the contract's Alarm (with the device's current name). */
export function alarmOfRun(run: AlarmRun, deviceName: string): Alarm {
  return {
    id: run.id,
    deviceNumber: run.deviceNumber,
    deviceName,
    metric: run.metric,
    unit: METRIC_UNITS[run.metric],
    threshold: run.threshold,
    startedAt: new Date(run.startedAt).toISOString(),
    endedAt: run.endedAt === null ? null : new Date(run.endedAt).toISOString(),
    peak: run.peak,
    severity: run.peak > run.threshold * 1.1 ? 'critical' : 'warning',
  };
}
