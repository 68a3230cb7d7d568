/**
 * The event form and the API share one rule for where an event may end (issue 35.8): an all-day
 * event whose last day is its first is a one-day event, a timed event may end at its start (an
 * instant), and only an end before the start is refused, on the end field.
 */
import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '@/api/types/calendar';
import { eventFormSchema, eventToForm, type EventFormValues } from '@/screens/calendar/event-form';

const base = {
  title: 'Switchgear shutdown',
  url: '',
  extendedProps: { calendar: 'Business' as const, guests: [], location: '', description: '' },
};
const form = (
  allDay: boolean,
  start: [string, string],
  end: [string, string],
): EventFormValues => ({
  ...base,
  allDay,
  start: { day: start[0], time: start[1] },
  end: { day: end[0], time: end[1] },
});

/** The keys of the issues on the end field, or the body the form would send. */
function parse(values: EventFormValues) {
  const result = eventFormSchema().safeParse(values);
  if (result.success) return { body: result.data };
  return {
    endKeys: result.error.issues
      .filter((i) => i.path[0] === 'end')
      .map((i) => (i as { params?: { key?: string } }).params?.key),
  };
}

describe('the event form: where an event may end', () => {
  it('an all-day event whose last day is its first is one day (the API stores the day after)', () => {
    expect(parse(form(true, ['2026-06-20', '09:00'], ['2026-06-20', '10:00']))).toMatchObject({
      body: { allDay: true, start: '2026-06-20', end: '2026-06-21' },
    });
  });

  it('an all-day event whose last day is before its first is refused on the end', () => {
    expect(parse(form(true, ['2026-06-20', '09:00'], ['2026-06-19', '10:00']))).toEqual({
      endKeys: ['endBeforeStart'],
    });
  });

  it('a timed event may end at its start (an instant); before it is refused', () => {
    const instant = parse(form(false, ['2026-06-20', '09:00'], ['2026-06-20', '09:00']));
    expect(instant.body?.end).toBe(instant.body?.start);
    expect(parse(form(false, ['2026-06-20', '09:00'], ['2026-06-20', '08:59']))).toEqual({
      endKeys: ['endBeforeStart'],
    });
  });

  const allDayEvent = (start: string, end: string): CalendarEvent => ({
    id: 1,
    url: '',
    title: 'Holiday',
    start,
    end,
    allDay: true,
    extendedProps: { calendar: 'Holiday' },
  });

  it('shows an all-day event’s last day, and one stored ending on its start day as that day', () => {
    expect(eventToForm(allDayEvent('2026-06-20', '2026-06-23')).end.day).toBe('2026-06-22');
    expect(eventToForm(allDayEvent('2026-06-20', '2026-06-20')).end.day).toBe('2026-06-20');
  });

  it('an all-day event made a timed one runs 09:00–10:00, not an instant', () => {
    const values = eventToForm(allDayEvent('2026-06-20', '2026-06-21'));
    expect([values.start.time, values.end.time]).toEqual(['09:00', '10:00']);
    const body = parse({ ...values, allDay: false }).body!;
    expect(Date.parse(body.end!) - Date.parse(body.start)).toBe(3_600_000);
  });
});
