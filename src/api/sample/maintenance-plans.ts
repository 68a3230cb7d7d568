/**
 * The sample maintenance plans (docs/domain/maintenance-plans.md), for the simulation and the
 * server's demo database alike: every device type's default inspection plan (ids 1–12, by type),
 * then a handful of real ones: an annual infrared scan and a three-yearly protection test on the
 * same breaker, a quarterly UPS battery test of a type, a runtime service of a generator, and a
 * condition-based vibration check of a motor. Deterministic: dates count from the context's "now".
 * The orders they make are made by the same rules as at run time (`planOrderRecord`).
 */
import type { DeviceType } from '../contract/devices';
import type { MaintenancePlan } from '../contract/maintenance-plans';
import {
  addMonths,
  dueOccurrences,
  planOrderDraft,
  typeDefaultPlan,
  type DueOccurrence,
  type GenerationInput,
  type PlanDevice,
} from '../shared/maintenance-plans';
import { formatWorkOrderNumber } from '../shared/work-orders';
import type { GeneratorContext } from './context';
import { addDays, toDateString } from './devices/dates';
import { TECHNICIAN_ID, type WorkOrderData, type WorkOrderRecord } from './work-orders';

/** A plan as stored: what follows from its scope, assignee and orders is read with it. */
export type MaintenancePlanRecord = Omit<
  MaintenancePlan,
  'deviceTypeName' | 'deviceName' | 'assigneeName' | 'openOrders' | 'nextDue'
>;

/** Where a plan stands on one device: see ScheduleContext in shared/maintenance-plans.ts. */
export interface PlanStateRecord {
  planId: number;
  deviceNumber: string;
  anchor: string | null;
  postponedTo: string | null;
}

export interface MaintenancePlanData {
  maintenancePlans: MaintenancePlanRecord[];
  planStates: PlanStateRecord[];
}

/** The documented samples: the breaker with two plans of its own, the runtime and condition ones. */
export const PLANNED_BREAKER = '18CB10002';
export const RUNTIME_GENERATOR = '17GN10001';
export const CONDITION_MOTOR = '19MO10001';
/** The type whose devices get the quarterly battery test (UPS). */
export const BATTERY_TEST_TYPE = 7;

const THERMAL_ITEM = {
  key: 'thermal',
  text: 'Hottest spot (infrared)',
  kind: 'number' as const,
  required: true,
  unit: '°C',
  max: 70,
};

/** The real plans, written against `today`. */
function realPlans(
  today: string,
): Omit<MaintenancePlanRecord, 'id' | 'createdAt' | 'updatedAt' | 'version'>[] {
  const common = {
    active: true,
    assigneeId: TECHNICIAN_ID,
    priority: 'medium' as const,
    leadDays: 14,
    isTypeDefault: false,
    estimatedHours: 2,
  };
  return [
    {
      ...common,
      name: 'Annual infrared scan',
      deviceTypeId: null,
      deviceNumber: PLANNED_BREAKER,
      kind: 'inspection',
      checklist: [THERMAL_ITEM],
      needsIsolation: false,
      trigger: 'fixed',
      every: 1,
      unit: 'years',
      startDate: addDays(today, 10),
    },
    {
      ...common,
      name: 'Protection relay test',
      deviceTypeId: null,
      deviceNumber: PLANNED_BREAKER,
      kind: 'test',
      checklist: [
        {
          key: 'trip',
          text: 'Trip time at 3× setting',
          kind: 'number',
          required: true,
          unit: 'ms',
          max: 200,
        },
        { key: 'verdict', text: 'Protection operates as set', kind: 'verdict', required: true },
      ],
      needsIsolation: true,
      trigger: 'fixed',
      every: 3,
      unit: 'years',
      startDate: addMonths(today, 2),
      priority: 'high',
      estimatedHours: 4,
    },
    {
      ...common,
      name: 'Battery discharge test',
      deviceTypeId: BATTERY_TEST_TYPE,
      deviceNumber: null,
      kind: 'test',
      checklist: [
        {
          key: 'autonomy',
          text: 'Autonomy at full load',
          kind: 'number',
          required: true,
          unit: 'min',
          min: 10,
        },
      ],
      needsIsolation: false,
      trigger: 'fixed',
      every: 3,
      unit: 'months',
      startDate: addDays(today, 40),
      assigneeId: null,
    },
    {
      ...common,
      name: 'Generator service',
      deviceTypeId: null,
      deviceNumber: RUNTIME_GENERATOR,
      kind: 'preventive',
      checklist: [{ key: 'oil', text: 'Oil and filters changed', kind: 'check', required: true }],
      needsIsolation: true,
      trigger: 'runtime',
      every: 250,
      unit: 'hours',
      startDate: today,
      estimatedHours: 3,
    },
    {
      ...common,
      name: 'Vibration check',
      deviceTypeId: null,
      deviceNumber: CONDITION_MOTOR,
      kind: 'preventive',
      checklist: [
        {
          key: 'rms',
          text: 'Vibration velocity (RMS)',
          kind: 'number',
          required: true,
          unit: 'mm/s',
          max: 4.5,
        },
      ],
      needsIsolation: false,
      trigger: 'condition',
      every: 6,
      unit: 'months',
      startDate: addDays(today, 60),
    },
  ];
}

/**
 * The sample plans of the types (their default plans, by type id) and the real ones after. A
 * device's own sample plan names a device of the samples at their pinned "now"; samples made at
 * another date may not have it (numbers carry commissioning years): that plan is left out.
 */
export function createMaintenancePlanData(
  ctx: GeneratorContext,
  types: readonly Pick<DeviceType, 'id' | 'inspectionIntervalDays'>[],
  devices: readonly { number: string }[],
): MaintenancePlanData {
  const stamp = ctx.now.toISOString();
  const today = toDateString(ctx.now.getTime());
  const stored = { createdAt: stamp, updatedAt: stamp, version: 1 };
  const numbers = new Set(devices.map((d) => d.number));
  const defaults = [...types]
    .sort((a, b) => a.id - b.id)
    .map((type) => typeDefaultPlan(type, today));
  const own = realPlans(today).filter(
    (p) => p.deviceNumber === null || numbers.has(p.deviceNumber),
  );
  const plans = [...defaults, ...own].map((plan, i): MaintenancePlanRecord => ({
    id: i + 1,
    ...plan,
    ...stored,
  }));
  return { maintenancePlans: plans, planStates: [] };
}

/**
 * The order an occurrence makes, as stored: the plan's task (planOrderDraft), numbered, created
 * at `stamp` by the system (requested by no one; its event's user is "plan").
 */
export function planOrderRecord(
  occurrence: DueOccurrence,
  number: string,
  stamp: string,
): WorkOrderRecord {
  const { event, ...draft } = planOrderDraft(occurrence);
  return {
    number,
    ...draft,
    plannedStart: null,
    updatedAt: stamp,
    version: 1,
    parentNumber: null,
    requestedByName: '',
    isolation: null,
    labour: [],
    parts: [],
    downtimeStart: null,
    downtimeEnd: null,
    cost: 0,
    completedAt: null,
    completedById: null,
    signOff: null,
    notes: '',
    createdAt: stamp,
    events: [{ at: stamp, ...event }],
    comments: [],
  };
}

/**
 * The orders the sample plans have due at `now` (dueOccurrences over the sample devices and
 * orders), numbered after the generator's, created at `now`: what a simulation started on the
 * samples makes first. Changes `orders` in place.
 */
export function samplePlanOrders(
  orders: Pick<WorkOrderData, 'workOrders' | 'workOrderSerials'>,
  plans: MaintenancePlanData,
  devices: readonly PlanDevice[],
  now: string,
  hoursOf?: GenerationInput['hoursOf'],
): void {
  const due = dueOccurrences({
    plans: plans.maintenancePlans,
    devices,
    orders: orders.workOrders,
    stateOf: () => undefined,
    ...(hoursOf && { hoursOf }),
    today: now.slice(0, 10),
  });
  const year = now.slice(0, 4);
  for (const occurrence of due) {
    const serial = (orders.workOrderSerials[year] ?? 0) + 1;
    orders.workOrderSerials[year] = serial;
    orders.workOrders.push(
      planOrderRecord(occurrence, formatWorkOrderNumber(Number(year), serial), now),
    );
  }
}
