/**
 * A device's next due date of a plan by the shared pure rules (src/api/shared/maintenance-plans.ts),
 * from what the database holds for the device: its anchor (the last completion or skip of the
 * plan; for a type's default plan the device's last inspection or commission date when later) and
 * its condition grade. A postponed occurrence with no order yet is due when it was postponed to.
 */
import { nextDueDates } from '../../src/api/shared/maintenance-plans';
import { planOf, type PlanRow } from './rows';

/** A device as the plan job reads it (server/plans/generate.ts). */
export interface PlanDevice {
  number: string;
  condition: number;
  last_inspection: string | null;
  commission_date: string | null;
  anchor: string | null;
  due_override: string | null;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);

/** What the default plan of a type counts from for a device, besides its own anchor. */
export function anchorOf(plan: PlanRow, device: PlanDevice): string | null {
  if (!plan.is_type_default) return device.anchor;
  return later(device.anchor, device.last_inspection ?? device.commission_date);
}

export function dueDateOf(plan: PlanRow, device: PlanDevice, today: string): string | null {
  if (device.due_override !== null) return device.due_override;
  const [first] = nextDueDates(
    planOf(plan),
    {
      anchor: anchorOf(plan, device),
      condition: device.condition as 1 | 2 | 3 | 4 | 5,
      operatingHoursSinceAnchor: null,
      dailyOperatingHours: null,
      today,
    },
    1,
  );
  return first ?? null;
}
