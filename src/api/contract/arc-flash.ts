/**
 * A device's arc-flash study (docs/domain/arc-flash.md) as schemas: what the study found (the
 * nominal voltage, the working distance, the arc-flash boundary, the incident energy at the
 * working distance or the PPE category, the approach boundaries), when and by whom, and what the
 * answer adds: its version, whether it is over five years old (NFPA 70E 130.5) and when it is
 * due for review. The rules are src/api/shared/arc-flash.ts.
 */
import { z } from 'zod';

import { PPE_CATEGORIES } from './arc-flash-values';
import { isoDate, LIMITS, numeric, preconditionFailed, text } from './common';
import { deviceNumber } from './devices';
import { rulesMeta } from './rules';

/** The bounds of each number of a study, in its unit (volts, millimetres, cal/cm²). */
export const ARC_FLASH_BOUNDS = {
  nominalVoltage: { min: 50, max: 800_000 },
  workingDistance: { min: 100, max: 3_000 },
  arcFlashBoundary: { min: 10, max: 100_000 },
  incidentEnergy: { min: 0.1, max: 1_000 },
  approach: { min: 10, max: 100_000 },
} as const;

export { PPE_CATEGORIES };

const bounded = ({ min, max }: { min: number; max: number }) => z.number().min(min).max(max);
const wholeBounded = ({ min, max }: { min: number; max: number }) => z.int().min(min).max(max);

const studyFields = {
  nominalVoltage: numeric(wholeBounded(ARC_FLASH_BOUNDS.nominalVoltage)).meta({
    description: 'Nominal system voltage, V.',
  }),
  workingDistance: numeric(wholeBounded(ARC_FLASH_BOUNDS.workingDistance)).meta({
    description: 'Working distance the incident energy is given at, mm.',
  }),
  arcFlashBoundary: numeric(wholeBounded(ARC_FLASH_BOUNDS.arcFlashBoundary)).meta({
    description: 'Arc-flash boundary, mm.',
  }),
  incidentEnergy: numeric(bounded(ARC_FLASH_BOUNDS.incidentEnergy).nullable()).meta({
    description:
      'Incident energy at the working distance, cal/cm²; null when the label gives the PPE category instead (one of the two, never both).',
  }),
  ppeCategory: numeric(
    z
      .int()
      .min(PPE_CATEGORIES[0])
      .max(PPE_CATEGORIES[PPE_CATEGORIES.length - 1]!)
      .nullable(),
  ).meta({
    description:
      'Arc-flash PPE category 1–4 (NFPA 70E Table 130.7(C)(15)(c)); null when the incident energy is given.',
  }),
  limitedApproach: numeric(wholeBounded(ARC_FLASH_BOUNDS.approach).nullable())
    .default(null)
    .meta({ description: 'Limited approach boundary (shock), mm; null when not stated.' }),
  restrictedApproach: numeric(wholeBounded(ARC_FLASH_BOUNDS.approach).nullable())
    .default(null)
    .meta({ description: 'Restricted approach boundary (shock), mm; null when not stated.' }),
  studyDate: isoDate.meta({ description: 'When the study was made; not in the future.' }),
  studiedBy: text(LIMITS.name)
    .min(1)
    .meta({ description: 'Who made the study (engineer or firm).' }),
  reference: text(LIMITS.name)
    .default('')
    .meta({ description: 'The study’s report number or reference.' }),
};

/** Body of PUT /api/devices/{number}/arc-flash: the whole study, replacing the stored one. */
export const arcFlashStudyBody = z
  .strictObject({
    ...studyFields,
    incidentEnergy: studyFields.incidentEnergy.default(null),
    ppeCategory: studyFields.ppeCategory.default(null),
  })
  .superRefine((study, ctx) => {
    // NFPA 70E 130.5(H): the incident energy at the working distance, or the PPE category, not both.
    if ((study.incidentEnergy === null) === (study.ppeCategory === null))
      ctx.addIssue({
        code: 'custom',
        path: ['incidentEnergy'],
        params: { key: 'energyOrCategory' },
        input: study.incidentEnergy,
      });
  })
  .meta({
    id: 'ArcFlashStudyInput',
    ...rulesMeta('arcFlashEnergyOrCategory', 'arcFlashStudyNotFuture'),
    description:
      'The study as a whole: the incident energy at the working distance or the PPE category (exactly one), dated today or before.',
  });
export type ArcFlashStudyInput = z.input<typeof arcFlashStudyBody>;
export type ArcFlashStudyValues = z.output<typeof arcFlashStudyBody>;

export const arcFlashStudy = z
  .object({
    nominalVoltage: z.int(),
    workingDistance: z.int(),
    arcFlashBoundary: z.int(),
    incidentEnergy: z.number().nullable(),
    ppeCategory: z.int().nullable(),
    limitedApproach: z.int().nullable(),
    restrictedApproach: z.int().nullable(),
    studyDate: isoDate,
    studiedBy: z.string(),
    reference: z.string(),
    reviewDue: isoDate.meta({
      description:
        'Five years after the study date (NFPA 70E 130.5: reviewed at least every 5 years).',
    }),
    stale: z
      .boolean()
      .meta({ description: 'Today is past `reviewDue`: the study is out of date.' }),
  })
  .meta({ id: 'ArcFlashStudy' });
export type ArcFlashStudy = z.infer<typeof arcFlashStudy>;

/** GET /api/devices/{number}/arc-flash: the device's study, or none yet (version 0). */
export const arcFlashAnswer = z
  .object({
    deviceNumber,
    version: z.int().min(0).meta({
      description: 'The study’s version, its ETag: 0 while the device has none.',
    }),
    study: arcFlashStudy.nullable(),
  })
  .meta({ id: 'ArcFlashAnswer' });
export type ArcFlashAnswer = z.infer<typeof arcFlashAnswer>;

export const arcFlashConflict = preconditionFailed('ArcFlashConflict', arcFlashAnswer);
