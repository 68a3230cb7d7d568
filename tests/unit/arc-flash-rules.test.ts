/**
 * The arc-flash rules (src/api/shared/arc-flash.ts, docs/domain/arc-flash.md), boundaries
 * included: the review date five years on (29 February too), stale only after that day, a study
 * dated today accepted and tomorrow refused, and the label's signal word at exactly 40 cal/cm².
 */
import { describe, expect, it } from 'vitest';

import {
  arcFlashReviewDue,
  arcFlashSignal,
  arcFlashStudyIssues,
  isArcFlashStale,
} from '@/api/shared/arc-flash';

describe('the study’s review (NFPA 70E 130.5: at least every five years)', () => {
  it('is due five years after the study date', () => {
    expect(arcFlashReviewDue('2024-05-14')).toBe('2029-05-14');
    expect(arcFlashReviewDue('2020-12-31')).toBe('2025-12-31');
    // No 29 February five years on: the first day five whole years later.
    expect(arcFlashReviewDue('2024-02-29')).toBe('2029-03-01');
  });

  it('is stale only after the review date', () => {
    expect(isArcFlashStale('2021-06-15', '2026-06-14')).toBe(false);
    expect(isArcFlashStale('2021-06-15', '2026-06-15')).toBe(false);
    expect(isArcFlashStale('2021-06-15', '2026-06-16')).toBe(true);
    expect(isArcFlashStale('2010-01-01', '2026-06-15')).toBe(true);
  });
});

describe('the study date', () => {
  it('may be today, not tomorrow', () => {
    expect(arcFlashStudyIssues({ studyDate: '2026-06-15' }, '2026-06-15')).toEqual([]);
    expect(arcFlashStudyIssues({ studyDate: '2026-06-16' }, '2026-06-15')).toEqual([
      { path: 'studyDate', key: 'studyInFuture' },
    ]);
  });
});

describe('the label’s signal word', () => {
  it('is DANGER above 40 cal/cm², WARNING at 40 and below or with a PPE category', () => {
    expect(arcFlashSignal({ incidentEnergy: 40.1 })).toBe('danger');
    expect(arcFlashSignal({ incidentEnergy: 40 })).toBe('warning');
    expect(arcFlashSignal({ incidentEnergy: 1.2 })).toBe('warning');
    expect(arcFlashSignal({ incidentEnergy: null })).toBe('warning');
  });
});
