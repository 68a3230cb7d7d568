/**
 * The maintenance plan's codes (docs/domain/maintenance-plans.md): triggers, units, occurrence
 * actions, sort keys and limits. Stable identifiers; screens translate them into labels.
 */

/**
 * fixed: every N units from the start date; floating: N units after the last completion;
 * runtime: every N operating hours; condition: floating, the interval scaled by the device's grade.
 */
export const PLAN_TRIGGERS = ['fixed', 'floating', 'runtime', 'condition'] as const;
export type PlanTrigger = (typeof PLAN_TRIGGERS)[number];

/** `hours` only and always with the runtime trigger. */
export const PLAN_UNITS = ['days', 'weeks', 'months', 'years', 'hours'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];

/** What may be done to a device's next occurrence of a plan. */
export const PLAN_OCCURRENCE_ACTIONS = ['skip', 'postpone'] as const;
export type PlanOccurrenceAction = (typeof PLAN_OCCURRENCE_ACTIONS)[number];

export const PLAN_SORT_KEYS = ['name', 'nextDue', 'updatedAt'] as const;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];

/** The interval's bounds, in the plan's unit. */
export const PLAN_EVERY_MIN = 1;
export const PLAN_EVERY_MAX = 1000;
/** Days before the due date an order is created. */
export const PLAN_LEAD_DAYS_MAX = 365;
export const PLAN_LEAD_DAYS_DEFAULT = 14;
/** The schedule lists at most this many devices of a type's plan. */
export const PLAN_SCHEDULE_MAX = 100;
/** The name a type's default inspection plan is stored with (screens translate it). */
export const TYPE_DEFAULT_PLAN_NAME = 'Inspection';
