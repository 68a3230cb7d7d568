/**
 * Where each of home's maintenance figures leads (issue 39.6): the work order list filtered by
 * what the figure counts (docs/domain/work-orders.md, "Figures"). The list reads its filters from
 * the URL, a filter of several values as one comma-separated parameter, as the register's do.
 */
import {
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_PRIORITIES,
  type WorkOrderPriority,
} from '@/api/types/work-orders';

import { withQuery } from '../paths';

const OPEN = OPEN_WORK_ORDER_STATUSES.join(',');

export interface WorkOrderFigureLinks {
  /** Orders not done or cancelled. */
  backlog: string;
  /** Orders not done or cancelled of one priority. */
  priority: Record<WorkOrderPriority, string>;
  /** Orders not done or cancelled and past due. */
  overdue: string;
  /** Planned work (preventive and inspection orders), soonest due first. */
  pmCompliance: string;
  /** Done repairs (corrective and emergency orders), last done first. */
  mttr: string;
  /** Work that takes a device down (in progress or done), last changed first. */
  downtime: string;
}

/** The links of the figures, on the list at `listPath`. Pure. */
export function workOrderFigureLinks(listPath: string): WorkOrderFigureLinks {
  return {
    backlog: withQuery(listPath, { status: OPEN }),
    priority: Object.fromEntries(
      WORK_ORDER_PRIORITIES.map((p) => [p, withQuery(listPath, { status: OPEN, priority: p })]),
    ) as Record<WorkOrderPriority, string>,
    overdue: withQuery(listPath, { due: 'overdue' }),
    pmCompliance: withQuery(listPath, {
      kind: 'preventive,inspection',
      sortBy: 'dueDate',
      orderBy: 'asc',
    }),
    mttr: withQuery(listPath, {
      kind: 'corrective,emergency',
      status: 'done',
      sortBy: 'updatedAt',
      orderBy: 'desc',
    }),
    downtime: withQuery(listPath, {
      status: 'in_progress,done',
      sortBy: 'updatedAt',
      orderBy: 'desc',
    }),
  };
}
