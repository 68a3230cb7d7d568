/**
 * The calendar's state in the URL: which calendars are shown (`?calendars=Business,Holiday`; absent
 * shows all, empty shows none, as the API reads it), the view (`?view=week`) and the date in
 * focus (`?date=2026-06-15`). Pure functions, so the rules are tested apart from the screen.
 */
import { CALENDAR_CATEGORIES, type CalendarCategory } from '@/api/types/calendar';

import { addToDay } from '../shared/calendar-days';

// The day arithmetic is shared with the work order calendar.
export { addToDay, parseDay } from '../shared/calendar-days';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

/** FullCalendar's name of each view. */
export const FULLCALENDAR_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

const isCategory = (value: string): value is CalendarCategory =>
  (CALENDAR_CATEGORIES as readonly string[]).includes(value);

/**
 * `?calendars` → the categories shown: undefined for all (no parameter), [] for none; unknown names
 * are dropped.
 */
export function parseCalendars(value: string | null): CalendarCategory[] | undefined {
  if (value === null) return undefined;
  const wanted = new Set(value.split(',').map((v) => v.trim()));
  // Kept in the catalogue's order, whatever order the URL lists them in.
  return CALENDAR_CATEGORIES.filter((c) => wanted.has(c) && isCategory(c));
}

/** The categories shown → `?calendars`: undefined (no parameter) when all are, '' when none is. */
export function serializeCalendars(
  shown: readonly CalendarCategory[] | undefined,
): string | undefined {
  if (!shown || CALENDAR_CATEGORIES.every((c) => shown.includes(c))) return undefined;
  return CALENDAR_CATEGORIES.filter((c) => shown.includes(c)).join(',');
}

/** `?view` → a view; anything else is the month. */
export function parseView(value: string | null): CalendarViewName {
  return (CALENDAR_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as CalendarViewName)
    : 'month';
}

/** The date the previous (-1) or next (+1) page of a view shows. */
export function stepDay(day: string, view: CalendarViewName, direction: 1 | -1): string {
  switch (view) {
    case 'week':
      return addToDay(day, { days: 7 * direction });
    case 'day':
      return addToDay(day, { days: direction });
    default:
      return addToDay(day, { months: direction });
  }
}
