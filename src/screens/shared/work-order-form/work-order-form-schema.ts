/**
 * The create form: what was typed, as the API's body (POST /api/work-orders), checked by the
 * contract's own schema (docs/domain/work-orders.md). Numbers and dates are typed as text; blank
 * ones are sent as null, a text that is no number stays text for the contract to refuse.
 */
import { z } from 'zod';

import { workOrderCreateBody } from '@/api/contract/work-orders';
import {
  CHECKLIST_ITEM_KINDS,
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
} from '@/api/contract/work-orders-values';

/** A typed number: blank is null; a text that is no number is NaN, which the contract refuses. */
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));
const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed);

const itemValues = z.object({
  text: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  required: z.boolean(),
  unit: z.string(),
  min: z.string(),
  max: z.string(),
});

const formValues = z.object({
  title: z.string(),
  kind: z.enum(WORK_ORDER_KINDS),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  deviceNumber: z.string(),
  /** A user's id as text; '' for nobody. */
  assigneeId: z.string(),
  dueDate: z.string(),
  plannedStart: z.string(),
  estimatedHours: z.string(),
  needsIsolation: z.boolean(),
  checklist: z.array(itemValues),
  notes: z.string(),
});

export type WorkOrderFormValues = z.input<typeof formValues>;
export type ChecklistItemValues = z.input<typeof itemValues>;

export const workOrderFormSchema = formValues
  .transform((values): z.input<typeof workOrderCreateBody> => ({
    ...values,
    assigneeId: values.assigneeId === '' ? null : Number(values.assigneeId),
    estimatedHours: numberOrNull(values.estimatedHours),
    // Keys are the items' places: a new order's items have no other name yet.
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
  .pipe(workOrderCreateBody);

export type WorkOrderFormOutput = z.output<typeof workOrderFormSchema>;

/** A new checklist item: a required check. */
export const newChecklistItem = (): ChecklistItemValues => ({
  text: '',
  kind: 'check',
  required: true,
  unit: '',
  min: '',
  max: '',
});
