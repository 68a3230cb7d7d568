/**
 * What the device, type and work order queries tell the maintenance plans (docs/domain/maintenance-plans.md):
 * a condition grade changed, a plan's order closed, a type made, re-timed or deleted. The plans'
 * queries make orders through the work orders' queries, which read devices, so calling them
 * directly would make a cycle of imports; the plans register their hooks here when their module
 * loads (the handlers load it). A database that holds plans and finds no hooks is a mistake
 * (the plans would silently stop following the register), so it throws instead of doing nothing.
 */
import type { WorkOrderRecord } from '../../sample/work-orders';

export interface PlanHooks {
  afterConditionChange(db: object, deviceNumber: string, actor: string): void;
  afterPlanOrderClosed(db: object, order: WorkOrderRecord): void;
  afterTypeCreated(db: object, type: { id: number; inspectionIntervalDays: number }): void;
  afterTypeIntervalChange(db: object, typeId: number): void;
  afterTypeDeleted(db: object, typeId: number): void;
}

let registered: PlanHooks | null = null;

export function registerPlanHooks(hooks: PlanHooks): void {
  registered = hooks;
}

/** The plans' hooks for `db`; null when it holds no plans (a host's database without them). */
export function planHooks(db: object): PlanHooks | null {
  if (!('maintenancePlans' in db)) return null;
  if (!registered) {
    throw new Error('The maintenance plans’ queries are not loaded: their hooks are missing.');
  }
  return registered;
}
