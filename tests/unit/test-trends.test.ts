/**
 * The device Tests tab's reading of its results (src/screens/shared/electrical-tests/trend-series.ts):
 * the newest result per test, and one trend per measured value, oldest first, with a limit line
 * only where the value is compared with a limit as measured.
 */
import { describe, expect, it } from 'vitest';

import type { TestResult } from '@/api/types/electrical-tests';
import { latestPerTemplate, trendSeries } from '@/screens/shared/electrical-tests/trend-series';

let nextId = 1;
const result = (
  template: TestResult['template'],
  performedAt: string,
  values: TestResult['values'],
  limits: TestResult['limits'] = {},
): TestResult => ({
  id: nextId++,
  deviceNumber: '24DC10003',
  workOrderNumber: null,
  template,
  performedAt,
  performedById: 3,
  performedByName: 'Li Wei',
  instrument: null,
  values,
  limits,
  verdict: 'pass',
  rule: { key: `${template}.pass`, params: {} },
  remarks: '',
  correctiveOrderNumber: null,
  conditionBefore: 1,
  conditionAfter: 1,
  keepConditionReason: null,
});

const EARTH = { substationMax: 1, elsewhereMax: 5 };

// Newest first, as the list answers.
const results = [
  result('earth', '2026-05-20T09:00:00.000Z', { resistance: 4.2 }, { ...EARTH, elsewhereMax: 4 }),
  result('infrared', '2026-04-14T09:00:00.000Z', { hotSpot: 45, reference: 40, load: 72 }),
  result('earth', '2026-02-10T09:00:00.000Z', { resistance: 3.1 }, EARTH),
  result('infrared', '2026-03-02T09:00:00.000Z', { hotSpot: 40.5, reference: 40, load: 72 }),
  result('contact', '2026-05-21T09:00:00.000Z', { poleA: 80 }, { maximum: 200, poleSpread: 50 }),
];

describe('latestPerTemplate', () => {
  it('keeps the newest result of each test, in the catalogue order of tests', () => {
    const latest = latestPerTemplate(results);
    expect(latest.map((r) => [r.template, r.performedAt.slice(0, 10)])).toEqual([
      ['infrared', '2026-04-14'],
      ['contact', '2026-05-21'],
      ['earth', '2026-05-20'],
    ]);
  });
});

describe('trendSeries', () => {
  it('has one series per measured value with a number, oldest point first', () => {
    const series = trendSeries(results);
    expect(series.map((s) => `${s.template}.${s.field}`)).toEqual([
      'infrared.hotSpot',
      'infrared.reference',
      'infrared.load',
      'contact.poleA',
      'earth.resistance',
    ]);
    expect(series[0]!.points.map((p) => p.v)).toEqual([40.5, 45]);
    expect(series[0]!.unit).toBe('°C');
  });

  it('draws the limit in force at the newest result where a value is compared as measured', () => {
    const byField = (substation: boolean) =>
      Object.fromEntries(trendSeries(results, { substation }).map((s) => [s.field, s.limit]));
    expect(byField(false)).toMatchObject({ resistance: 4, poleA: 200, hotSpot: null, load: null });
    expect(byField(true).resistance).toBe(1);
  });

  it('is empty without results', () => {
    expect(trendSeries([])).toEqual([]);
    expect(latestPerTemplate([])).toEqual([]);
  });
});
