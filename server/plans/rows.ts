/**
 * Maintenance plans between their rows and the contract's shape (src/api/contract/
 * maintenance-plans.ts): the plan's own columns, then what an answer derives (names, open orders,
 * next due date).
 */
import type { Kysely, Selectable } from 'kysely';

import type { MaintenancePlan } from '../../src/api/contract/maintenance-plans';
import type { PlanTrigger, PlanUnit } from '../../src/api/contract/maintenance-plans-values';
import type { ChecklistItemInput } from '../../src/api/contract/work-orders';
import type { WorkOrderKind, WorkOrderPriority } from '../../src/api/contract/work-orders-values';
import type { Database, MaintenancePlansTable } from '../db/schema';

export type PlanRow = Selectable<MaintenancePlansTable>;

/** Plans by id (all when not given), in id order. */
export function planRows(db: Kysely<Database>, ids?: readonly number[]): Promise<PlanRow[]> {
  if (ids && ids.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('maintenance_plans').selectAll().orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The plan's own fields as the contract names them (the derived ones left out). */
export type PlanFields = Omit<
  MaintenancePlan,
  'deviceTypeName' | 'deviceName' | 'assigneeName' | 'openOrders' | 'nextDue'
>;

export function planOf(row: PlanRow): PlanFields {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    deviceTypeId: row.device_type_id,
    deviceNumber: row.device_number,
    kind: row.kind as WorkOrderKind,
    checklist: row.checklist as ChecklistItemInput[],
    needsIsolation: row.needs_isolation,
    estimatedHours: row.estimated_hours,
    trigger: row.trigger as PlanTrigger,
    every: row.every,
    unit: row.unit as PlanUnit,
    startDate: row.start_date,
    leadDays: row.lead_days,
    assigneeId: row.assignee_id,
    priority: row.priority as WorkOrderPriority,
    isTypeDefault: row.is_type_default,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}
