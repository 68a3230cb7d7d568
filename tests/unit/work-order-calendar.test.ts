import { describe, expect, it } from 'vitest';

import {
  dayOf,
  movedDates,
  parseOrderView,
  rangeOf,
  shownStatuses,
  stepOrderDay,
} from '@/screens/work-orders/calendar/calendar-orders';

describe('work order calendar rules', () => {
  it('fetches the month with the weeks its grid shows around it, or the week around the day', () => {
    expect(rangeOf('month', '2026-02-17')).toEqual({ from: '2026-01-25', to: '2026-03-14' });
    expect(rangeOf('list', '2026-12-31')).toEqual({ from: '2026-11-24', to: '2027-01-14' });
    expect(rangeOf('week', '2026-03-01')).toEqual({ from: '2026-02-22', to: '2026-03-08' });
  });

  it('steps a month or a week, and reads an unknown view as the month', () => {
    expect(stepOrderDay('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(stepOrderDay('2026-01-03', 'week', -1)).toBe('2025-12-27');
    expect(parseOrderView('week')).toBe('week');
    expect(parseOrderView('day')).toBe('month');
    expect(parseOrderView(null)).toBe('month');
  });

  it('shows the work still to do unless the status filter asks for other states', () => {
    expect(shownStatuses(undefined)).toEqual(['requested', 'open', 'in_progress', 'on_hold']);
    expect(shownStatuses([])).not.toContain('done');
    expect(shownStatuses(['done', 'cancelled'])).toEqual(['done', 'cancelled']);
  });

  it('places an order on its planned start, else on its due date', () => {
    expect(dayOf({ plannedStart: '2026-05-02', dueDate: '2026-05-09' })).toBe('2026-05-02');
    expect(dayOf({ plannedStart: null, dueDate: '2026-05-09' })).toBe('2026-05-09');
    expect(dayOf({ plannedStart: null, dueDate: null })).toBeNull();
  });

  it('moves the due date by the days dragged, and the planned start with it', () => {
    expect(movedDates({ plannedStart: null, dueDate: '2026-05-09' }, '2026-05-12')).toEqual({
      dueDate: '2026-05-12',
    });
    // Dragged from its planned start (the 2nd) to the 5th: both dates three days later.
    expect(movedDates({ plannedStart: '2026-05-02', dueDate: '2026-05-09' }, '2026-05-05')).toEqual(
      { plannedStart: '2026-05-05', dueDate: '2026-05-12' },
    );
    expect(movedDates({ plannedStart: '2026-05-30', dueDate: '2026-06-01' }, '2026-05-27')).toEqual(
      { plannedStart: '2026-05-27', dueDate: '2026-05-29' },
    );
  });
});
