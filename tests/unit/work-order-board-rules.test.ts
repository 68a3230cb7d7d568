/**
 * The board's drop rules (src/screens/work-orders/board/board-rules.ts): a column accepts a card
 * exactly when the state machine has that step and this user may take it (nextSteps), and a drop
 * asks a reason or a sign-off where the step needs one.
 */
import { describe, expect, it } from 'vitest';

import { WORK_ORDER_STATUSES } from '@/api/contract/work-orders-values';
import { nextSteps, type Actor } from '@/api/shared/work-orders';
import {
  acceptsDrop,
  boardColumns,
  dropTargets,
  stepNeeds,
} from '@/screens/work-orders/board/board-rules';

const admin: Actor = { userId: 1, rules: [{ action: 'manage', subject: 'all' }] };
const tech: Actor = {
  userId: 3,
  rules: [
    { action: 'read', subject: 'Device' },
    { action: 'read', subject: 'WorkOrder' },
    { action: 'create', subject: 'WorkOrder' },
    { action: 'update', subject: 'WorkOrder' },
  ],
};
const state = (status: (typeof WORK_ORDER_STATUSES)[number], assigneeId: number | null) => ({
  status,
  assigneeId,
  needsIsolation: true,
  isolation: null,
  checklist: [],
});

describe('the board accepts a drop where nextSteps has a step', () => {
  it.each(
    WORK_ORDER_STATUSES.flatMap((s) => [[s, 3] as const, [s, 7] as const, [s, null] as const]),
  )('from %s assigned to %s, for the admin and the technician', (status, assigneeId) => {
    for (const actor of [admin, tech])
      for (const column of boardColumns(true))
        expect(acceptsDrop({ status, assigneeId }, column, actor)).toBe(
          nextSteps(state(status, assigneeId), actor).includes(column),
        );
  });

  it('lets the admin move an open order to in progress or cancelled, nothing else', () => {
    expect(dropTargets({ status: 'open', assigneeId: 3 }, admin).sort()).toEqual([
      'cancelled',
      'in_progress',
    ]);
    expect(acceptsDrop({ status: 'open', assigneeId: 3 }, 'done', admin)).toBe(false);
    expect(acceptsDrop({ status: 'open', assigneeId: 3 }, 'open', admin)).toBe(false);
  });

  it('lets the technician move their own orders only, never approve or reopen', () => {
    expect(dropTargets({ status: 'in_progress', assigneeId: 3 }, tech).sort()).toEqual([
      'cancelled',
      'done',
      'on_hold',
    ]);
    expect(dropTargets({ status: 'in_progress', assigneeId: 7 }, tech)).toEqual([]);
    expect(dropTargets({ status: 'requested', assigneeId: 3 }, tech)).toEqual(['cancelled']);
    expect(dropTargets({ status: 'done', assigneeId: 3 }, tech)).toEqual([]);
    expect(dropTargets({ status: 'done', assigneeId: 3 }, admin)).toEqual(['open']);
  });

  it('accepts nothing without a user', () => {
    expect(dropTargets({ status: 'open', assigneeId: null }, null)).toEqual([]);
  });
});

describe('what a drop asks', () => {
  it('a reason to hold, cancel or reopen; a sign-off to complete; nothing else', () => {
    expect(stepNeeds('in_progress', 'on_hold')).toBe('reason');
    expect(stepNeeds('open', 'cancelled')).toBe('reason');
    expect(stepNeeds('done', 'open')).toBe('reason');
    expect(stepNeeds('in_progress', 'done')).toBe('signOff');
    expect(stepNeeds('requested', 'open')).toBeNull();
    expect(stepNeeds('open', 'in_progress')).toBeNull();
    expect(stepNeeds('on_hold', 'in_progress')).toBeNull();
  });

  it('hides the cancelled column unless asked', () => {
    expect(boardColumns(false)).not.toContain('cancelled');
    expect(boardColumns(true)).toContain('cancelled');
  });
});
