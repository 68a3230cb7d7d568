/**
 * The work order types of the API: inferred from the contract's schemas
 * (src/api/contract/work-orders.ts), the one definition.
 */
// The codes from their zod-free module: importing a list of states must not load the schemas.
export {
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_VERDICTS,
  LABOUR_RATE_USD,
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_DUE_FILTERS,
  WORK_ORDER_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_STATUSES,
} from '../contract/work-orders-values';
export type {
  ChecklistItemKind,
  ChecklistVerdict,
  WorkOrderDueFilter,
  WorkOrderKind,
  WorkOrderPriority,
  WorkOrderStatus,
} from '../contract/work-orders-values';
export type {
  ChecklistItem,
  ChecklistItemInput,
  IsolationInput,
  Isolation,
  LabourLine,
  PartLine,
  WorkOrder,
  WorkOrderAssignee,
  WorkOrderChanges,
  WorkOrderComment,
  WorkOrderEvent,
  WorkOrderInput,
  WorkOrderListItem,
  WorkOrderListParams,
  WorkOrderListResponse,
  WorkOrderStats,
  WorkOrderStatusChange,
} from '../contract/work-orders';
