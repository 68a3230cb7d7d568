/**
 * The plan form: what was typed, as the API's body (POST/PUT /api/maintenance-plans), checked by
 * the contract's own schema (docs/domain/maintenance-plans.md). Numbers are typed as text; blank
 * ones are sent as null, a text that is no number stays NaN for the contract to refuse. The scope
 * is chosen first (a type or one device); only the chosen one is sent.
 */
import { z } from 'zod';

import { maintenancePlanCreateBody } from '@/api/contract/maintenance-plans';
import { PLAN_TRIGGERS, PLAN_UNITS } from '@/api/contract/maintenance-plans-values';
import {
  CHECKLIST_ITEM_KINDS,
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
} from '@/api/contract/work-orders-values';
import { needsIsolationByDefault } from '@/api/shared/work-orders';
import type { MaintenancePlan } from '@/api/types/maintenance-plans';

export const PLAN_SCOPES = ['type', 'device'] as const;
export type PlanScope = (typeof PLAN_SCOPES)[number];

/** A typed number: blank is null; a text that is no number is NaN, which the contract refuses. */
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));
const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed);

/** A checklist item as typed: the work order form's own shape, so its editor serves here too. */
const itemValues = z.object({
  text: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  required: z.boolean(),
  unit: z.string(),
  min: z.string(),
  max: z.string(),
});

const formValues = z.object({
  name: z.string(),
  scope: z.enum(PLAN_SCOPES),
  /** A type's id as text; '' for none chosen. */
  deviceTypeId: z.string(),
  deviceNumber: z.string(),
  kind: z.enum(WORK_ORDER_KINDS),
  trigger: z.enum(PLAN_TRIGGERS),
  every: z.string(),
  unit: z.enum(PLAN_UNITS),
  startDate: z.string(),
  leadDays: z.string(),
  /** A user's id as text; '' for nobody. */
  assigneeId: z.string(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  needsIsolation: z.boolean(),
  estimatedHours: z.string(),
  checklist: z.array(itemValues),
  active: z.boolean(),
});

export type PlanFormValues = z.input<typeof formValues>;

export const planFormSchema = formValues
  .transform(({ scope, ...values }): z.input<typeof maintenancePlanCreateBody> => ({
    ...values,
    deviceTypeId:
      scope === 'type' && values.deviceTypeId !== '' ? Number(values.deviceTypeId) : null,
    deviceNumber: scope === 'device' ? textOrNull(values.deviceNumber) : null,
    every: numberOrNull(values.every) as number,
    startDate: values.startDate,
    leadDays: numberOrNull(values.leadDays) as number,
    assigneeId: values.assigneeId === '' ? null : Number(values.assigneeId),
    estimatedHours: numberOrNull(values.estimatedHours),
    // Keys are the items' places: the template's items have no other name.
    checklist: values.checklist.map((item, i) => ({
      key: `item-${i + 1}`,
      text: item.text,
      kind: item.kind,
      required: item.required,
      ...(item.kind === 'number' && {
        unit: textOrNull(item.unit),
        min: numberOrNull(item.min),
        max: numberOrNull(item.max),
      }),
    })),
  }))
  .pipe(maintenancePlanCreateBody);

export type PlanFormOutput = z.output<typeof planFormSchema>;

const typed = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * A plan as the form's values; a new one starts as a monthly preventive plan after completion,
 * created two weeks ahead, from today, on the device given (or a type to choose), isolation as its
 * kind needs by default.
 */
export function planToForm(
  plan: MaintenancePlan | null,
  { deviceNumber = '', today }: { deviceNumber?: string; today: string },
): PlanFormValues {
  if (!plan)
    return {
      name: '',
      scope: deviceNumber ? 'device' : 'type',
      deviceTypeId: '',
      deviceNumber,
      kind: 'preventive',
      trigger: 'floating',
      every: '1',
      unit: 'months',
      startDate: today,
      leadDays: '14',
      assigneeId: '',
      priority: 'medium',
      needsIsolation: needsIsolationByDefault('preventive'),
      estimatedHours: '',
      checklist: [],
      active: true,
    };
  return {
    name: plan.name,
    scope: plan.deviceNumber ? 'device' : 'type',
    deviceTypeId: typed(plan.deviceTypeId),
    deviceNumber: plan.deviceNumber ?? '',
    kind: plan.kind,
    trigger: plan.trigger,
    every: String(plan.every),
    unit: plan.unit,
    startDate: plan.startDate,
    leadDays: String(plan.leadDays),
    assigneeId: typed(plan.assigneeId),
    priority: plan.priority,
    needsIsolation: plan.needsIsolation,
    estimatedHours: typed(plan.estimatedHours),
    checklist: plan.checklist.map((item) => ({
      text: item.text,
      kind: item.kind,
      required: item.required,
      unit: item.unit ?? '',
      min: typed(item.min),
      max: typed(item.max),
    })),
    active: plan.active,
  };
}
