/**
 * Maintenance plans (docs/domain/maintenance-plans.md) as schemas: the plan (scope, task, trigger,
 * lead days, assignee), the list's parameters, the bodies of a create, a change and an
 * occurrence's skip or postpone, and the schedule. The scheduling rules are pure functions in
 * src/api/shared/maintenance-plans.ts, which the simulation, the server and the screens apply;
 * the rules that join fields (one scope, `hours` with runtime) are checked there too
 * (`checkPlan`), since a change names only some fields.
 */
import { z } from 'zod';

import {
  count,
  id,
  intParam,
  isoDate,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  numeric,
  preconditionFailed,
  queryText,
  recordVersion,
  requiredText,
  text,
  type ListParamsOf,
} from './common';
import { deviceNumber } from './devices';
import {
  PLAN_EVERY_MAX,
  PLAN_EVERY_MIN,
  PLAN_LEAD_DAYS_MAX,
  PLAN_OCCURRENCE_ACTIONS,
  PLAN_SORT_KEYS,
  PLAN_TRIGGERS,
  PLAN_UNITS,
} from './maintenance-plans-values';
import {
  checklistItemInput,
  workOrder,
  workOrderKind,
  workOrderNumber,
  workOrderPriority,
} from './work-orders';
import { WORK_ORDER_ITEMS_MAX } from './work-orders-values';

export const planTrigger = z.enum(PLAN_TRIGGERS).meta({
  description:
    'fixed: every N units from startDate; floating: N units after the last completion (first due startDate); runtime: every N operating hours (unit hours); condition: floating, the interval scaled by the device’s condition grade (1–2 ×1, 3 ×0.5, 4–5 ×0.25, in whole days, at least 1).',
});
export const planUnit = z.enum(PLAN_UNITS);

const HOURS_MAX = 1000;

/** The fields a plan's writer sets. */
const planInputFields = {
  name: requiredText(LIMITS.name),
  active: z.boolean(),
  deviceTypeId: id.nullable().meta({
    description: 'The plan applies to every device of this type (exactly one scope is set).',
  }),
  deviceNumber: deviceNumber.nullable().meta({
    description:
      'The plan applies to this device, and overrides its type’s plan of the same kind for it.',
  }),
  kind: workOrderKind,
  checklist: z.array(checklistItemInput).max(WORK_ORDER_ITEMS_MAX).meta({
    description: 'The template copied into each order the plan makes (answers stripped).',
  }),
  needsIsolation: z.boolean(),
  estimatedHours: numeric(z.number().min(0).max(HOURS_MAX)).nullable(),
  trigger: planTrigger,
  every: numeric(z.int().min(PLAN_EVERY_MIN).max(PLAN_EVERY_MAX)).meta({
    description: 'The interval, in `unit`.',
  }),
  unit: planUnit.meta({ description: '`hours` only and always with the runtime trigger.' }),
  startDate: isoDate.meta({
    description: 'fixed: the first slot; floating and condition: the first due date.',
  }),
  leadDays: numeric(z.int().min(0).max(PLAN_LEAD_DAYS_MAX)).meta({
    description:
      'An order is created this many days before it is due (an occurrence already past due at once).',
  }),
  assigneeId: id.nullable(),
  priority: workOrderPriority,
};

export const maintenancePlan = z
  .object({
    id,
    ...planInputFields,
    checklist: z.array(checklistItemInput),
    estimatedHours: z.number().nullable(),
    every: z.int(),
    leadDays: z.int(),
    deviceTypeName: z.string().meta({ description: 'The type of the plan, or of its device.' }),
    deviceName: z.string().nullable().meta({ description: 'The device’s name; null for a type.' }),
    assigneeName: z.string().nullable(),
    isTypeDefault: z.boolean().meta({
      description:
        'The type’s default inspection plan: its interval is the type’s inspection interval (editing one edits the other); it cannot be deleted, only deactivated.',
    }),
    openOrders: count.meta({ description: 'The plan’s orders not done or cancelled.' }),
    nextDue: isoDate.nullable().meta({
      description: 'The earliest next due date over the devices it applies to.',
    }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    version: recordVersion,
  })
  .meta({ id: 'MaintenancePlan' });
export type MaintenancePlan = z.infer<typeof maintenancePlan>;

export const maintenancePlanConflict = preconditionFailed(
  'MaintenancePlanConflict',
  maintenancePlan,
);

export const maintenancePlanListQuery = listParams(PLAN_SORT_KEYS).extend({
  q: queryText.meta({
    description:
      'Words of the name, the type’s name or the device number: every word occurs in one of them.',
  }),
  deviceTypeId: intParam(z.int()).optional().catch(undefined).meta({
    description: 'Plans of this type (its own plans, not its devices’).',
  }),
  deviceNumber: z.string().trim().max(20).optional().catch(undefined).meta({
    description:
      'Plans that apply to this device (case-insensitive): its own, and its type’s not overridden by one of its own of the same kind.',
  }),
  kind: workOrderKind.optional().catch(undefined),
  trigger: planTrigger.optional().catch(undefined),
  active: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .meta({ description: 'true: active plans only; false: inactive ones only.' }),
});
export type MaintenancePlanListParams = ListParamsOf<typeof maintenancePlanListQuery>;
export const maintenancePlanListResponse = listAnswer(
  'MaintenancePlanList',
  'plans',
  maintenancePlan,
);
export type MaintenancePlanListResponse = z.infer<typeof maintenancePlanListResponse>;

/** Body of POST /api/maintenance-plans. */
export const maintenancePlanCreateBody = z
  .strictObject({
    ...planInputFields,
    active: planInputFields.active.optional().meta({ description: 'Default true.' }),
    deviceTypeId: planInputFields.deviceTypeId.optional(),
    deviceNumber: planInputFields.deviceNumber.optional(),
    checklist: planInputFields.checklist.optional(),
    needsIsolation: planInputFields.needsIsolation.optional().meta({
      description: 'Default: true for preventive, corrective, test and emergency work.',
    }),
    estimatedHours: planInputFields.estimatedHours.optional(),
    leadDays: planInputFields.leadDays.optional().meta({ description: 'Default 14.' }),
    assigneeId: planInputFields.assigneeId.optional(),
    priority: planInputFields.priority.optional().meta({ description: 'Default medium.' }),
  })
  .meta({
    id: 'MaintenancePlanInput',
    description:
      'A new plan: exactly one of deviceTypeId and deviceNumber (`planScopeRequired`), `hours` only and always with runtime (`planUnitMismatch`).',
  });
export type MaintenancePlanInput = z.input<typeof maintenancePlanCreateBody>;

/** Body of PUT /api/maintenance-plans/{id}: any subset; the checklist replaces the stored one. */
export const maintenancePlanUpdateBody = z.strictObject(planInputFields).partial().meta({
  id: 'MaintenancePlanChanges',
  description:
    'Fields to change; the plan after the change must still have one scope and a unit that fits its trigger. A type’s default plan keeps its scope, kind and trigger (`invalid` on the field).',
});
export type MaintenancePlanChanges = z.input<typeof maintenancePlanUpdateBody>;

export const planScheduleQuery = z.object({
  deviceNumber: z.string().trim().max(20).optional().catch(undefined).meta({
    description: 'Only this device’s occurrence (case-insensitive).',
  }),
});
export type PlanScheduleParams = z.infer<typeof planScheduleQuery>;

export const planOccurrence = z
  .object({
    deviceNumber,
    deviceName: z.string(),
    dueDate: isoDate.nullable().meta({
      description: 'The next due date; null for a runtime plan with no operating hours known.',
    }),
    orderNumber: workOrderNumber
      .nullable()
      .meta({ description: 'The device’s open order of the plan, when made.' }),
  })
  .meta({ id: 'PlanOccurrence' });
export type PlanOccurrence = z.infer<typeof planOccurrence>;
export const planSchedule = z
  .object({ occurrences: z.array(planOccurrence) })
  .meta({ id: 'PlanSchedule', description: 'Soonest first (no date last), then device number.' });
export type PlanSchedule = z.infer<typeof planSchedule>;

/** Body of POST /api/maintenance-plans/{id}/occurrence. */
export const planOccurrenceBody = z
  .strictObject({
    deviceNumber,
    action: z.enum(PLAN_OCCURRENCE_ACTIONS),
    until: isoDate.optional().meta({
      description: 'postpone: the new due date, after today (`postponeUntil`).',
    }),
    reason: text(LIMITS.line).meta({ description: 'Why (`reasonRequired` when empty).' }),
  })
  .meta({ id: 'PlanOccurrenceChange' });
export type PlanOccurrenceChange = z.input<typeof planOccurrenceBody>;

/** What a skip or postpone answers: the order it changed, or the occurrence's new due date. */
export const planOccurrenceResult = z
  .union([workOrder, z.object({ dueDate: isoDate.nullable() }).meta({ id: 'PlanNextDue' })])
  .meta({ id: 'PlanOccurrenceResult' });
export type PlanOccurrenceResult = z.infer<typeof planOccurrenceResult>;
