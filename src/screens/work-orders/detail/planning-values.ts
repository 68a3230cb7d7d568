import { z } from 'zod';

import {
  LIMITS,
  messageKey,
  numeric,
  optionalDate,
  requiredText,
  text,
} from '@/api/contract/common';
import { workOrderKind, workOrderPriority } from '@/api/contract/work-orders';
import type { WorkOrder, WorkOrderChanges } from '@/api/types/work-orders';

/** The planning fields of an order (who plans work changes them), as the drawer holds them. */
export const planningForm = z.object({
  title: requiredText(LIMITS.name),
  kind: workOrderKind,
  priority: workOrderPriority,
  assigneeId: z.string(),
  dueDate: optionalDate,
  plannedStart: optionalDate,
  estimatedHours: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    numeric(z.number(messageKey('notANumber')).min(0).max(1000)).nullable(),
  ),
  needsIsolation: z.boolean(),
  notes: text(LIMITS.text),
});
export type PlanningValues = z.input<typeof planningForm>;

export function planningValues(order: WorkOrder): PlanningValues {
  return {
    title: order.title,
    kind: order.kind,
    priority: order.priority,
    assigneeId: order.assigneeId === null ? '' : String(order.assigneeId),
    dueDate: order.dueDate ?? '',
    plannedStart: order.plannedStart ?? '',
    estimatedHours: order.estimatedHours === null ? '' : String(order.estimatedHours),
    needsIsolation: order.needsIsolation,
    notes: order.notes,
  };
}

/** The change to send: only the fields that differ from the order as shown. */
export function planningChanges(
  order: WorkOrder,
  values: z.output<typeof planningForm>,
): WorkOrderChanges {
  const next: WorkOrderChanges = {
    title: values.title,
    kind: values.kind,
    priority: values.priority,
    assigneeId: values.assigneeId === '' ? null : Number(values.assigneeId),
    dueDate: values.dueDate ?? null,
    plannedStart: values.plannedStart ?? null,
    estimatedHours: values.estimatedHours,
    needsIsolation: values.needsIsolation,
    notes: values.notes,
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => order[key as keyof WorkOrder] !== value),
  ) as WorkOrderChanges;
}
