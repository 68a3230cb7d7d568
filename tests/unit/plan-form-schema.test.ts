/**
 * The maintenance plan form's values as the API's body (docs/domain/maintenance-plans.md): only
 * the chosen scope is sent, typed numbers become numbers (blank: null), the checklist template
 * takes its items' places as keys, and the contract's own rules refuse what it refuses.
 */
import { describe, expect, it } from 'vitest';

import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import {
  planFormSchema,
  planToForm,
  type PlanFormValues,
} from '@/screens/plans/form/plan-form-schema';

const TODAY = '2026-06-15';
const blank = (over: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...planToForm(null, { today: TODAY }),
  name: 'Thermal scan',
  ...over,
});

describe('the plan form schema', () => {
  it('sends the type and no device for a type scope, and the reverse for a device', () => {
    const typed = planFormSchema.parse(
      blank({ scope: 'type', deviceTypeId: '4', deviceNumber: '24DC10003' }),
    );
    expect(typed).toMatchObject({ deviceTypeId: 4, deviceNumber: null });
    const one = planFormSchema.parse(
      blank({ scope: 'device', deviceTypeId: '4', deviceNumber: '24DC10003' }),
    );
    expect(one).toMatchObject({ deviceTypeId: null, deviceNumber: '24DC10003' });
  });

  it('turns typed numbers into numbers, blanks into null, and the template into keyed items', () => {
    const body = planFormSchema.parse(
      blank({
        scope: 'device',
        deviceNumber: '24DC10003',
        every: '2',
        leadDays: '31',
        estimatedHours: '',
        assigneeId: '3',
        checklist: [
          { text: 'Panel clean', kind: 'check', required: true, unit: '', min: '', max: '' },
          { text: 'Hot spot', kind: 'number', required: false, unit: '°C', min: '', max: '70' },
        ],
      }),
    );
    expect(body).toMatchObject({
      every: 2,
      leadDays: 31,
      estimatedHours: null,
      assigneeId: 3,
      startDate: TODAY,
      trigger: 'floating',
      unit: 'months',
    });
    expect(body.checklist).toEqual([
      { key: 'item-1', text: 'Panel clean', kind: 'check', required: true },
      {
        key: 'item-2',
        text: 'Hot spot',
        kind: 'number',
        required: false,
        unit: '°C',
        min: null,
        max: 70,
      },
    ]);
  });

  it('refuses what the contract refuses, on the field it names', () => {
    const result = planFormSchema.safeParse(blank({ name: ' ', every: '0', leadDays: '400' }));
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'every', 'leadDays']));
  });

  it('opens a plan with its own values, the scope it has', () => {
    const plan = {
      id: 7,
      name: 'Inspection',
      active: false,
      deviceTypeId: 2,
      deviceNumber: null,
      kind: 'inspection',
      checklist: [
        { key: 'a', text: 'Look', kind: 'number', required: true, unit: 'V', min: 1, max: null },
      ],
      needsIsolation: false,
      estimatedHours: 1.5,
      trigger: 'condition',
      every: 12,
      unit: 'months',
      startDate: '2026-01-31',
      leadDays: 14,
      assigneeId: null,
      priority: 'high',
    } as unknown as MaintenancePlan;
    const values = planToForm(plan, { today: TODAY });
    expect(values).toMatchObject({
      scope: 'type',
      deviceTypeId: '2',
      deviceNumber: '',
      every: '12',
      estimatedHours: '1.5',
      assigneeId: '',
      active: false,
      checklist: [{ text: 'Look', kind: 'number', required: true, unit: 'V', min: '1', max: '' }],
    });
    // And back: what it opened with is what it saves, but for the template's keys.
    expect(planFormSchema.parse(values)).toMatchObject({
      deviceTypeId: 2,
      deviceNumber: null,
      trigger: 'condition',
      every: 12,
      startDate: '2026-01-31',
      priority: 'high',
    });
  });
});
