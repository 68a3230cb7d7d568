/**
 * The board's rules, pure: its columns, which columns accept a card while it is dragged (the
 * state machine's steps this user may take, `nextSteps` of src/api/shared/work-orders.ts), and
 * what a drop must ask before it is sent (a reason, a sign-off). The API is still the judge: a
 * drop it refuses (409) puts the card back.
 */
import { NEEDS_REASON, nextSteps, type Actor } from '@/api/shared/work-orders';
import type { WorkOrderListItem, WorkOrderStatus } from '@/api/types/work-orders';

/** What a card knows of its order: a list item's state and assignee. */
export type CardOrder = Pick<WorkOrderListItem, 'status' | 'assigneeId'>;

/** The board's columns, in the order work goes through them; cancelled is behind a toggle. */
export const BOARD_COLUMNS = ['requested', 'open', 'in_progress', 'on_hold', 'done'] as const;

/** The columns shown: the five, and cancelled when asked for. */
export const boardColumns = (showCancelled: boolean): WorkOrderStatus[] =>
  showCancelled ? [...BOARD_COLUMNS, 'cancelled'] : [...BOARD_COLUMNS];

/** What a step asks before it is sent: a reason (hold, cancel, reopen), a sign-off (done). */
export type StepNeed = 'reason' | 'signOff' | null;

export function stepNeeds(from: WorkOrderStatus, to: WorkOrderStatus): StepNeed {
  if (NEEDS_REASON(from, to)) return 'reason';
  return to === 'done' ? 'signOff' : null;
}

/**
 * The columns a card may be dropped on: the steps this user may take from its state (its own
 * column is not a step). Without a user, none.
 */
export function dropTargets(order: CardOrder, actor: Actor | null): WorkOrderStatus[] {
  if (!actor) return [];
  // Who may take a step reads the state and the assignee only; the order's own rules (isolation,
  // checklist) are the API's answer to the step, which the board shows.
  return nextSteps(
    {
      status: order.status,
      assigneeId: order.assigneeId,
      needsIsolation: false,
      isolation: null,
      checklist: [],
    },
    actor,
  );
}

/** Whether a card may be dropped on a column. */
export function acceptsDrop(
  order: CardOrder,
  column: WorkOrderStatus,
  actor: Actor | null,
): boolean {
  return dropTargets(order, actor).includes(column);
}
