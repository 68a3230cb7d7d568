/**
 * A plan's devices as the shared pure rules (src/api/shared/maintenance-plans.ts) read them, from
 * the rows the server reads them with: the device's own columns, and its stored state of the plan
 * (`maintenance_plan_anchors`: the anchor, a postponement with no order yet).
 */
import type { Kysely } from 'kysely';

import type { DeviceCondition, DeviceStatus } from '../../src/api/contract/devices';
import {
  nextDueOf,
  runtimeHours,
  type GenerationInput,
  type PlanDevice,
  type PlanDeviceState,
} from '../../src/api/shared/maintenance-plans';
import type { ReadingSource } from '../../src/api/shared/readings';
import type { Database } from '../db/schema';
import { sourceOfRow, thresholdsOf } from '../readings/source';
import { planOf, type PlanRow } from './rows';

/** A device with its state of one plan, as server/plans/generate.ts and list.ts select it. */
export interface PlanDeviceRow {
  number: string;
  name: string;
  type_id: number;
  status: string;
  condition: number;
  last_inspection: string | null;
  commission_date: string | null;
  anchor: string | null;
  due_override: string | null;
}

/** The columns of a PlanDeviceRow, `d` the device and `a` its anchor row of the plan. */
export const PLAN_DEVICE_COLUMNS = `d.number, d.name, d.type_id, d.status, d.condition,
  d.last_inspection, d.commission_date, a.anchor, a.due_override`;

export const planDeviceOf = (row: PlanDeviceRow): PlanDevice => ({
  number: row.number,
  name: row.name,
  typeId: row.type_id,
  status: row.status as DeviceStatus,
  condition: row.condition as DeviceCondition,
  lastInspection: row.last_inspection,
  commissionDate: row.commission_date,
  deleted: false,
});

export const stateOfRow = (row: PlanDeviceRow): PlanDeviceState => ({
  anchor: row.anchor,
  postponedTo: row.due_override,
});

/** The shared rules' view of rows of one plan: each device's state by number. */
export function generationInputOf(
  rows: readonly PlanDeviceRow[],
  today: string,
): Pick<GenerationInput, 'stateOf' | 'today'> {
  const states = new Map(rows.map((row) => [row.number, stateOfRow(row)]));
  return { stateOf: (_planId, number) => states.get(number), today };
}

/** The next due date of the plan on one device with no open order of it. */
export function dueDateOf(plan: PlanRow, row: PlanDeviceRow, today: string): string | null {
  return nextDueOf(planOf(plan), planDeviceOf(row), generationInputOf([row], today));
}

/**
 * A runtime plan's operating hours of these devices (runtimeHours over each device's readings
 * source, as the simulation counts them); none for the other triggers.
 */
export async function hoursOfDevices(
  db: Kysely<Database>,
  plan: PlanRow,
  numbers: readonly string[],
  now: string,
): Promise<Pick<GenerationInput, 'hoursOf'>> {
  if (plan.trigger !== 'runtime' || numbers.length === 0) return {};
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('number', 'in', [...numbers])
    .execute();
  const sources = new Map<string, ReadingSource>();
  for (const row of rows)
    sources.set(row.number, sourceOfRow(row, await thresholdsOf(db, row.type_id)));
  return {
    hoursOf: (number, since) => {
      const source = sources.get(number);
      return source ? runtimeHours(source, since, Date.parse(now)) : undefined;
    },
  };
}
