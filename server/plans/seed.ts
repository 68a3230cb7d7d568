/**
 * The plans of a seed: the simulation's, with their ids and states, when given; otherwise every seeded type's
 * default plan (typeDefaultPlan from `today`), so a seeded database has what the migration gives
 * a database that had types before plans (docs/domain/maintenance-plans.md, "Nothing lost").
 */
import { sql, type Kysely } from 'kysely';

import { typeDefaultPlan } from '../../src/api/shared/maintenance-plans';
import type { Database } from '../db/schema';
import type { PlanFields } from './rows';

/** A plan's state on a device as the simulation stores it (its anchor, a postponement). */
export interface PlanStateSeed {
  planId: number;
  deviceNumber: string;
  anchor: string | null;
  postponedTo: string | null;
}

export async function seedPlans(
  db: Kysely<Database>,
  plans: readonly PlanFields[] | undefined,
  states: readonly PlanStateSeed[],
  types: readonly { id: number; inspectionIntervalDays: number }[],
  now: string,
): Promise<void> {
  const rows =
    plans ??
    types.map((type, i) => ({
      ...typeDefaultPlan(type, now.slice(0, 10)),
      id: i + 1,
      createdAt: now,
      updatedAt: now,
      version: 1,
    }));
  if (rows.length)
    await db
      .insertInto('maintenance_plans')
      .values(
        rows.map((p) => ({
          id: p.id,
          name: p.name,
          active: p.active,
          device_type_id: p.deviceTypeId,
          device_number: p.deviceNumber,
          kind: p.kind,
          checklist: JSON.stringify(p.checklist),
          needs_isolation: p.needsIsolation,
          estimated_hours: p.estimatedHours,
          trigger: p.trigger,
          every: p.every,
          unit: p.unit,
          start_date: p.startDate,
          lead_days: p.leadDays,
          assignee_id: p.assigneeId,
          priority: p.priority,
          is_type_default: p.isTypeDefault,
          created_at: p.createdAt,
          updated_at: p.updatedAt,
          version: p.version,
        })),
      )
      .execute();
  for (let i = 0; i < states.length; i += 500)
    await db
      .insertInto('maintenance_plan_anchors')
      .values(
        states.slice(i, i + 500).map((state) => ({
          plan_id: state.planId,
          device_number: state.deviceNumber,
          anchor: state.anchor,
          due_override: state.postponedTo,
        })),
      )
      .execute();
  await sql`select setval(pg_get_serial_sequence('maintenance_plans', 'id'), coalesce((select max(id) from maintenance_plans), 0) + 1, false)`.execute(
    db,
  );
}
