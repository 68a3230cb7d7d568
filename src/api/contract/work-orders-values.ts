/**
 * The work order's codes (docs/domain/work-orders.md): kinds, priorities, states, checklist item
 * kinds and sort keys. Stable identifiers; screens translate them into labels.
 */

export const WORK_ORDER_KINDS = [
  'inspection',
  'preventive',
  'corrective',
  'test',
  'emergency',
  'request',
] as const;
export type WorkOrderKind = (typeof WORK_ORDER_KINDS)[number];

export const WORK_ORDER_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const WORK_ORDER_STATUSES = [
  'requested',
  'open',
  'in_progress',
  'on_hold',
  'done',
  'cancelled',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** The states an order is still to be worked in (the backlog). */
export const OPEN_WORK_ORDER_STATUSES = ['requested', 'open', 'in_progress', 'on_hold'] as const;

/** A checklist item is ticked, measured (a number with limits), or judged pass / flag / fail. */
export const CHECKLIST_ITEM_KINDS = ['check', 'number', 'verdict'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];
export const CHECKLIST_VERDICTS = ['pass', 'flag', 'fail'] as const;
export type ChecklistVerdict = (typeof CHECKLIST_VERDICTS)[number];

/** The list's due filter: past due and not done, due today, or due within the next 7 days. */
export const WORK_ORDER_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type WorkOrderDueFilter = (typeof WORK_ORDER_DUE_FILTERS)[number];

export const WORK_ORDER_SORT_KEYS = [
  'number',
  'title',
  'priority',
  'status',
  'dueDate',
  'deviceNumber',
  'assignee',
  'updatedAt',
] as const;

/**
 * The kinds that need the device de-energised by default (an order may say otherwise): work on
 * the conductors. Inspections are done live from outside; a request is only a request.
 */
export const ISOLATING_KINDS: readonly WorkOrderKind[] = [
  'preventive',
  'corrective',
  'test',
  'emergency',
];

/** US dollars an hour of labour is costed at (ours; one rate until labour rates are data). */
export const LABOUR_RATE_USD = 65;

/** WO-YYYY-NNNNN: the year the order was created and its serial within that year. */
export const WORK_ORDER_NUMBER_RE = /^WO-\d{4}-\d{5}$/;

/** How many checklist items, labour lines, parts and comments one order may hold. */
export const WORK_ORDER_ITEMS_MAX = 100;
/** Hours one labour line may hold. */
export const LABOUR_HOURS_MAX = 24;
