import { isOverdue } from '@/api/shared/work-orders';
import type { WorkOrderListItem, WorkOrderPriority } from '@/api/types/work-orders';

/** My work's sections, in the order a technician takes them. */
export const MY_WORK_GROUPS = ['now', 'week', 'later'] as const;
export type MyWorkGroup = (typeof MY_WORK_GROUPS)[number];

const RANK: Record<WorkOrderPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** `day` plus `days`, both YYYY-MM-DD (UTC calendar days). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Which section an order goes in: overdue or due today, due in the next six days, the rest. */
export function myWorkGroup(order: WorkOrderListItem, today: string): MyWorkGroup {
  if (order.dueDate === null) return 'later';
  if (isOverdue(order.status, order.dueDate, today) || order.dueDate === today) return 'now';
  return order.dueDate <= addDays(today, 6) ? 'week' : 'later';
}

/**
 * The signed-in user's open orders in sections: overdue and due today first, then this week,
 * then the rest; within each, the earliest due first (none last), then the most urgent.
 */
export function groupMyWork(
  orders: readonly WorkOrderListItem[],
  today: string,
): Record<MyWorkGroup, WorkOrderListItem[]> {
  const groups: Record<MyWorkGroup, WorkOrderListItem[]> = { now: [], week: [], later: [] };
  for (const order of orders) groups[myWorkGroup(order, today)].push(order);
  const byDue = (a: WorkOrderListItem, b: WorkOrderListItem) =>
    (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
    RANK[a.priority] - RANK[b.priority] ||
    a.number.localeCompare(b.number);
  for (const group of MY_WORK_GROUPS) groups[group].sort(byDue);
  return groups;
}
