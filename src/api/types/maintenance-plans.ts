/**
 * The maintenance plan types of the API: inferred from the contract's schemas
 * (src/api/contract/maintenance-plans.ts), the one definition.
 */
// The codes from their zod-free module: importing a list of triggers must not load the schemas.
export {
  PLAN_EVERY_MAX,
  PLAN_EVERY_MIN,
  PLAN_LEAD_DAYS_DEFAULT,
  PLAN_LEAD_DAYS_MAX,
  PLAN_OCCURRENCE_ACTIONS,
  PLAN_SCHEDULE_MAX,
  PLAN_SORT_KEYS,
  PLAN_TRIGGERS,
  PLAN_UNITS,
  TYPE_DEFAULT_PLAN_NAME,
} from '../contract/maintenance-plans-values';
export type {
  PlanOccurrenceAction,
  PlanSortKey,
  PlanTrigger,
  PlanUnit,
} from '../contract/maintenance-plans-values';
export type {
  MaintenancePlan,
  MaintenancePlanChanges,
  MaintenancePlanInput,
  MaintenancePlanListParams,
  MaintenancePlanListResponse,
  PlanOccurrence,
  PlanOccurrenceChange,
  PlanOccurrenceResult,
  PlanSchedule,
  PlanScheduleParams,
} from '../contract/maintenance-plans';
