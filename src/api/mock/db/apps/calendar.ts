/** 10 calendar events around today, at least one per category (docs/spec.md §9). */
import { isoDay } from '@/api/sample/pools';
import { createRng } from '@/api/sample/random';
import { CALENDAR_CATEGORIES, type CalendarEvent } from '@/api/types/calendar';

import type { GeneratorContext } from '../index';

export const CALENDAR_EVENT_COUNT = 10;
const TITLES = [
  'Design Review',
  'Meeting With Client',
  'Family Trip',
  "Doctor's Appointment",
  'Dart Game?',
  'Meditation',
  'Dinner',
  'Product Review',
  'Monthly Meeting',
  'Monthly Checkup',
] as const;

export function createCalendarEvents(ctx: GeneratorContext): CalendarEvent[] {
  const rng = createRng(ctx.seed + 601);
  return TITLES.slice(0, CALENDAR_EVENT_COUNT).map((title, i): CalendarEvent => {
    const startDay = rng.int(-10, 20);
    const allDay = i % 3 === 1;
    const hour = rng.int(8, 17);
    const start = allDay
      ? isoDay(ctx.now, startDay)
      : `${isoDay(ctx.now, startDay)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const end = allDay
      ? isoDay(ctx.now, startDay + rng.int(1, 3))
      : `${isoDay(ctx.now, startDay)}T${String(hour + 1).padStart(2, '0')}:30:00.000Z`;
    return {
      id: i + 1,
      url: '',
      title,
      start,
      end,
      allDay,
      extendedProps: {
        calendar: CALENDAR_CATEGORIES[i % CALENDAR_CATEGORIES.length],
        ...DETAILS[i],
      },
    };
  });
}

/**
 * Where some events are and who comes (the edit drawer shows them); fixed, so the generator's draws
 * stay as they were.
 */
const DETAILS: Partial<Record<number, Omit<CalendarEvent['extendedProps'], 'calendar'>>> = {
  0: {
    location: 'North substation, control room',
    guests: ['Noah Patel', 'Marjory Costa'],
    description: 'Review of the 24DC10003 cabinet retrofit drawings.',
  },
  1: { location: 'Head office', guests: ['Jillene Zhang'] },
  5: { description: 'Ten minutes, before the site walk.' },
  8: {
    location: 'Meeting room 2',
    guests: ['Noah Patel', 'Arjun Oliveira', 'Halsey Risby'],
    description: 'Monthly review of open work orders and inspections due.',
  },
};
