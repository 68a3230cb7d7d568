/**
 * The arc-flash study form's values (text as typed) and how they become the API's body: the
 * hazard choice keeps the incident energy or the PPE category, the other is sent as null, a blank
 * approach boundary is none; then the contract's own schema checks it (docs/domain/arc-flash.md).
 */
import { z } from 'zod';

import { arcFlashStudyBody } from '@/api/contract/arc-flash';
import type { ArcFlashStudy } from '@/api/types/arc-flash';

export const ARC_FLASH_TEXT_FIELDS = [
  'nominalVoltage',
  'workingDistance',
  'arcFlashBoundary',
  'incidentEnergy',
  'ppeCategory',
  'limitedApproach',
  'restrictedApproach',
  'studyDate',
  'studiedBy',
  'reference',
] as const;

export type ArcFlashHazard = 'energy' | 'category';

export type ArcFlashFormValues = Record<(typeof ARC_FLASH_TEXT_FIELDS)[number], string> & {
  hazard: ArcFlashHazard;
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form as the stored study reads (an empty one for a first study: the energy chosen). */
export function formValuesOf(study: ArcFlashStudy | null): ArcFlashFormValues {
  return {
    nominalVoltage: text(study?.nominalVoltage),
    workingDistance: text(study?.workingDistance),
    arcFlashBoundary: text(study?.arcFlashBoundary),
    hazard: study && study.ppeCategory !== null ? 'category' : 'energy',
    incidentEnergy: text(study?.incidentEnergy),
    ppeCategory: text(study?.ppeCategory),
    limitedApproach: text(study?.limitedApproach),
    restrictedApproach: text(study?.restrictedApproach),
    studyDate: study?.studyDate ?? '',
    studiedBy: study?.studiedBy ?? '',
    reference: study?.reference ?? '',
  };
}

/** Blank is "not given": required fields then read as required, optional ones as none. */
const given = (v: string) => (v.trim() === '' ? undefined : v);
const orNone = (v: string) => (v.trim() === '' ? null : v);

export const arcFlashFormSchema = z
  .object({
    ...(Object.fromEntries(ARC_FLASH_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<
      (typeof ARC_FLASH_TEXT_FIELDS)[number],
      z.ZodString
    >),
    hazard: z.enum(['energy', 'category']),
  })
  // Unknown until the contract has read it: the next schema decides what it is.
  .transform((v): unknown => ({
    nominalVoltage: given(v.nominalVoltage),
    workingDistance: given(v.workingDistance),
    arcFlashBoundary: given(v.arcFlashBoundary),
    incidentEnergy: v.hazard === 'energy' ? given(v.incidentEnergy) : null,
    ppeCategory: v.hazard === 'category' ? given(v.ppeCategory) : null,
    limitedApproach: orNone(v.limitedApproach),
    restrictedApproach: orNone(v.restrictedApproach),
    studyDate: given(v.studyDate),
    studiedBy: v.studiedBy,
    reference: v.reference,
  }))
  .pipe(arcFlashStudyBody);
