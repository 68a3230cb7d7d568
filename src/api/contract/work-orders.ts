/**
 * Work orders (docs/domain/work-orders.md) as schemas: the order with its checklist, isolation,
 * labour, parts, downtime, sign-off and events; the list's parameters; the bodies of a create, a
 * change, a status step and a comment, with their limits. The state machine's rules are pure
 * functions in src/api/shared/work-orders.ts, which both the simulation and the server apply.
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
  messageKey,
  numeric,
  optionalDate,
  preconditionFailed,
  queryText,
  recordVersion,
  repeatedParam,
  requiredText,
  text,
  type ListParamsOf,
} from './common';
import { deviceNumber } from './devices';
import {
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_VERDICTS,
  LABOUR_HOURS_MAX,
  WORK_ORDER_DUE_FILTERS,
  WORK_ORDER_ITEMS_MAX,
  WORK_ORDER_KINDS,
  WORK_ORDER_NUMBER_RE,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_STATUSES,
} from './work-orders-values';

export const workOrderKind = z.enum(WORK_ORDER_KINDS);
export const workOrderPriority = z.enum(WORK_ORDER_PRIORITIES);
export const workOrderStatus = z.enum(WORK_ORDER_STATUSES);
export const checklistVerdict = z.enum(CHECKLIST_VERDICTS);

export const workOrderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(WORK_ORDER_NUMBER_RE, messageKey('workOrderNumberFormat'))
  .meta({
    description: 'WO-, the year it was created, a serial within that year: WO-2026-00042.',
    examples: ['WO-2026-00042'],
  });

const COST_MAX = 1_000_000_000;
const hours = (max: number) => z.number().min(0).max(max);

// ---------------------------------------------------------------------------------------------
// Parts of an order
// ---------------------------------------------------------------------------------------------

/** What a checklist item asks, as a plan or the person who creates the order writes it. */
const checklistItemFields = {
  key: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .meta({ description: 'Unique within the order; answers are matched to items by it.' }),
  text: requiredText(LIMITS.line),
  kind: z.enum(CHECKLIST_ITEM_KINDS).meta({
    description:
      'check: ticked done; number: a measured value (unit, min, max); verdict: pass, flag or fail.',
  }),
  required: z.boolean().meta({ description: 'The order cannot be done until it is answered.' }),
  unit: text(LIMITS.code).nullable().optional(),
  min: z
    .number()
    .nullable()
    .optional()
    .meta({ description: 'A number below it is out of limits.' }),
  max: z
    .number()
    .nullable()
    .optional()
    .meta({ description: 'A number above it is out of limits.' }),
};
const checklistAnswer = z.union([z.boolean(), z.number(), checklistVerdict]).nullable().meta({
  description:
    'null until answered; a check answers true, a number item a number, a verdict item pass, flag or fail.',
});
export const checklistItem = z
  .object({
    ...checklistItemFields,
    unit: z.string().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    answer: checklistAnswer,
    remark: z.string(),
  })
  .meta({ id: 'ChecklistItem' });
export type ChecklistItem = z.infer<typeof checklistItem>;
export const checklistItemInput = z
  .strictObject({
    ...checklistItemFields,
    answer: checklistAnswer.optional(),
    remark: text(LIMITS.line).optional(),
  })
  .meta({ id: 'ChecklistItemInput' });
export type ChecklistItemInput = z.infer<typeof checklistItemInput>;

/** The electrically safe work condition's record (docs/domain/work-orders.md). */
export const isolationFields = {
  isolatingDevice: deviceNumber.meta({
    description: 'The device opened to isolate this one, usually its parent breaker or switch.',
  }),
  lockedById: id.meta({ description: 'The user who applied the lock and tag.' }),
  tagNumber: requiredText(LIMITS.code),
  voltageAbsent: z.literal(true, messageKey('voltageAbsentRequired')).meta({
    description: 'Absence of voltage verified with a test instrument: must be true.',
  }),
  instrument: text(LIMITS.line).optional(),
};
export const isolationInput = z.strictObject(isolationFields).meta({ id: 'IsolationInput' });
export type IsolationInput = z.infer<typeof isolationInput>;
export const isolation = z
  .object({
    ...isolationFields,
    instrument: z.string(),
    lockedByName: z.string(),
    recordedAt: isoDateTime,
    recordedById: id,
  })
  .meta({ id: 'Isolation' });
export type Isolation = z.infer<typeof isolation>;

export const labourInput = z
  .strictObject({
    userId: id,
    hours: numeric(hours(LABOUR_HOURS_MAX).refine((h) => h > 0, messageKey('tooSmall'))),
    date: isoDate,
  })
  .meta({ id: 'LabourInput' });
export const labourLine = z
  .object({ userId: id, userName: z.string(), hours: z.number(), date: isoDate })
  .meta({ id: 'LabourLine' });
export type LabourLine = z.infer<typeof labourLine>;

export const partInput = z
  .strictObject({
    text: requiredText(LIMITS.line),
    quantity: numeric(z.number().min(0).max(1_000_000)),
    unitCost: numeric(z.number().min(0).max(COST_MAX)).meta({ description: 'US dollars.' }),
  })
  .meta({ id: 'PartInput' });
export const partLine = z
  .object({ text: z.string(), quantity: z.number(), unitCost: z.number() })
  .meta({ id: 'PartLine' });
export type PartLine = z.infer<typeof partLine>;

/** One step of the order's life: who moved it from which state to which, and why. */
export const workOrderEvent = z
  .object({
    at: isoDateTime,
    userId: id.nullable().meta({ description: 'null when a plan or the system did it.' }),
    userName: z.string(),
    from: workOrderStatus.nullable().meta({ description: 'null: the order was created.' }),
    to: workOrderStatus,
    reason: z.string(),
  })
  .meta({ id: 'WorkOrderEvent' });
export type WorkOrderEvent = z.infer<typeof workOrderEvent>;

export const workOrderComment = z
  .object({ id, at: isoDateTime, userId: id, userName: z.string(), text: z.string() })
  .meta({ id: 'WorkOrderComment' });
export type WorkOrderComment = z.infer<typeof workOrderComment>;

export const signOff = z
  .object({ name: z.string(), at: isoDateTime, userId: id })
  .meta({ id: 'SignOff' });

// ---------------------------------------------------------------------------------------------
// The order
// ---------------------------------------------------------------------------------------------

const workOrderSummaryFields = {
  number: workOrderNumber,
  title: z.string(),
  kind: workOrderKind,
  priority: workOrderPriority,
  status: workOrderStatus,
  deviceNumber,
  deviceName: z.string(),
  locationId: id,
  locationName: z.string(),
  assigneeId: id.nullable(),
  assigneeName: z.string().nullable(),
  dueDate: isoDate.nullable(),
  plannedStart: isoDate.nullable(),
  overdue: z.boolean().meta({ description: 'Not done or cancelled, and due before today.' }),
  updatedAt: isoDateTime,
  version: recordVersion,
};
export const workOrderListItem = z.object(workOrderSummaryFields).meta({ id: 'WorkOrderListItem' });
export type WorkOrderListItem = z.infer<typeof workOrderListItem>;

export const workOrder = z
  .object({
    ...workOrderSummaryFields,
    planId: id.nullable(),
    parentNumber: workOrderNumber.nullable().meta({
      description: 'The order whose failed test or inspection raised this corrective one.',
    }),
    requestedById: id.nullable(),
    requestedByName: z.string(),
    estimatedHours: z.number().nullable(),
    needsIsolation: z.boolean().meta({
      description: 'The device must be isolated (the isolation recorded) before work starts.',
    }),
    isolation: isolation.nullable(),
    checklist: z.array(checklistItem),
    labour: z.array(labourLine),
    parts: z.array(partLine),
    downtimeStart: isoDateTime.nullable().meta({
      description: 'When work on an isolated device started: the device is in maintenance since.',
    }),
    downtimeEnd: isoDateTime.nullable(),
    cost: z.number().meta({ description: 'Labour hours × the labour rate + parts, US dollars.' }),
    completedAt: isoDateTime.nullable(),
    completedById: id.nullable(),
    signOff: signOff.nullable(),
    notes: z.string(),
    createdAt: isoDateTime,
    events: z.array(workOrderEvent),
    comments: z.array(workOrderComment),
  })
  .meta({ id: 'WorkOrder' });
export type WorkOrder = z.infer<typeof workOrder>;

export const workOrderConflict = preconditionFailed('WorkOrderConflict', workOrder);

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const workOrderListQuery = listParams(WORK_ORDER_SORT_KEYS).extend({
  q: queryText.meta({
    description:
      'Words of the number, title, device number or device name: every word occurs in one of them.',
  }),
  status: repeatedParam(workOrderStatus, 'States.'),
  priority: repeatedParam(workOrderPriority, 'Priorities.'),
  kind: repeatedParam(workOrderKind, 'Kinds.'),
  assigneeId: intParam(z.int().min(0)).optional().catch(undefined).meta({
    description: 'Orders assigned to this user; 0: orders assigned to nobody.',
  }),
  deviceNumber: z.string().trim().max(20).optional().catch(undefined).meta({
    description: 'Orders of one device (case-insensitive).',
  }),
  locationId: intParam(z.int()).optional().catch(undefined).meta({
    description: 'Orders of devices at this location or below it; an unknown id lists nothing.',
  }),
  planId: intParam(z.int()).optional().catch(undefined).meta({
    description: 'Orders a maintenance plan made; an unknown id lists nothing.',
  }),
  due: z.enum(WORK_ORDER_DUE_FILTERS).optional().catch(undefined).meta({
    description:
      'overdue: not done or cancelled and due before today; today: due today; week: due today or in the next 6 days.',
  }),
  dueFrom: isoDate.optional().catch(undefined).meta({ description: 'Due on or after this day.' }),
  dueTo: isoDate.optional().catch(undefined).meta({ description: 'Due on or before this day.' }),
});
export type WorkOrderListParams = Omit<
  ListParamsOf<typeof workOrderListQuery>,
  'status' | 'priority' | 'kind'
> & {
  status?: WorkOrder['status'] | WorkOrder['status'][] | undefined;
  priority?: WorkOrder['priority'] | WorkOrder['priority'][] | undefined;
  kind?: WorkOrder['kind'] | WorkOrder['kind'][] | undefined;
};
export const workOrderListResponse = listAnswer('WorkOrderList', 'workOrders', workOrderListItem);
export type WorkOrderListResponse = z.infer<typeof workOrderListResponse>;

const checklistInput = z.array(checklistItemInput).max(WORK_ORDER_ITEMS_MAX);
const plannedFields = {
  title: requiredText(LIMITS.name),
  kind: workOrderKind,
  priority: workOrderPriority,
  assigneeId: id.nullable(),
  dueDate: optionalDate,
  plannedStart: optionalDate,
  estimatedHours: numeric(hours(1000)).nullable(),
  needsIsolation: z.boolean(),
  checklist: checklistInput,
  notes: text(LIMITS.text),
};

/** Body of POST /api/work-orders. */
export const workOrderCreateBody = z
  .strictObject({
    ...plannedFields,
    deviceNumber,
    priority: plannedFields.priority.optional().meta({ description: 'Default medium.' }),
    assigneeId: plannedFields.assigneeId.optional(),
    estimatedHours: plannedFields.estimatedHours.optional(),
    needsIsolation: plannedFields.needsIsolation.optional().meta({
      description: 'Default: true for preventive, corrective, test and emergency work.',
    }),
    checklist: checklistInput.optional(),
    notes: plannedFields.notes.optional(),
    parentNumber: workOrderNumber.nullable().optional(),
  })
  .meta({
    id: 'WorkOrderInput',
    description:
      'A new order: open when created by someone who plans work (the admin), requested when raised by anyone else (a technician).',
  });
export type WorkOrderInput = z.input<typeof workOrderCreateBody>;

/** Body of PUT /api/work-orders/{number}: any subset; arrays replace the stored ones whole. */
export const workOrderUpdateBody = z
  .strictObject({
    ...plannedFields,
    labour: z.array(labourInput).max(WORK_ORDER_ITEMS_MAX),
    parts: z.array(partInput).max(WORK_ORDER_ITEMS_MAX),
    isolation: isolationInput.nullable(),
  })
  .partial()
  .meta({
    id: 'WorkOrderChanges',
    description:
      'Fields to change. The assignee of an order may change its checklist answers and remarks, labour, parts, isolation and notes; the planning fields (title, kind, priority, assignee, dates, estimate, isolation need, checklist items) only someone who plans work.',
  });
export type WorkOrderChanges = z.input<typeof workOrderUpdateBody>;

/** Body of POST /api/work-orders/{number}/status. */
export const workOrderStatusBody = z
  .strictObject({
    status: workOrderStatus,
    reason: text(LIMITS.line).optional().meta({
      description: 'Why: required to put on hold, cancel or reopen.',
    }),
    signOff: text(LIMITS.name).optional().meta({
      description: 'The name of who signs the work off: required to complete (done).',
    }),
  })
  .meta({ id: 'WorkOrderStatusChange' });
export type WorkOrderStatusChange = z.infer<typeof workOrderStatusBody>;

export const workOrderCommentBody = z
  .strictObject({ text: requiredText(LIMITS.text) })
  .meta({ id: 'WorkOrderCommentInput' });

export const workOrderAssignee = z
  .object({ id, fullName: z.string(), role: z.string() })
  .meta({ id: 'WorkOrderAssignee' });
export type WorkOrderAssignee = z.infer<typeof workOrderAssignee>;
export const workOrderAssigneesResponse = z
  .object({ assignees: z.array(workOrderAssignee) })
  .meta({ id: 'WorkOrderAssignees', description: 'By name.' });

/** The home page's maintenance figures (docs/domain/work-orders.md, "Figures"). */
export const workOrderStats = z
  .object({
    backlog: z
      .object({ low: count, medium: count, high: count, urgent: count })
      .meta({ description: 'Orders not done or cancelled, by priority.' }),
    overdue: count,
    pmCompliance: z.number().min(0).max(100).nullable().meta({
      description:
        'Preventive and inspection orders due in the last 90 days: the percentage done by their due date; null when none were due.',
    }),
    mttrHours: z.number().nullable().meta({
      description:
        'Corrective and emergency orders done in the last 90 days: mean hours from start to done; null when none.',
    }),
    downtimeHours: z.number().meta({ description: 'Downtime of orders in the last 90 days.' }),
  })
  .meta({ id: 'WorkOrderStats' });
export type WorkOrderStats = z.infer<typeof workOrderStats>;
