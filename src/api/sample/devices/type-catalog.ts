/**
 * The twelve device types of docs/domain/devices.md with what a sample device of each looks like:
 * names, makers, models and how its nameplate is filled. Fixed lists, not random text, so the
 * samples read like a real register. The lists are data (type-catalog.data.json); this module
 * checks them and turns each type's nameplate rules into a draw.
 */
import { z } from 'zod';

import {
  deviceCategory,
  deviceThresholds,
  inspectionIntervalDays,
  nameplateField,
  TEXT_NAMEPLATE_FIELDS,
  typeCode,
} from '@/api/contract/devices';
import type {
  DeviceCategory,
  DeviceThresholds,
  Nameplate,
  NameplateField,
} from '@/api/types/devices';

import type { Rng } from '../random';
import { productLine, type ProductLine } from './product-lines';
import catalogue from './type-catalog.data.json';

export interface TypeSpec {
  code: string;
  name: string;
  category: DeviceCategory;
  description: string;
  inspectionIntervalDays: number;
  nameplateFields: NameplateField[];
  thresholds: DeviceThresholds;
  /** Devices of this type at scale 1 (the sum is 122). */
  count: number;
  /** Sample device names (a number is appended). */
  names: readonly string[];
  /**
   * Makers and their model lines (product-lines.ts): a device's maker, model and nameplate agree.
   */
  lines: readonly ProductLine[];
  /** The rated current is what the power and voltage give (a motor's), not a value of its own. */
  currentFromPower: boolean;
  /** Where devices of this type sit: in rooms/floors (big plant) or panels/bays. */
  placement: 'room' | 'panel';
  nameplate: (rng: Rng) => Nameplate;
}

/**
 * How one nameplate value is drawn: a fixed value, one of a list (a value listed twice is twice
 * as likely: low voltage is mostly 0.4 kV, medium voltage mostly 10 kV), or one of two by chance.
 */
const drawRules = <F extends z.ZodType, V extends z.ZodType>(field: F, value: V) =>
  [
    z.strictObject({ field, value }),
    z.strictObject({ field, pick: z.array(value).min(1) }),
    z.strictObject({ field, chance: z.number().min(0).max(1), ifTrue: value, ifFalse: value }),
  ] as const;

const textField = nameplateField.extract(TEXT_NAMEPLATE_FIELDS);
const numericField = nameplateField.exclude(TEXT_NAMEPLATE_FIELDS);
const textRule = z.union(drawRules(textField, z.string()));
const numericRule = z.union(drawRules(numericField, z.number()));
type TextRule = z.infer<typeof textRule>;
type NameplateRule = z.infer<typeof numericRule> | TextRule;

const typeRecord = z
  .strictObject({
    code: typeCode,
    name: z.string().min(1),
    category: deviceCategory,
    description: z.string(),
    inspectionIntervalDays,
    nameplateFields: z.array(nameplateField),
    thresholds: deviceThresholds,
    count: z.int().positive(),
    names: z.array(z.string()).min(1),
    lines: z.array(productLine).min(1),
    currentFromPower: z.boolean().default(false),
    placement: z.enum(['room', 'panel']),
    /** In the order the values are drawn from the stream (not always the order of the fields). */
    nameplate: z.array(z.union([numericRule, textRule])),
  })
  // A line named for a device name the type does not have would never be chosen, and a name
  // without a line would get any maker's: both are typos of the data.
  .superRefine((type, ctx) => {
    for (const [i, line] of type.lines.entries()) {
      for (const name of line.names ?? [])
        if (!type.names.includes(name))
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, 'names'],
            message: `${type.code} has no device name "${name}"`,
          });
    }
    for (const name of type.names) {
      if (!type.lines.some((l) => !l.names || l.names.includes(name)))
        ctx.addIssue({
          code: 'custom',
          path: ['names'],
          message: `No ${type.code} line fits "${name}"`,
        });
    }
  });

function drawValue<T>(
  rule: { value: T } | { pick: T[] } | { chance: number; ifTrue: T; ifFalse: T },
  rng: Rng,
): T {
  if ('value' in rule) return rule.value;
  if ('pick' in rule) return rng.pick(rule.pick);
  return rng.chance(rule.chance) ? rule.ifTrue : rule.ifFalse;
}

const TEXT_FIELDS: ReadonlySet<NameplateField> = new Set(TEXT_NAMEPLATE_FIELDS);
const isTextRule = (rule: NameplateRule): rule is TextRule => TEXT_FIELDS.has(rule.field);

/** A nameplate drawn by the rules, one draw after the other in their order. */
function drawNameplate(rules: readonly NameplateRule[], rng: Rng): Nameplate {
  const plate: Nameplate = {};
  for (const rule of rules) {
    if (isTextRule(rule)) plate[rule.field] = drawValue(rule, rng);
    else plate[rule.field] = drawValue(rule, rng);
  }
  return plate;
}

let specs: readonly TypeSpec[] | undefined;

/**
 * The device types of the catalogue, checked the first time they are asked for rather than when
 * the module loads: the check is a noticeable part of a phone's main thread
 * (docs/performance.md#figures-the-code-relies-on) that would otherwise lengthen the one long task
 * in which the simulation's script is evaluated.
 */
export function typeSpecs(): readonly TypeSpec[] {
  return (specs ??= z
    .array(typeRecord)
    .parse(catalogue)
    .map(({ nameplate, ...spec }) => ({
      ...spec,
      nameplate: (rng: Rng) => drawNameplate(nameplate, rng),
    })));
}
