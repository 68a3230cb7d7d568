/**
 * The work order page's and My work's pure pieces (docs/domain/work-orders.md): which step a
 * button names and what its dialog asks, the checklist's answers as sent, out-of-limits numbers,
 * the planning change (only what differs), and My work's sections.
 */
import { describe, expect, it } from 'vitest';

import type { ChecklistItem, WorkOrder, WorkOrderListItem } from '@/api/types/work-orders';
import { describeIssue } from '@/i18n/validation';
import {
  answerOf,
  checklistChanges,
  checklistForm,
  checklistValues,
  outOfLimits,
} from '@/screens/work-orders/detail/checklist-values';
import {
  planningChanges,
  planningForm,
  planningValues,
} from '@/screens/work-orders/detail/planning-values';
import { stepAsks, stepName } from '@/screens/work-orders/detail/steps';
import { groupMyWork, myWorkGroup } from '@/screens/work-orders/my-work/my-work-groups';

const item = (over: Partial<ChecklistItem>): ChecklistItem => ({
  key: 'k',
  text: 'Item',
  kind: 'check',
  required: true,
  unit: null,
  min: null,
  max: null,
  answer: null,
  remark: '',
  ...over,
});

describe('steps', () => {
  it('names each step of the machine as its button says it', () => {
    expect(stepName('requested', 'open')).toBe('approve');
    expect(stepName('open', 'in_progress')).toBe('start');
    expect(stepName('on_hold', 'in_progress')).toBe('resume');
    expect(stepName('in_progress', 'on_hold')).toBe('hold');
    expect(stepName('in_progress', 'done')).toBe('complete');
    expect(stepName('open', 'cancelled')).toBe('cancel');
    expect(stepName('done', 'open')).toBe('reopen');
  });

  it('asks a reason to hold, cancel or reopen, a name to complete, nothing to start', () => {
    expect(['hold', 'cancel', 'reopen'].map((s) => stepAsks(s as never))).toEqual([
      'reason',
      'reason',
      'reason',
    ]);
    expect(stepAsks('complete')).toBe('signOff');
    expect(stepAsks('start')).toBeNull();
    expect(stepAsks('approve')).toBeNull();
  });
});

describe('checklist answers', () => {
  const checklist = [
    item({ key: 'a', kind: 'check' }),
    item({ key: 'b', kind: 'number', unit: 'MΩ', min: 100, max: null }),
    item({ key: 'c', kind: 'verdict', required: false }),
  ];

  it('reads each kind from its own field; blank or not a number is unanswered', () => {
    const values = checklistValues(checklist);
    expect(values.items.map((v, i) => answerOf(checklist[i]!, v))).toEqual([null, null, null]);
    const typed = {
      items: [
        { check: true, number: ' 250.5 ', verdict: '', remark: '' },
        { check: false, number: '12a', verdict: 'fail', remark: '' },
        { check: false, number: '', verdict: 'flag', remark: '' },
      ],
    } as const;
    expect(answerOf(checklist[0]!, typed.items[0])).toBe(true);
    expect(answerOf(checklist[1]!, typed.items[0])).toBe(250.5);
    expect(answerOf(checklist[1]!, typed.items[1])).toBeNull();
    expect(answerOf(checklist[2]!, typed.items[2])).toBe('flag');
  });

  it('sends every question unchanged with the answers and trimmed remarks', () => {
    const sent = checklistChanges(checklist, {
      items: [
        { check: true, number: '', verdict: '', remark: ' ok ' },
        { check: false, number: '90', verdict: '', remark: '' },
        { check: false, number: '', verdict: 'pass', remark: '' },
      ],
    });
    expect(sent).toEqual([
      { ...checklist[0], answer: true, remark: 'ok' },
      { ...checklist[1], answer: 90, remark: '' },
      { ...checklist[2], answer: 'pass', remark: '' },
    ]);
  });

  it('refuses a number that is not one, in the validation key', () => {
    const parsed = checklistForm.safeParse({
      items: [{ check: false, number: 'abc', verdict: '', remark: '' }],
    });
    expect(parsed.success).toBe(false);
    expect(describeIssue(parsed.error!.issues[0]!).key).toBe('notANumber');
  });

  it('marks a number outside its limits, and nothing else', () => {
    const limits = { min: 100, max: 500 };
    expect(outOfLimits(limits, 99.9)).toBe(true);
    expect(outOfLimits(limits, 500.1)).toBe(true);
    expect(outOfLimits(limits, 100)).toBe(false);
    expect(outOfLimits({ min: null, max: null }, -5)).toBe(false);
    expect(outOfLimits(limits, 'fail')).toBe(false);
  });
});

describe('planning change', () => {
  const order = {
    title: 'Infrared scan',
    kind: 'inspection',
    priority: 'medium',
    assigneeId: 3,
    dueDate: '2026-06-20',
    plannedStart: null,
    estimatedHours: 2,
    needsIsolation: false,
    notes: '',
  } as unknown as WorkOrder;

  it('sends only the fields that differ from the order shown', () => {
    const values = planningForm.parse({
      ...planningValues(order),
      priority: 'urgent',
      assigneeId: '',
      estimatedHours: '3.5',
    });
    expect(planningChanges(order, values)).toEqual({
      priority: 'urgent',
      assigneeId: null,
      estimatedHours: 3.5,
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(planningChanges(order, planningForm.parse(planningValues(order)))).toEqual({});
  });
});

describe('My work', () => {
  const order = (number: string, dueDate: string | null, over: Partial<WorkOrderListItem> = {}) =>
    ({
      number,
      dueDate,
      status: 'open',
      priority: 'medium',
      ...over,
    }) as WorkOrderListItem;
  const today = '2026-06-15';

  it('puts overdue and due today first, the next six days second, the rest last', () => {
    expect(myWorkGroup(order('A', '2026-06-01'), today)).toBe('now');
    expect(myWorkGroup(order('B', today), today)).toBe('now');
    expect(myWorkGroup(order('C', '2026-06-16'), today)).toBe('week');
    expect(myWorkGroup(order('D', '2026-06-21'), today)).toBe('week');
    expect(myWorkGroup(order('E', '2026-06-22'), today)).toBe('later');
    expect(myWorkGroup(order('F', null), today)).toBe('later');
  });

  it('orders each section by due date, then the most urgent, undated last', () => {
    const groups = groupMyWork(
      [
        order('WO-2026-00004', null),
        order('WO-2026-00003', '2026-06-14', { priority: 'low' }),
        order('WO-2026-00002', '2026-06-14', { priority: 'urgent' }),
        order('WO-2026-00001', '2026-06-30'),
        order('WO-2026-00005', '2026-06-10'),
      ],
      today,
    );
    expect(groups.now.map((o) => o.number)).toEqual([
      'WO-2026-00005',
      'WO-2026-00002',
      'WO-2026-00003',
    ]);
    expect(groups.week).toEqual([]);
    expect(groups.later.map((o) => o.number)).toEqual(['WO-2026-00001', 'WO-2026-00004']);
  });
});
