/**
 * The maintenance plan's rules (src/api/shared/maintenance-plans.ts): due dates of every trigger,
 * month-end clamping, condition scaling, lead days, overrides, one open order per plan and
 * device, skip and postpone, the field rules. What the simulation, the server and the screens all
 * apply, tested once here without HTTP, with exact dates.
 */
import { describe, expect, it } from 'vitest';

import type { MaintenancePlanChanges } from '@/api/contract/maintenance-plans';
import { addDays } from '@/api/sample/devices/dates';
import {
  addMonths,
  anchorAfterDone,
  anchorAfterSkip,
  appliesTo,
  checkOccurrenceChange,
  checkPlan,
  conditionFactor,
  daysBetween,
  dueAfterConditionChange,
  dueOccurrences,
  fewestDaysToNext,
  nextDueDates,
  operatingHours,
  planOrderDraft,
  runtimeHours,
  typeDefaultPlan,
  type GeneratingPlan,
  type PlanDevice,
  type PlanDeviceState,
  type PlanFields,
  type PlanLookups,
  type PlanOrder,
  type ScheduleContext,
} from '@/api/shared/maintenance-plans';
import type { ReadingSource } from '@/api/shared/readings';

const TODAY = '2026-11-30';
const ctx = (over: Partial<ScheduleContext> = {}): ScheduleContext => ({
  anchor: null,
  condition: null,
  operatingHoursSinceAnchor: null,
  dailyOperatingHours: null,
  today: TODAY,
  ...over,
});

const plan = (over: Partial<GeneratingPlan> = {}): GeneratingPlan => ({
  id: 1,
  name: 'Infrared scan',
  deviceTypeId: 3,
  deviceNumber: null,
  kind: 'inspection',
  active: true,
  trigger: 'floating',
  every: 1,
  unit: 'months',
  startDate: '2026-12-10',
  leadDays: 14,
  isTypeDefault: false,
  priority: 'medium',
  assigneeId: null,
  checklist: [],
  needsIsolation: false,
  estimatedHours: null,
  ...over,
});

const device = (number: string, over: Partial<PlanDevice> = {}): PlanDevice => ({
  number,
  name: `Device ${number}`,
  typeId: 3,
  status: 'in_service',
  condition: 1,
  lastInspection: null,
  commissionDate: null,
  deleted: false,
  ...over,
});

describe('calendar months', () => {
  it('clamps the day to the month’s end, and counts from the start so clamps never drift', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    const monthly = plan({ trigger: 'fixed', startDate: '2027-01-31' });
    expect(nextDueDates(monthly, ctx(), 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });
});

describe('nextDueDates', () => {
  it('fixed: a future start is the first slot, then every interval from the start', () => {
    const p = plan({ trigger: 'fixed', every: 2, unit: 'weeks', startDate: '2026-12-07' });
    expect(nextDueDates(p, ctx(), 3)).toEqual(['2026-12-07', '2026-12-21', '2027-01-04']);
  });

  it('fixed: a past start gives the current period’s slot (past due), then the next slots', () => {
    const p = plan({ trigger: 'fixed', every: 1, unit: 'months', startDate: '2026-01-15' });
    expect(nextDueDates(p, ctx(), 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('fixed: after a handled slot, the next slot after it, however late it was done', () => {
    const p = plan({ trigger: 'fixed', every: 1, unit: 'years', startDate: '2024-03-01' });
    expect(nextDueDates(p, ctx({ anchor: '2026-03-01' }), 2)).toEqual(['2027-03-01', '2028-03-01']);
    // The stored anchor of a fixed plan is the slot, not the completion day.
    expect(anchorAfterDone('fixed', { dueDate: '2026-03-01' }, '2026-05-20')).toBe('2026-03-01');
    expect(anchorAfterDone('floating', { dueDate: '2026-03-01' }, '2026-05-20')).toBe('2026-05-20');
  });

  it('floating: the start first, then one interval after the last completion', () => {
    const p = plan({ trigger: 'floating', every: 10, unit: 'days', startDate: '2026-12-01' });
    expect(nextDueDates(p, ctx(), 3)).toEqual(['2026-12-01', '2026-12-11', '2026-12-21']);
    expect(nextDueDates(p, ctx({ anchor: '2026-11-28' }), 2)).toEqual(['2026-12-08', '2026-12-18']);
  });

  it('condition: the interval scaled by the grade, in whole days rounded down, at least 1', () => {
    expect([1, 2, 3, 4, 5].map((g) => conditionFactor(g as 1))).toEqual([1, 1, 0.5, 0.25, 0.25]);
    const p = plan({ trigger: 'condition', every: 30, unit: 'days' });
    const from = (condition: 1 | 3 | 4) =>
      nextDueDates(p, ctx({ anchor: '2026-11-01', condition }), 2);
    expect(from(1)).toEqual(['2026-12-01', '2026-12-31']);
    expect(from(3)).toEqual(['2026-11-16', '2026-12-01']);
    expect(from(4)).toEqual(['2026-11-08', '2026-11-15']); // 7.5 → 7 days
    // One month from 2026-11-01 is 30 days; a quarter of it 7.5 → 7.
    const monthly = plan({ trigger: 'condition', every: 1, unit: 'months' });
    expect(nextDueDates(monthly, ctx({ anchor: '2026-11-01', condition: 5 }), 1)).toEqual([
      '2026-11-08',
    ]);
    const daily = plan({ trigger: 'condition', every: 1, unit: 'days' });
    expect(nextDueDates(daily, ctx({ anchor: '2026-11-01', condition: 5 }), 2)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('runtime: today + the hours left over the daily hours, in whole days; null when unknown', () => {
    const p = plan({ trigger: 'runtime', every: 500, unit: 'hours' });
    expect(
      nextDueDates(p, ctx({ operatingHoursSinceAnchor: 380, dailyOperatingHours: 16 }), 3),
    ).toEqual(['2026-12-08', '2027-01-08', '2027-02-08']); // 120/16 → 8; 620/16 → 39; 1120/16 → 70
    expect(
      nextDueDates(p, ctx({ operatingHoursSinceAnchor: 600, dailyOperatingHours: 16 }), 1),
    ).toEqual([TODAY]);
    expect(nextDueDates(p, ctx({ dailyOperatingHours: 0 }), 2)).toEqual([null, null]);
    expect(nextDueDates(p, ctx(), 1)).toEqual([null]);
  });

  it('a postponed occurrence comes first at its new date', () => {
    const p = plan({ trigger: 'floating', every: 10, unit: 'days', startDate: '2026-12-01' });
    expect(nextDueDates(p, ctx({ postponedTo: '2027-01-05' }), 2)).toEqual([
      '2027-01-05',
      '2026-12-11',
    ]);
  });
});

describe('fewestDaysToNext', () => {
  it('never exceeds the days from an anchor to the next due date, any anchor, unit or grade', () => {
    const anchors = Array.from({ length: 400 }, (_, i) => addDays('2027-12-20', i * 3));
    for (const trigger of ['floating', 'condition'] as const)
      for (const [every, unit] of [
        [1, 'days'],
        [3, 'weeks'],
        [1, 'months'],
        [6, 'months'],
        [1, 'years'],
        [2, 'years'],
      ] as const) {
        const p = plan({ trigger, every, unit });
        const bound = fewestDaysToNext(p)!;
        let tightest = Infinity;
        for (const anchor of anchors)
          for (const condition of [1, 3, 5] as const) {
            const [next] = nextDueDates(p, ctx({ anchor, condition }), 1);
            tightest = Math.min(tightest, daysBetween(anchor, next!));
          }
        expect(bound).toBeLessThanOrEqual(tightest);
        // Close enough to skip most devices: within a tenth of the nearest date.
        expect(bound).toBeGreaterThanOrEqual(Math.floor(tightest * 0.9));
      }
  });

  it('has no bound for fixed and runtime plans', () => {
    expect(fewestDaysToNext(plan({ trigger: 'fixed', every: 1, unit: 'months' }))).toBeNull();
    expect(fewestDaysToNext(plan({ trigger: 'runtime', every: 500, unit: 'hours' }))).toBeNull();
  });
});

describe('operating hours', () => {
  const source = (over: Partial<ReadingSource> = {}): ReadingSource => ({
    number: '17GN10001',
    status: 'in_service',
    since: Date.parse('2017-05-01T08:00:00Z'),
    ratedVoltageKv: 0.4,
    ratedCurrentA: 721.7,
    thresholds: { maxTemperatureC: 70, maxLoadPercent: 90 },
    ...over,
  });
  const now = Date.parse('2026-06-15T09:00:00Z');

  it('counts whole hours with a load above 0, only once the device sends readings', () => {
    expect(operatingHours(source(), Date.parse('2026-06-15T00:00:00Z'), now)).toBe(9);
    expect(runtimeHours(source(), '2026-06-15', now)).toEqual({ since: 9, daily: 24 });
    expect(operatingHours(source({ since: null }), 0, now)).toBe(0);
    expect(operatingHours(source({ since: Date.parse('2026-06-15T05:00:00Z') }), 0, now)).toBe(4);
    // No rating: no load is read, so the device never counts as running.
    expect(runtimeHours(source({ ratedCurrentA: undefined }), '2026-06-01', now)).toEqual({
      since: 0,
      daily: 0,
    });
  });
});

describe('overrides', () => {
  const typePlan = plan({ id: 1, kind: 'inspection' });
  const own = plan({ id: 2, deviceTypeId: null, deviceNumber: '24DC10003', kind: 'inspection' });
  const ownTest = plan({ id: 3, deviceTypeId: null, deviceNumber: '24DC10003', kind: 'test' });
  const plans = [typePlan, own, ownTest];

  it('a device’s active plan of the same kind overrides its type’s; other kinds do not', () => {
    expect(appliesTo(typePlan, device('24DC10003'), plans)).toBe(false);
    expect(appliesTo(typePlan, device('24DC10004'), plans)).toBe(true);
    expect(appliesTo(typePlan, device('24DC10003'), [typePlan, ownTest])).toBe(true);
    expect(appliesTo(typePlan, device('24DC10003'), [typePlan, { ...own, active: false }])).toBe(
      true,
    );
    expect(appliesTo(own, device('24dc10003'), plans)).toBe(true);
    expect(appliesTo(own, device('24DC10004'), plans)).toBe(false);
    expect(appliesTo(typePlan, device('24DC10004', { typeId: 4 }), plans)).toBe(false);
    expect(appliesTo(typePlan, device('24DC10004', { deleted: true }), plans)).toBe(false);
  });
});

describe('dueOccurrences', () => {
  const none = (): PlanDeviceState | undefined => undefined;
  const devices = [device('24DC10001'), device('24DC10002')];

  it('makes an order when due − leadDays ≤ today, a past due one at once', () => {
    const lead = plan({ startDate: '2026-12-14', leadDays: 14 });
    expect(
      dueOccurrences({ plans: [lead], devices, orders: [], stateOf: none, today: TODAY }).map(
        (o) => [o.deviceNumber, o.dueDate],
      ),
    ).toEqual([
      ['24DC10001', '2026-12-14'],
      ['24DC10002', '2026-12-14'],
    ]);
    const later = plan({ startDate: '2026-12-15', leadDays: 14 });
    expect(
      dueOccurrences({ plans: [later], devices, orders: [], stateOf: none, today: TODAY }),
    ).toEqual([]);
    const past = plan({ trigger: 'fixed', unit: 'weeks', startDate: '2026-11-02', leadDays: 0 });
    expect(
      dueOccurrences({ plans: [past], devices, orders: [], stateOf: none, today: TODAY }).map(
        (o) => o.dueDate,
      ),
    ).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('one open order per plan and device; closed orders do not count; inactive and retired make none', () => {
    const p = plan({ startDate: '2026-11-01' });
    const orders: PlanOrder[] = [
      { planId: 1, deviceNumber: '24DC10001', status: 'in_progress', dueDate: '2026-11-01' },
      { planId: 1, deviceNumber: '24DC10002', status: 'cancelled', dueDate: '2026-11-01' },
    ];
    const first = dueOccurrences({ plans: [p], devices, orders, stateOf: none, today: TODAY });
    expect(first.map((o) => o.deviceNumber)).toEqual(['24DC10002']);
    // Run again with the order made: nothing more.
    const made: PlanOrder = {
      planId: 1,
      deviceNumber: '24DC10002',
      status: 'open',
      dueDate: '2026-11-01',
    };
    expect(
      dueOccurrences({
        plans: [p],
        devices,
        orders: [...orders, made],
        stateOf: none,
        today: TODAY,
      }),
    ).toEqual([]);
    expect(
      dueOccurrences({
        plans: [{ ...p, active: false }],
        devices,
        orders: [],
        stateOf: none,
        today: TODAY,
      }),
    ).toEqual([]);
    expect(
      dueOccurrences({
        plans: [p],
        devices: [device('24DC10001', { status: 'retired' })],
        orders: [],
        stateOf: none,
        today: TODAY,
      }),
    ).toEqual([]);
  });

  it('a monthly floating plan with leadDays 31 makes the next order the moment one is done', () => {
    const p = plan({
      deviceTypeId: null,
      deviceNumber: '24DC10001',
      startDate: '2026-11-20',
      leadDays: 31,
    });
    const anchor = anchorAfterDone('floating', { dueDate: '2026-11-20' }, TODAY);
    const next = dueOccurrences({
      plans: [p],
      devices,
      orders: [{ planId: 1, deviceNumber: '24DC10001', status: 'done', dueDate: '2026-11-20' }],
      stateOf: () => ({ anchor, postponedTo: null }),
      today: TODAY,
    });
    expect(next.map((o) => [o.deviceNumber, o.dueDate])).toEqual([['24DC10001', '2026-12-30']]);
  });

  it('a type’s default plan counts from the device’s last inspection, else commissioning', () => {
    const def = { ...typeDefaultPlan({ id: 3, inspectionIntervalDays: 90 }, TODAY), id: 7 };
    expect(def).toMatchObject({
      name: 'Inspection',
      trigger: 'floating',
      every: 90,
      unit: 'days',
      leadDays: 14,
      startDate: TODAY,
      isTypeDefault: true,
      active: true,
    });
    const due = dueOccurrences({
      plans: [def],
      devices: [
        device('24DC10001', { lastInspection: '2026-09-10' }), // + 90 = 2026-12-09: within 14 days
        device('24DC10002', { commissionDate: '2026-09-20' }), // 2026-12-19: not yet
        device('24DC10005', { lastInspection: '2026-08-01', commissionDate: '2025-01-01' }),
      ],
      orders: [],
      stateOf: none,
      today: TODAY,
    });
    expect(due.map((o) => [o.deviceNumber, o.dueDate])).toEqual([
      ['24DC10001', '2026-12-09'],
      ['24DC10005', '2026-10-30'],
    ]);
  });

  it('the order a plan makes carries its task, its checklist without answers, and the plan', () => {
    const p = plan({
      id: 9,
      name: 'Relay test',
      kind: 'test',
      priority: 'high',
      assigneeId: 3,
      needsIsolation: true,
      estimatedHours: 4,
      checklist: [
        {
          key: 'trip',
          text: 'Trip time',
          kind: 'number',
          required: true,
          unit: 'ms',
          answer: 42,
          remark: 'x',
        },
      ],
    });
    expect(planOrderDraft({ plan: p, deviceNumber: '24DC10001', dueDate: '2026-12-01' })).toEqual({
      title: 'Relay test',
      kind: 'test',
      priority: 'high',
      assigneeId: 3,
      checklist: [
        {
          key: 'trip',
          text: 'Trip time',
          kind: 'number',
          required: true,
          unit: 'ms',
          min: null,
          max: null,
          answer: null,
          remark: '',
        },
      ],
      needsIsolation: true,
      estimatedHours: 4,
      planId: 9,
      deviceNumber: '24DC10001',
      dueDate: '2026-12-01',
      status: 'open',
      requestedById: null,
      event: { userId: null, userName: 'plan', from: null, to: 'open', reason: 'plan' },
    });
  });
});

describe('condition changes', () => {
  const p = plan({ trigger: 'condition', every: 60, unit: 'days' });
  const state = () => ({ anchor: '2026-11-01', postponedTo: null });

  it('grade 3 halves the interval: the open order’s due date moves; started orders stay', () => {
    const order = { status: 'open' as const, dueDate: '2026-12-31' };
    expect(
      dueAfterConditionChange(p, device('24DC10001', { condition: 3 }), order, {
        stateOf: state,
        today: TODAY,
      }),
    ).toBe('2026-12-01');
    expect(
      dueAfterConditionChange(p, device('24DC10001', { condition: 1 }), order, {
        stateOf: state,
        today: TODAY,
      }),
    ).toBeNull();
    expect(
      dueAfterConditionChange(
        p,
        device('24DC10001', { condition: 3 }),
        { status: 'in_progress', dueDate: '2026-12-31' },
        { stateOf: state, today: TODAY },
      ),
    ).toBeNull();
    expect(
      dueAfterConditionChange(
        { ...p, trigger: 'floating' },
        device('24DC10001', { condition: 3 }),
        order,
        {
          stateOf: state,
          today: TODAY,
        },
      ),
    ).toBeNull();
  });
});

describe('skip and postpone', () => {
  it('a skipped occurrence counts as done on its due date', () => {
    const floating = plan({ every: 1, unit: 'months' });
    const anchor = anchorAfterSkip('2026-12-10');
    expect(nextDueDates(floating, ctx({ anchor }), 1)).toEqual(['2027-01-10']);
    const fixed = plan({ trigger: 'fixed', every: 1, unit: 'months', startDate: '2026-10-10' });
    expect(nextDueDates(fixed, ctx({ anchor }), 1)).toEqual(['2027-01-10']);
  });

  it('needs a reason, and a postponement a date after today', () => {
    const base = { deviceNumber: '24DC10001', reason: 'Shutdown moved' };
    expect(checkOccurrenceChange({ ...base, action: 'skip' }, TODAY)).toBeNull();
    expect(checkOccurrenceChange({ ...base, action: 'skip', reason: '  ' }, TODAY)).toMatchObject({
      status: 400,
      issues: [{ path: 'reason', key: 'reasonRequired' }],
    });
    expect(checkOccurrenceChange({ ...base, action: 'postpone' }, TODAY)).toMatchObject({
      issues: [{ path: 'until', key: 'postponeUntil' }],
    });
    expect(
      checkOccurrenceChange({ ...base, action: 'postpone', until: TODAY }, TODAY),
    ).toMatchObject({
      issues: [{ path: 'until', key: 'postponeUntil' }],
    });
    expect(
      checkOccurrenceChange({ ...base, action: 'postpone', until: '2026-12-01' }, TODAY),
    ).toBeNull();
  });
});

describe('checkPlan', () => {
  const lookups: PlanLookups = {
    typeExists: (id) => id === 3,
    deviceExists: (number) => number === '24DC10001',
    isAssignee: (id) => id === 1 || id === 3,
  };
  const fields: PlanFields = {
    deviceTypeId: 3,
    deviceNumber: null,
    trigger: 'floating',
    unit: 'months',
    kind: 'inspection',
    assigneeId: null,
    isTypeDefault: false,
  };
  const keyOf = (f: Partial<PlanFields>, changes: MaintenancePlanChanges = {}) => {
    const failure = checkPlan({ ...fields, ...f }, lookups, changes);
    return failure && 'issues' in failure
      ? failure.issues.map((i) => `${i.path}:${i.key}`)
      : failure;
  };

  it('accepts a valid plan and refuses each broken rule on its field', () => {
    expect(keyOf({})).toBeNull();
    expect(keyOf({ deviceNumber: '24DC10001' })).toEqual(['deviceTypeId:planScopeRequired']);
    expect(keyOf({ deviceTypeId: null })).toEqual(['deviceTypeId:planScopeRequired']);
    expect(keyOf({ unit: 'hours' })).toEqual(['unit:planUnitMismatch']);
    expect(keyOf({ trigger: 'runtime' })).toEqual(['unit:planUnitMismatch']);
    expect(keyOf({ trigger: 'runtime', unit: 'hours' })).toBeNull();
    expect(keyOf({ deviceTypeId: 99 })).toEqual(['deviceTypeId:unknownDeviceType']);
    expect(keyOf({ deviceTypeId: null, deviceNumber: '24DC99999' })).toEqual([
      'deviceNumber:unknownDevice',
    ]);
    expect(keyOf({ assigneeId: 2 })).toEqual(['assigneeId:unknownAssignee']);
    expect(keyOf({ assigneeId: 3 })).toBeNull();
  });

  it('a type’s default plan keeps its scope, kind and trigger', () => {
    expect(keyOf({ isTypeDefault: true }, { every: 30, name: 'x' })).toBeNull();
    expect(
      keyOf({ isTypeDefault: true, kind: 'test' }, { kind: 'test', trigger: 'floating' }),
    ).toEqual(['kind:invalid', 'trigger:invalid']);
  });
});
