/**
 * The electrical test rules (src/api/shared/electrical-tests/): every template's limit table with
 * its boundaries, the correction of insulation resistance to 20 °C, the checks of values and
 * limits, and that every rule a verdict names has a message in every language. What the
 * simulation, the server and the recording form all apply, tested once here without HTTP.
 */
import { describe, expect, it } from 'vitest';

import { TEST_TEMPLATE_KEYS, type TestTemplateKey } from '@/api/contract/electrical-tests-values';
import {
  checkTestLimits,
  checkTestValues,
  conditionAfter,
  correctedTo20,
  defaultLimits,
  firstInsulationOf,
  inSubstation,
  insulationClass,
  keepConditionIssues,
  limitsInForce,
  TEST_TEMPLATES,
  verdictOf,
  type TestValues,
  type VerdictContext,
} from '@/api/shared/electrical-tests';
import { tests as ar } from '@/i18n/locales/ar/tests';
import { tests as en } from '@/i18n/locales/en/tests';
import { tests as fr } from '@/i18n/locales/fr/tests';
import { tests as zh } from '@/i18n/locales/zh/tests';

const judge = (
  template: TestTemplateKey,
  values: TestValues,
  context: VerdictContext = {},
  limits = defaultLimits(template),
) => verdictOf(template, limits, values, context);

/** The verdict, priority and rule key in one line, to read a table of cases at a glance. */
const brief = (v: ReturnType<typeof verdictOf>) =>
  `${v.verdict}${v.priority ? `/${v.priority}` : ''} ${v.rule.key}`;

describe('the templates as data', () => {
  it('has the seven templates, each limit with a default inside its bounds and a source', () => {
    expect(TEST_TEMPLATES.map((t) => t.key)).toEqual([...TEST_TEMPLATE_KEYS]);
    for (const t of TEST_TEMPLATES)
      for (const l of t.limits) {
        expect(l.default, `${t.key}.${l.key}`).toBeGreaterThanOrEqual(l.min);
        expect(l.default, `${t.key}.${l.key}`).toBeLessThanOrEqual(l.max);
        expect(l.source.length, `${t.key}.${l.key}`).toBeGreaterThan(0);
      }
  });

  it('cites the standards the defaults come from', () => {
    const source = (t: TestTemplateKey, key: string) =>
      TEST_TEMPLATES.find((x) => x.key === t)!.limits.find((l) => l.key === key)!.source;
    expect(source('infrared', 'similarImmediateAbove')).toBe('NETA MTS Table 100.18');
    expect(source('infrared', 'minLoad')).toBe('NFPA 70B');
    expect(source('insulation', 'minimum5kV')).toBe('NETA ATS Table 100.1');
    expect(source('relay', 'pickupTolerance')).toMatch(/^Ours/);
  });

  it('keeps a type’s own limits over the defaults, the others as defaulted', () => {
    const limits = limitsInForce('earth', { substationMax: 0.5 });
    expect(limits).toEqual({ substationMax: 0.5, elsewhereMax: 5 });
    expect(limitsInForce('earth', null)).toEqual(defaultLimits('earth'));
  });
});

describe('visual and mechanical inspection', () => {
  const items = {
    enclosure: 'pass',
    connections: 'pass',
    cleanliness: 'pass',
    labels: 'pass',
    operation: 'pass',
  };
  it('passes when every item passes, takes the worst item otherwise', () => {
    expect(brief(judge('visual', items))).toBe('pass visual.pass');
    expect(brief(judge('visual', { ...items, labels: 'flag' }))).toBe(
      'flag/medium visual.itemFlag',
    );
    const v = judge('visual', { ...items, labels: 'flag', operation: 'fail' });
    expect(brief(v)).toBe('fail/urgent visual.itemFail');
    expect(v.rule.params).toEqual({ item: 'operation' });
  });
});

describe('infrared thermography [NETA MTS Table 100.18]', () => {
  const scan = (deltaT: number, load = 80, ambient?: number) =>
    judge('infrared', {
      hotSpot: 30 + deltaT,
      reference: 30,
      load,
      ...(ambient !== undefined && { ambient }),
    });

  it.each([
    [0, 'pass infrared.pass'],
    [0.9, 'pass infrared.pass'],
    [1, 'flag/medium infrared.similarInvestigate'],
    [3, 'flag/medium infrared.similarInvestigate'],
    [3.5, 'flag/high infrared.similarRepair'],
    [4, 'flag/high infrared.similarRepair'],
    [15, 'flag/high infrared.similarRepair'],
    [16, 'fail/urgent infrared.similarImmediate'],
  ])('ΔT %s °C between similar components: %s', (deltaT, expected) => {
    expect(brief(scan(deltaT))).toBe(expected);
  });

  it('says the rule with its numbers: ΔT 18 °C > 15 °C', () => {
    expect(scan(18).rule).toEqual({
      key: 'infrared.similarImmediate',
      params: { deltaT: 18, limit: 15 },
    });
  });

  it.each([
    [30, 'pass infrared.pass'],
    [31, 'flag/medium infrared.ambientPossible'],
    [40, 'flag/medium infrared.ambientPossible'],
    [41, 'flag/medium infrared.ambientProbable'],
    [50, 'flag/medium infrared.ambientProbable'],
    [51, 'flag/high infrared.ambientMonitor'],
    [70, 'flag/high infrared.ambientMonitor'],
    [71, 'fail/urgent infrared.ambientImmediate'],
  ])('hot spot %s °C over an ambient of 30 °C: %s', (hotSpot, expected) => {
    expect(brief(judge('infrared', { hotSpot, reference: hotSpot, ambient: 30, load: 80 }))).toBe(
      expected,
    );
  });

  it('flags a scan under 40 % load as not representative, 40 % is enough', () => {
    expect(brief(scan(0, 39))).toBe('flag/medium infrared.lowLoad');
    expect(scan(0, 39).rule.params).toEqual({ load: 39, limit: 40 });
    expect(brief(scan(0, 40))).toBe('pass infrared.pass');
  });

  it('keeps the worse finding: a fail under low load stays a fail, a high flag beats low load', () => {
    expect(brief(scan(18, 20))).toBe('fail/urgent infrared.similarImmediate');
    expect(brief(scan(5, 20))).toBe('flag/high infrared.similarRepair');
    expect(brief(scan(2, 20))).toBe('flag/medium infrared.similarInvestigate');
  });

  it('reads the type’s own limits', () => {
    const limits = limitsInForce('infrared', { similarImmediateAbove: 10 });
    expect(verdictOf('infrared', limits, { hotSpot: 41, reference: 30, load: 80 }).verdict).toBe(
      'fail',
    );
  });
});

describe('insulation resistance [NETA ATS Table 100.1; IEEE 43]', () => {
  const lv = (r1min: number, r10min?: number, temperature = 20, context: VerdictContext = {}) =>
    judge(
      'insulation',
      { ratedVoltage: 480, testVoltage: 1000, temperature, r1min, ...(r10min && { r10min }) },
      context,
    );

  it('corrects to 20 °C: halves per 10 °C rise', () => {
    expect(correctedTo20(100, 20)).toBe(100);
    expect(correctedTo20(100, 30)).toBe(200);
    expect(correctedTo20(100, 40)).toBe(400);
    expect(correctedTo20(100, 10)).toBe(50);
  });

  it('judges the corrected value: 60 MΩ at 30 °C is 120 MΩ at 20 °C, above 100', () => {
    expect(brief(lv(60, undefined, 30))).toBe('pass insulation.pass');
    expect(brief(lv(60, undefined, 20))).toBe('fail/urgent insulation.belowMinimum');
    expect(lv(60, undefined, 20).rule.params).toEqual({ corrected: 60, limit: 100 });
    expect(brief(lv(100))).toBe('pass insulation.pass');
  });

  it('picks the minimum by rated voltage', () => {
    expect(insulationClass(600).suffix).toBe('600V');
    expect(insulationClass(601).suffix).toBe('5kV');
    expect(insulationClass(13_800).suffix).toBe('15kV');
    expect(insulationClass(33_000).suffix).toBe('25kV');
    const mv = (r1min: number) =>
      judge('insulation', { ratedVoltage: 13_800, testVoltage: 2500, temperature: 20, r1min });
    expect(brief(mv(4999))).toBe('fail/urgent insulation.belowMinimum');
    expect(brief(mv(5000))).toBe('pass insulation.pass');
  });

  it.each([
    [0.9, 'fail/urgent insulation.piFail'],
    [1.0, 'flag/medium insulation.piFlag'],
    [1.9, 'flag/medium insulation.piFlag'],
    [2.0, 'pass insulation.pass'],
    [3, 'pass insulation.pass'],
  ])('polarization index %s: %s', (pi, expected) => {
    expect(brief(lv(1000, 1000 * pi))).toBe(expected);
  });

  it('flags a drop of more than half against the device’s first result', () => {
    expect(brief(lv(400, undefined, 20, { firstInsulation: 1000 }))).toBe(
      'flag/medium insulation.trend',
    );
    expect(lv(400, undefined, 20, { firstInsulation: 1000 }).rule.params).toEqual({
      corrected: 400,
      first: 1000,
      drop: 60,
      limit: 50,
    });
    expect(brief(lv(500, undefined, 20, { firstInsulation: 1000 }))).toBe('pass insulation.pass');
    expect(brief(lv(400, undefined, 20, { firstInsulation: null }))).toBe('pass insulation.pass');
  });
});

describe('protection relay (±5 % pick-up, ±10 % time)', () => {
  const relay = (pickupMeasured: number, timeMeasured = 0.5) =>
    judge('relay', { pickupSetting: 1.0, pickupMeasured, timeSetting: 0.5, timeMeasured });

  it.each([
    [1.05, 'pass relay.pass'],
    [0.95, 'pass relay.pass'],
    [1.051, 'fail/urgent relay.pickup'],
    [0.949, 'fail/urgent relay.pickup'],
  ])('pick-up %s A against a 1 A setting: %s', (measured, expected) => {
    expect(brief(relay(measured))).toBe(expected);
  });

  it('allows ±10 % on the trip time, exactly 10 % included', () => {
    expect(brief(relay(1, 0.55))).toBe('pass relay.pass');
    expect(brief(relay(1, 0.45))).toBe('pass relay.pass');
    const v = relay(1, 0.6);
    expect(brief(v)).toBe('fail/urgent relay.time');
    expect(v.rule.params).toEqual({ measured: 0.6, setting: 0.5, deviation: 20, limit: 10 });
  });
});

describe('contact resistance (manufacturer maximum, pole comparison)', () => {
  it('passes a pole exactly 50 % above the lowest, flags one above', () => {
    expect(brief(judge('contact', { poleA: 100, poleB: 150, poleC: 100 }))).toBe(
      'pass contact.pass',
    );
    const v = judge('contact', { poleA: 100, poleB: 151, poleC: 100 });
    expect(brief(v)).toBe('flag/medium contact.poleSpread');
    expect(v.rule.params).toEqual({ pole: 'B', spread: 51, limit: 50 });
  });

  it('fails a pole over the maximum, which outweighs the spread', () => {
    expect(brief(judge('contact', { poleA: 200, poleB: 200 }))).toBe('pass contact.pass');
    const v = judge('contact', { poleA: 100, poleB: 100, poleC: 201 });
    expect(brief(v)).toBe('fail/urgent contact.overMaximum');
    expect(v.rule.params).toEqual({ pole: 'C', value: 201, limit: 200 });
  });
});

describe('earth resistance (1 Ω substation, 5 Ω elsewhere)', () => {
  it.each([
    [1, true, 'pass earth.pass'],
    [1.01, true, 'fail/urgent earth.overMaximum'],
    [5, false, 'pass earth.pass'],
    [5.01, false, 'fail/urgent earth.overMaximum'],
    [3, undefined, 'pass earth.pass'],
  ])('%s Ω, substation %s: %s', (resistance, substation, expected) => {
    expect(brief(judge('earth', { resistance }, { substation }))).toBe(expected);
  });
});

describe('transformer turns ratio (0.5 % of the nameplate)', () => {
  it('passes exactly 0.5 % off, fails beyond, naming the phase', () => {
    expect(brief(judge('ttr', { nameplateRatio: 20, ratioA: 20.1, ratioB: 19.9 }))).toBe(
      'pass ttr.pass',
    );
    const v = judge('ttr', { nameplateRatio: 20, ratioA: 20, ratioB: 20, ratioC: 20.11 });
    expect(brief(v)).toBe('fail/urgent ttr.outOfTolerance');
    expect(v.rule.params).toEqual({
      phase: 'C',
      measured: 20.11,
      nameplate: 20,
      deviation: 0.55,
      limit: 0.5,
    });
  });
});

describe('checking values and limits', () => {
  it('refuses a missing required number, one out of bounds, text, an unknown field', () => {
    expect(checkTestValues('infrared', { hotSpot: 40, reference: 30, load: 80 })).toEqual([]);
    expect(
      checkTestValues('infrared', { hotSpot: 'hot', load: 300, colour: 1 } as TestValues),
    ).toEqual([
      { path: 'values.colour', key: 'unknownField' },
      { path: 'values.hotSpot', key: 'notANumber' },
      { path: 'values.reference', key: 'required' },
      { path: 'values.load', key: 'numberRange', params: { min: 0, max: 200 } },
    ]);
  });

  it('refuses an item answered other than pass, flag or fail', () => {
    const items = {
      enclosure: 'pass',
      connections: 'ok',
      cleanliness: 'pass',
      labels: 'pass',
      operation: 'pass',
    };
    expect(checkTestValues('visual', items)).toEqual([
      { path: 'values.connections', key: 'unknownValue' },
    ]);
  });

  it('refuses an unknown limit and one out of its bounds', () => {
    expect(checkTestLimits('relay', { pickupTolerance: 3 })).toEqual([]);
    expect(
      checkTestLimits('relay', { pickupTolerance: 101, colour: 1, timeTolerance: '5' }),
    ).toEqual([
      { path: 'limits.relay.pickupTolerance', key: 'numberRange', params: { min: 0, max: 100 } },
      { path: 'limits.relay.colour', key: 'unknownField' },
      { path: 'limits.relay.timeTolerance', key: 'notANumber' },
    ]);
  });
});

describe('what a result changes', () => {
  it('makes the grade one worse on a fail only, never past 5, unless kept', () => {
    expect(conditionAfter(2, 'fail', false)).toBe(3);
    expect(conditionAfter(5, 'fail', false)).toBe(5);
    expect(conditionAfter(2, 'fail', true)).toBe(2);
    expect(conditionAfter(2, 'flag', false)).toBe(2);
    expect(conditionAfter(2, 'pass', false)).toBe(2);
  });

  it('needs a reason to keep the grade', () => {
    expect(keepConditionIssues(true, '  ')).toEqual([{ path: 'reason', key: 'reasonRequired' }]);
    expect(keepConditionIssues(true, 'Fixed on the spot')).toEqual([]);
    expect(keepConditionIssues(undefined, undefined)).toEqual([]);
  });

  it('finds a substation above a location, and survives a cycle', () => {
    const tree = [
      { id: 1, parentId: null, kind: 'site' },
      { id: 2, parentId: 1, kind: 'substation' },
      { id: 3, parentId: 2, kind: 'room' },
      { id: 4, parentId: 1, kind: 'building' },
      { id: 5, parentId: 6, kind: 'room' },
      { id: 6, parentId: 5, kind: 'panel' },
    ];
    expect(inSubstation(3, tree)).toBe(true);
    expect(inSubstation(2, tree)).toBe(true);
    expect(inSubstation(4, tree)).toBe(false);
    expect(inSubstation(5, tree)).toBe(false);
  });

  it('takes the first insulation result, corrected, as the trend’s baseline', () => {
    expect(
      firstInsulationOf([
        { template: 'earth', values: { resistance: 1 } },
        { template: 'insulation', values: { r1min: 500, temperature: 30 } },
        { template: 'insulation', values: { r1min: 100, temperature: 20 } },
      ]),
    ).toBe(1000);
    expect(firstInsulationOf([])).toBeNull();
  });
});

describe('messages', () => {
  /** Every rule key a verdict can name, read off the English catalogue. */
  const ruleKeys = Object.entries(en.rule).flatMap(([template, rules]) =>
    Object.keys(rules).map((rule) => `${template}.${rule}`),
  );
  const lookup = (catalogue: typeof en, key: string) => {
    const [template, rule] = key.split('.') as [keyof typeof en.rule, string];
    return (catalogue.rule[template] as Record<string, string>)[rule];
  };

  it('has a message for every rule the verdicts name, in every language', () => {
    const named = [
      judge('infrared', { hotSpot: 48, reference: 30, load: 80 }).rule.key,
      judge('insulation', { ratedVoltage: 480, testVoltage: 1000, temperature: 20, r1min: 1 }).rule
        .key,
      judge('ttr', { nameplateRatio: 2, ratioA: 3 }).rule.key,
      ...TEST_TEMPLATE_KEYS.map((t) => `${t}.pass`),
    ];
    for (const key of named) expect(ruleKeys).toContain(key);
    for (const catalogue of [fr, ar, zh] as (typeof en)[])
      for (const key of ruleKeys) expect(lookup(catalogue, key), key).toBeTruthy();
  });

  it('names every template, field and limit', () => {
    for (const t of TEST_TEMPLATES) {
      expect(en.template[t.key]).toBeTruthy();
      for (const f of t.fields)
        expect(en.field[f.key as keyof typeof en.field], f.key).toBeTruthy();
      for (const l of t.limits)
        expect(en.limit[l.key as keyof typeof en.limit], l.key).toBeTruthy();
    }
  });
});
