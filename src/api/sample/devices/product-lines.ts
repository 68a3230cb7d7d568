/**
 * Makers and their model lines (issue 35.12): a sample device's maker, model and nameplate agree,
 * as on a real register: an ABB breaker is a Tmax or an Emax, never a Masterpact; a dry-type
 * transformer is cast resin (SCB13, Trihal, GEAFOL) and an oil one is an S13-M; an 8DJH ring
 * main unit carries at most 630 A. The lines are data (type-catalog.data.json); this module
 * checks them and picks one for a device from the draws the samples already made.
 */
import { z } from 'zod';

import { nameplateField } from '@/api/contract/devices';
import type { Nameplate, NameplateField, NumericNameplateField } from '@/api/types/devices';

const numericField = nameplateField.exclude(['vectorGroup', 'insulationMedium', 'ipRating']);

/**
 * A table of sizes along one numeric field: the first step whose bound is at least the value
 * (the last when none is). `set` writes the step's value into another field (a transformer's
 * impedance by its power), `label` names the step for the model's text ({size}), and `snap`
 * makes the field the step's bound (an inverter is exactly as big as its model).
 */
/**
 * A pair as JSON writes it, `[bound, value]` (arrays checked by length: z.tuple would add to the
 * forms' shared zod chunk).
 */
const pair = <T extends z.ZodType>(second: T) =>
  z.array(z.union([z.number(), second])).length(2) as unknown as z.ZodType<[number, z.infer<T>]>;

const sizeRule = z.strictObject({
  by: numericField,
  steps: z.array(pair(z.union([z.string(), z.number()]))).min(1),
  set: numericField.optional(),
  label: z.literal('size').optional(),
  snap: z.boolean().optional(),
});

export const productLine = z.strictObject({
  /** Who makes the line (several makers build one national design, e.g. GGD cabinets). */
  makers: z.array(z.string().min(1)).min(1),
  /** The model's text: `{field}` is a nameplate value, `{size}` a size step's label. */
  model: z.string().min(1),
  /** The device names the line fits (absent: every name of the type). */
  names: z.array(z.string()).optional(),
  /** Nameplate values the line always has (a cast-resin transformer, SF6 switchgear). */
  plate: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The values of numeric fields the line is made for, both ends included. */
  range: z
    .record(z.string(), pair(z.number()))
    .refine(
      (range) => Object.keys(range).every((field) => numericField.safeParse(field).success),
      'a range is of a numeric nameplate field',
    )
    .optional(),
  sizes: z.array(sizeRule).optional(),
});
export type ProductLine = z.infer<typeof productLine>;

/**
 * What a device's product is chosen from: the draws the samples made for maker and model, in [0,
 * 1).
 */
export interface ProductDraws {
  maker: number;
  model: number;
}

export interface Product {
  manufacturer: string;
  model: string;
  nameplate: Nameplate;
}

/**
 * What a device hosted in another takes from it: the same voltage, and no more current than it
 * carries.
 */
export type HostPlate = Pick<Nameplate, 'ratedVoltageKv' | 'ratedCurrentA'>;

const numberOf = (plate: Nameplate, field: NumericNameplateField): number | undefined =>
  plate[field];

function withinRange(line: ProductLine, plate: Nameplate): boolean {
  return Object.entries(line.range ?? {}).every(([field, [min, max]]) => {
    const value = numberOf(plate, field as NumericNameplateField);
    return value === undefined || (value >= min && value <= max);
  });
}

const agrees = (line: ProductLine, plate: Nameplate) =>
  Object.entries(line.plate ?? {}).every(
    ([field, value]) =>
      plate[field as NameplateField] === undefined || plate[field as NameplateField] === value,
  );

/**
 * The lines a device may be: those made for its name that agree with its drawn nameplate; when
 * none does, those of its name within the ranges (the line's fixed values win), then those of its
 * name (its values are moved into the line's ranges).
 */
function candidates(
  lines: readonly ProductLine[],
  name: string,
  plate: Nameplate,
): readonly ProductLine[] {
  const named = lines.filter((l) => !l.names || l.names.includes(name));
  const pool = named.length ? named : lines;
  const strict = pool.filter((l) => withinRange(l, plate) && agrees(l, plate));
  if (strict.length) return strict;
  const inRange = pool.filter((l) => withinRange(l, plate));
  return inRange.length ? inRange : pool;
}

const at = <T>(list: readonly T[], draw: number): T =>
  list[Math.min(list.length - 1, Math.floor(draw * list.length))];

/** A value moved into [min, max]. */
const clamp = (value: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value));

/**
 * The maker, model and nameplate of a device of `name` whose nameplate was drawn as `drawn`: a
 * maker among those with a fitting line, then one of that maker's fitting lines, each by its draw.
 */
export function chooseProduct(
  lines: readonly ProductLine[],
  name: string,
  drawn: Nameplate,
  draws: ProductDraws,
  host?: HostPlate,
): Product {
  const plate: Nameplate = { ...drawn };
  if (host?.ratedVoltageKv !== undefined && plate.ratedVoltageKv !== undefined)
    plate.ratedVoltageKv = host.ratedVoltageKv;
  if (host?.ratedCurrentA !== undefined && plate.ratedCurrentA !== undefined)
    plate.ratedCurrentA = Math.min(plate.ratedCurrentA, host.ratedCurrentA);
  const fitting = candidates(lines, name, plate);
  const makers = [...new Set(fitting.flatMap((l) => l.makers))];
  const manufacturer = at(makers, draws.maker);
  const line = at(
    fitting.filter((l) => l.makers.includes(manufacturer)),
    draws.model,
  );
  for (const [field, value] of Object.entries(line.plate ?? {}))
    if (field in plate) Object.assign(plate, { [field]: value });
  for (const [field, range] of Object.entries(line.range ?? {})) {
    const value = numberOf(plate, field as NumericNameplateField);
    if (value !== undefined) plate[field as NumericNameplateField] = clamp(value, range);
  }
  const vars: Record<string, string | number> = {};
  for (const rule of line.sizes ?? []) {
    const value = numberOf(plate, rule.by);
    if (value === undefined) continue;
    const [bound, stepValue] =
      rule.steps.find(([max]) => value <= max) ?? rule.steps[rule.steps.length - 1];
    if (rule.snap) plate[rule.by] = bound;
    if (rule.label) vars[rule.label] = stepValue;
    if (rule.set && plate[rule.set] !== undefined && typeof stepValue === 'number')
      plate[rule.set] = stepValue;
  }
  const model = line.model.replace(/\{(\w+)\}/g, (_, key: string) =>
    String(vars[key] ?? plate[key as NameplateField] ?? ''),
  );
  return { manufacturer, model, nameplate: plate };
}
