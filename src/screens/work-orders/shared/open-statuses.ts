import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '@/api/types/work-orders';

/**
 * The work still to do (neither done nor cancelled): what the list opens on and what the calendar
 * shows unless the status filter asks for other states.
 */
export const OPEN_STATUSES: readonly WorkOrderStatus[] = WORK_ORDER_STATUSES.filter(
  (s) => s !== 'done' && s !== 'cancelled',
);
