/**
 * The seven test templates as data (docs/domain/electrical-tests.md): each one's fields (what a
 * technician measures or answers) and its limits (what the verdict compares against), every limit
 * with its default and the source of that default. Limits are flat numbers so an admin can edit
 * them per device type and one check validates them all; the verdict rules are in verdicts.ts.
 */
import type { TestFieldKind, TestTemplateKey } from '../../contract/electrical-tests-values';

/** A field of a result: a number measured in `unit`, or an item answered pass / flag / fail. */
export interface TestFieldDef {
  key: string;
  kind: TestFieldKind;
  /** SI symbol shown beside the number (null for an answer or a plain ratio). */
  unit: string | null;
  required: boolean;
  /** Bounds of a number a result may carry (beyond them the value was mistyped). */
  min?: number;
  max?: number;
}

/** An editable limit: its default, the bounds an admin may set, and where the default is from. */
export interface TestLimitDef {
  key: string;
  unit: string | null;
  default: number;
  min: number;
  max: number;
  /** The standard (and table) the default comes from, or "ours" for our own choice. */
  source: string;
}

export interface TestTemplateDef {
  key: TestTemplateKey;
  fields: readonly TestFieldDef[];
  limits: readonly TestLimitDef[];
}

/** A template's limits in force: one number per limit key. */
export type TestLimits = Record<string, number>;

/** What a result carries: numbers by field key, and item answers (visual) as text. */
export type TestValues = Record<string, number | string>;

const OURS = 'Ours (editable per device type)';
const NETA_IR = 'NETA MTS Table 100.18';
const NETA_INSULATION = 'NETA ATS Table 100.1';

const num = (key: string, unit: string | null, min: number, max: number, required = true) =>
  ({ key, kind: 'number', unit, required, min, max }) satisfies TestFieldDef;
const answer = (key: string) =>
  ({ key, kind: 'answer', unit: null, required: true }) satisfies TestFieldDef;
const limit = (
  key: string,
  unit: string | null,
  value: number,
  max: number,
  source: string,
  min = 0,
) => ({ key, unit, default: value, min, max, source }) satisfies TestLimitDef;

/** The rated-voltage classes of the insulation table, in volts (a class covers up to its value). */
export const INSULATION_CLASSES = [
  { upToV: 600, suffix: '600V' },
  { upToV: 5000, suffix: '5kV' },
  { upToV: 15000, suffix: '15kV' },
  { upToV: 25000, suffix: '25kV' },
] as const;

export const TEST_TEMPLATES: readonly TestTemplateDef[] = [
  {
    key: 'visual',
    fields: [
      answer('enclosure'),
      answer('connections'),
      answer('cleanliness'),
      answer('labels'),
      answer('operation'),
    ],
    limits: [],
  },
  {
    key: 'infrared',
    fields: [
      num('hotSpot', '°C', -50, 1500),
      num('reference', '°C', -50, 1500),
      num('ambient', '°C', -50, 80, false),
      num('load', '%', 0, 200),
    ],
    limits: [
      limit('similarInvestigateFrom', '°C', 1, 100, NETA_IR),
      limit('similarRepairAbove', '°C', 3, 100, NETA_IR),
      limit('similarImmediateAbove', '°C', 15, 200, NETA_IR),
      limit('ambientPossibleFrom', '°C', 1, 100, NETA_IR),
      limit('ambientProbableAbove', '°C', 10, 200, NETA_IR),
      limit('ambientMonitorAbove', '°C', 20, 200, NETA_IR),
      limit('ambientImmediateAbove', '°C', 40, 400, NETA_IR),
      limit('minLoad', '%', 40, 100, 'NFPA 70B'),
    ],
  },
  {
    key: 'insulation',
    fields: [
      num('ratedVoltage', 'V', 1, 1_000_000),
      num('testVoltage', 'V', 1, 20_000),
      num('temperature', '°C', -30, 90),
      num('r1min', 'MΩ', 0, 10_000_000),
      num('r10min', 'MΩ', 0, 10_000_000, false),
    ],
    limits: [
      ...INSULATION_CLASSES.map(({ suffix }, i) =>
        limit(`testVoltage${suffix}`, 'V', [1000, 2500, 2500, 5000][i]!, 20_000, NETA_INSULATION),
      ),
      ...INSULATION_CLASSES.map(({ suffix }, i) =>
        limit(`minimum${suffix}`, 'MΩ', [100, 1000, 5000, 20_000][i]!, 1_000_000, NETA_INSULATION),
      ),
      limit('piFailBelow', null, 1, 10, 'IEEE 43'),
      limit('piPassFrom', null, 2, 10, 'IEEE 43'),
      limit('trendDrop', '%', 50, 100, OURS),
    ],
  },
  {
    key: 'relay',
    fields: [
      num('pickupSetting', 'A', 0.001, 100_000),
      num('pickupMeasured', 'A', 0, 100_000),
      num('timeSetting', 's', 0.001, 1000),
      num('timeMeasured', 's', 0, 1000),
    ],
    limits: [
      limit('pickupTolerance', '%', 5, 100, OURS),
      limit('timeTolerance', '%', 10, 100, OURS),
    ],
  },
  {
    key: 'contact',
    fields: [
      num('poleA', 'µΩ', 0, 1_000_000),
      num('poleB', 'µΩ', 0, 1_000_000, false),
      num('poleC', 'µΩ', 0, 1_000_000, false),
    ],
    limits: [
      limit('maximum', 'µΩ', 200, 1_000_000, 'Manufacturer’s data (our default until set)', 1),
      limit('poleSpread', '%', 50, 1000, 'NETA ATS, circuit breakers (pole comparison)'),
    ],
  },
  {
    key: 'earth',
    fields: [num('resistance', 'Ω', 0, 10_000)],
    limits: [limit('substationMax', 'Ω', 1, 1000, OURS), limit('elsewhereMax', 'Ω', 5, 1000, OURS)],
  },
  {
    key: 'ttr',
    fields: [
      num('nameplateRatio', null, 0.001, 100_000),
      num('ratioA', null, 0.001, 100_000),
      num('ratioB', null, 0.001, 100_000, false),
      num('ratioC', null, 0.001, 100_000, false),
    ],
    limits: [limit('tolerance', '%', 0.5, 100, 'NETA ATS, transformers (turns ratio)')],
  },
];

/** The template of a key (every key of TEST_TEMPLATE_KEYS has one). */
export function templateOf(key: TestTemplateKey): TestTemplateDef {
  const found = TEST_TEMPLATES.find((t) => t.key === key);
  if (!found) throw new Error(`No test template ${key}`);
  return found;
}

/** The defaults of a template's limits. */
export const defaultLimits = (key: TestTemplateKey): TestLimits =>
  Object.fromEntries(templateOf(key).limits.map((l) => [l.key, l.default]));

/** A type's limits in force: its own where it set them, the defaults elsewhere. */
export const limitsInForce = (
  key: TestTemplateKey,
  own?: Partial<TestLimits> | null,
): TestLimits => {
  const limits = defaultLimits(key);
  for (const def of templateOf(key).limits) {
    const value = own?.[def.key];
    if (typeof value === 'number') limits[def.key] = value;
  }
  return limits;
};
