/**
 * The verdict rules (docs/domain/electrical-tests.md): a result's values against its template's
 * limits give pass, flag or fail, the corrective order's priority, and the rule that decided it as
 * a message key with its numbers (the `tests` catalogue renders it in every language). Pure: the
 * simulation, the server and the recording form compute the same verdict from the same values.
 */
import type { TestTemplateKey, TestVerdict } from '../../contract/electrical-tests-values';
import type { WorkOrderPriority } from '../../contract/work-orders-values';
import { INSULATION_CLASSES, type TestLimits, type TestValues } from './templates';

/** What the device brings to a verdict beyond the measured values. */
export interface VerdictContext {
  /** The device sits in a substation (earth resistance's stricter limit). */
  substation?: boolean;
  /** The device's first insulation result, corrected to 20 °C, in MΩ (the trend's baseline). */
  firstInsulation?: number | null;
}

export interface VerdictRule {
  /** A key of the `tests` catalogue's `rule` group, e.g. `infrared.similarImmediate`. */
  key: string;
  params: Record<string, number | string>;
}

export interface Verdict {
  verdict: TestVerdict;
  /** The corrective order's priority: fail urgent, a high flag high, a flag medium. */
  priority?: Extract<WorkOrderPriority, 'urgent' | 'high' | 'medium'>;
  rule: VerdictRule;
}

/** A finding's weight: the worst decides the verdict; on a tie, the first found. */
type Severity = 'pass' | 'flag' | 'flagHigh' | 'fail';
const WEIGHT: Record<Severity, number> = { pass: 0, flag: 1, flagHigh: 2, fail: 3 };

interface Finding {
  severity: Severity;
  rule: VerdictRule;
}

/**
 * Limits compare measured numbers typed with a few decimals; a float's last bit (1.05 - 1 is
 * 0.050000000000000044) must not turn a value exactly at the limit into one above it.
 */
const EPSILON = 1e-9;
const above = (value: number, limit: number) => value - limit > EPSILON;
const atLeast = (value: number, limit: number) => value - limit >= -EPSILON;

/** Numbers shown in a rule: two decimals at most (a rule is read, not computed with). */
const shown = (value: number) => Math.round(value * 100) / 100;

const finding = (severity: Severity, key: string, params: VerdictRule['params']): Finding => ({
  severity,
  rule: { key, params },
});

const num = (values: TestValues, key: string): number | undefined => {
  const value = values[key];
  return typeof value === 'number' ? value : undefined;
};

function visualFindings(values: TestValues): Finding[] {
  return Object.entries(values)
    .filter(([, answer]) => answer === 'flag' || answer === 'fail')
    .map(([item, answer]) =>
      answer === 'fail'
        ? finding('fail', 'visual.itemFail', { item })
        : finding('flag', 'visual.itemFlag', { item }),
    );
}

function infraredFindings(values: TestValues, limits: TestLimits): Finding[] {
  const hot = num(values, 'hotSpot') ?? 0;
  const found: Finding[] = [];
  const similar = shown(hot - (num(values, 'reference') ?? hot));
  const s = { deltaT: similar };
  if (above(similar, limits.similarImmediateAbove!))
    found.push(
      finding('fail', 'infrared.similarImmediate', { ...s, limit: limits.similarImmediateAbove! }),
    );
  else if (above(similar, limits.similarRepairAbove!))
    found.push(
      finding('flagHigh', 'infrared.similarRepair', { ...s, limit: limits.similarRepairAbove! }),
    );
  else if (atLeast(similar, limits.similarInvestigateFrom!))
    found.push(
      finding('flag', 'infrared.similarInvestigate', {
        ...s,
        limit: limits.similarInvestigateFrom!,
      }),
    );
  const ambient = num(values, 'ambient');
  if (ambient !== undefined) {
    const rise = shown(hot - ambient);
    const a = { deltaT: rise };
    if (above(rise, limits.ambientImmediateAbove!))
      found.push(
        finding('fail', 'infrared.ambientImmediate', {
          ...a,
          limit: limits.ambientImmediateAbove!,
        }),
      );
    else if (above(rise, limits.ambientMonitorAbove!))
      found.push(
        finding('flagHigh', 'infrared.ambientMonitor', {
          ...a,
          limit: limits.ambientMonitorAbove!,
        }),
      );
    else if (above(rise, limits.ambientProbableAbove!))
      found.push(
        finding('flag', 'infrared.ambientProbable', { ...a, limit: limits.ambientProbableAbove! }),
      );
    else if (atLeast(rise, limits.ambientPossibleFrom!))
      found.push(
        finding('flag', 'infrared.ambientPossible', { ...a, limit: limits.ambientPossibleFrom! }),
      );
  }
  const load = num(values, 'load');
  if (load !== undefined && !atLeast(load, limits.minLoad!))
    found.push(finding('flag', 'infrared.lowLoad', { load: shown(load), limit: limits.minLoad! }));
  return found;
}

/** Insulation resistance measured at `temperature` °C, corrected to 20 °C: halves per 10 °C rise. */
export const correctedTo20 = (resistance: number, temperature: number) =>
  resistance * 2 ** ((temperature - 20) / 10);

/** The insulation table's row for a rated voltage (above the last class, the last). */
export function insulationClass(ratedVoltage: number) {
  return INSULATION_CLASSES.find((c) => ratedVoltage <= c.upToV) ?? INSULATION_CLASSES.at(-1)!;
}

function insulationFindings(values: TestValues, limits: TestLimits, context: VerdictContext) {
  const found: Finding[] = [];
  const r1 = num(values, 'r1min') ?? 0;
  const corrected = correctedTo20(r1, num(values, 'temperature') ?? 20);
  const row = insulationClass(num(values, 'ratedVoltage') ?? 0);
  const minimum = limits[`minimum${row.suffix}`]!;
  if (!atLeast(corrected, minimum))
    found.push(
      finding('fail', 'insulation.belowMinimum', { corrected: shown(corrected), limit: minimum }),
    );
  const r10 = num(values, 'r10min');
  if (r10 !== undefined && r1 > 0) {
    const pi = shown(r10 / r1);
    if (!atLeast(pi, limits.piFailBelow!))
      found.push(finding('fail', 'insulation.piFail', { pi, limit: limits.piFailBelow! }));
    else if (!atLeast(pi, limits.piPassFrom!))
      found.push(finding('flag', 'insulation.piFlag', { pi, limit: limits.piPassFrom! }));
  }
  const first = context.firstInsulation;
  if (first && first > 0) {
    const drop = shown(((first - corrected) / first) * 100);
    if (above(drop, limits.trendDrop!))
      found.push(
        finding('flag', 'insulation.trend', {
          corrected: shown(corrected),
          first: shown(first),
          drop,
          limit: limits.trendDrop!,
        }),
      );
  }
  return found;
}

/** How far `measured` is from `expected`, in percent of `expected` (always positive). */
export const deviationPercent = (measured: number, expected: number) =>
  (Math.abs(measured - expected) / expected) * 100;

function relayFindings(values: TestValues, limits: TestLimits): Finding[] {
  const checks = [
    ['pickup', 'pickupSetting', 'pickupMeasured', limits.pickupTolerance!],
    ['time', 'timeSetting', 'timeMeasured', limits.timeTolerance!],
  ] as const;
  return checks.flatMap(([what, settingKey, measuredKey, tolerance]) => {
    const setting = num(values, settingKey) ?? 0;
    const measured = num(values, measuredKey) ?? 0;
    const deviation = deviationPercent(measured, setting);
    return above(deviation, tolerance)
      ? [
          finding('fail', `relay.${what}`, {
            measured,
            setting,
            deviation: shown(deviation),
            limit: tolerance,
          }),
        ]
      : [];
  });
}

const POLES = [
  ['poleA', 'A'],
  ['poleB', 'B'],
  ['poleC', 'C'],
] as const;

function contactFindings(values: TestValues, limits: TestLimits): Finding[] {
  const poles = POLES.flatMap(([key, pole]) => {
    const value = num(values, key);
    return value === undefined ? [] : [{ pole, value }];
  });
  const found: Finding[] = poles
    .filter(({ value }) => above(value, limits.maximum!))
    .map(({ pole, value }) =>
      finding('fail', 'contact.overMaximum', { pole, value, limit: limits.maximum! }),
    );
  const lowest = Math.min(...poles.map((p) => p.value));
  if (lowest > 0)
    for (const { pole, value } of poles) {
      const spread = ((value - lowest) / lowest) * 100;
      if (above(spread, limits.poleSpread!))
        found.push(
          finding('flag', 'contact.poleSpread', {
            pole,
            spread: shown(spread),
            limit: limits.poleSpread!,
          }),
        );
    }
  return found;
}

function earthFindings(values: TestValues, limits: TestLimits, context: VerdictContext) {
  const value = num(values, 'resistance') ?? 0;
  const limit = context.substation ? limits.substationMax! : limits.elsewhereMax!;
  return above(value, limit) ? [finding('fail', 'earth.overMaximum', { value, limit })] : [];
}

const PHASES = [
  ['ratioA', 'A'],
  ['ratioB', 'B'],
  ['ratioC', 'C'],
] as const;

function ttrFindings(values: TestValues, limits: TestLimits): Finding[] {
  const nameplate = num(values, 'nameplateRatio') ?? 0;
  return PHASES.flatMap(([key, phase]) => {
    const measured = num(values, key);
    if (measured === undefined || nameplate <= 0) return [];
    const deviation = deviationPercent(measured, nameplate);
    return above(deviation, limits.tolerance!)
      ? [
          finding('fail', 'ttr.outOfTolerance', {
            phase,
            measured,
            nameplate,
            deviation: shown(deviation),
            limit: limits.tolerance!,
          }),
        ]
      : [];
  });
}

const FINDINGS: Record<
  TestTemplateKey,
  (values: TestValues, limits: TestLimits, context: VerdictContext) => Finding[]
> = {
  visual: visualFindings,
  infrared: infraredFindings,
  insulation: insulationFindings,
  relay: relayFindings,
  contact: contactFindings,
  earth: earthFindings,
  ttr: ttrFindings,
};

const PRIORITY = { flag: 'medium', flagHigh: 'high', fail: 'urgent' } as const;

/**
 * The verdict of a result: its worst finding (fail over a high flag over a flag; on a tie the
 * first, in the template's order), or pass with `{template}.pass` when none. `values` are assumed
 * checked (`checkTestValues`): a required number is present.
 */
export function verdictOf(
  template: TestTemplateKey,
  limits: TestLimits,
  values: TestValues,
  context: VerdictContext = {},
): Verdict {
  const found = FINDINGS[template](values, limits, context);
  const worst = found.reduce<Finding | undefined>(
    (best, f) => (!best || WEIGHT[f.severity] > WEIGHT[best.severity] ? f : best),
    undefined,
  );
  if (!worst) return { verdict: 'pass', rule: { key: `${template}.pass`, params: {} } };
  const verdict = worst.severity === 'fail' ? 'fail' : 'flag';
  return { verdict, priority: PRIORITY[worst.severity as keyof typeof PRIORITY], rule: worst.rule };
}
