/**
 * The arc-flash study's rules (docs/domain/arc-flash.md), written once for the simulation, the
 * server and the screens: when a study is due for review and whether it is out of date (NFPA 70E
 * 130.5: reviewed at least every five years), the study's date check, the label's signal word,
 * and the study as the API answers it. Dates are calendar dates, `YYYY-MM-DD`, in UTC.
 */
import type { ArcFlashStudy, ArcFlashStudyValues } from '../contract/arc-flash';
import type { ValidationIssue } from '../contract/common';

/** NFPA 70E 130.5: the study is reviewed at least every five years. */
export const ARC_FLASH_REVIEW_YEARS = 5;

/**
 * Above 40 cal/cm² the label reads DANGER (ANSI Z535.4's signal word for the greater hazard; NFPA
 * 70E 130.7(A)'s note asks for more emphasis on de-energizing there), WARNING otherwise.
 */
export const ARC_FLASH_DANGER_ABOVE = 40;

/**
 * Five years after the study's date; a 29 February study is due on 1 March, the first day that
 * is five whole years later.
 */
export function arcFlashReviewDue(studyDate: string): string {
  const [y, m, d] = studyDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + ARC_FLASH_REVIEW_YEARS, m - 1, d)).toISOString().slice(0, 10);
}

/** Over five years old: today is after the review date (on the day itself it is still current). */
export const isArcFlashStale = (studyDate: string, today: string): boolean =>
  today > arcFlashReviewDue(studyDate);

/** The label's signal word: DANGER above 40 cal/cm², WARNING otherwise (a PPE category too). */
export const arcFlashSignal = (study: { incidentEnergy: number | null }): 'danger' | 'warning' =>
  study.incidentEnergy !== null && study.incidentEnergy > ARC_FLASH_DANGER_ABOVE
    ? 'danger'
    : 'warning';

/** What the schema cannot check alone: a study dated after today. */
export function arcFlashStudyIssues(
  study: Pick<ArcFlashStudyValues, 'studyDate'>,
  today: string,
): ValidationIssue[] {
  return study.studyDate > today ? [{ path: 'studyDate', key: 'studyInFuture' }] : [];
}

/** The study as stored, with its review date and whether it is out of date on `today`. */
export function arcFlashStudyOf(study: ArcFlashStudyValues, today: string): ArcFlashStudy {
  return {
    nominalVoltage: study.nominalVoltage,
    workingDistance: study.workingDistance,
    arcFlashBoundary: study.arcFlashBoundary,
    incidentEnergy: study.incidentEnergy,
    ppeCategory: study.ppeCategory,
    limitedApproach: study.limitedApproach,
    restrictedApproach: study.restrictedApproach,
    studyDate: study.studyDate,
    studiedBy: study.studiedBy,
    reference: study.reference,
    reviewDue: arcFlashReviewDue(study.studyDate),
    stale: isArcFlashStale(study.studyDate, today),
  };
}
