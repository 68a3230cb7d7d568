/**
 * The work order's state machine and derived figures (src/api/shared/work-orders.ts): what the
 * simulation, the server and the screens all apply, tested once here without HTTP.
 */
import { describe, expect, it } from 'vitest';

import type { ChecklistItem, WorkOrder } from '@/api/contract/work-orders';
import { createAuthData } from '@/api/sample/auth';
import {
  checkChanges,
  checklistOutcome,
  checkStep,
  formatWorkOrderNumber,
  isOverdue,
  maintenanceRecordOf,
  nextSteps,
  orderCost,
  stepEffect,
  storedChecklist,
  type Actor,
  type OrderState,
} from '@/api/shared/work-orders';

const users = createAuthData().loginUsers;
const actorOf = (id: number): Actor => {
  const user = users.find((u) => u.id === id)!;
  return { userId: user.id, rules: user.abilityRules };
};
const admin = actorOf(1);
const client = actorOf(2);
const tech = actorOf(3);
const otherTech: Actor = { ...tech, userId: 99 };

const item = (over: Partial<ChecklistItem>): ChecklistItem => ({
  key: 'k',
  text: 'Check',
  kind: 'check',
  required: true,
  unit: null,
  min: null,
  max: null,
  answer: null,
  remark: '',
  ...over,
});

const order = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'open',
  assigneeId: 3,
  needsIsolation: true,
  isolation: null,
  checklist: [item({ key: 'a' }), item({ key: 'b', kind: 'number', min: 100 })],
  ...over,
});
const ISOLATED = {
  isolatingDevice: '24DC10001',
  lockedById: 3,
  lockedByName: 'Li Wei',
  tagNumber: 'LOTO-1',
  voltageAbsent: true as const,
  instrument: '',
  recordedAt: '2026-06-15T09:00:00Z',
  recordedById: 3,
};

const keyOf = (failure: ReturnType<typeof checkStep>) =>
  failure === null
    ? null
    : 'error' in failure
      ? `${failure.status} ${failure.error.key}`
      : `${failure.status} ${failure.issues.map((i) => `${i.path}:${i.key}`).join(',')}`;

describe('the state machine', () => {
  it('refuses a step it does not have (409), whoever asks', () => {
    expect(keyOf(checkStep(order(), { status: 'done' }, admin))).toBe('409 transitionNotAllowed');
    expect(keyOf(checkStep(order({ status: 'cancelled' }), { status: 'open' }, admin))).toBe(
      '409 transitionNotAllowed',
    );
  });

  it('lets only the planner or the assignee take a step (403 notYourOrder)', () => {
    const isolated = order({ isolation: ISOLATED });
    expect(checkStep(isolated, { status: 'in_progress' }, tech)).toBeNull();
    expect(checkStep(isolated, { status: 'in_progress' }, admin)).toBeNull();
    expect(keyOf(checkStep(isolated, { status: 'in_progress' }, otherTech))).toBe(
      '403 notYourOrder',
    );
    expect(keyOf(checkStep(isolated, { status: 'in_progress' }, client))).toBe('403 notYourOrder');
  });

  it('needs an assignee, then the isolation, to start isolated work', () => {
    expect(keyOf(checkStep(order({ assigneeId: null }), { status: 'in_progress' }, admin))).toBe(
      '409 assigneeRequired',
    );
    expect(keyOf(checkStep(order(), { status: 'in_progress' }, tech))).toBe(
      '409 isolationRequired',
    );
    expect(checkStep(order({ needsIsolation: false }), { status: 'in_progress' }, tech)).toBeNull();
  });

  it('needs a reason to hold, cancel or reopen (400 on reason)', () => {
    const working = order({ status: 'in_progress' });
    expect(keyOf(checkStep(working, { status: 'on_hold' }, tech))).toBe(
      '400 reason:reasonRequired',
    );
    expect(keyOf(checkStep(working, { status: 'on_hold', reason: '  ' }, tech))).toBe(
      '400 reason:reasonRequired',
    );
    expect(checkStep(working, { status: 'on_hold', reason: 'Parts' }, tech)).toBeNull();
    expect(keyOf(checkStep(order(), { status: 'cancelled' }, admin))).toBe(
      '400 reason:reasonRequired',
    );
  });

  it('completes only with the required checklist answered and a sign-off', () => {
    const working = order({ status: 'in_progress' });
    const failure = checkStep(working, { status: 'done', signOff: 'Li Wei' }, tech);
    expect(keyOf(failure)).toBe('409 checklistIncomplete');
    expect(failure && 'error' in failure && failure.error.params).toEqual({ count: 2 });
    const answered = order({
      status: 'in_progress',
      checklist: [
        item({ key: 'a', answer: true }),
        item({ key: 'b', kind: 'number', answer: 120 }),
      ],
    });
    expect(keyOf(checkStep(answered, { status: 'done' }, tech))).toBe(
      '400 signOff:signOffRequired',
    );
    expect(checkStep(answered, { status: 'done', signOff: 'Li Wei' }, tech)).toBeNull();
  });

  it('reopens a done order only as an administrator, and approves requests only as a planner', () => {
    expect(keyOf(checkStep(order({ status: 'done' }), { status: 'open', reason: 'x' }, tech))).toBe(
      '403 onlyAdminReopens',
    );
    expect(checkStep(order({ status: 'done' }), { status: 'open', reason: 'x' }, admin)).toBeNull();
    expect(keyOf(checkStep(order({ status: 'requested' }), { status: 'open' }, tech))).toBe(
      '403 onlyPlannerApproves',
    );
  });

  it('offers each actor the steps they may take', () => {
    expect(nextSteps(order(), admin)).toEqual(['in_progress', 'cancelled']);
    expect(nextSteps(order(), tech)).toEqual(['in_progress', 'cancelled']);
    expect(nextSteps(order(), otherTech)).toEqual([]);
    expect(nextSteps(order({ status: 'done' }), tech)).toEqual([]);
    expect(nextSteps(order({ status: 'done' }), admin)).toEqual(['open']);
    expect(nextSteps(order({ status: 'requested' }), tech)).toEqual(['cancelled']);
  });
});

describe('changes', () => {
  it('refuses edits of a closed order and of someone else’s', () => {
    expect(keyOf(checkChanges(order({ status: 'done' }), { notes: 'x' }, admin))).toBe(
      '409 workOrderClosed',
    );
    expect(keyOf(checkChanges(order(), { notes: 'x' }, otherTech))).toBe('403 notYourOrder');
    expect(checkChanges(order(), { notes: 'x' }, tech)).toBeNull();
  });

  it('keeps the plan to the planner: the assignee answers but does not rewrite the checklist', () => {
    expect(keyOf(checkChanges(order(), { priority: 'urgent' }, tech))).toBe(
      '400 priority:planningOnly',
    );
    const answers = order().checklist.map((i) => ({ ...i, answer: i.kind === 'check' ? true : 5 }));
    expect(checkChanges(order(), { checklist: answers }, tech)).toBeNull();
    const rewritten = answers.map((i) => ({ ...i, text: 'Other' }));
    expect(keyOf(checkChanges(order(), { checklist: rewritten }, tech))).toBe(
      '400 checklist:planningOnly',
    );
    expect(checkChanges(order(), { checklist: rewritten }, admin)).toBeNull();
  });

  it('refuses repeated keys and answers of the wrong kind', () => {
    const twice = [item({ key: 'a' }), item({ key: 'a' })];
    expect(keyOf(checkChanges(order(), { checklist: twice }, admin))).toBe('400 checklist:invalid');
    const wrong = [item({ key: 'a', kind: 'number', answer: 'pass' })];
    expect(keyOf(checkChanges(order(), { checklist: wrong }, admin))).toBe('400 checklist:invalid');
  });
});

describe('what a step changes', () => {
  const now = '2026-06-15T10:00:00Z';
  const base = { needsIsolation: true, downtimeStart: null, downtimeEnd: null } as const;

  it('starts downtime (device in maintenance) and ends it when done (device in service)', () => {
    expect(stepEffect({ ...base, status: 'open' }, { status: 'in_progress' }, tech, now)).toEqual({
      downtimeStart: now,
      downtimeEnd: null,
      deviceStatus: 'maintenance',
    });
    const done = stepEffect(
      { ...base, status: 'in_progress', downtimeStart: '2026-06-15T08:00:00Z' },
      { status: 'done', signOff: ' Li Wei ' },
      tech,
      now,
    );
    expect(done).toEqual({
      downtimeEnd: now,
      deviceStatus: 'in_service',
      completedAt: now,
      completedById: 3,
      signOff: { name: 'Li Wei', at: now, userId: 3 },
    });
  });

  it('opens a new downtime when a reopened order starts again', () => {
    const reopened = {
      ...base,
      status: 'open' as const,
      downtimeStart: '2026-06-01T08:00:00Z',
      downtimeEnd: '2026-06-01T10:00:00Z',
    };
    expect(stepEffect(reopened, { status: 'in_progress' }, tech, now)).toMatchObject({
      downtimeStart: now,
      downtimeEnd: null,
    });
  });

  it('clears the completion when reopened', () => {
    expect(
      stepEffect({ ...base, status: 'done' }, { status: 'open', reason: 'Redo' }, admin, now),
    ).toEqual({ completedAt: null, completedById: null, signOff: null });
  });
});

describe('derived figures', () => {
  it('costs labour at the rate plus parts, to the cent', () => {
    expect(orderCost([{ hours: 1.5 }], [{ quantity: 3, unitCost: 12.335 }])).toBe(97.5 + 37.01);
    expect(orderCost([], [])).toBe(0);
  });

  it('is overdue only when open and past due', () => {
    expect(isOverdue('open', '2026-06-14', '2026-06-15')).toBe(true);
    expect(isOverdue('open', '2026-06-15', '2026-06-15')).toBe(false);
    expect(isOverdue('done', '2026-06-01', '2026-06-15')).toBe(false);
    expect(isOverdue('on_hold', null, '2026-06-15')).toBe(false);
  });

  it('judges a checklist by its worst answer, a number out of limits failing', () => {
    expect(checklistOutcome([item({ answer: true })])).toBe('pass');
    expect(checklistOutcome([item({ kind: 'verdict', answer: 'flag' })])).toBe('flag');
    expect(checklistOutcome([item({ kind: 'number', min: 100, answer: 80 })])).toBe('fail');
    expect(checklistOutcome([item({ kind: 'number', max: 5, answer: 5 })])).toBe('pass');
  });

  it('numbers orders WO-YYYY-NNNNN and fills a checklist in', () => {
    expect(formatWorkOrderNumber(2026, 42)).toBe('WO-2026-00042');
    expect(storedChecklist([{ key: 'a', text: 'T', kind: 'check', required: false }])).toEqual([
      item({ key: 'a', text: 'T', required: false }),
    ]);
  });

  it('leaves a done maintenance record with the checklist’s result, cost and downtime', () => {
    const done: Parameters<typeof maintenanceRecordOf>[0] = {
      number: 'WO-2026-00001',
      title: 'Annual service',
      kind: 'emergency',
      checklist: [item({ kind: 'verdict', answer: 'flag' })],
      labour: [{ userId: 3, userName: 'Li Wei', hours: 2, date: '2026-06-15' }],
      parts: [],
      assigneeName: 'Li Wei',
      downtimeStart: '2026-06-15T08:00:00Z',
      downtimeEnd: '2026-06-15T09:30:00Z',
      notes: '',
    } satisfies Partial<WorkOrder>;
    expect(maintenanceRecordOf(done, '2026-06-15T09:30:00Z', 'John Doe')).toEqual({
      kind: 'corrective',
      date: '2026-06-15',
      technician: 'Li Wei',
      status: 'done',
      result: 'pass_with_remarks',
      notes: 'WO-2026-00001 Annual service',
      cost: 130,
      downtimeHours: 1.5,
    });
  });
});
