/**
 * A profile project's card against its deadline: days left, due today, or overdue, counted from
 * today.
 */
import { describe, expect, it } from 'vitest';

import { deadlineStanding } from '@/screens/pages/profile/project-deadline';

const at = Date.parse('2026-11-26T15:30:00Z');

describe('deadlineStanding', () => {
  it('counts the days left to a deadline ahead, whatever the time of day', () => {
    expect(deadlineStanding('2027-01-01', at)).toEqual({ kind: 'left', days: 36 });
    expect(deadlineStanding('2026-11-27', at)).toEqual({ kind: 'left', days: 1 });
    expect(deadlineStanding('2026-11-27', Date.parse('2026-11-26T00:00:00Z'))).toEqual({
      kind: 'left',
      days: 1,
    });
  });
  it('says due today on the day itself', () => {
    expect(deadlineStanding('2026-11-26', at)).toEqual({ kind: 'today' });
  });
  it('says overdue, with the days past, never negative days left', () => {
    expect(deadlineStanding('2026-11-25', at)).toEqual({ kind: 'overdue', days: 1 });
    expect(deadlineStanding('2026-10-27', at)).toEqual({ kind: 'overdue', days: 30 });
  });
});
